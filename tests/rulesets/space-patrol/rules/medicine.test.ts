// Guide 6.14, 8.1 battlefield medicine.
import { describe, expect, it } from "vitest";
import { FixedDice, SeededDice } from "../../../../src/core/seeded-dice";
import {
  attemptFieldCare,
  hoursUnconscious,
  medicalTask,
  NEW_FIELD_CARE,
  woundsRemovableAfterFight,
  type MedicalMarker,
} from "../../../../src/rulesets/space-patrol/rules/medicine";

describe("marker removal tasks (Guide 6.14, 8.1)", () => {
  it.each([
    ["sp-wound", 16],
    ["sp-mortalWound", 16],
    ["sp-stun", 8],
    ["sp-unconscious", 16],
  ] as const)("%s: DT %i, Medicine, Med Kit", (marker, dt) => {
    expect(medicalTask(marker, { medicine: 2, medKit: 1 })).toEqual({ dt, asset: 2, equipment: 1, advantages: 0, disadvantages: 0 });
  });
  it("each failed Mortal Wound attempt adds a disadvantage to the next", () => {
    expect(medicalTask("sp-mortalWound", { medicine: 2, medKit: 0, failedAttempts: 2 }).disadvantages).toBe(2);
  });
  it("failures do not pile up on other markers", () => {
    expect(medicalTask("sp-wound", { medicine: 2, medKit: 0, failedAttempts: 2 }).disadvantages).toBe(0);
  });
  it("NBC wounds are treated at a disadvantage (Guide 8.5)", () => {
    expect(medicalTask("sp-wound", { medicine: 2, medKit: 0, nbc: true, disadvantages: 1 }).disadvantages).toBe(2);
    expect(medicalTask("sp-stun", { medicine: 2, medKit: 0, nbc: true }).disadvantages).toBe(0);
  });
  it("needs a Med Kit, a medical marker and a sane count", () => {
    expect(() => medicalTask("sp-wound", { medicine: 2, medKit: null })).toThrow(/Med Kit/);
    expect(() => medicalTask("sp-morale" as MedicalMarker, { medicine: 2, medKit: 1 })).toThrow(/not treated with Medicine/);
    expect(() => medicalTask("sp-mortalWound", { medicine: 2, medKit: 1, failedAttempts: -1 })).toThrow(/Failed attempts/);
  });
});

describe("one Wound removed per Vigor level after a fight (Guide 8.1)", () => {
  it.each([
    ["X", 1],
    [0, 1],
    [1, 1],
    [3, 3],
    [10, 10],
  ] as const)("Vigor %s allows %i (MIN_WOUNDS_REMOVABLE_AFTER_FIGHT for 0 and X)", (vigor, n) => {
    expect(woundsRemovableAfterFight(vigor)).toBe(n);
  });
  it("stops the second Wound removal on a Vigor 1 patient, though attempts may fail and repeat", () => {
    const opts = { medicine: 3, medKit: 1 };
    const miss = attemptFieldCare(NEW_FIELD_CARE, "sp-wound", 1, opts, 5);
    expect(miss.removed).toBe(false);
    const hit = attemptFieldCare(miss.state, "sp-wound", 1, opts, 12);
    expect(hit.removed).toBe(true);
    expect(hit.state.woundsRemoved).toBe(1);
    expect(() => attemptFieldCare(hit.state, "sp-wound", 1, opts, 20)).toThrow(/No more Wound Markers/);
    expect(attemptFieldCare(hit.state, "sp-stun", 1, opts, 4).removed).toBe(true);
  });
  it("a Mortal Wound gets harder after each failure: DT 16, 20, 24", () => {
    const opts = { medicine: 2, medKit: 0 };
    const a = attemptFieldCare(NEW_FIELD_CARE, "sp-mortalWound", 2, opts, 10);
    const b = attemptFieldCare(a.state, "sp-mortalWound", 2, opts, 10);
    const c = attemptFieldCare(b.state, "sp-mortalWound", 2, opts, 20);
    expect([a.result.dt, b.result.dt, c.result.dt]).toEqual([16, 20, 24]);
    expect(c.removed).toBe(false);
    expect(c.state.mortalWoundFailures).toBe(3);
  });
});

describe("waking alone (Guide 6.14)", () => {
  it("takes 1d6 hours", () => {
    expect(hoursUnconscious(new FixedDice([4]))).toBe(4);
    const dice = new SeededDice(1);
    for (let i = 0; i < 100; i++) {
      const h = hoursUnconscious(dice);
      expect(h).toBeGreaterThanOrEqual(1);
      expect(h).toBeLessThanOrEqual(6);
    }
  });
});

describe("property: a better medic never does worse", () => {
  it("holds over seeded inputs", () => {
    const dice = new SeededDice(11);
    const markers: MedicalMarker[] = ["sp-wound", "sp-mortalWound", "sp-stun", "sp-unconscious"];
    for (let i = 0; i < 300; i++) {
      const marker = markers[dice.die(4) - 1] ?? "sp-wound";
      const medicine = dice.die(10) - 1;
      const d20 = dice.die(20);
      const a = attemptFieldCare(NEW_FIELD_CARE, marker, 3, { medicine, medKit: 1 }, d20);
      const b = attemptFieldCare(NEW_FIELD_CARE, marker, 3, { medicine: medicine + 1, medKit: 1 }, d20);
      if (a.removed) expect(b.removed).toBe(true);
      expect(Number.isNaN(a.result.total)).toBe(false);
    }
  });
});
