// What a vehicle's and a spacecraft's sheet offer once wrecked (Guide 6.15, 7.12), without Foundry:
// the battle buttons go, Reverse the Polarity (4.2) stays, and one line says why; once the battle is
// over a ship's station repairs come back (7.13).
import { describe, expect, it } from "vitest";
import { initialValue } from "../../../../src/core/schema";
import { SPACECRAFT_SCHEMA, type SpacecraftSystem } from "../../../../src/rulesets/space-patrol/data/spacecraft-schema";
import { spacecraftContext } from "../../../../src/rulesets/space-patrol/view/craft-context";
import { sheetActions } from "../../../../src/rulesets/space-patrol/view/sheet-actions";
import { SP_SPACECRAFT_MARKER_ID as SC, SP_VEHICLE_MARKER_ID as VH } from "../../../../src/rulesets/space-patrol/rules/marker-ids";
import { craftKindOf, craftOffers, offeredCombatActions, offeredStations } from "../../../../src/rulesets/space-patrol/view/wrecked-craft";

const on = (offers: ReturnType<typeof craftOffers>) => Object.entries(offers.offer).filter(([, v]) => v).map(([k]) => k).sort();

describe("a vehicle's sheet (Guide 6.15)", () => {
  it("offers its battle buttons while it runs, with no wreck line", () => {
    const offers = craftOffers("vehicle", { [VH.damage]: 2, [VH.failureCascade]: 1 }, true);
    expect(on(offers)).toEqual(["afterBattleRepair", "combatActions", "fire", "pointDefense", "polarity", "turn"]);
    expect(offers.wreckNote).toBe("");
    expect(offers).toMatchObject({ wrecked: false, wreckStill: "" });
    expect(offeredCombatActions(sheetActions("vehicle", undefined, true), offers).map((a) => a.key)).toEqual(expect.arrayContaining(["overwatch", "bombs", "driveCheck"]));
  });

  it("once wrecked keeps only Reverse the Polarity and the after-battle repair, and says why", () => {
    const offers = craftOffers("vehicle", { [VH.damage]: 2, [VH.wrecked]: 1 }, true);
    expect(on(offers)).toEqual(["afterBattleRepair", "polarity"]);
    expect(offers.wreckNote).toBe("STARSKIRMISH.SpacePatrol.Wreck.vehicle");
    expect(offers.wreckStill).toBe("STARSKIRMISH.SpacePatrol.Wreck.still.vehicle");
    // the point defense section reads this to show one line instead of its rows (6.15)
    expect(offers.wrecked).toBe(true);
    expect(offeredCombatActions(sheetActions("vehicle", undefined, true), offers)).toEqual([]);
  });

  it("reads the vehicle's Wrecked marker, not a spacecraft's", () => {
    expect(craftOffers("vehicle", { [SC.wrecked]: 1 }, true)).toMatchObject({ wreckNote: "", wrecked: false });
  });
});

