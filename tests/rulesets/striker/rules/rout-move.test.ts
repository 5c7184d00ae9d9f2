// A routed team's move (Striker 8.C.4.b): straight away from the nearest enemy, and off the board
// it leaves play.
import { describe, expect, it } from "vitest";
import { offBoard, routPoint } from "../../../../src/rulesets/striker/rules/rout-move";

describe("a routed team's move away", () => {
  it("heads straight away from the nearest enemy, as far as it is given", () => {
    expect(routPoint({ x: 0, y: 0 }, [{ x: 100, y: 0 }, { x: 0, y: 300 }], 50)).toEqual({ x: -50, y: 0 });
    const p = routPoint({ x: 0, y: 0 }, [{ x: 30, y: 40 }], 10)!;
    expect(p.x).toBeCloseTo(-6);
    expect(p.y).toBeCloseTo(-8);
  });

  it("has no way to go with no enemy, or one standing on it", () => {
    expect(routPoint({ x: 0, y: 0 }, [], 50)).toBeNull();
    expect(routPoint({ x: 5, y: 5 }, [{ x: 5, y: 5 }], 50)).toBeNull();
  });

  it("leaves the board past any edge of it", () => {
    const rect = { x: 0, y: 0, width: 1000, height: 500 };
    expect([offBoard({ x: 0, y: 0 }, rect), offBoard({ x: 1000, y: 500 }, rect)]).toEqual([false, false]);
    expect([offBoard({ x: -1, y: 10 }, rect), offBoard({ x: 10, y: 501 }, rect)]).toEqual([true, true]);
  });

  it("refuses what no board gives", () => {
    expect(() => routPoint({ x: Number.NaN, y: 0 }, [], 1)).toThrow(RangeError);
    expect(() => routPoint({ x: 0, y: 0 }, [{ x: 1, y: 0 }], -1)).toThrow(RangeError);
  });
});

describe("a routed team in its movement phases (Striker 8.C.4.b)", () => {
  it("sits out its first movement phase after it routed, and moves in each one after", async () => {
    const { routPhaseAction } = await import("../../../../src/rulesets/striker/rules/rout-move");
    // routed in the second player's fire phase of turn 1 (its first move came then)
    const routed = { turn: 1, phase: "secondFire" as const, step: "b" as const };
    expect(routPhaseAction(routed, { turn: 2, phase: "firstMovement" })).toBe("stay");
    expect(routPhaseAction(routed, { turn: 3, phase: "firstMovement" })).toBe("move");
    // routed in turn 1 before the second player's movement phase: it sits out that one
    const early = { turn: 1, phase: "firstFire" as const, step: "c" as const };
    expect(routPhaseAction(early, { turn: 1, phase: "secondMovement" })).toBe("stay");
    expect(routPhaseAction(early, { turn: 2, phase: "secondMovement" })).toBe("move");
  });

  it("moves when it is not known when it routed, or the record is from after now (ROUTED_AT_UNKNOWN)", async () => {
    const { routPhaseAction, ROUTED_AT_UNKNOWN } = await import("../../../../src/rulesets/striker/rules/rout-move");
    expect(ROUTED_AT_UNKNOWN).toBe("move");
    expect(routPhaseAction(null, { turn: 4, phase: "secondMovement" })).toBe("move");
    expect(routPhaseAction({ turn: 5, phase: "firstFire", step: "b" }, { turn: 4, phase: "secondMovement" })).toBe("move");
  });

  it("is asked only at a movement phase", async () => {
    const { routPhaseAction } = await import("../../../../src/rulesets/striker/rules/rout-move");
    expect(() => routPhaseAction(null, { turn: 2, phase: "firstFire", step: "a" })).toThrow(RangeError);
  });

  it("over seeded failures: sits out exactly one of its side's movement phases after any fire step", async () => {
    const { routPhaseAction } = await import("../../../../src/rulesets/striker/rules/rout-move");
    const { SeededDice } = await import("../../../../src/core/seeded-dice");
    const dice = new SeededDice(8040);
    const steps = ["a", "b", "c", "d", "e", "f"] as const;
    for (let n = 0; n < 200; n++) {
      const failed = { turn: dice.die(5), phase: dice.die(2) === 1 ? ("firstFire" as const) : ("secondFire" as const), step: steps[dice.die(6) - 1]! };
      const side = dice.die(2) === 1 ? ("firstMovement" as const) : ("secondMovement" as const);
      const phases = Array.from({ length: 10 }, (_, t) => ({ turn: t + 1, phase: side }));
      const after = phases.filter((p) => p.turn > failed.turn || (p.turn === failed.turn && side === "secondMovement" && failed.phase === "firstFire"));
      expect(after.map((p) => routPhaseAction(failed, p))).toEqual(after.map((_, i) => (i === 0 ? "stay" : "move")));
    }
  });
});
