// @vitest-environment happy-dom
// The StarMarines unit sheet as v13 renders it, after a real init: three tabs (combat, profile,
// notes) with combat open first: what the rules make of the unit's values (its values in one line),
// its actions, its weapons and its markers; the race book's values to enter on the profile tab
// (SMR-4); the notes as rich text on the last. Its markers decide what it may claim or offer: no
// Attack with a lost weapon, no move for a crippled, stunned or wounded unit (IX-B).
import { describe, expect, it } from "vitest";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { renderedSheet } from "../../../helpers/rendered-sheet";

async function unitSheet(notes = "") {
  const b = await starMarinesBoard([]);
  const marine = b.unit("Marine", { kind: "soldier", move: 2, aim: 1, armour: 3, toughness: 2, morale: 7, notes });
  const { StarMarinesUnitSheet } = await import("../../../../src/rulesets/starmarines/sheets/unit-sheet");
  return renderedSheet(StarMarinesUnitSheet, marine);
}

describe("the StarMarines unit sheet, rendered as v13 renders it", () => {
  it("opens on the combat tab with the unit's values in one line, its actions, weapons and markers; the profile tab holds the fields", async () => {
    const { sheet, click, active, tabLabels } = await unitSheet();
    expect(active()).toEqual(["combat"]);
    expect(sheet.element.querySelector('[data-tab="combat"] .smr-values')!.textContent).toBe("move (hexes) 2 · aim 1 · armour 3 · toughness 2 · morale 7 (Profile tab)");
    for (const part of [".smr-facts", "[data-action='morale']", ".smr-weapons", ".ssk-markers"]) {
      expect(sheet.element.querySelector(`[data-tab="combat"] ${part}`), part).not.toBeNull();
    }
    for (const field of ["move", "aim", "armour", "toughness", "morale"]) {
      expect(sheet.element.querySelector(`[data-tab="profile"] input[name="system.${field}"]`), field).not.toBeNull();
    }
    expect(tabLabels()).toEqual(["Combat", "Profile", "Notes"]);
    await click('.tabs > [data-tab="profile"]');
    expect(active()).toEqual(["profile"]);
    await click('.tabs > [data-tab="notes"]');
    expect(active()).toEqual(["notes"]);
  });

  it("shows a soldier the soldier markers and a vehicle its damage, both the markers any unit takes (VIII-E, VIII-F, IX-B)", async () => {
    const b = await starMarinesBoard([]);
    const { StarMarinesUnitSheet } = await import("../../../../src/rulesets/starmarines/sheets/unit-sheet");
    const shown = async (system: { kind: string }) => {
      const { sheet } = await renderedSheet(StarMarinesUnitSheet, b.unit(`Unit ${system.kind}`, system));
      return [...sheet.element.querySelectorAll<HTMLElement>("[data-marker-id]")].map((e) => e.dataset.markerId);
    };
    const soldier = await shown({ kind: "soldier" });
    const vehicle = await shown({ kind: "vehicle" });
    expect(soldier).toEqual(expect.arrayContaining(["smr-wounded", "smr-broken", "smr-charged", "smr-moved", "smr-overwatch"]));
    expect(soldier).not.toContain("smr-vehicleCrippled");
    expect(vehicle).toEqual(expect.arrayContaining(["smr-vehicleStunned", "smr-vehicleCrippled", "smr-weaponsLost", "smr-moved", "smr-overwatch", "smr-overwatchFired"]));
    expect(vehicle).not.toContain("smr-wounded");
    expect(vehicle).not.toContain("smr-charged");
  });

  it("offers no Attack with a vehicle's only weapon once it is lost, and says why (IX-B, SMR-19)", async () => {
    const b = await starMarinesBoard([]);
    const { StarMarinesUnitSheet } = await import("../../../../src/rulesets/starmarines/sheets/unit-sheet");
    const store = await import("../../../../src/system/markers/marker-store");
    const tank = b.unit("Halftrack", { kind: "vehicle" });
    b.weapon(tank, { category: "heavy", range: 8 }, "Heavy cannon");
    const whole = await renderedSheet(StarMarinesUnitSheet, tank);
    expect(whole.sheet.element.querySelectorAll('.smr-weapons [data-action="attack"]')).toHaveLength(1);
    expect(whole.sheet.element.querySelector(".smr-weapons-lost")).toBeNull();
    b.stubs.actAs("gm");
    await store.adjustMarker(tank as never, store.markerDefinition("smr-weaponsLost")!, 1);
    const { sheet } = await renderedSheet(StarMarinesUnitSheet, tank);
    expect(sheet.element.querySelectorAll('.smr-weapons [data-action="attack"]')).toHaveLength(0);
    expect(sheet.element.querySelector(".smr-weapons .smr-weapon-lost")!.textContent).toBe("Lost: cannot attack (IX\u2011B)");
    expect(sheet.element.querySelector(".smr-weapons-lost")!.textContent).toBe("The 1 weapon it carries is lost: it cannot attack; a lost weapon is never repaired (IX\u2011B, SMR\u201119)");
    // a count stored far past the marker's limit still opens the sheet, and still covers the weapon
    await tank.effects.find((e: { statuses: Set<string> }) => e.statuses.has("smr-weaponsLost"))!.setFlag("starskirmish", "count", 5000);
    const silly = (await renderedSheet(StarMarinesUnitSheet, tank)).sheet;
    expect(silly.element.querySelectorAll('.smr-weapons [data-action="attack"]')).toHaveLength(0);
    expect(silly.element.querySelector(".smr-weapons .smr-weapon-lost")!.textContent).toBe("Lost: cannot attack (IX\u2011B)");
    // the line names the one weapon it carried, not the 5000 losses marked
    expect(silly.element.querySelector(".smr-weapons-lost")!.textContent).toMatch(/^The 1 weapon it carries is lost:/);
  });

  it("counts a two-weapon vehicle's losses: one of two, then all of them, in the other form (IX-B, SMR-19)", async () => {
    const b = await starMarinesBoard([]);
    const { StarMarinesUnitSheet } = await import("../../../../src/rulesets/starmarines/sheets/unit-sheet");
    const store = await import("../../../../src/system/markers/marker-store");
    const tank = b.unit("Halftrack", { kind: "vehicle" });
    b.weapon(tank, { category: "heavy", range: 8 }, "Heavy cannon");
    b.weapon(tank, { category: "light", range: 4 }, "Machine gun");
    const line = async () => (await renderedSheet(StarMarinesUnitSheet, tank)).sheet.element.querySelector(".smr-weapons-lost")!.textContent;
    b.stubs.actAs("gm");
    await store.adjustMarker(tank as never, store.markerDefinition("smr-weaponsLost")!, 1);
    expect(await line()).toBe("1 of its 2 weapons, the owner's choice which; a lost weapon cannot attack and is never repaired (IX\u2011B, SMR\u201119)");
    await store.adjustMarker(tank as never, store.markerDefinition("smr-weaponsLost")!, 1);
    expect(await line()).toBe("All 2 of its weapons are lost: it cannot attack; lost weapons are never repaired (IX\u2011B, SMR\u201119)");
  });

  it("says a vehicle cannot move once its Crippled or Stunned marker is on, and offers it no morale check (IX-B, IX-D)", async () => {
    const b = await starMarinesBoard([]);
    const { StarMarinesUnitSheet } = await import("../../../../src/rulesets/starmarines/sheets/unit-sheet");
    const store = await import("../../../../src/system/markers/marker-store");
    const tank = b.unit("Halftrack", { kind: "vehicle", move: 3 });
    const movement = async () => (await renderedSheet(StarMarinesUnitSheet, tank)).sheet.element.querySelector(".smr-movement")!.textContent;
    expect(await movement()).toBe("Turns 3 hex sides, one more for each move unit it does not spend (SMR\u201111)");
    const { sheet } = await renderedSheet(StarMarinesUnitSheet, tank);
    expect(sheet.element.querySelector("[data-action='morale']")).toBeNull();
    expect(sheet.element.querySelector("[data-action='scatter']")).not.toBeNull();
    b.stubs.actAs("gm");
    await store.adjustMarker(tank as never, store.markerDefinition("smr-vehicleStunned")!, 1);
    expect(await movement()).toBe("Stunned: cannot move or shoot (IX\u2011B)");
    await store.adjustMarker(tank as never, store.markerDefinition("smr-vehicleCrippled")!, 1);
    expect(await movement()).toBe("Crippled: cannot move (IX\u2011B)");
  });

  it("says which weapons cannot harm a supertank, and its lower damage row, in one line (IV-g, IX-A)", async () => {
    const b = await starMarinesBoard([]);
    const { StarMarinesUnitSheet } = await import("../../../../src/rulesets/starmarines/sheets/unit-sheet");
    const { sheet } = await renderedSheet(StarMarinesUnitSheet, b.unit("Behemoth", { kind: "vehicle", size: "large", supertank: true }));
    expect(sheet.element.querySelector(".smr-immune")!.textContent).toBe("Weapons with armour-pierce 1 or less cannot harm it (IV\u2011g); damage one row lower (IX\u2011A)");
  });

  it("says a wounded soldier cannot move (IX-B)", async () => {
    const b = await starMarinesBoard([]);
    const { StarMarinesUnitSheet } = await import("../../../../src/rulesets/starmarines/sheets/unit-sheet");
    const store = await import("../../../../src/system/markers/marker-store");
    const trooper = b.unit("Trooper", { kind: "soldier", move: 2 });
    b.stubs.actAs("gm");
    await store.adjustMarker(trooper as never, store.markerDefinition("smr-wounded")!, 1);
    const { sheet } = await renderedSheet(StarMarinesUnitSheet, trooper);
    expect(sheet.element.querySelector(".smr-movement")!.textContent).toBe("Wounded: cannot move (IX\u2011B)");
    // a soldier still checks morale (IX-D)
    expect(sheet.element.querySelector("[data-action='morale']")).not.toBeNull();
  });

  it("says a Broken Leader gives no leadership benefit rather than that his range passes morale (IX-D, SMR-6)", async () => {
    const b = await starMarinesBoard([]);
    const { StarMarinesUnitSheet } = await import("../../../../src/rulesets/starmarines/sheets/unit-sheet");
    const store = await import("../../../../src/system/markers/marker-store");
    const sergeant = b.unit("Sergeant", { kind: "soldier", role: "leader", experience: "average", leaderRange: 3 });
    const leads = async () => (await renderedSheet(StarMarinesUnitSheet, sergeant)).sheet.element.querySelector(".smr-leader")!.textContent;
    expect(await leads()).toBe("3 hexes: units within range pass their morale checks (IV\u2011f)");
    b.stubs.actAs("gm");
    await store.adjustMarker(sergeant as never, store.markerDefinition("smr-broken")!, 1);
    const broken = await leads();
    expect(broken).not.toMatch(/pass their morale checks/);
    expect(broken).toBe("Broken: no leadership benefit until the Leader rallies; only an unbroken, unwounded Leader spares the units in range their morale checks (IX\u2011D, SMR\u20116)");
  });

  // IV-f, X Soldier Experience Table: an Average Leader's range is the book's; a Veteran's is one
  // more, and the line says where that one hex comes from; a range of one hex is "1 hex"
  it("names experience in a Leader's range only when it adds to it, in the count's own form (IV-f)", async () => {
    const b = await starMarinesBoard([]);
    const { StarMarinesUnitSheet } = await import("../../../../src/rulesets/starmarines/sheets/unit-sheet");
    const leads = async (system: Record<string, unknown>) => (await renderedSheet(StarMarinesUnitSheet, b.unit("Sergeant", { kind: "soldier", role: "leader", ...system }))).sheet.element.querySelector(".smr-leader")!.textContent;
    expect(await leads({ experience: "average", leaderRange: 1 })).toBe("1 hex: units within range pass their morale checks (IV\u2011f)");
    expect(await leads({ experience: "veteran", leaderRange: 3 })).toBe("4 hexes (+1 from experience): units within range pass their morale checks (IV\u2011f)");
    expect(await leads({ experience: "elite", leaderRange: 0 })).toBe("2 hexes (+2 from experience): units within range pass their morale checks (IV\u2011f)");
    expect(await leads({ experience: "veteran", leaderRange: 0 })).toBe("1 hex (+1 from experience): units within range pass their morale checks (IV\u2011f)");
  });

  it("keeps the notes as rich text on the notes tab, in the editor for the owner", async () => {
    const notes = "<p>Held back as the <i>reserve</i>.</p>";
    const { sheet } = await unitSheet(notes);
    expect(sheet.element.querySelector('[data-tab="notes"] prose-mirror[name="system.notes"]')!.getAttribute("value")).toBe(notes);
  });
});
