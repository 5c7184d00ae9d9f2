// The data models carry the bounds of their field descriptions to Foundry: a fire team's four
// troopers as the list's most entries, a suppression end's phase and step as fixed choices, and
// hero points at most their maximum as a joint rule Foundry runs on every create and update.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryStubs, callHook } from "../../helpers/foundry-stubs";

interface StubField {
  constructor: { name: string };
  options: Record<string, unknown>;
  /** A SchemaField's own fields, as v13 keeps them. */
  fields?: Record<string, StubField>;
}

beforeEach(async () => {
  vi.resetModules();
  const rec = installFoundryStubs();
  await import("../../../src/index");
  callHook(rec, "init");
});

describe("the Striker weapon model", () => {
  it("cleans an emptied price back to 0 (v13 clean: null on a non-nullable field is its initial), so the sheet stores the blank itself", async () => {
    const { StrikerWeaponData } = await import("../../../src/rulesets/striker/models/weapon-model");
    const { fillEmptiedNumbers } = await import("../../../src/system/sheets/spec-fields");
    const { WEAPON_SCHEMA, NOT_PRINTED } = await import("../../../src/rulesets/striker/data/weapon-schema");
    const price = (StrikerWeaponData.defineSchema() as unknown as Record<string, { clean(v: unknown, o?: object): unknown }>).priceCr;
    // what the form sends for an emptied number input (FormDataExtended) would read as "free"
    expect(price?.clean(null, {})).toBe(0);
    const sent: Record<string, unknown> = { priceCr: null };
    fillEmptiedNumbers(WEAPON_SCHEMA, sent);
    expect(price?.clean(sent.priceCr, {})).toBe(NOT_PRINTED);
  });
});

describe("the Striker team model", () => {
  it("holds at most four troopers (Striker 4.A)", async () => {
    const { TeamData } = await import("../../../src/rulesets/striker/models/team-model");
    const schema = TeamData.defineSchema() as unknown as Record<string, StubField>;
    expect(schema.troopers?.constructor.name).toBe("ArrayField");
    expect(schema.troopers?.options.max).toBe(4);
  });

  it("offers the sequence of play's phases and steps for a suppression end, or blank for none", async () => {
    const { TeamData } = await import("../../../src/rulesets/striker/models/team-model");
    const end = (TeamData.defineSchema() as unknown as Record<string, StubField>).suppressedUntil?.fields;
    expect(end?.phase?.options).toMatchObject({
      choices: ["command", "firstMovement", "firstFire", "secondMovement", "secondFire"],
      blank: true,
      initial: "",
    });
    expect(end?.step?.options).toMatchObject({ choices: ["a", "b", "c", "d", "e", "f"], blank: true, initial: "" });
  });

  it("normalises old team data on load: four troopers, and a free-text end read as the rules read it", async () => {
    const { TeamData } = await import("../../../src/rulesets/striker/models/team-model");
    const trooper = (name: string) => ({ name, role: "rifleman" });
    const migrated = TeamData.migrateData({
      troopers: ["Lee", "Ng", "Ode", "Pym", "Quy"].map(trooper),
      suppressedUntil: { turn: 3, phase: "firstFire", step: "step c" },
      teamId: "A1",
    });
    expect(migrated).toEqual({
      troopers: ["Lee", "Ng", "Ode", "Pym"].map(trooper),
      suppressedUntil: { turn: 3, phase: "firstFire", step: "a" },
      teamId: "A1",
    });
  });
});

describe("the patrolman model (Guide 4.2)", () => {
  it("refuses hero points above their maximum, on whole data", async () => {
    const { PatrolmanData } = await import("../../../src/rulesets/space-patrol/models/patrolman-model");
    expect(() => PatrolmanData.validateJoint({ heroPoints: { value: 4, max: 3 } })).toThrow("system.heroPoints.value must be at most system.heroPoints.max (3)");
    expect(() => PatrolmanData.validateJoint({ heroPoints: { value: 3, max: 3 } })).not.toThrow();
    expect(() => PatrolmanData.validateJoint({ heroPoints: { value: 0, max: 5 } })).not.toThrow();
  });

  it("brings stored points above the maximum down to it on load", async () => {
    const { PatrolmanData } = await import("../../../src/rulesets/space-patrol/models/patrolman-model");
    expect(PatrolmanData.migrateData({ heroPoints: { value: 7, max: 2 }, rank: 1 })).toEqual({ heroPoints: { value: 2, max: 2 }, rank: 1 });
  });
});
