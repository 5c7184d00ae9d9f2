// @vitest-environment happy-dom
// The Starship Marine figure sheet as v13 renders it, after a real init: three tabs (figure, gear,
// notes) with the figure's profile open first: its moves (3.2), its actions, its fire line (3.5)
// and its markers there, the gear it carries on the gear tab, the notes as rich text on the last.
import { describe, expect, it } from "vitest";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";
import { renderedSheet } from "../../../helpers/rendered-sheet";

async function figureSheet(notes = "") {
  const d = await starshipMarineDeck([]);
  const kell = d.figure("Kell", "marineScaII", "player1", { notes });
  const { StarshipMarineFigureSheet } = await import("../../../../src/rulesets/starship-marine/sheets/figure-sheet");
  return renderedSheet(StarshipMarineFigureSheet, kell);
}

describe("the Starship Marine figure sheet, rendered as v13 renders it", () => {
  it("opens on the figure tab, with its moves, fire line, actions and markers, and switches to gear and notes", async () => {
    const { sheet, click, active, tabLabels } = await figureSheet();
    expect(active()).toEqual(["figure"]);
    for (const part of [".ssm-moves", ".ssm-fire", "[data-action='fire']", ".ssk-markers"]) {
      expect(sheet.element.querySelector(`[data-tab="figure"] ${part}`), part).not.toBeNull();
    }
    expect(sheet.element.querySelector('[data-tab="gear"] .ssm-gear-carried')).not.toBeNull();
    expect(tabLabels()).toEqual(["Figure", "Gear", "Notes"]);
    await click('.tabs > [data-tab="gear"]');
    expect(active()).toEqual(["gear"]);
    await click('.tabs > [data-tab="notes"]');
    expect(active()).toEqual(["notes"]);
  });

  it("keeps the notes as rich text on the notes tab, in the editor for the owner", async () => {
    const notes = "<p>Took the <b>airlock</b>.</p>";
    const { sheet } = await figureSheet(notes);
    expect(sheet.element.querySelector('[data-tab="notes"] prose-mirror[name="system.notes"]')!.getAttribute("value")).toBe(notes);
  });
});
