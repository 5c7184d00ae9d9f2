// The fire action's shortcuts (checks once per action, tables read by index, markers tallied by
// index) give what the general functions give: Guide 6.6, 6.14 with rulings SP-5, SP-8, SP-9.
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../src/core/seeded-dice";
import { damageRowIndex, damageTableReader, type DamageTableName } from "../../../../src/rulesets/space-patrol/rules/damage-tables";
import { MarkerTally, rollDamageHits, rollDamageWithModifier } from "../../../../src/rulesets/space-patrol/rules/damage";
import { fireModifiers, shooterFireModifiers, targetFireModifiers } from "../../../../src/rulesets/space-patrol/rules/fire-advantages";
import { resolveFire, type FireInput } from "../../../../src/rulesets/space-patrol/rules/fire";
import { SP_MARKER } from "../../../../src/rulesets/space-patrol/rules/markers";
import { resolveTask, taskResult } from "../../../../src/rulesets/space-patrol/rules/task";

const TABLES: readonly DamageTableName[] = ["individual", "vehicle", "spacecraft"];

describe("damageTableReader", () => {
  it("reads every whole total on the row damageRowIndex gives", () => {
    for (const table of TABLES) {
      const reader = damageTableReader(table);
      for (let total = -30; total <= 70; total++) expect(reader.index(total)).toBe(damageRowIndex(table, total));
    }
  });
  it("refuses an unknown table", () => expect(() => damageTableReader("boat" as DamageTableName)).toThrow(/boat/));
});

describe("rollDamageHits", () => {
  it("gives the hits rollDamageWithModifier gives one by one, markers tallied alike", () => {
    for (const table of TABLES) {
      for (const modifier of [-8, 0, 7, 20]) {
        const start = { [SP_MARKER.wound]: 1, [SP_MARKER.stun]: 1 };
        const oneByOne = new MarkerTally(start);
        const dice = new SeededDice(7 + modifier);
        const expected = Array.from({ length: 6 }, () => rollDamageWithModifier(table, 10, modifier, dice, oneByOne));
        const together = new MarkerTally(start);
        expect(rollDamageHits(table, 10, modifier, new SeededDice(7 + modifier), together, 6)).toEqual(expected);
        expect(together.counts()).toEqual(oneByOne.counts());
      }
    }
  });
  it("checks the die and modifier once", () => {
    expect(() => rollDamageHits("individual", 6, 0, new SeededDice(1), undefined, 2)).toThrow(/d6/);
    expect(() => rollDamageHits("individual", 10, 21, new SeededDice(1), undefined, 2)).toThrow(/at most 20/);
  });
});

describe("split fire modifiers", () => {
  it("the shooter's share plus a target's equals fireModifiers, a vehicle table counting as large", () => {
    const shooter = { markers: { [SP_MARKER.wound]: 2, [SP_MARKER.steadyAim]: 1 }, darkness: 1, inSmoke: true };
    const target = { cover: "low" as const, markers: { [SP_MARKER.prone]: 1 }, inSmoke: true };
    const count = shooterFireModifiers(shooter);
    expect(targetFireModifiers(count, target, false)).toEqual(fireModifiers(shooter, target));
    expect(targetFireModifiers(count, target, true)).toEqual(fireModifiers(shooter, { ...target, vehicleOrLargeCreature: true }));
  });
});

describe("taskResult", () => {
  it("is resolveTask without its checks", () => {
    for (let d20 = 1; d20 <= 20; d20++) {
      expect(taskResult(12, 16, 1, 2, 3, 2, d20)).toEqual(resolveTask({ dt: 12, asset: 3, equipment: 2, advantages: 1, disadvantages: 2 }, d20));
    }
  });
});

describe("resolveFire checks before it rolls", () => {
  it("refuses a bad second d20 before any damage die is drawn", () => {
    let drawn = 0;
    const input: FireInput = {
      shooter: { asset: 5 },
      weapon: { band: "effective", penetration: 5, targets: 2, ammoPerTurn: 2 },
      targets: [{ armour: 0 }, { armour: 0, distanceToPrimary: 1 }],
      d20: [20, 21],
      dice: { die: () => ++drawn && 5 },
    };
    expect(() => resolveFire(input)).toThrow(/d20 cannot show 21/);
    expect(drawn).toBe(0);
  });
});

describe("rollDamageHits count", () => {
  it("refuses a count of hits that is not a whole number", () => {
    expect(() => rollDamageHits("individual", 10, 0, new SeededDice(1), undefined, -1)).toThrow(/Hits/);
    expect(() => rollDamageHits("individual", 10, 0, new SeededDice(1), undefined, 1.5)).toThrow(/Hits/);
    expect(rollDamageHits("individual", 10, 0, new SeededDice(1), undefined, 0)).toEqual([]);
  });
});
