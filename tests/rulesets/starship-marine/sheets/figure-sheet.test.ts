// @vitest-environment happy-dom
// The Starship Marine figure sheet as v13 renders it, after a real init: three tabs (figure, gear,
// notes) with the figure's profile open first: its moves (3.2), its actions, its fire line (3.5)
// and its markers there, the gear it carries on the gear tab, the notes as rich text on the last.
import { describe, expect, it } from "vitest";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";
import { renderedSheet } from "../../../helpers/rendered-sheet";

async function figureSheet(notes = "", troopType = "marineScaII", markers: Record<string, number> = {}) {
  const d = await starshipMarineDeck([]);
  const kell = d.figure("Kell", troopType, "player1", { notes });
  const { setMarkerCount, markerDefinition } = await import("../../../../src/system/markers/marker-store");
  for (const [id, count] of Object.entries(markers)) await setMarkerCount(kell as never, markerDefinition(id)!, count);
  const { StarshipMarineFigureSheet } = await import("../../../../src/rulesets/starship-marine/sheets/figure-sheet");
  return renderedSheet(StarshipMarineFigureSheet, kell);
}

/** The marker ids the sheet offers. */
const offered = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>(".ssk-markers [data-marker-id]")].map((e) => e.dataset.markerId);

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

  it("offers a figure the markers of its kind: a Marine the wound, a robot its damage, crew neither (4.6, 3.7)", async () => {
    const marine = offered((await figureSheet()).sheet.element);
    expect(marine).toContain("ssm-wounded");
    expect(marine).not.toContain("ssm-robotDamage");
    expect(marine).not.toContain("ssm-deactivated");
    const robot = offered((await figureSheet("", "combatRobot")).sheet.element);
    expect(robot).toEqual(expect.arrayContaining(["ssm-robotDamage", "ssm-deactivated", "ssm-directControl"]));
    expect(robot).not.toContain("ssm-wounded");
    const crew = offered((await figureSheet("", "crewman")).sheet.element);
    expect(crew).not.toContain("ssm-wounded");
    expect(crew).not.toContain("ssm-robotDamage");
    expect(crew).toContain("ssm-casualty");
  });

  it("offers a Marine to take Direct Control, or to release the robot he holds (2.3)", async () => {
    const free = (await figureSheet()).sheet.element;
    expect(free.querySelector("[data-action='takeControl']")).not.toBeNull();
    expect(free.querySelector("[data-action='releaseControl']")).toBeNull();
    const holding = (await figureSheet("", "marineScaII", { "ssm-directControl": 1 })).sheet.element;
    expect(holding.querySelector("[data-action='takeControl']")).toBeNull();
    expect(holding.querySelector("[data-action='releaseControl']")).not.toBeNull();
  });

  it("says in words what the CasEvac number means: how many casualties it carries at once, at its normal speed (3.17)", async () => {
    const line = async (troopType: string) => (await figureSheet("", troopType)).sheet.element.querySelector(".ssm-casevac-capacity")?.textContent;
    expect(await line("marineScaII")).toBe("Casualty evacuation (3.17): this figure can carry 1 casualty at a time and still move at its normal speed, but cannot fight while carrying.");
    expect(await line("truc")).toBe("Casualty evacuation (3.17): this figure can carry up to 2 casualties at a time and still move at its normal speed, but cannot fight while carrying.");
    // a clanker carries nobody (3.17 names only the TRUC, men and combat robots): no line, no buttons
    expect(await line("clanker")).toBeUndefined();
  });
});
