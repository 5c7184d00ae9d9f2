// What a vehicle's and a spacecraft's sheet offer once wrecked (Guide 6.15, 7.12), without Foundry:
// the battle buttons go, Reverse the Polarity (4.2) stays, and one line says why; once the battle is
// over a ship's station repairs come back (7.13), and the notice refusing a stale button says so; a
// vehicle's lines say the battle is over rather than "for the rest of the battle" (6.15), and its
// marker repairs, done "out of battle" (6.15), are offered only then, wrecked or not.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { initialValue } from "../../../../src/core/schema";
import { SPACECRAFT_SCHEMA, type SpacecraftSystem } from "../../../../src/rulesets/space-patrol/data/spacecraft-schema";
import { spacecraftContext } from "../../../../src/rulesets/space-patrol/view/craft-context";
import { sheetActions } from "../../../../src/rulesets/space-patrol/view/sheet-actions";
import { SP_SPACECRAFT_MARKER_ID as SC, SP_VEHICLE_MARKER_ID as VH } from "../../../../src/rulesets/space-patrol/rules/marker-ids";
import { craftOffers, offeredCombatActions, offeredStations } from "../../../../src/rulesets/space-patrol/view/wrecked-craft";

const on = (offers: ReturnType<typeof craftOffers>) => Object.entries(offers.offer).filter(([, v]) => v).map(([k]) => k).sort();

