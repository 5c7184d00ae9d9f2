// Starship Marine's sequence of action (Table 3.1; SSM-7, SSM-8) and order of fire (3.4, 4.6, 4.7,
// SSM-18): the steps and their sections, the optional m-o, the fire tiers and the slots.
import { describe, expect, it } from "vitest";
import { SEQUENCE, sequenceSteps } from "../../../../src/rulesets/starship-marine/rules/sequence";
import { fireTier, mustEngageClosest, orderOfFire } from "../../../../src/rulesets/starship-marine/rules/order-of-fire";

describe("the sequence of action (3.1)", () => {
  it("runs a-l, with m-o only when the GM turns them on (SSM-7)", () => {
    expect(sequenceSteps(false).map((s) => s.id).join("")).toBe("abcdefghijkl");
    expect(sequenceSteps(true).map((s) => s.id).join("")).toBe("abcdefghijklmno");
  });
  it("cites each step's section as the headings number them (SSM-8)", () => {
    const sections = Object.fromEntries(SEQUENCE.map((s) => [s.id, s.sections.join(",")]));
    expect(sections).toMatchObject({ a: "3.7", b: "3.8", c: "3.15", f: "3.5,3.6,3.7,3.16", g: "3.10", h: "3.8,3.9", i: "3.11,3.12", j: "3.11,3.13", k: "3.14" });
  });
});

describe("order of fire (3.4)", () => {
  it("puts Veteran Marines first, then Marines and combat robots, then crew; novices, the wounded and clankers with the crew", () => {
    expect(fireTier({ kind: "marine", experience: "veteran", wounded: false })).toBe("veteran");
    expect(fireTier({ kind: "marine", experience: "seasoned", wounded: false })).toBe("marineOrCombatRobot");
    expect(fireTier({ kind: "combatRobot", experience: "experienced", wounded: false })).toBe("marineOrCombatRobot");
    expect(fireTier({ kind: "marine", experience: "novice", wounded: false })).toBe("crew");
    expect(fireTier({ kind: "marine", experience: "veteran", wounded: true })).toBe("crew");
    expect(fireTier({ kind: "clanker", experience: "experienced", wounded: false })).toBe("crew");
  });

  it("fires every stationary slot before any moving one, each slot at once", () => {
    const slots = orderOfFire([
      { id: "movingVet", moved: true, tier: "veteran" },
      { id: "crew", moved: false, tier: "crew" },
      { id: "marine", moved: false, tier: "marineOrCombatRobot" },
      { id: "robot", moved: false, tier: "marineOrCombatRobot" },
      { id: "movingCrew", moved: true, tier: "crew" },
    ]);
    expect(slots).toEqual([["marine", "robot"], ["crew"], ["movingVet"], ["movingCrew"]]);
    expect(() => orderOfFire([{ id: "x", moved: false, tier: "hero" as never }])).toThrow(RangeError);
  });

  it("makes crewmen and clankers engage the closest target (3.4)", () => {
    expect(["crew", "clanker", "marine", "combatRobot"].map((k) => mustEngageClosest(k as never))).toEqual([true, true, false, false]);
  });
});
