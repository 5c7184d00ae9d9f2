// Bounds the field descriptions carry into both the data models and the pack check: a list's
// most entries, a choice that may be left blank, and a number at most its sibling.
import { describe, expect, it } from "vitest";
import { field, jointProblems, validateData } from "../../src/core/schema";
import { PATROLMAN_SCHEMA } from "../../src/rulesets/space-patrol/data/patrolman-schema";
import { TEAM_SCHEMA, PHASE_IDS, FIRE_STEP_IDS } from "../../src/rulesets/striker/data/team-schema";
import { SOLDIERS_PER_TEAM } from "../../src/rulesets/striker/rules/forces";
import { FIRST_POSITION, nextPosition, PHASES, FIRE_STEPS } from "../../src/rulesets/striker/rules/sequence";
import { NO_END, suppressionEnd } from "../../src/rulesets/striker/rules/turn-expiry";

describe("the field builders", () => {
  it("keep a list's most entries, and leave it unbounded when none is given", () => {
    expect(field.array(field.string(), "label", 4)).toMatchObject({ kind: "array", max: 4 });
    expect(field.array(field.string())).not.toHaveProperty("max");
  });
  it("make an optional choice start blank and allow blank", () => {
    expect(field.optionalChoice(["x", "y"])).toEqual({ kind: "string", choices: ["x", "y"], initial: "", blank: true });
  });
  it("mark a number as at most its sibling", () => {
    expect(field.atMost(field.integer(0, 0, 9), "max")).toMatchObject({ kind: "number", atMost: "max", max: 9 });
  });
});

describe("a Striker fire team (Striker 4.A: four troopers)", () => {
  const trooper = { name: "T", role: "rifleman" };
  it("holds up to four troopers and refuses a fifth", () => {
    expect(SOLDIERS_PER_TEAM).toBe(4);
    expect(validateData(TEAM_SCHEMA, { troopers: Array.from({ length: 4 }, () => trooper) })).toEqual([]);
    expect(validateData(TEAM_SCHEMA, { troopers: Array.from({ length: 5 }, () => trooper) })).toEqual([{ path: "system.troopers", message: "must hold at most 4 entries" }]);
  });
});

describe("a Striker suppression end (Striker 3.B, 8.C.4.a)", () => {
  it("offers the sequence of play's phases and fire steps, no more", () => {
    expect(PHASE_IDS).toEqual(PHASES.map((p) => p.id));
    expect(FIRE_STEP_IDS).toEqual(["a", "b", "c", "d", "e", "f"]);
  });
  it("accepts no end, and every end the rules store for a failed check anywhere in two turns", () => {
    expect(validateData(TEAM_SCHEMA, { suppressedUntil: NO_END })).toEqual([]);
    let position = FIRST_POSITION;
    let checked = 0;
    while (position.turn <= 2) {
      expect(validateData(TEAM_SCHEMA, { suppressedUntil: suppressionEnd(position) })).toEqual([]);
      position = nextPosition(position);
      checked++;
    }
    expect(checked).toBe(2 * (3 + 2 * FIRE_STEPS.length));
  });
  it("refuses a phase or step written as free text", () => {
    expect(validateData(TEAM_SCHEMA, { suppressedUntil: { turn: 2, phase: "First fire", step: "a" } })).toEqual([
      { path: "system.suppressedUntil.phase", message: `must be one of ${PHASE_IDS.join(", ")}` },
    ]);
    expect(validateData(TEAM_SCHEMA, { suppressedUntil: { turn: 2, phase: "firstFire", step: "g" } })).toEqual([
      { path: "system.suppressedUntil.step", message: "must be one of a, b, c, d, e, f" },
    ]);
  });
});

describe("Space Hero Points (Guide 4.2)", () => {
  it("may reach their maximum but not pass it", () => {
    expect(validateData(PATROLMAN_SCHEMA, { heroPoints: { value: 3, max: 3 } })).toEqual([]);
    expect(validateData(PATROLMAN_SCHEMA, { heroPoints: { value: 4, max: 3 } })).toEqual([
      { path: "system.heroPoints.value", message: "must be at most system.heroPoints.max (3)" },
    ]);
  });
  it("are checked on whole data only: an update of the value alone passes the pure check", () => {
    expect(jointProblems(PATROLMAN_SCHEMA, { heroPoints: { value: 4 } })).toEqual([]);
    expect(jointProblems(PATROLMAN_SCHEMA, { heroPoints: { value: 4, max: 2 } })).toHaveLength(1);
  });
});
