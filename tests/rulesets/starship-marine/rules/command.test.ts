// Command and control (Starship Marine 3.3, 3.14): ranks in order of seniority, who leads, and the
// 20 cm a private keeps from an officer or NCO of his squad.
import { describe, expect, it } from "vitest";
import { COMMAND_RADIUS_CM, leads, outOfCommand, outranks, RANKS } from "../../../../src/rulesets/starship-marine/rules/command";

describe("command and control (3.3)", () => {
  it("orders the ranks from private to lieutenant colonel", () => {
    expect(RANKS.slice(1)).toEqual(["private", "corporal", "sergeant", "lieutenant", "captain", "major", "lieutenantColonel"]);
    expect(outranks("major", "captain")).toBe(true);
    expect(outranks("corporal", "sergeant")).toBe(false);
  });
  it("counts corporals, sergeants and every officer as leaders, and not privates or figures outside the hierarchy", () => {
    expect(RANKS.filter(leads)).toEqual(["corporal", "sergeant", "lieutenant", "captain", "major", "lieutenantColonel"]);
  });
  it("puts a private out of command more than 20 cm from his nearest leader, or with none on the table (3.14)", () => {
    expect(COMMAND_RADIUS_CM).toBe(20);
    expect(outOfCommand("private", 20)).toBe(false);
    expect(outOfCommand("private", 20.5)).toBe(true);
    expect(outOfCommand("private", Number.POSITIVE_INFINITY)).toBe(true);
    expect(outOfCommand("sergeant", 80)).toBe(false);
    expect(() => outOfCommand("private", Number.NaN)).toThrow(RangeError);
  });
});
