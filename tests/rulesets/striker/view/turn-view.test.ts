// The Striker turn in the tracker (Striker 3.B): stored positions read safely, each phase and
// step with who acts and what it allows, and the step that comes next.
import { describe, expect, it } from "vitest";
import { FIRST_POSITION, readPosition, turnView } from "../../../../src/rulesets/striker/view/turn-view";
import { nextPosition } from "../../../../src/rulesets/striker/rules/sequence";

describe("the turn banner", () => {
  it("reads a stored position, and starts at turn 1's command phase from anything else", () => {
    expect(readPosition({ turn: 3, phase: "secondFire", step: "d" })).toEqual({ turn: 3, phase: "secondFire", step: "d" });
    expect(readPosition({ turn: 2, phase: "firstFire" })).toEqual({ turn: 2, phase: "firstFire", step: "a" });
    expect(readPosition({ turn: 2, phase: "firstMovement", step: "c" })).toEqual({ turn: 2, phase: "firstMovement" });
    for (const bad of [undefined, null, "x", { turn: 0, phase: "command" }, { turn: 1, phase: "lunch" }]) expect(readPosition(bad)).toEqual(FIRST_POSITION);
  });

  it("shows the command phase with no acting player, then the first player's movement next", () => {
    expect(turnView(FIRST_POSITION)).toEqual({
      turn: 1,
      // Striker counts turns (5): the kit's own word
      turnLabel: "STARSKIRMISH.Turn.turn",
      phaseLabel: "STARSKIRMISH.Striker.Phase.command",
      stepLabel: null,
      actorLabel: null,
      hint: "STARSKIRMISH.Striker.Turn.Hint.command",
      nextLabel: "STARSKIRMISH.Striker.Phase.firstMovement",
    });
  });

  it("in the first player's fire phase, step b is the second player's morale checks", () => {
    const view = turnView({ turn: 1, phase: "firstFire", step: "b" });
    expect(view).toMatchObject({ stepLabel: "STARSKIRMISH.Striker.Step.b", actorLabel: "STARSKIRMISH.Striker.Turn.player.second", hint: "STARSKIRMISH.Striker.Turn.Hint.stepB", nextLabel: "STARSKIRMISH.Striker.Step.c" });
  });

  it("walks a whole turn in 15 steps and names each next step", () => {
    let pos = FIRST_POSITION;
    const seen: string[] = [];
    for (let i = 0; i < 15; i++) {
      const view = turnView(pos);
      seen.push(view.stepLabel ?? view.phaseLabel);
      const next = nextPosition(pos);
      expect(view.nextLabel).toBe(turnView(next).stepLabel ?? turnView(next).phaseLabel);
      pos = next;
    }
    expect(pos).toEqual({ turn: 2, phase: "command" });
    expect(seen.filter((s) => s.includes("Step.")).length).toBe(12);
    expect(turnView({ turn: 1, phase: "secondMovement" }).hint).toBe("STARSKIRMISH.Striker.Turn.Hint.movement");
  });
});
