// @vitest-environment happy-dom
// The applied mark on a rendered card (src/system/cards/applied-marks.ts): the DOM step run on a
// card's HTML with the ledger's marks and a wording, as the chat hook and the gallery run it.
import { describe, expect, it } from "vitest";
import { showApplied } from "../../src/system/cards/applied-marks";
import type { AppliedMark } from "../../src/core/card-ledger";

const NAMES: Record<string, string> = { gm: "<b>Mallory</b>", p1: "Ann" };
const wording = (mark: AppliedMark): string => `Applied by ${NAMES[mark.by] ?? "someone"} at ${mark.at}`;

function card(): HTMLElement {
  const root = document.createElement("li");
  root.innerHTML = `<div class="ssk-card"><h3 class="ssk-card-title">Fire</h3>
    <section><button data-card-action="applyResult" data-target-key="a">Apply to A</button></section>
    <section><button data-card-action="applyResult" data-target-key="b">Apply to B</button></section>
    <button data-card-action="spNotSoFast">Not so fast</button></div>`;
  return root;
}
const button = (root: HTMLElement, key: string) => root.querySelector<HTMLButtonElement>(`[data-target-key="${key}"]`)!;

/** A fire card whose Tactics button the GM no longer takes once a result is applied (Guide 6.3). */
function cardWithSpend(): HTMLElement {
  const root = card();
  root.querySelector(".ssk-card")!.insertAdjacentHTML("beforeend", `<button data-card-action="spFireTactics" data-settled-by-apply>+1</button>`);
  return root;
}
const spend = (root: HTMLElement) => root.querySelector<HTMLButtonElement>("[data-card-action='spFireTactics']")!;

describe("showApplied", () => {
  it("disables the buttons a card says an applied result settles, once any target is applied, and gives them back", () => {
    const none = cardWithSpend();
    expect(showApplied(none, {}, wording)).toEqual([]);
    expect(spend(none).disabled).toBe(false);
    const one = cardWithSpend();
    const disabled = showApplied(one, { b: { by: "gm", at: 5 } }, wording);
    expect(spend(one).disabled).toBe(true);
    expect(disabled).toEqual([button(one, "b"), spend(one)]);
    // a button the card does not mark stays as it was
    expect(one.querySelector<HTMLButtonElement>("[data-card-action='spNotSoFast']")!.disabled).toBe(false);
  });

  it("disables each applied target's Apply, notes who and when beside it, and leaves the rest alone", () => {
    const root = card();
    const marked = showApplied(root, { a: { by: "p1", at: 100 } }, wording);
    expect(marked).toEqual([button(root, "a")]);
    expect(button(root, "a").disabled).toBe(true);
    expect(button(root, "a").nextElementSibling?.textContent).toBe("Applied by Ann at 100");
    expect(button(root, "b").disabled).toBe(false);
    expect(button(root, "b").nextElementSibling).toBeNull();
    expect(root.querySelector<HTMLButtonElement>("[data-card-action='spNotSoFast']")!.disabled).toBe(false);
  });

  it("puts a strip on the card itself, partial while an Apply is open, naming the latest application once all are", () => {
    const root = card();
    showApplied(root, { a: { by: "p1", at: 100 } }, wording);
    const strip = root.querySelector(".ssk-card > .ssk-applied-strip")!;
    expect(root.querySelector(".ssk-card")!.firstElementChild).toBe(strip);
    expect(strip.classList.contains("is-partial")).toBe(true);
    const full = card();
    showApplied(full, { a: { by: "p1", at: 100 }, b: { by: "gm", at: 200 } }, wording);
    const fullStrip = full.querySelector(".ssk-applied-strip")!;
    expect(fullStrip.classList.contains("is-partial")).toBe(false);
    expect(fullStrip.textContent).toBe("Applied by <b>Mallory</b> at 200");
    expect(full.querySelector(".ssk-card")!.classList.contains("is-applied")).toBe(true);
  });

  it("sets names as text, never markup", () => {
    const root = card();
    showApplied(root, { b: { by: "gm", at: 5 } }, wording);
    expect(root.querySelector("b")).toBeNull();
    expect(button(root, "b").nextElementSibling?.textContent).toContain("<b>Mallory</b>");
  });

  it("adds nothing when run again, and nothing at all for a card with no applied mark", () => {
    const root = card();
    const marks = { a: { by: "p1", at: 1 } };
    showApplied(root, marks, wording);
    showApplied(root, marks, wording);
    expect(root.querySelectorAll(".ssk-applied")).toHaveLength(1);
    expect(root.querySelectorAll(".ssk-applied-strip")).toHaveLength(1);
    const untouched = card();
    const before = untouched.innerHTML;
    expect(showApplied(untouched, {}, wording)).toEqual([]);
    expect(untouched.innerHTML).toBe(before);
    // a target keyed like a property every object inherits was not applied
    const inherited = document.createElement("div");
    inherited.innerHTML = `<button data-card-action="applyResult" data-target-key="constructor">Apply</button>`;
    expect(showApplied(inherited, {}, wording)).toEqual([]);
    expect(inherited.querySelector("button")!.disabled).toBe(false);
  });

  it("says who applied a card with one Apply once, in the strip, not again beside the button", () => {
    const root = document.createElement("li");
    root.innerHTML = `<div class="ssk-card"><button data-card-action="applyResult" data-target-key="t1">Apply</button></div>`;
    showApplied(root, { t1: { by: "p1", at: 3 } }, wording);
    expect(root.querySelector<HTMLButtonElement>("button")!.disabled).toBe(true);
    expect(root.querySelector(".ssk-applied")).toBeNull();
    expect(root.querySelector(".ssk-applied-strip")?.textContent).toBe("Applied by Ann at 3");
    expect(root.textContent?.match(/Applied by/g)).toHaveLength(1);
  });

  it("marks the element it is given when the card has no .ssk-card wrapper", () => {
    const root = document.createElement("div");
    root.innerHTML = `<button data-card-action="applyResult" data-target-key="t1">Apply</button>`;
    showApplied(root, { t1: { by: "p1", at: 3 } }, wording);
    expect(root.firstElementChild?.classList.contains("ssk-applied-strip")).toBe(true);
    expect(root.classList.contains("is-applied")).toBe(true);
  });
});
