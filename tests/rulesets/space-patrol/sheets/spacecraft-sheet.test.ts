// @vitest-environment happy-dom
// The spacecraft sheet as v13 renders it, after a real init: three tabs (stations, systems, notes)
// with the stations open first, as the vehicle's crew, and the tab bar switching them; the six
// stations (Guide 7.4) and the markers on the first tab, the component codes, the move line and the
// weapons on the systems tab, and the notes as rich text.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { renderedSheet } from "../../../helpers/rendered-sheet";

async function spacecraftSheet(notes = "") {
  const t = await spaceBoard([10]);
  const cutter = t.spacecraft("Actor.cutter", "Cutter", { armour: 2, notes });
  cutter.ownership = { default: 0, player1: 3 };
  const { SpacecraftSheet } = await import("../../../../src/rulesets/space-patrol/sheets/spacecraft-sheet");
  return renderedSheet(SpacecraftSheet, cutter);
}

describe("the spacecraft sheet, rendered as v13 renders it", () => {
  it("opens on the stations tab, with the six stations and the markers there, and the systems tab holds codes, move and weapons", async () => {
    const { sheet, click, active, tabLabels } = await spacecraftSheet();
    expect(active()).toEqual(["stations"]);
    expect(sheet.element.querySelectorAll('[data-tab="stations"] [data-station]')).toHaveLength(6);
    expect(sheet.element.querySelector('[data-tab="stations"] .ssk-markers')).not.toBeNull();
    expect(sheet.element.querySelectorAll('[data-tab="systems"] .sp-craft-stats input')).toHaveLength(6);
    expect(sheet.element.querySelector('[data-tab="systems"] .sp-move-line')).not.toBeNull();
    expect(tabLabels()).toEqual(["Stations", "Systems", "Notes"]);
    await click('.tabs > [data-tab="systems"]');
    expect(active()).toEqual(["systems"]);
    await click('.tabs > [data-tab="notes"]');
    expect(active()).toEqual(["notes"]);
  });

  it("keeps the notes as rich text on the notes tab, in the editor for the owner", async () => {
    const notes = "<p>Refitted at <i>Lodestar</i>.</p>";
    const { sheet } = await spacecraftSheet(notes);
    expect(sheet.element.querySelector('[data-tab="notes"] prose-mirror[name="system.notes"]')!.getAttribute("value")).toBe(notes);
  });
});
