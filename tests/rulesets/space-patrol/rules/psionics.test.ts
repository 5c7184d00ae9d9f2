// PSI powers at the table (Guide 2.3): each power's DT and disadvantages, the suggestion's limits
// (3", as many targets as the level), one d20 for every suggestion target (our reading), telepathy
// by distance, the probe's time, and no power at X; dice come from a seeded source.
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../src/core/seeded-dice";
import { resolveTask } from "../../../../src/rulesets/space-patrol/rules/task";
import {
  PROBE_REACH_INCHES,
  PROBE_TIME,
  PSI_DT,
  SUGGESTION_ONE_ROLL_FOR_ALL_TARGETS,
  VIEWING_MINUTES,
  probeDisadvantages,
  probeTask,
  resolveSuggestion,
  suggestionDisadvantages,
  suggestionRefusal,
  suggestionTargetLimit,
  suggestionTask,
  telepathyDisadvantagesAtInches,
  telepathyDisadvantagesAtMetres,
  telepathyTask,
  usablePsiPowers,
  viewingTask,
  type PsiOperator,
} from "../../../../src/rulesets/space-patrol/rules/psionics";

const op = (level: PsiOperator["level"], extra: Partial<PsiOperator> = {}): PsiOperator => ({ level, psiAmp: 0, markerDisadvantages: 0, ...extra });

describe("which powers a figure has (Guide 2.3)", () => {
  it("lists every PSI asset at 0 or more and none at X", () => {
    const levels: Record<string, "X" | number> = { psiProbe: 0, psiShock: "X", psiSuggestion: 2, psiTelepathy: "X", psiViewing: 1 };
    expect(usablePsiPowers((p) => levels[p] ?? "X")).toEqual(["psiProbe", "psiSuggestion", "psiViewing"]);
    expect(usablePsiPowers(() => "X")).toEqual([]);
  });
  it("refuses to build a task at X", () => {
    expect(() => viewingTask(op("X"))).toThrow(/level X/);
  });
});

describe("Psi-Probe (Guide 2.3)", () => {
  it("is DT 12 and takes 5 minutes, 20 combat turns or 1 space turn", () => {
    expect(PSI_DT.psiProbe).toBe(12);
    expect(PROBE_TIME).toEqual({ minutes: 5, combatTurns: 20, spaceTurns: 1 });
    // our reading of "physically contacting": the next square
    expect(PROBE_REACH_INCHES).toBe(1);
  });
  it.each([
    [true, false, 0],
    [true, true, 0],
    [false, true, 0],
    [false, false, 1],
  ])("willing %s, stunned %s: %i disadvantage", (willing, stunned, n) => {
    expect(probeDisadvantages({ willing, stunned })).toBe(n);
  });
  it("adds the Psi-Amp and the operator's Wound burden", () => {
    const task = probeTask(op(2, { psiAmp: 1, markerDisadvantages: 1 }), { willing: false, stunned: false });
    expect(task).toEqual({ dt: 12, asset: 2, equipment: 1, advantages: 0, disadvantages: 2, psi: true });
    // d20 15 + 2 + 1 = 18 against 12 + 2 x 4 = 20 fails
    const result = resolveTask(task, 15);
    expect(result).toMatchObject({ dt: 20, total: 18, success: false });
  });
});

describe("Psi-Suggestion (Guide 2.3)", () => {
  it("allows as many targets as the level, none at level 0", () => {
    expect(suggestionTargetLimit(0)).toBe(0);
    expect(suggestionTargetLimit(3)).toBe(3);
    expect(suggestionRefusal(0, [{ will: 0, distance: 1 }])).toBe("tooMany");
    expect(suggestionRefusal(2, [{ will: 0, distance: 1 }, { will: 1, distance: 3 }])).toBeNull();
    expect(suggestionRefusal(2, [{ will: 0, distance: 1 }, { will: 1, distance: 2 }, { will: 0, distance: 1 }])).toBe("tooMany");
  });
  it("keeps every target within 3 inches", () => {
    expect(suggestionRefusal(2, [{ will: 0, distance: 3 }])).toBeNull();
    expect(suggestionRefusal(2, [{ will: 0, distance: 4 }])).toBe("tooFar");
    expect(suggestionRefusal(2, [])).toBe("noTargets");
  });
  it("gives a disadvantage per level the target's Will exceeds the operator's level", () => {
    expect(suggestionDisadvantages(1, 4)).toBe(3);
    expect(suggestionDisadvantages(3, 1)).toBe(0);
    expect(suggestionDisadvantages(1, "X")).toBe(0);
    expect(suggestionTask(op(1), 3)).toMatchObject({ dt: 8, disadvantages: 2 });
  });
  it("rolls one d20 and judges each target against his own DT (our reading)", () => {
    expect(SUGGESTION_ONE_ROLL_FOR_ALL_TARGETS).toBe(true);
    const d20 = new SeededDice(7).die(20);
    const results = resolveSuggestion(op(2, { psiAmp: 1 }), [{ will: 1, distance: 1 }, { will: 4, distance: 2 }], d20);
    expect(results.map((r) => r.d20)).toEqual([d20, d20]);
    expect(results.map((r) => r.dt)).toEqual([8, 16]);
    // 10 + 2 + 1 = 13: the weak-willed guard believes it, the strong-willed one does not
    expect(resolveSuggestion(op(2, { psiAmp: 1 }), [{ will: 1, distance: 1 }, { will: 4, distance: 2 }], 10).map((r) => r.success)).toEqual([true, false]);
  });
  it("refuses to roll for targets that break a limit", () => {
    expect(() => resolveSuggestion(op(1), [{ will: 0, distance: 5 }], 10)).toThrow(/tooFar/);
  });
});

describe("Psi-Telepathy (Guide 2.3)", () => {
  it("is DT 8 with a disadvantage per full 33 inches or 50 metres", () => {
    expect(telepathyDisadvantagesAtInches(32)).toBe(0);
    expect(telepathyDisadvantagesAtInches(33)).toBe(1);
    expect(telepathyDisadvantagesAtInches(100)).toBe(3);
    expect(telepathyDisadvantagesAtMetres(49)).toBe(0);
    expect(telepathyDisadvantagesAtMetres(150)).toBe(3);
    expect(() => telepathyDisadvantagesAtMetres(-1)).toThrow();
    expect(telepathyTask(op(1), 2)).toMatchObject({ dt: 8, disadvantages: 2, psi: true });
  });
});

describe("Psi-Viewing (Guide 2.3)", () => {
  it("is DT 20 for a half-hour session", () => {
    expect(VIEWING_MINUTES).toBe(30);
    const result = resolveTask(viewingTask(op(3, { psiAmp: 2 })), 15);
    expect(result).toMatchObject({ dt: 20, total: 20, success: true, specialSuccesses: 0 });
  });
  it("more Psi-Amp never makes success less likely, over seeded dice", () => {
    const dice = new SeededDice(42);
    for (let i = 0; i < 200; i++) {
      const d20 = dice.die(20);
      const weak = resolveTask(viewingTask(op(1, { psiAmp: 0 })), d20).success;
      const strong = resolveTask(viewingTask(op(1, { psiAmp: 2 })), d20).success;
      expect(strong || !weak).toBe(true);
    }
  });
});
