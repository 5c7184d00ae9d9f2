// A maneuver worked out again from its record with the Tactics points spent on it (Guide 7.3, 7.5),
// its further dice read from their slots: Boost Engines' 1d4, a failed shimsham's avoid roll and crash.
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import type { DiceSource } from "../../../../src/core/dice";
import { maneuverMarkers, maneuverOutcomeFromRecord, type ManeuverSlot } from "../../../../src/rulesets/space-patrol/view/space-maneuver-record-card";
import { resolveManeuver, resolveShimshamCrash, type ManeuverKey } from "../../../../src/rulesets/space-patrol/rules/space-maneuvers";

const record = (key: ManeuverKey, d20: number, tactics: { side: string; points: number }[] = []) => ({
  key, by: "", covering: false, enemy: "", compareOwn: "", compareEnemy: "", asset: "2", equipment: 1, advantages: 0, disadvantages: 0, d20, avoidDisadvantages: 0, tactics,
});
const plus = (n: number) => Array.from({ length: n }, () => ({ side: "players", points: 1 }));

/** Each slot's fixed dice, and the slots asked for. */
function slots(faces: Partial<Record<ManeuverSlot, number[]>>) {
  const asked: ManeuverSlot[] = [];
  const diceFor = (slot: ManeuverSlot): DiceSource => (asked.push(slot), new FixedDice(faces[slot] ?? []));
  return { diceFor, asked };
}

describe("a maneuver from its record (Guide 7.3, 7.5)", () => {
  it("gives what the rules gave when nothing is spent", () => {
    for (const key of ["boostBeam", "boostField", "evasiveManeuvers", "goDark", "boostEngines"] as const) {
      for (const d20 of [3, 9, 13, 20]) {
        const s = slots({ extra: [3] });
        expect(maneuverOutcomeFromRecord(record(key, d20), s.diceFor).result).toEqual(resolveManeuver({ key, asset: 2, equipment: 1, d20, dice: new FixedDice([3]) }));
      }
    }
  });

  it("turns a failed beam boost with two points, its marker gone and its penetration given", () => {
    // 7 + 2 + 1 = 10 against DT 12; +2 makes 12
    const before = maneuverOutcomeFromRecord(record("boostBeam", 7), slots({}).diceFor);
    expect([before.result.success, maneuverMarkers(before)]).toEqual([false, ["sp-spacecraft-gunnery"]]);
    const after = maneuverOutcomeFromRecord(record("boostBeam", 7, plus(2)), slots({}).diceFor);
    expect([after.result.success, maneuverMarkers(after), after.result.beamPen]).toEqual([true, [], { effective: 10, long: 10, extreme: 5 }]);
  });

  it("rolls a Boost Engines' 1d4 only once a point makes it, and takes its Drive Marker away", () => {
    // 8 + 2 + 1 = 11 against DT 12
    const failed = slots({ extra: [3] });
    const before = maneuverOutcomeFromRecord(record("boostEngines", 8), failed.diceFor);
    expect([before.result.extraHexes, maneuverMarkers(before), failed.asked]).toEqual([0, ["sp-spacecraft-drive"], []]);
    const made = slots({ extra: [3] });
    const after = maneuverOutcomeFromRecord(record("boostEngines", 8, plus(1)), made.diceFor);
    expect([after.result.extraHexes, maneuverMarkers(after), made.asked]).toEqual([3, [], ["extra"]]);
  });

  it("rolls a failed shimsham's avoid roll and crash from their slots, and none once a point makes it", () => {
    // 2 + 2 + 1 = 5 fails the shimsham; the avoid roll 4 + 2 + 1 = 7 against DT 12 fails: a crash
    const d20 = 2;
    const failed = slots({ avoid: [4], crash: [6, 6, 6, 6, 6, 6] });
    const before = maneuverOutcomeFromRecord(record("asteroidShimsham", d20), failed.diceFor);
    expect(before.result.success).toBe(false);
    expect(before.avoid?.success).toBe(false);
    expect(before.crash).toEqual(resolveShimshamCrash(new FixedDice([6, 6, 6, 6, 6, 6])));
    expect(maneuverMarkers(before)).toEqual(before.crash.flatMap((d) => d.markersToAdd));
    expect(failed.asked).toEqual(["avoid", "crash"]);
    const made = slots({});
    const after = maneuverOutcomeFromRecord(record("asteroidShimsham", 20), made.diceFor);
    expect([after.result.success, after.avoid, after.crash, made.asked]).toEqual([true, null, [], []]);
  });

  it("gives the avoid roll the first turn's surprise the record keeps (Guide 7.2)", () => {
    // the avoid roll 5 + 2 + 1 = 8: a crash against DT 12, avoided against DT 8 with the surprise's advantage
    const surprised = { ...record("asteroidShimsham", 2), avoidAdvantages: 1 };
    expect(maneuverOutcomeFromRecord(surprised, slots({ avoid: [5], crash: [6, 6, 6] }).diceFor).avoid).toMatchObject({ dt: 8, advantages: 1, success: true });
    expect(maneuverOutcomeFromRecord(record("asteroidShimsham", 2), slots({ avoid: [5], crash: [6, 6, 6] }).diceFor).avoid).toMatchObject({ dt: 12, success: false });
  });
});
