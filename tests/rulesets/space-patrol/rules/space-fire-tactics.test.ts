// Guide 7.3: Tactics spent on a space fire's attack rolls after they are rolled, and each slot's
// dice kept apart so a hit the points add changes no die another target's hits used.
import { describe, expect, it } from "vitest";
import { FixedDice, SeededDice } from "../../../../src/core/seeded-dice";
import type { DiceSource } from "../../../../src/core/dice";
import { resolveSpaceFire, type SpaceFireDiceSlot, type SpaceFireInput, type SpaceWeapon } from "../../../../src/rulesets/space-patrol/rules/space-fire";

const beam: SpaceWeapon = { band: "effective", bonus: 0, penetration: 15, targets: 2, ammoUse: 30, energy: true };
const two = (over: Partial<SpaceFireInput> = {}): SpaceFireInput => ({
  gunnerAsset: 2,
  fireControl: 0,
  weapon: beam,
  targets: [
    { targetLocked: true, armour: 5, shots: 1 },
    { targetLocked: true, armour: 5, shots: 1, distanceToPrimary: 2 },
  ],
  // DT 12 at effective range, Space Gunnery 2 (two ships): 9 + 2 misses, 11 + 2 hits
  d20: [9, 11],
  dice: new SeededDice(3),
  ...over,
});

/** Each slot's dice from its own seeded source, counted as they are drawn. */
function keptDice(): { diceFor: (slot: SpaceFireDiceSlot) => DiceSource; drawn: Map<string, number> } {
  const sources = new Map<string, SeededDice>();
  const drawn = new Map<string, number>();
  const diceFor = (slot: SpaceFireDiceSlot): DiceSource => {
    const key = "pbfOfShot" in slot ? `pbf${slot.pbfOfShot}` : `damage${slot.damageOfTarget}`;
    if (!sources.has(key)) sources.set(key, new SeededDice(key.length * 31 + key.charCodeAt(key.length - 1)));
    const source = sources.get(key)!;
    return { die: (sides: number) => (drawn.set(key, (drawn.get(key) ?? 0) + 1), source.die(sides)) };
  };
  return { diceFor, drawn };
}

describe("Tactics on a space fire's attack rolls (Guide 7.3)", () => {
  it("a +1 on a total of 11 turns the miss into a hit; the roll keeps its d20 and shows the points", () => {
    const before = resolveSpaceFire(two({ dice: new SeededDice(3) }));
    expect(before.targets.map((t) => t.hits)).toEqual([0, 1]);
    const after = resolveSpaceFire(two({ dice: new SeededDice(3), tactics: [[{ side: "players", points: 1 }], []] }));
    expect(after.targets.map((t) => t.hits)).toEqual([1, 1]);
    const task = after.targets[0]!.tasks[0]!;
    expect(task.d20).toBe(9);
    expect("tactics" in task && task.tactics).toBe(1);
  });

  it("the other side's -1 takes the hit away again", () => {
    const r = resolveSpaceFire(two({ tactics: [[], [{ side: "enemies", points: -1 }, { side: "enemies", points: -1 }]] }));
    expect(r.targets.map((t) => t.hits)).toEqual([0, 0]);
  });

  it("refuses more than 3 points a side on one roll", () => {
    const four = [1, 1, 1, 1].map((points) => ({ side: "players", points }));
    expect(() => resolveSpaceFire(two({ tactics: [four, []] }))).toThrow(RangeError);
  });

  it("keeps each target's damage dice apart: a hit added on the first leaves the second's damage as it was", () => {
    const a = keptDice();
    const before = resolveSpaceFire(two({ diceFor: a.diceFor }));
    const b = keptDice();
    const after = resolveSpaceFire(two({ diceFor: b.diceFor, tactics: [[{ side: "players", points: 1 }], []] }));
    expect(after.targets[1]!.damage).toEqual(before.targets[1]!.damage);
    expect(after.targets[0]!.damage).toHaveLength(1);
    expect(a.drawn.get("damage0")).toBeUndefined();
    expect(b.drawn.get("damage0")).toBeGreaterThan(0);
    // without diceFor the same spend makes the second target's damage read the first's dice
    const plain = resolveSpaceFire(two({ dice: new FixedDice([6, 6, 6, 1, 1, 1]), tactics: [[{ side: "players", points: 1 }], []] }));
    const plainBefore = resolveSpaceFire(two({ dice: new FixedDice([6, 6, 6, 1, 1, 1]) }));
    expect(plain.targets[1]!.damage[0]!.dice).not.toEqual(plainBefore.targets[1]!.damage[0]!.dice);
  });

  it("asks a PBF d6 of the attack roll that hits, by its place among all the rolls (Guide 7.9)", () => {
    const slots: string[] = [];
    const diceFor = (slot: SpaceFireDiceSlot): DiceSource => {
      slots.push("pbfOfShot" in slot ? `pbf${slot.pbfOfShot}` : `damage${slot.damageOfTarget}`);
      return new FixedDice([6, 6, 6, 6]);
    };
    const withField = two({ diceFor, targets: [{ targetLocked: true, armour: 5, shots: 1 }, { targetLocked: true, armour: 5, shots: 1, distanceToPrimary: 2, pbf: { code: 2 } }] });
    resolveSpaceFire(withField);
    expect(slots).toEqual(["pbf1", "damage1"]);
  });

  it("refuses a diceFor that is not a function, or one that answers no dice source", () => {
    expect(() => resolveSpaceFire(two({ diceFor: 3 as unknown as () => DiceSource }))).toThrow(RangeError);
    expect(() => resolveSpaceFire(two({ diceFor: () => ({}) as DiceSource }))).toThrow(RangeError);
  });
});
