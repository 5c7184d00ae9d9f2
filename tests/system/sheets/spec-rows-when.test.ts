/**
 * A field for some kinds only (FieldWhen, core/schema.ts): the field-drawn sheet shows a
 * StarMarines vehicle's size and motion only on a vehicle, and a soldier's morale only on a
 * soldier, while the data keeps every value (IV-b to IV-g).
 */
import { describe, expect, it } from "vitest";
import { specRows } from "../../../src/system/sheets/spec-fields";
import { field, onlyWhen } from "../../../src/core/schema";
import { UNIT_SCHEMA } from "../../../src/rulesets/starmarines/data/unit-schema";

const names = (data: Record<string, unknown>) => specRows(UNIT_SCHEMA, data, "system", "STARSKIRMISH.Field").map((r) => r.name);

describe("fields for one kind only", () => {
  it("a soldier's sheet leaves out the vehicle's fields, and a vehicle's the soldier's", () => {
    const soldier = names({ kind: "soldier", size: "large", morale: 7 });
    expect(soldier).toEqual(expect.arrayContaining(["system.kind", "system.morale", "system.role", "system.leaderRange", "system.flies"]));
    expect(soldier).not.toEqual(expect.arrayContaining(["system.size"]));
    for (const f of ["system.size", "system.motion", "system.supertank", "system.walker", "system.capacity"]) expect(soldier).not.toContain(f);
    const vehicle = names({ kind: "vehicle", morale: 7 });
    expect(vehicle).toEqual(expect.arrayContaining(["system.size", "system.motion", "system.supertank", "system.walker", "system.capacity"]));
    for (const f of ["system.morale", "system.role", "system.leaderRange", "system.flies", "system.woundingColumn"]) expect(vehicle).not.toContain(f);
    // fields for every kind stay on both
    for (const f of ["system.move", "system.armour", "system.toughness", "system.pointCost"]) {
      expect(soldier).toContain(f);
      expect(vehicle).toContain(f);
    }
  });

  it("data without the sibling reads the sibling's initial value, a soldier here", () => {
    expect(names({})).toContain("system.morale");
    expect(names({})).not.toContain("system.size");
  });

  it("onlyWhen marks a copy and leaves the spec it was given alone", () => {
    const base = field.integer(0, 0, 9);
    const marked = onlyWhen("kind", ["vehicle"], base);
    expect(marked).toMatchObject({ kind: "number", min: 0, max: 9, when: { field: "kind", is: ["vehicle"] } });
    expect("when" in base).toBe(false);
  });
});
