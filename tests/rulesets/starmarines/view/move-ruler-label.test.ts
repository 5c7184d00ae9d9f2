// The ruler's words for a checked move (VIII-A, VIII-D, X roads): half units as halves, what is left
// never below nothing, a legal stop in an enemy zone said as such, and a refusal's short reason.
import { describe, expect, it } from "vitest";
import { moveRulerLabel } from "../../../../src/rulesets/starmarines/view/move-ruler-label";

const check = { spent: 1.5, allowance: 3, turns: 1, turnsAllowed: 4, problem: null, stoppedByZone: false };

describe("moveRulerLabel", () => {
  it("shows road half units as halves, and what is left", () => {
    expect(moveRulerLabel(check)).toEqual({ key: "STARSKIRMISH.StarMarines.Move.ruler.left", data: { spent: "1.5", allowance: "3", left: "1.5", turns: "1", turnsAllowed: "4" }, refused: false, count: 4 });
    expect(moveRulerLabel({ ...check, spent: 1 / 3 + 1 / 6 }).data.spent).toBe("0.5");
  });
  it("counts the turns allowed, so the words can say '1 turn' (SMR-11)", () => {
    expect(moveRulerLabel({ ...check, allowance: 1, spent: 1, turnsAllowed: 1 }).count).toBe(1);
    expect(moveRulerLabel({ ...check, stoppedByZone: true }).count).toBeUndefined();
  });
  it("says a move that entered an enemy's zone stops there, without refusing it (VIII-D)", () => {
    expect(moveRulerLabel({ ...check, stoppedByZone: true })).toMatchObject({ key: "STARSKIRMISH.StarMarines.Move.ruler.stopped", refused: false });
  });
  it("gives a refused move its short reason, and nothing left below zero", () => {
    const out = moveRulerLabel({ ...check, spent: 3, problem: "cannotEnter" });
    expect(out).toMatchObject({ key: "STARSKIRMISH.StarMarines.Move.short.cannotEnter", refused: true });
    expect(moveRulerLabel({ ...check, spent: 4 }).data.left).toBe("0");
  });
});
