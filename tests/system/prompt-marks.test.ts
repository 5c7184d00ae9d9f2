// @vitest-environment happy-dom
// The strip on a rendered card that answers a prompt and lands nothing (src/system/cards/
// prompt-marks.ts): the DOM step run on a card's HTML with where it stands and a wording, as the
// chat hook and the gallery run it.
import { describe, expect, it } from "vitest";
import { showPromptStanding } from "../../src/system/cards/prompt-marks";

const WORDS = { again: "<i>Answered again</i>", unprompted: "Answers no prompt", refused: "Refused:" } as const;
const wording = (standing: "again" | "unprompted" | "refused", reason: string): string => (reason ? `${WORDS[standing]} ${reason}` : WORDS[standing]);

function card(): HTMLElement {
  const root = document.createElement("li");
  root.innerHTML = `<div class="ssk-card"><h3 class="ssk-card-title">Morale</h3>
    <button data-card-action="applyResult" data-target-key="a">Apply</button>
    <button data-card-action="strRoutAway">Rout away</button></div>`;
  return root;
}
const apply = (root: HTMLElement) => root.querySelector<HTMLButtonElement>("[data-card-action='applyResult']")!;

describe("showPromptStanding", () => {
  it("leaves a card that stands, or names no prompt, as it is", () => {
    for (const standing of ["none", "first"] as const) {
      const root = card();
      expect(showPromptStanding(root, { standing }, wording)).toEqual([]);
      expect(root.querySelector(".ssk-prompt-strip")).toBeNull();
      expect(apply(root).disabled).toBe(false);
    }
  });

  it("heads an answer rolled again with the strip, as text, and disables its Apply only", () => {
    const root = card();
    expect(showPromptStanding(root, { standing: "again", first: "m1" }, wording)).toEqual([apply(root)]);
    const strip = root.querySelector(".ssk-card > .ssk-prompt-strip")!;
    expect(root.querySelector(".ssk-card")!.firstElementChild).toBe(strip);
    // the wording is set as text: markup in it shows as written
    expect(strip.textContent).toBe("<i>Answered again</i>");
    expect(strip.querySelector("i")).toBeNull();
    expect(apply(root).disabled).toBe(true);
    expect(root.querySelector<HTMLButtonElement>("[data-card-action='strRoutAway']")!.disabled).toBe(false);
    expect(root.querySelector(".ssk-card")!.classList.contains("is-not-landing")).toBe(true);
  });

  it("words an unprompted answer apart, and adds one strip however often it runs", () => {
    const root = card();
    showPromptStanding(root, { standing: "unprompted" }, wording);
    showPromptStanding(root, { standing: "unprompted" }, wording);
    expect([...root.querySelectorAll(".ssk-prompt-strip")].map((s) => s.textContent)).toEqual(["Answers no prompt"]);
  });

  it("words an answer the GM refused with its reason, and disables its Apply", () => {
    const root = card();
    expect(showPromptStanding(root, { standing: "refused", reason: "STARSKIRMISH.Test.forged" }, wording)).toEqual([apply(root)]);
    expect(root.querySelector(".ssk-card > .ssk-prompt-strip")!.textContent).toBe("Refused: STARSKIRMISH.Test.forged");
    expect(apply(root).disabled).toBe(true);
  });
});
