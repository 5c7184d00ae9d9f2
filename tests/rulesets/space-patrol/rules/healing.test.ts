// Guide 8.2-8.6 healing after the fight.
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import {
  attemptReconstruction,
  attemptRevival,
  majorIntervention,
  mortalWoundDaysToDeath,
  naturalHealingDays,
  nbcHealsNaturally,
  nbcProtected,
  revivalProblem,
  type RevivalCase,
} from "../../../../src/rulesets/space-patrol/rules/healing";

describe("natural healing (Guide 8.2)", () => {
  it("3 wound markers heal completely in 60 days", () => {
    expect(naturalHealingDays(3)).toBe(60);
  });
  it.each([
    [0, {}, 0],
    [1, {}, 20],
    [3, { afterFailedIntervention: true, careDi: 4 }, 30],
    [3, { afterFailedIntervention: true, careDi: 3 }, 60],
    [3, { careDi: 7 }, 60],
  ] as const)("%i wounds with %j: %i days", (wounds, opts, days) => {
    expect(naturalHealingDays(wounds, opts)).toBe(days);
  });
  it("refuses negative wounds", () => {
    expect(() => naturalHealingDays(-1)).toThrow(/Wound Markers/);
  });
  it("an untreated Mortal Wound kills in 1d6 days", () => {
    expect(mortalWoundDaysToDeath(new FixedDice([6]))).toBe(6);
  });
});

describe("major intervention (Guide 8.3)", () => {
  it.each([
    ["wound", 7, "naturalHealing"],
    ["wound", 8, "removed"],
    ["mortalWound", 11, "death"],
    ["mortalWound", 12, "removed"],
  ] as const)("%s with a total of %i: %s", (marker, d20, outcome) => {
    const r = majorIntervention(marker, 0, 0, d20, 3);
    expect(r.outcome).toBe(outcome);
    expect(r.hours).toBe(3);
  });
  it("the Med Bay code is the equipment bonus", () => {
    expect(majorIntervention("mortalWound", 2, 3, 7, 1).result.total).toBe(12);
  });
  it("refuses a bad hours die or Med Bay code", () => {
    expect(() => majorIntervention("wound", 1, 1, 10, 7)).toThrow(/d6/);
    expect(() => majorIntervention("wound", 1, -1, 10, 2)).toThrow(/Med Bay/);
  });
});

describe("Thanatic Acid and revival (Guide 8.4)", () => {
  const base: RevivalCase = { thanaticAfterMinutes: 5, hoursSinceDeath: 10, inStasis: false, destroyed: false, attempt: 1, medBayCode: 1 };
  it("a first attempt in a Med Bay of code 1, DT 12; revived fit in 1d4 days", () => {
    expect(revivalProblem(base)).toBeNull();
    const r = attemptRevival(base, 2, 10, 3);
    expect(r.result.dt).toBe(12);
    expect(r.revived).toBe(true);
    expect(r.daysToDuty).toBe(3);
    expect(attemptRevival(base, 0, 10, 3)).toMatchObject({ revived: false, daysToDuty: null });
  });
  it.each([
    [{ destroyed: true }, /destroyed/],
    [{ thanaticAfterMinutes: null }, /within 10 minutes/],
    [{ thanaticAfterMinutes: 11 }, /within 10 minutes/],
    [{ hoursSinceDeath: 49 }, /stasis within 48 hours/],
    [{ medBayCode: 0 }, /code 1/],
    [{ attempt: 2, medBayCode: 4 }, /stasis tube/],
    [{ attempt: 2, inStasis: true, medBayCode: 3 }, /code 4/],
  ] as const)("refused when %j", (change, message) => {
    const c = { ...base, ...change } as RevivalCase;
    expect(revivalProblem(c)).toMatch(message);
    expect(() => attemptRevival(c, 5, 20, 1)).toThrow(/No revival attempt/);
  });
  it("a second attempt in stasis at a code-4 Med Bay is allowed, even after 48 hours", () => {
    expect(revivalProblem({ ...base, attempt: 2, inStasis: true, medBayCode: 4, hoursSinceDeath: 200 })).toBeNull();
  });
});

describe("NBC (Guide 8.5)", () => {
  it.each([
    // the Hazard Suit is armour marked nbcProof, not a suit kind (target-profile tests)
    ["hazardSuit", false, false],
    ["flightSuit", false, true],
    ["hardSuit", false, true],
    ["evaSuit", false, true],
    ["combatArmour", false, false],
    [null, false, false],
    ["evaSuit", true, true],
    ["hardSuit", true, false],
    ["flightSuit", true, false],
  ] as const)("%s against open-space radiation %s: protected %s", (suit, space, safe) => {
    expect(nbcProtected(suit, space)).toBe(safe);
  });
  it.each([
    ["nuclear", false],
    ["chemical", false],
    ["biological", true],
  ] as const)("%s heals naturally: %s", (kind, heals) => {
    expect(nbcHealsNaturally(kind)).toBe(heals);
  });
});

describe("bodily reconstruction (Guide 8.6)", () => {
  it("DT 16 at DI 6+, 10 days an attempt", () => {
    const r = attemptReconstruction(6, 3, 1, 12);
    expect(r).toMatchObject({ repaired: true, days: 10 });
    expect(r.result.dt).toBe(16);
    expect(attemptReconstruction(7, 3, 1, 11).repaired).toBe(false);
  });
  it("refuses a facility below DI 6", () => {
    expect(() => attemptReconstruction(5, 3, 1, 20)).toThrow(/DI 6/);
  });
});
