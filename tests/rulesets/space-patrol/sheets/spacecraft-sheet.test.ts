// @vitest-environment happy-dom
// The spacecraft sheet as v13 renders it, after a real init: three tabs (stations, systems, notes)
// with the stations open first, as the vehicle's crew, and the tab bar switching them; the six
// stations (Guide 7.4) and the markers on the first tab, the component codes, the move line and the
// weapons on the systems tab, and the notes as rich text. A wreck's station repairs are left off
// while its token fights in the battle and come back after it (Guide 7.12, 7.13).
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { spaceBattle } from "../../../helpers/space-battle";
import { localize as text } from "../../../helpers/html-notifications";
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

describe("a wrecked ship's sheet in the battle and after it (Guide 7.12, 7.13)", () => {
  it("leaves the station repairs off while the battle runs, and offers them once it is over", async () => {
    const t = await spaceBattle([]);
    await t.mark(t.cutter, "sp-spacecraft-wrecked", 1);
    const { SpacecraftSheet } = await import("../../../../src/rulesets/space-patrol/sheets/spacecraft-sheet");
    const repairs = (sheet: { element: HTMLElement }) => [...sheet.element.querySelectorAll<HTMLElement>('[data-station] [data-task="repair"]')].map((b) => b.closest<HTMLElement>("[data-station]")!.dataset.station);
    const still = (sheet: { element: HTMLElement }) => sheet.element.querySelector(".sp-wreck-note")!.textContent;
    const during = await renderedSheet(SpacecraftSheet, t.cutter);
    expect(repairs(during.sheet)).toEqual([]);
    expect(still(during.sheet)).toContain(text("STARSKIRMISH.SpacePatrol.Wreck.still.spacecraft"));
    // the battle is over: the combat is gone
    t.g.game.combat = null;
    const after = await renderedSheet(SpacecraftSheet, t.cutter);
    expect(repairs(after.sheet)).toEqual(["flight", "astrogation", "engineering", "gunnery", "intelligence", "medical"]);
    expect(still(after.sheet)).toContain(text("STARSKIRMISH.SpacePatrol.Wreck.still.spacecraftAfterBattle"));
    // no other station task comes back with them
    expect(after.sheet.element.querySelector('[data-task="identifyTarget"], [data-task="evasiveManeuvers"]')).toBeNull();
  });

  it("keeps every repair on a whole ship in the battle", async () => {
    const t = await spaceBattle([]);
    const { SpacecraftSheet } = await import("../../../../src/rulesets/space-patrol/sheets/spacecraft-sheet");
    const { sheet } = await renderedSheet(SpacecraftSheet, t.cutter);
    expect(sheet.element.querySelectorAll('[data-station] [data-task="repair"]')).toHaveLength(6);
    expect(sheet.element.querySelector(".sp-wreck-note")).toBeNull();
  });
});
