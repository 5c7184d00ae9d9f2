// Damage rows from outside the core (a GM's edited RollTables): the validator, the conversion
// from table results, and the damage roll and fire action reading them (Guide 6.14, 6.15, 7.12).
import { describe, expect, it } from "vitest";
import { FixedDice, SeededDice } from "../../../../src/core/seeded-dice";
import {
  DAMAGE_CONDITIONS,
  damageRowsFromSources,
  describeProblem,
  validateDamageRows,
  type DamageRowSource,
} from "../../../../src/rulesets/space-patrol/rules/damage-rows";
import { DAMAGE_TABLES, INDIVIDUAL_DAMAGE_TABLE, type DamageRow } from "../../../../src/rulesets/space-patrol/rules/damage-tables";
import { resolveDamage, rollDamageHits } from "../../../../src/rulesets/space-patrol/rules/damage";
import { resolveFire } from "../../../../src/rulesets/space-patrol/rules/fire";
import { SP_MARKER } from "../../../../src/rulesets/space-patrol/rules/markers";
import { SP_VEHICLE_MARKER_ID } from "../../../../src/rulesets/space-patrol/rules/marker-ids";

const row = (min: number, max: number, markers: string[] = [], key = `r${min}`): DamageRow => ({ min, max, key, label: key, markers, conditions: [] });
const source = (low: number, high: number, text: string, markers: string[] = [], conditions: string[] = []): DamageRowSource => ({ low, high, text, markers, conditions });

describe("validateDamageRows", () => {
  it("accepts the three built-in tables", () => {
    for (const [name, rows] of Object.entries(DAMAGE_TABLES)) expect(validateDamageRows(name as keyof typeof DAMAGE_TABLES, rows), name).toEqual([]);
  });
  it("finds a gap, naming the totals nothing covers", () => {
    const rows = [row(-Infinity, 1), row(2, 7), row(9, Infinity)];
    expect(validateDamageRows("individual", rows)).toEqual([{ kind: "gap", row: 3, from: 8, to: 8 }]);
  });
  it("finds an overlap", () => {
    const rows = [row(-Infinity, 5), row(5, Infinity)];
    expect(validateDamageRows("individual", rows)).toEqual([{ kind: "overlap", row: 2 }]);
  });
  it("refuses a marker of another kind of target: a Wound Marker on a vehicle", () => {
    const rows = [row(-Infinity, 10), row(11, Infinity, [SP_MARKER.wound])];
    expect(validateDamageRows("vehicle", rows)).toEqual([{ kind: "unknownMarker", row: 2, marker: SP_MARKER.wound }]);
    expect(validateDamageRows("individual", rows)).toEqual([]);
  });
  it("refuses an unknown condition and an empty table", () => {
    const rows: DamageRow[] = [{ ...row(-Infinity, Infinity), conditions: ["vapourised" as never] }];
    expect(validateDamageRows("individual", rows)).toEqual([{ kind: "unknownCondition", row: 1, condition: "vapourised" }]);
    expect(validateDamageRows("individual", [])).toEqual([{ kind: "empty" }]);
  });
  it("refuses fractional or reversed interior ranges; only the ends may be open", () => {
    expect(validateDamageRows("individual", [row(-Infinity, 1.5), row(2, Infinity)])).toEqual([{ kind: "badRange", row: 1 }]);
    expect(validateDamageRows("individual", [row(-Infinity, 1), row(7, 2), row(8, Infinity)])[0]).toEqual({ kind: "badRange", row: 2 });
    expect(validateDamageRows("individual", [row(-Infinity, Infinity), row(2, 3)])[0]).toEqual({ kind: "badRange", row: 1 });
  });
  it("lists every condition the rows may name", () => {
    expect(DAMAGE_CONDITIONS).toContain("crewDamage");
    expect(describeProblem({ kind: "gap", row: 3, from: 8, to: 8 })).toBe("nothing covers 8-8 before row 3");
  });
});

describe("damageRowsFromSources", () => {
  it("orders the results by range and opens the two ends", () => {
    const { rows, problems } = damageRowsFromSources("individual", [source(10, 40, "Down"), source(-5, 9, "Shaken", [SP_MARKER.morale])]);
    expect(problems).toEqual([]);
    expect(rows?.map((r) => [r.min, r.max, r.label])).toEqual([
      [-Infinity, 9, "Shaken"],
      [10, Infinity, "Down"],
    ]);
  });
  it("keeps the built-in key a result carries, so rules keyed by row still apply", () => {
    const { rows } = damageRowsFromSources("individual", [{ ...source(1, 50, "Ow"), key: "lightWound" }]);
    expect(rows?.[0]?.key).toBe("lightWound");
  });
  it("gives no rows, and the problems, for a table with a gap", () => {
    const r = damageRowsFromSources("individual", [source(-99, 1, "None"), source(3, 99, "Hit")]);
    expect(r.rows).toBeNull();
    expect(r.problems).toEqual([{ kind: "gap", row: 2, from: 2, to: 2 }]);
  });
  it("reads the shipped table's results back to the built-in rows", () => {
    const sources = INDIVIDUAL_DAMAGE_TABLE.map((r) => ({ ...source(Math.max(r.min, -99), Math.min(r.max, 99), r.label, [...r.markers], [...r.conditions]), key: r.key }));
    expect(damageRowsFromSources("individual", sources).rows).toEqual(INDIVIDUAL_DAMAGE_TABLE.map((r) => ({ ...r, markers: [...r.markers], conditions: [...r.conditions] })));
  });
});

