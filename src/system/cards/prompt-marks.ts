/**
 * What a card shows where the GM's ledger holds it as landing nothing: a check rolled again for a
 * prompt its actor had answered, or an answer to no prompt the GM recorded as calling that actor
 * (core/card-prompts.ts), or a card a GM's client refused as a whole (core/card-ledger.ts
 * cardRefusal). A strip at the top of the card says so, and its Apply buttons are disabled, so the
 * GM reading a long chat log sees it at a glance. A DOM step touching no Foundry global: the caller
 * gives the words, so the gallery runs the same step on its sample cards.
 */
import type { PromptStanding } from "../../core/card-prompts";

/**
 * The words of the strip for a card that does not land, set as text, never as markup; `reason` is
 * the GM's refusal (a language key) of a "refused" answer, "" otherwise.
 */
export type PromptWording = (standing: "again" | "unprompted" | "refused", reason: string) => string;

/**
 * Marks a rendered card that answers a prompt and lands nothing (rolled again, answering no
 * prompt, or refused by the GM's client and so no answer), and gives back the Apply buttons it
 * disabled; a card that stands (or names no prompt) is left as it is. Running it again on the same
 * element adds nothing.
 */
export function showPromptStanding(root: HTMLElement, standing: PromptStanding, wording: PromptWording): HTMLElement[] {
  if (standing.standing === "refused") return showNotLanding(root, wording("refused", standing.reason));
  if (standing.standing !== "again" && standing.standing !== "unprompted") return [];
  return showNotLanding(root, wording(standing.standing, ""));
}

/**
 * Marks a rendered card that lands nothing, with the words given (set as text), and gives back
 * the Apply buttons it disabled. Running it again replaces the strip, never adds a second.
 */
export function showNotLanding(root: HTMLElement, words: string): HTMLElement[] {
  const card = root.querySelector<HTMLElement>(".ssk-card") ?? root;
  card.classList.add("is-not-landing");
  card.querySelector(":scope > .ssk-prompt-strip")?.remove();
  const strip = document.createElement("p");
  strip.className = "ssk-prompt-strip";
  strip.textContent = words;
  card.prepend(strip);
  const applies = [...card.querySelectorAll<HTMLElement>('[data-card-action="applyResult"]')];
  for (const button of applies) button.setAttribute("disabled", "");
  return applies;
}
