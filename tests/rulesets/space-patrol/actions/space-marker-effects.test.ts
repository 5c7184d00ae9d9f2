// @vitest-environment happy-dom
// Spacecraft markers burden the next station roll (Guide 7.5, 7.6, 7.8, 7.9, 7.12) against stand-ins
// after a real init, with queued dice: a Flight Marker on the pilot's maneuver, an Electronics Marker
// on the scanners, a Gunnery Marker on the gunner, and an Astrogation Marker on the target's PBF.
import { describe, expect, it } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import { getProperty } from "../../../helpers/foundry/utils";
import type { SpaceFireCardContext } from "../../../../src/rulesets/space-patrol/view/space-fire-card";
import type { SpaceScanCardContext } from "../../../../src/rulesets/space-patrol/view/space-scan-card";
import type { SpaceTracking } from "../../../../src/rulesets/space-patrol/turn/space-tracking";

const DICE = [
  // Ito's evasion with a Flight Marker: 12 + 2 + 1 = 15 against DT 12 + 4, failed
  12,
  // Mori identifies with an Electronics Marker: 12 + 2 + 2 = 16 against DT 16; Rana locks, 15 + 4 = 19
  12, 15,
  // Kade's two beam shots at DT 12 + 4 (Gunnery Marker) + 4 (his ship tried to evade, 7.5):
  // 15 + 4 = 19 misses, 17 + 4 = 21 hits once
  15, 17,
  // the Raider's PBF, its astrogation code 2 lowered to 1 by its marker: 2 does not block
  2,
  // the hit's 3d10
  1, 1, 1,
];

describe("marker effects on the next station roll (Guide 7.12)", () => {
  it("each marker burdens the roll of its station, and an Astrogation Marker weakens the target's PBF", async () => {
    const t = await spaceBattle(DICE);
    await t.mark(t.cutter, "sp-spacecraft-flight", 1);
    await t.mark(t.cutter, "sp-spacecraft-electronics", 1);
    await t.mark(t.cutter, "sp-spacecraft-gunnery", 1);
    await t.mark(t.raider, "sp-spacecraft-astrogation", 1);
    const tracking = () => getProperty(t.combat.flags, "starskirmish.spSpaceTrack") as SpaceTracking;

    // 7.5: a disadvantage on every pilot maneuver per Flight Marker
    expect((await t.maneuverAs("player2", "evasiveManeuvers", "flight")).ok).toBe(true);
    expect(tracking().maneuvers?.tCutter?.map((m) => [m.key, m.success])).toEqual([["evasiveManeuvers", false]]);

    // 7.6: a disadvantage on scanner tasks per Electronics Marker
    expect((await t.scanAs("identifyTarget", "tRaider")).ok).toBe(true);
    const scan = t.card<SpaceScanCardContext>("cards/space-scan.hbs");
    expect(scan.rows[0]).toMatchObject({ total: 16, dt: 16, electronics: 1, success: true });
    expect((await t.scanAs("targetLock", "tRaider")).ok).toBe(true);

    // 7.8: a disadvantage on fire per Gunnery Marker, beside the failed evasion's own
    expect((await t.fireAs("player2", "beam", "tRaider:2")).ok).toBe(true);
    const fire = t.card<SpaceFireCardContext>("cards/space-fire.hbs");
    expect(fire.targets[0]).toMatchObject({ dt: 20, hits: 1 });
    expect(fire.targets[0]!.shots.map((s) => s.success)).toEqual([false, true]);
    // 7.9, 7.12: the field rolls only for the hit, against the code its marker lowered to 1: the 2 goes through
    expect(fire.targets[0]!.shots.map((s) => s.pbf)).toEqual([null, { die: 2, chance: 1, blocked: false }]);
    expect(t.facesLeft()).toBe(0);
  });
});