// A house table: 3-14 nothing, 15-24 a Morale Marker, 25+ a Wound Marker.
const HOUSE: readonly DamageRow[] = [
  { min: -Infinity, max: 14, key: "none", label: "Nothing", markers: [], conditions: [] },
  { min: 15, max: 24, key: "shaken", label: "Shaken", markers: [SP_MARKER.morale], conditions: [] },
  { min: 25, max: Infinity, key: "hurt", label: "Hurt", markers: [SP_MARKER.wound], conditions: [] },
];

describe("damage read on rows from outside", () => {
  it("a total of 15 is Shaken on the house table and a Light Wound on the built-in one", () => {
    const dice = () => new FixedDice([5]);
    expect(resolveDamage({ table: "individual", penetration: 0, armour: 0, dice: dice(), rows: HOUSE }).row.label).toBe("Shaken");
    expect(resolveDamage({ table: "individual", penetration: 0, armour: 0, dice: dice() }).row.key).toBe("lightWound");
  });
  it("reads totals past the ends on the end rows", () => {
    expect(rollDamageHits("individual", 10, 20, new FixedDice([10]), undefined, 1, HOUSE)[0]?.row.key).toBe("hurt");
    expect(rollDamageHits("individual", 10, -40, new FixedDice([1]), undefined, 1, HOUSE)[0]?.row.key).toBe("none");
  });
  it("reads a table whose boundaries lie outside the printed ones (-10 and 45)", () => {
    const wide: DamageRow[] = [row(-Infinity, -10), row(-9, 44), row(45, Infinity, [SP_MARKER.stun])];
    const key = (modifier: number, dice: number[]) => rollDamageHits("individual", 10, modifier, new FixedDice(dice), undefined, 1, wide)[0]?.row.key;
    expect(key(-35, [10, 10, 5])).toBe("r-Infinity"); // -10
    expect(key(-35, [10, 10, 6])).toBe("r-9"); // -9
    expect(key(20, [10, 10, 4])).toBe("r-9"); // 44
    expect(key(20, [10, 10, 5])).toBe("r45"); // 45
  });
  it("refuses rows it cannot read instead of misplacing results", () => {
    const broken = [row(-Infinity, 5), row(7, Infinity, [SP_VEHICLE_MARKER_ID.damage])];
    expect(() => rollDamageHits("individual", 10, 0, new FixedDice([5]), undefined, 1, broken)).toThrow(/nothing covers 6-6.*unknown marker "sp-vehicle-damage"/);
  });
  it("gives the same results as the built-in rows when handed equal rows in a new array", () => {
    const copy = INDIVIDUAL_DAMAGE_TABLE.map((r) => ({ ...r }));
    for (let seed = 1; seed <= 20; seed++) {
      const a = rollDamageHits("individual", 10, seed - 10, new SeededDice(seed), undefined, 3);
      const b = rollDamageHits("individual", 10, seed - 10, new SeededDice(seed), undefined, 3, copy);
      expect(b.map((r) => [r.total, r.row.key, r.markersToAdd])).toEqual(a.map((r) => [r.total, r.row.key, r.markersToAdd]));
    }
  });
});

describe("resolveFire with tables from outside", () => {
  const input = { shooter: { asset: 2 as const }, weapon: { band: "effective" as const, penetration: 0, targets: 1, ammoPerTurn: 1 }, d20: 15 };
  it("reads each target's hits on the table given for its kind, and only that one", () => {
    const person = resolveFire({ ...input, targets: [{ movedLastTurn: true, markers: {} }], dice: new FixedDice([5]), tables: { individual: HOUSE } });
    expect(person.targets[0]?.damage[0]?.row.label).toBe("Shaken");
    expect(person.targets[0]?.after).toEqual({ [SP_MARKER.morale]: 1 });
    const vehicle = resolveFire({ ...input, targets: [{ movedLastTurn: true, table: "vehicle", armour: 0 }], dice: new FixedDice([5]), tables: { individual: HOUSE } });
    expect(vehicle.targets[0]?.damage[0]?.row.key).toBe("lightPenetration");
  });
});
