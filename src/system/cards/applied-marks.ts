/**
 * What a card shows of the results the GM's ledger records as applied, as a DOM step on the
 * rendered card: each Apply button whose target was applied is disabled, with a note naming who and
 * when beside it where the card has several, and the card itself carries a strip saying it was
 * applied, so the state reads at a glance in a long chat log. It touches no Foundry global: the caller gives the ledger's marks and
 * how to word one, so the gallery runs the same step on its sample cards.
 */
import type { AppliedMark } from "../../core/card-ledger";

/** The words for one applied mark ("Applied by Mallory at 21:04"): set as text, never as markup. */
export type AppliedWording = (mark: AppliedMark) => string;

/** The card's Apply buttons whose target the marks record as applied, with each one's mark. */
function appliedButtons(root: HTMLElement, applied: Readonly<Record<string, AppliedMark>>): [HTMLElement, AppliedMark][] {
  const out: [HTMLElement, AppliedMark][] = [];
  for (const button of root.querySelectorAll<HTMLElement>('[data-card-action="applyResult"]')) {
    const key = button.dataset.targetKey ?? "";
    const mark = Object.hasOwn(applied, key) ? applied[key] : undefined;
    if (mark) out.push([button, mark]);
  }
  return out;
}

function note(tag: string, className: string, text: string): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  // a user's name is never read as markup
  el.textContent = text;
  return el;
}

/** The attribute a card template puts on a button whose roll stands once any result is applied. */
export const SETTLED_BY_APPLY = "data-settled-by-apply";

/**
 * Marks what was applied on a rendered card and gives back the buttons it disabled: the applied
 * targets' Apply buttons, and, once any is applied, each button the card marks SETTLED_BY_APPLY
 * (a Tactics spend or a reroll the GM no longer takes). Running it again on the same element adds
 * nothing. The strip names the latest application; it reads as partial while some Apply on the
 * card is still open.
 */
export function showApplied(root: HTMLElement, applied: Readonly<Record<string, AppliedMark>>, wording: AppliedWording): HTMLElement[] {
  const marked = appliedButtons(root, applied);
  const applyButtons = root.querySelectorAll('[data-card-action="applyResult"]').length;
  for (const [button, mark] of marked) {
    button.setAttribute("disabled", "");
    button.classList.add("is-applied");
    // with one Apply on the card the strip already says who and when; a note would say it twice
    if (applyButtons > 1 && !button.nextElementSibling?.classList.contains("ssk-applied")) button.after(note("span", "ssk-applied", wording(mark)));
  }
  if (marked.length === 0) return [];
  const card = marked[0]![0].closest<HTMLElement>(".ssk-card") ?? root;
  const latest = marked.map(([, mark]) => mark).reduce((a, b) => (b.at > a.at ? b : a));
  const open = applyButtons > marked.length;
  const settled = [...card.querySelectorAll<HTMLElement>(`[${SETTLED_BY_APPLY}]`)];
  for (const button of settled) button.setAttribute("disabled", "");
  card.classList.add("is-applied");
  card.querySelector(":scope > .ssk-applied-strip")?.remove();
  const strip = note("p", "ssk-applied-strip", wording(latest));
  strip.classList.toggle("is-partial", open);
  card.prepend(strip);
  return [...marked.map(([button]) => button), ...settled];
}
