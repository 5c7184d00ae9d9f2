// Guide 6.14, 6.15 and 7.12 damage tables row by row, with ruling SP-14.
import { describe, expect, it } from "vitest";
import { damageRow, damageRowIndex, type DamageTableName } from "../../../../src/rulesets/space-patrol/rules/damage-tables";

type Row = readonly [low: number, high: number, key: string, markers: readonly string[], conditions: readonly string[]];

const individual: readonly Row[] = [
  [-30, 1, "none", [], []],
  [2, 7, "graze", ["sp-morale"], []],
  [8, 10, "slammed", ["sp-prone"], ["prone"]],
  [11, 12, "rattled", ["sp-stun"], []],
  [13, 15, "lightWound", ["sp-wound", "sp-morale"], []],
  [16, 18, "mediumWound", ["sp-wound", "sp-stun"], []],
  [19, 20, "heavyWound", ["sp-wound", "sp-unconscious"], ["unconscious"]],
  [21, 22, "mortalWoundChest", ["sp-mortalWound", "sp-morale"], []],
  [23, 24, "mortalWoundGuts", ["sp-mortalWound", "sp-stun"], []],
  [25, 26, "mortalWoundFace", ["sp-mortalWound", "sp-unconscious"], ["unconscious"]],
  [27, 39, "dead", [], ["dead"]],
  [40, 50, "destroyed", [], ["dead", "destroyed"]],
];

const vehicle: readonly Row[] = [
  [-30, 1, "none", [], []],
  [2, 7, "violentShaking", ["sp-vehicle-morale"], []],
  [8, 10, "surfaceHit", ["sp-vehicle-control"], []],
  [11, 12, "controlHit", ["sp-vehicle-control", "sp-vehicle-morale"], []],
  [13, 15, "lightPenetration", ["sp-vehicle-damage"], []],
  [16, 18, "mediumPenetration", ["sp-vehicle-damage", "sp-vehicle-morale"], []],
  [19, 20, "heavyPenetration", ["sp-vehicle-damage"], ["crewDamage"]],
  [21, 22, "majorPenetrationEngines", ["sp-vehicle-failureCascade"], []],
  [23, 24, "majorPenetrationCrewCabin", ["sp-vehicle-failureCascade", "sp-vehicle-morale"], []],
  [25, 26, "majorPenetrationCockpit", ["sp-vehicle-failureCascade"], ["crewDamage"]],
  [27, 39, "wrecked", ["sp-vehicle-wrecked"], ["wrecked"]],
  [40, 50, "explosion", [], ["explodes"]],
];

const spacecraft: readonly Row[] = [
  [-30, 1, "none", [], []],
  [2, 7, "antennaHit", ["sp-spacecraft-electronics"], []],
  [8, 10, "surfaceHit", ["sp-spacecraft-gunnery"], []],
  [11, 12, "controlHit", ["sp-spacecraft-flight"], []],
  [13, 15, "lightPenetration", ["sp-spacecraft-electronics", "sp-spacecraft-astrogation"], []],
  [16, 18, "mediumPenetration", ["sp-spacecraft-gunnery", "sp-spacecraft-drive", "sp-spacecraft-morale"], []],
  [19, 20, "heavyPenetration", ["sp-spacecraft-flight", "sp-spacecraft-drive"], ["crewDamage"]],
  [21, 22, "majorPenetrationDriveRoom", ["sp-spacecraft-hull", "sp-spacecraft-failureCascade"], []],
  [23, 24, "majorPenetrationLivingQuarters", ["sp-spacecraft-hull", "sp-spacecraft-failureCascade", "sp-spacecraft-morale"], []],
  [25, 26, "majorPenetrationBridge", ["sp-spacecraft-hull", "sp-spacecraft-failureCascade"], ["crewDamage"]],
  [27, 39, "wrecked", ["sp-spacecraft-wrecked"], ["wrecked"]],
  [40, 50, "explodes", [], ["explodes"]],
];

const tables: readonly [DamageTableName, readonly Row[]][] = [
  ["individual", individual],
  ["vehicle", vehicle],
  ["spacecraft", spacecraft],
];

describe.each(tables)("the %s damage table", (table, rows) => {
  it.each(rows)("totals %i to %i read %s", (low, high, key, markers, conditions) => {
    for (const total of [low, high]) {
      const row = damageRow(table, total);
      expect(row.key).toBe(key);
      expect(row.markers).toEqual(markers);
      expect(row.conditions).toEqual(conditions);
      expect(row.label).toBe(`STARSKIRMISH.SpacePatrol.Damage.${table}.${key}`);
    }
  });
  it("never reads a lighter row for a higher total", () => {
    let last = 0;
    for (let total = -40; total <= 60; total++) {
      const index = damageRowIndex(table, total);
      expect(index).toBeGreaterThanOrEqual(last);
      last = index;
    }
  });
  it("refuses a total that is not a number", () => {
    expect(() => damageRow(table, Number.NaN)).toThrow(/damage total/);
  });
});

describe("ruling SP-14", () => {
  it("vehicle Heavy Penetration gives a Damage Marker and Crew Damage, not a Control Marker", () => {
    const row = damageRow("vehicle", 19);
    expect(row.markers).not.toContain("sp-vehicle-control");
    expect(row.conditions).toContain("crewDamage");
  });
  it("vehicle Major Penetration-Cockpit gives a Failure Cascade Marker and Crew Damage", () => {
    const row = damageRow("vehicle", 26);
    expect(row.markers).toEqual(["sp-vehicle-failureCascade"]);
    expect(row.conditions).toEqual(["crewDamage"]);
  });
});