describe("a vehicle's sheet (Guide 6.15)", () => {
  it("offers its battle buttons while it runs, with no wreck line, and its marker repairs only out of battle", () => {
    const offers = craftOffers("vehicle", { [VH.damage]: 2, [VH.failureCascade]: 1 }, true);
    expect(on(offers)).toEqual(["combatActions", "fire", "pointDefense", "polarity", "turn"]);
    // Guide 6.15: the markers stay "until out of battle repair"
    expect(on(craftOffers("vehicle", { [VH.damage]: 2, [VH.failureCascade]: 1 }, false))).toEqual(["afterBattleRepair", "combatActions", "fire", "pointDefense", "polarity", "turn"]);
    expect(offers.wreckNote).toBe("");
    expect(offers).toMatchObject({ wrecked: false, wreckStill: "", wreckRefusal: "" });
    expect(offeredCombatActions(sheetActions("vehicle", undefined, true), offers).map((a) => a.key)).toEqual(expect.arrayContaining(["overwatch", "bombs", "driveCheck"]));
  });

  it("once wrecked keeps only Reverse the Polarity in the battle, and says why", () => {
    const offers = craftOffers("vehicle", { [VH.damage]: 2, [VH.wrecked]: 1 }, true);
    // the after-battle repair waits for the battle's end (6.15), as its action does
    expect(on(offers)).toEqual(["polarity"]);
    expect(offers.wreckNote).toBe("STARSKIRMISH.SpacePatrol.Wreck.vehicle");
    expect(offers.wreckStill).toBe("STARSKIRMISH.SpacePatrol.Wreck.still.vehicle");
    expect(offers.wreckRefusal).toBe("STARSKIRMISH.SpacePatrol.Wreck.refused.vehicle");
    // the point defense section reads this to show one line instead of its rows (6.15)
    expect(offers.wrecked).toBe(true);
    expect(offeredCombatActions(sheetActions("vehicle", undefined, true), offers)).toEqual([]);
  });

  it("refuses a wreck's Fire, Turn and point defence, in the battle and after it, and allows a whole vehicle's", () => {
    // the actions' refusals read these three (actions/fire.ts, vehicle-turn.ts, vehicle-point-defense.ts)
    const three = (o: ReturnType<typeof craftOffers>) => [o.offer.fire, o.offer.turn, o.offer.pointDefense];
    for (const inBattle of [true, false]) {
      expect(three(craftOffers("vehicle", { [VH.wrecked]: 1 }, inBattle)), String(inBattle)).toEqual([false, false, false]);
      expect(three(craftOffers("vehicle", { [VH.damage]: 3 }, inBattle)), String(inBattle)).toEqual([true, true, true]);
    }
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
    // a stale button's notice names what is still possible in the battle
    expect(offers.wreckRefusal).toBe("STARSKIRMISH.SpacePatrol.Wreck.refused.spacecraft");
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
    expect(offers).toMatchObject({
      wrecked: true,
      wreckNote: "STARSKIRMISH.SpacePatrol.Wreck.spacecraftAfterBattle",
      wreckStill: "STARSKIRMISH.SpacePatrol.Wreck.still.spacecraftAfterBattle",
      // the refusal names the repairs that are back, not only the medic's care
      wreckRefusal: "STARSKIRMISH.SpacePatrol.Wreck.refused.spacecraftAfterBattle",
    });
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

  it("refuses a wrecked ship's Fire in regular combat, in the battle and after it (6.16, 7.12)", () => {
    for (const inBattle of [true, false]) {
      expect(craftOffers("spacecraft", { [SC.wrecked]: 1 }, inBattle).offer.fire, String(inBattle)).toBe(false);
      expect(craftOffers("spacecraft", { [SC.hull]: 2 }, inBattle).offer.fire, String(inBattle)).toBe(true);
    }
  });

  it("offers a whole ship the same buttons in the battle and after it", () => {
    expect(craftOffers("spacecraft", { [SC.hull]: 1 }, false)).toEqual(craftOffers("spacecraft", { [SC.hull]: 1 }, true));
  });

  it("offers a wrecked vehicle its marker repairs once the battle is over, and nothing else more (6.15)", () => {
    const wreck = { [VH.damage]: 2, [VH.wrecked]: 1 };
    expect(on(craftOffers("vehicle", wreck, false))).toEqual(["afterBattleRepair", "polarity"]);
    expect(craftOffers("vehicle", wreck, true).offer.afterBattleRepair).toBe(false);
  });

  it("says of a wrecked vehicle after the battle that the battle is over, not that it lasts (6.15)", () => {
    const offers = craftOffers("vehicle", { [VH.damage]: 2, [VH.wrecked]: 1 }, false);
    expect(offers).toMatchObject({
      wreckNote: "STARSKIRMISH.SpacePatrol.Wreck.vehicleAfterBattle",
      wreckStill: "STARSKIRMISH.SpacePatrol.Wreck.still.vehicleAfterBattle",
      wreckRefusal: "STARSKIRMISH.SpacePatrol.Wreck.refused.vehicleAfterBattle",
    });
    const wreck = (JSON.parse(readFileSync(new URL("../../../../lang/en.json", import.meta.url), "utf8")) as { STARSKIRMISH: { SpacePatrol: { Wreck: Record<string, unknown> } } }).STARSKIRMISH.SpacePatrol.Wreck as {
      vehicleAfterBattle: string;
      still: Record<string, string>;
      refused: Record<string, string>;
    };
    const lines = [wreck.vehicleAfterBattle, wreck.still.vehicleAfterBattle!, wreck.refused.vehicleAfterBattle!];
    for (const line of lines) expect(line).not.toMatch(/rest of the battle|this battle|after the battle/);
    // what is still possible is named, as in the battle: the marker repairs and Reverse the Polarity
    expect(wreck.refused.vehicleAfterBattle).toMatch(/battle is over.*marker repairs \(6\.15\).*Reverse the Polarity \(4\.2\)/);
    // the banner stays as short as the ship's after-battle banner (two lines on the sheet)
    expect(`${wreck.vehicleAfterBattle} ${wreck.still.vehicleAfterBattle}`.length).toBeLessThanOrEqual(145);
  });

  it("has no Turn or after-battle repair button of a vehicle's", () => {
    const offers = craftOffers("spacecraft", {}, true);
    expect([offers.offer.turn, offers.offer.afterBattleRepair, offers.offer.pointDefense]).toEqual([false, false, false]);
  });
});
