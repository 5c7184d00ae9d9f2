import { describe, expect, it } from "vitest";
import { actingPlayer, FIRE_STEPS, fireInStep, isAfter, nextPosition, PHASES, suppressedUntil, type PlayPosition } from "../../../../src/rulesets/striker/rules/sequence";

describe("sequence of play (Striker 3.B)", () => {
  it("has five phases in order", () => {
    expect(PHASES.map((p) => [p.number, p.id])).toEqual([
      [1, "command"],
      [2, "firstMovement"],
      [3, "firstFire"],
      [4, "secondMovement"],
      [5, "secondFire"],
    ]);
  });

  it("walks a whole turn", () => {
    const seen: string[] = [];
    let pos: PlayPosition = { turn: 1, phase: "command" };
    while (pos.turn === 1) {
      seen.push(`${pos.phase}${pos.step ?? ""}:${actingPlayer(pos) ?? "-"}`);
      pos = nextPosition(pos);
    }
    expect(seen).toEqual([
      "command:-",
      "firstMovement:first",
      "firstFirea:first",
      "firstFireb:second",
      "firstFirec:second",
      "firstFired:first",
      "firstFiree:first",
      "firstFiref:second",
      "secondMovement:second",
      "secondFirea:second",
      "secondFireb:first",
      "secondFirec:first",
      "secondFired:second",
      "secondFiree:second",
      "secondFiref:first",
    ]);
    expect(pos).toEqual({ turn: 2, phase: "command" });
  });

  it("steps c and e are barred by failed checks in b and d; step a fires only non-movers", () => {
    expect(FIRE_STEPS.map((s) => [s.id, s.kind, s.barredByFailedMoraleIn, s.moveWindow])).toEqual([
      ["a", "fire", null, "none"],
      ["b", "morale", null, null],
      ["c", "fire", "b", "ownLast"],
      ["d", "morale", null, null],
      ["e", "fire", "d", "thisTurn"],
      ["f", "morale", null, null],
    ]);
  });

  it("suppression lasts to the end of the same step next turn (Striker 8.C.4.a)", () => {
    const at: PlayPosition = { turn: 3, phase: "firstFire", step: "b" };
    const until = suppressedUntil(at);
    expect(until).toEqual({ turn: 4, phase: "firstFire", step: "b" });
    expect(isAfter({ turn: 4, phase: "firstFire", step: "b" }, until)).toBe(false);
    expect(isAfter({ turn: 4, phase: "firstFire", step: "c" }, until)).toBe(true);
  });

  it("rejects impossible positions", () => {
    expect(() => nextPosition({ turn: 0, phase: "command" })).toThrow(/from 1/);
    expect(() => nextPosition({ turn: 1, phase: "firstFire" })).toThrow(/needs a step/);
    expect(() => nextPosition({ turn: 1, phase: "command", step: "a" })).toThrow(/no steps/);
  });
});

describe("who fires in which step (Striker 3.B footnotes)", () => {
  it.each([
    ["a", false, false, true, false],
    ["a", true, false, false, false],
    ["b", false, false, false, false],
    ["c", true, false, true, true],
    ["c", false, true, false, false],
    ["e", true, false, true, true],
    ["e", false, true, false, false],
  ] as const)("step %s, moved %s, failed morale %s: may fire %s, moved %s", (step, moved, failed, mayFire, countsMoved) => {
    expect(fireInStep(step, moved, failed)).toEqual({ mayFire, moved: countsMoved });
  });
});