describe("a spacecraft's sheet (Guide 7.12)", () => {
  const ship = initialValue(SPACECRAFT_SCHEMA) as SpacecraftSystem;
  // a field to raise (7.9) and a wreck to reverse (4.2), so every extra is on the stations
  Object.assign(ship, { sDrive: 2, astrogationComputer: 1 });
  const rows = spacecraftContext(ship, [], { polarity: true }).stations;
  const buttons = (r: (typeof rows)[number]) => [...r.taskButtons.map((b) => b.task), ...r.extras.map((e) => e.task)];

  it("offers every station's buttons while it runs, with no wreck line", () => {
    const offers = craftOffers("spacecraft", { [SC.hull]: 1 }, true);
    expect(on(offers)).toEqual(["board", "combatActions", "fire", "healCrewman", "pbf", "polarity", "stationRepairs", "stationTasks"]);
    expect(offers.wreckNote).toBe("");
    expect(offeredStations(rows, offers)).toEqual(rows);
  });

  it("once wrecked in the battle keeps Heal Crewman (in person, 7.13) and Reverse the Polarity, and says why", () => {
    const offers = craftOffers("spacecraft", { [SC.hull]: 1, [SC.wrecked]: 1 }, true);
    expect(on(offers)).toEqual(["healCrewman", "polarity"]);
    expect(offers.wreckNote).toBe("STARSKIRMISH.SpacePatrol.Wreck.spacecraft");
    expect(offers.wreckStill).toBe("STARSKIRMISH.SpacePatrol.Wreck.still.spacecraft");
    // the systems tab reads this to show the field as not working, the stations tab to drop its hint (7.12)
    expect(offers.wrecked).toBe(true);
    expect(offeredCombatActions(sheetActions("spacecraft"), offers)).toEqual([]);
    const left = offeredStations(rows, offers);
    expect(Object.fromEntries(left.map((r) => [r.key, buttons(r)]))).toEqual({
      flight: [],
      astrogation: [],
      engineering: ["polarity"],
      gunnery: [],
      intelligence: [],
      medical: ["healCrewman"],
    });
    // the plain list ("Fire weapons", "Reload"...) goes too; the crew and NPC levels stay on show
    expect(left.every((r) => r.plain.length === 0)).toBe(true);
    expect(left.map((r) => r.key)).toEqual(rows.map((r) => r.key));
  });

  it("once wrecked, after the battle, offers the station repairs again, and says so (7.12, 7.13)", () => {
    const offers = craftOffers("spacecraft", { [SC.hull]: 1, [SC.wrecked]: 1 }, false);
    expect(on(offers)).toEqual(["healCrewman", "polarity", "stationRepairs"]);
    expect(offers).toMatchObject({ wrecked: true, wreckNote: "STARSKIRMISH.SpacePatrol.Wreck.spacecraftAfterBattle", wreckStill: "STARSKIRMISH.SpacePatrol.Wreck.still.spacecraftAfterBattle" });
    const left = offeredStations(rows, offers);
    // each station's Repair button is back; no other task, and the plain list stays off
    expect(Object.fromEntries(left.map((r) => [r.key, buttons(r)]))).toEqual({
      flight: ["repair"],
      astrogation: ["repair"],
      engineering: ["repair", "polarity"],
      gunnery: ["repair"],
      intelligence: ["repair"],
      medical: ["healCrewman", "repair"],
    });
    expect(left.every((r) => r.plain.length === 0)).toBe(true);
  });

  it("offers a whole ship the same buttons in the battle and after it", () => {
    expect(craftOffers("spacecraft", { [SC.hull]: 1 }, false)).toEqual(craftOffers("spacecraft", { [SC.hull]: 1 }, true));
  });

  it("changes nothing for a wrecked vehicle after the battle: its repairs were kept all along (6.15)", () => {
    const wreck = { [VH.damage]: 2, [VH.wrecked]: 1 };
    expect(craftOffers("vehicle", wreck, false)).toEqual(craftOffers("vehicle", wreck, true));
  });

  it("has no Turn or after-battle repair button of a vehicle's", () => {
    const offers = craftOffers("spacecraft", {}, true);
    expect([offers.offer.turn, offers.offer.afterBattleRepair, offers.offer.pointDefense]).toEqual([false, false, false]);
  });
});

describe("which kind of craft an actor is, from its type's marker group", () => {
  it("names a vehicle and a spacecraft, and no person", () => {
    expect(craftKindOf("spVehicle", {})).toBe("vehicle");
    expect(craftKindOf("spSpacecraft", {})).toBe("spacecraft");
    expect(craftKindOf("spPatrolman", {})).toBeNull();
    expect(craftKindOf("spNpc", {})).toBeNull();
  });

  it("names no craft of another rule set, though its marker group is called vehicle", () => {
    // a StarMarines vehicle unit's markers are its own group "vehicle", not Space Patrol!'s
    expect(craftKindOf("smrUnit", { kind: "vehicle" })).toBeNull();
  });
});
