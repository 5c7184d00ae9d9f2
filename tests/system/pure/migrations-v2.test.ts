// Data version 2: hero points at most their maximum (Guide 4.2); a fire team of four troopers
// (Striker 4.A) and a suppression end named by the sequence of play (Striker 3.B). Each step
// is idempotent and works on a token's partial overrides without adding fields.
import { describe, expect, it } from "vitest";
import { CURRENT_DATA_VERSION, MIGRATIONS, migrateSystemData } from "../../../src/rulesets/migrations";

describe("data version 2", () => {
  it("is reached by the current version, and every step says what it does", () => {
    expect(CURRENT_DATA_VERSION).toBeGreaterThanOrEqual(2);
    for (const step of MIGRATIONS) expect(step.description.length).toBeGreaterThan(20);
  });
});

describe("patrolman hero points", () => {
  it("come down to their maximum, keeping every other field", () => {
    expect(migrateSystemData("Actor", "spPatrolman", { heroPoints: { value: 6, max: 4 }, rank: 2 }, 1)).toEqual({ heroPoints: { value: 4, max: 4 }, rank: 2 });
  });
  it("stay as they are within the maximum, or when the maximum is not there (a token's overrides)", () => {
    const within = { heroPoints: { value: 2, max: 4 } };
    expect(migrateSystemData("Actor", "spPatrolman", within, 1)).toBe(within);
    const partial = { heroPoints: { value: 6 } };
    expect(migrateSystemData("Actor", "spPatrolman", partial, 1)).toBe(partial);
  });
  it("a bare count from version 0 becomes value and max, both steps in order", () => {
    expect(migrateSystemData("Actor", "spPatrolman", { heroPoints: 3 }, 0)).toEqual({ heroPoints: { value: 3, max: 3 } });
  });
});

describe("Striker fire teams", () => {
  const trooper = (name: string) => ({ name, role: "rifleman", casualty: false });
  it("keep their first four troopers", () => {
    const out = migrateSystemData("Actor", "strTeam", { troopers: ["A", "B", "C", "D", "E", "F"].map(trooper), morale: { value: 5, start: 5 } }, 1);
    expect(out).toEqual({ troopers: ["A", "B", "C", "D"].map(trooper), morale: { value: 5, start: 5 } });
  });
  it("read a free-text suppression end as the turn rules always read it", () => {
    const read = (suppressedUntil: object) => migrateSystemData("Actor", "strTeam", { suppressedUntil }, 1).suppressedUntil;
    // An unknown phase was read as the start of turn 1, long past: the end is kept as that.
    expect(read({ turn: 4, phase: "fire", step: "c" })).toEqual({ turn: 1, phase: "command", step: "" });
    // A known fire phase with an unknown step was read at its first step.
    expect(read({ turn: 4, phase: "secondFire", step: "C" })).toEqual({ turn: 4, phase: "secondFire", step: "a" });
    // Turn 0 is no end at all.
    expect(read({ turn: 0, phase: "junk", step: "" })).toEqual({ turn: 0, phase: "", step: "" });
    // A token's overrides without the turn: only the unknown text is cleared, nothing is added.
    expect(read({ phase: "junk" })).toEqual({ phase: "" });
  });
  it("leave a team already in shape untouched, and are idempotent", () => {
    const sound = { troopers: ["A", "B"].map(trooper), suppressedUntil: { turn: 3, phase: "firstFire", step: "c" } };
    expect(migrateSystemData("Actor", "strTeam", sound, 1)).toBe(sound);
    const once = migrateSystemData("Actor", "strTeam", { troopers: ["A", "B", "C", "D", "E"].map(trooper), suppressedUntil: { turn: 2, phase: "x", step: "y" } }, 0);
    expect(migrateSystemData("Actor", "strTeam", once, 0)).toEqual(once);
  });
});
