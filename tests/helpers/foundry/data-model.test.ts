// The data field and model stand-ins keep v13's contract (common/data/fields.d.mts,
// common/abstract/data.d.mts): cleaning casts, trims, rounds, clamps and fills initial values;
// validation refuses what is left wrong with the field's path; a model is built from
// (source, options), runs migrateData on the source it was given, and updates through updateSource.
import { describe, expect, it } from "vitest";
import { ArrayField, BooleanField, NumberField, ObjectField, SchemaField, StringField, TypedObjectField, type DataSchema } from "./fields";
import { TypeDataModel } from "./data-model";
import { DataModelValidationError } from "./validation";

class Trooper extends TypeDataModel {
  declare name: string;
  declare rank: number;
  declare role: string;
  declare wounds: number | null;
  declare tags: string[];
  declare kit: Record<string, number>;
  declare notes: Record<string, unknown>;
  declare casualty: boolean;

  static override defineSchema(): DataSchema {
    return {
      name: new StringField({ required: true, blank: false, initial: "Nobody" }),
      rank: new NumberField({ required: true, nullable: false, integer: true, min: 0, max: 6, initial: 0 }),
      role: new StringField({ required: true, choices: ["rifleman", "leader"], initial: "rifleman" }),
      wounds: new NumberField({ integer: true, min: 0 }),
      tags: new ArrayField(new StringField({ required: true, blank: false })),
      kit: new TypedObjectField(new NumberField({ required: true, nullable: false, integer: true, initial: 0 }), { validateKey: (k: string) => k !== "forbidden" }),
      notes: new ObjectField(),
      casualty: new BooleanField(),
    };
  }

  /** Old data kept rank as "grade"; this migration changes the source it is given, as v13 wants. */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    if ("grade" in source) source.rank = source.grade;
    return super.migrateData(source);
  }
}

const make = (data: object) => new Trooper(data);

describe("cleaning, as v13 fields clean", () => {
  it("fills every missing field with its initial value and drops keys the schema does not have", () => {
    const t = make({ stray: 1 });
    expect(t.toObject()).toEqual({ name: "Nobody", rank: 0, role: "rifleman", wounds: null, tags: [], kit: {}, notes: {}, casualty: false });
  });

  it("casts numbers and booleans, trims strings, rounds integers and clamps to the bounds", () => {
    const t = make({ name: "  Lee ", rank: "2.6", casualty: "true", wounds: "1" });
    expect([t.name, t.rank, t.casualty, t.wounds]).toEqual(["Lee", 3, true, 1]);
    expect(make({ rank: 9 }).rank).toBe(6);
    expect(make({ rank: -2 }).rank).toBe(0);
  });

  it("gives a blank or null value of a field that allows neither its initial value", () => {
    expect(make({ name: "", rank: null }).toObject()).toMatchObject({ name: "Nobody", rank: 0 });
    expect(make({ wounds: null }).wounds).toBeNull();
  });

  it("drops keys a typed object refuses and cleans each value", () => {
    expect(make({ kit: { grenades: "2", forbidden: 1 } }).kit).toEqual({ grenades: 2 });
  });
});

describe("validation, as a strict v13 model refuses data", () => {
  it("refuses a value that is not a choice, a number that is not one, and a blank list entry, naming each path", () => {
    let error: unknown;
    try {
      make({ role: "cook", rank: "high", tags: ["ok", ""] });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataModelValidationError);
    const failures = (error as DataModelValidationError).getAllFailures()!;
    expect(Object.fromEntries(Object.entries(failures).map(([path, f]) => [path, f.message]))).toEqual({
      role: "cook is not a valid choice",
      rank: "must be an integer",
      // a blank string is cleaned to nothing, which a required entry may not be
      "tags.1": "may not be undefined",
    });
    expect((error as Error).message).toContain("Trooper validation errors:");
    expect((error as Error).message).toContain("role: cook is not a valid choice");
  });

  it("refuses bounds and integers when changes are validated without cleaning", () => {
    const t = make({});
    expect(() => t.validate({ changes: { rank: 9 } })).toThrow(/rank: must be at most 6/);
    expect(() => t.validate({ changes: { rank: 1.5 } })).toThrow(/rank: must be an integer/);
    expect(t.validate({ changes: { rank: 9 }, clean: true })).toBe(true);
  });

  it("refuses a field given to two schemas, as v13 does", () => {
    const shared = new StringField();
    new SchemaField({ a: shared });
    expect(() => new SchemaField({ b: shared })).toThrow(/already belongs/);
  });
});

describe("a model built and updated the v13 way", () => {
  it("runs migrateData on the source it was given, and ignores what it returns", () => {
    expect(make({ grade: 4 }).rank).toBe(4);
    class Returning extends Trooper {
      static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
        return { ...source, rank: 5 };
      }
    }
    expect(new Returning({}).rank).toBe(0);
  });

  it("knows its parent and keeps its source apart from its properties", () => {
    const parent = { name: "Actor" };
    const t = new Trooper({ rank: 2 }, { parent });
    expect(t.parent).toBe(parent);
    t.rank = 5;
    expect(t._source.rank).toBe(2);
    t.reset();
    expect(t.rank).toBe(2);
  });

  it("merges updates into the source, replaces lists, expands dotted keys, and re-initialises", () => {
    const t = make({ name: "Lee", tags: ["a"], kit: { grenades: 2 } });
    t.rank = 5;
    t.updateSource({ "kit.mines": 1, tags: ["b"], notes: { "-=x": null, y: 1 } });
    expect(t.toObject()).toMatchObject({ name: "Lee", rank: 0, tags: ["b"], kit: { grenades: 2, mines: 1 }, notes: { y: 1 } });
    t.updateSource({ kit: { "-=grenades": null } });
    expect(t.kit).toEqual({ mines: 1 });
  });

  it("refuses a bad update and keeps the source as it was", () => {
    const t = make({ role: "leader" });
    expect(() => t.updateSource({ role: "cook" })).toThrow(DataModelValidationError);
    expect(t.role).toBe("leader");
  });
});
