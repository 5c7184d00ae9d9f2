// The turn engine's positions: play order, advancing with the wrap into the next turn, reading
// stored positions, who acts, and sequences that cannot be played.
import { describe, expect, it } from "vitest";
import {
  actingPlayer,
  checkedSequence,
  comparePositions,
  firstPosition,
  isAfter,
  nextPosition,
  positionAt,
  previousPosition,
  readPosition,
  startsTurn,
  turnBannerView,
  turnsLater,
  type TurnPosition,
} from "../../../src/core/turn/index";
import { SAMPLE, TURN_ONE } from "./sample-sequence";

describe("positions in play order", () => {
  it("walks a turn slot by slot, each step of a phase its own slot, then wraps to the next turn", () => {
    let pos: TurnPosition = firstPosition(SAMPLE);
    const seen: TurnPosition[] = [];
    while (pos.turn === 1) {
      seen.push(pos);
      pos = nextPosition(SAMPLE, pos);
    }
    expect(seen).toEqual(TURN_ONE);
    expect(pos).toEqual({ turn: 2, phase: "orders" });
    expect(startsTurn(SAMPLE, pos)).toBe(true);
    expect(startsTurn(SAMPLE, { turn: 2, phase: "end" })).toBe(false);
  });

  it("orders positions by turn first, then phase, then step", () => {
    const a = { turn: 3, phase: "blueFire", step: "answer" };
    const b = { turn: 4, phase: "orders" };
    expect(comparePositions(SAMPLE, a, b)).toBeLessThan(0);
    expect(comparePositions(SAMPLE, b, a)).toBeGreaterThan(0);
    expect(comparePositions(SAMPLE, a, { ...a })).toBe(0);
    expect(isAfter(SAMPLE, { turn: 2, phase: "redFire", step: "answer" }, { turn: 2, phase: "redFire", step: "shoot" })).toBe(true);
    expect(isAfter(SAMPLE, { turn: 2, phase: "redMove" }, { turn: 2, phase: "redFire", step: "shoot" })).toBe(false);
    // Sorting a shuffled turn and a half gives play order back.
    const many = [...TURN_ONE, ...TURN_ONE.slice(0, 4).map((p) => ({ ...p, turn: 2 }))];
    const shuffled = [...many].reverse();
    expect(shuffled.sort((x, y) => comparePositions(SAMPLE, x, y))).toEqual(many);
  });

  it("steps back, and has nothing before turn 1's first slot", () => {
    expect(previousPosition(SAMPLE, { turn: 2, phase: "orders" })).toEqual({ turn: 1, phase: "end" });
    expect(previousPosition(SAMPLE, { turn: 1, phase: "redMove" })).toEqual({ turn: 1, phase: "orders" });
    expect(previousPosition(SAMPLE, firstPosition(SAMPLE))).toBeNull();
    expect(positionAt(SAMPLE, 8 * 5 + 2)).toEqual({ turn: 6, phase: "redFire", step: "shoot" });
    expect(turnsLater(SAMPLE, { turn: 2, phase: "blueFire", step: "shoot" }, 2)).toEqual({ turn: 4, phase: "blueFire", step: "shoot" });
  });

  it("names the acting player: the phase's, the other one in an 'other' step, nobody in a shared phase", () => {
    expect(TURN_ONE.map((p) => actingPlayer(SAMPLE, p))).toEqual([null, "red", "red", "blue", "blue", "blue", "red", null]);
  });

  it("reads stored positions leniently", () => {
    expect(readPosition(SAMPLE, { turn: 5, phase: "blueFire", step: "answer" })).toEqual({ turn: 5, phase: "blueFire", step: "answer" });
    expect(readPosition(SAMPLE, { turn: "5", phase: "blueFire", step: "nope" })).toEqual({ turn: 5, phase: "blueFire", step: "shoot" });
    expect(readPosition(SAMPLE, { turn: 2, phase: "end", step: "shoot" })).toEqual({ turn: 2, phase: "end" });
    for (const bad of [undefined, null, 7, "x", { turn: 0, phase: "end" }, { turn: 1.5, phase: "end" }, { turn: 1, phase: "lunch" }]) expect(readPosition(SAMPLE, bad)).toEqual({ turn: 1, phase: "orders" });
  });

  it("refuses positions the sequence does not have", () => {
    expect(() => nextPosition(SAMPLE, { turn: 0, phase: "orders" })).toThrow(/from 1/);
    expect(() => nextPosition(SAMPLE, { turn: 1, phase: "redFire" })).toThrow(/needs a step \(shoot, answer\)/);
    expect(() => nextPosition(SAMPLE, { turn: 1, phase: "end", step: "shoot" })).toThrow(/no steps/);
    expect(() => nextPosition(SAMPLE, { turn: 1, phase: "redFire", step: "reload" })).toThrow(/Unknown step/);
    expect(() => nextPosition(SAMPLE, { turn: 1, phase: "lunch" })).toThrow(/Unknown phase/);
  });
});

describe("sequences that cannot be played", () => {
  it("are refused when checked", () => {
    expect(() => checkedSequence({ phases: [] })).toThrow(/at least one phase/);
    expect(() => checkedSequence({ phases: [{ id: "a", label: "A" }, { id: "a", label: "A" }] })).toThrow(/listed twice/);
    expect(() => checkedSequence({ phases: [{ id: "a", label: "A", player: "green" }] })).toThrow(/unknown player/);
    expect(() => checkedSequence({ phases: [{ id: "a", label: "A", steps: [{ id: "x", label: "X" }, { id: "x", label: "X" }] }] })).toThrow(/listed twice in phase/);
    expect(() => checkedSequence({ phases: [{ id: "a", label: "A", steps: [{ id: "x", label: "X", acts: "other" }] }] })).toThrow(/needs a phasing player/);
    expect(() => checkedSequence({ phases: [{ id: "a", label: "A" }], initiativeRoll: { die: 1, reRollTies: true } })).toThrow(/at least 2 sides/);
    expect(() => checkedSequence({ phases: [{ id: "a", label: "A" }], initiativeRoll: { die: 6, dice: 0, reRollTies: true } })).toThrow(/at least one die/);
    expect(() => checkedSequence({ phases: [{ id: "a", label: "A" }], initiativeRoll: { die: 6, reRollTies: true, phase: "b" } })).toThrow(/unknown phase/);
  });
});

describe("the banner view", () => {
  it("shows the phase, the step, who acts, the step's hint and what comes next", () => {
    expect(turnBannerView(SAMPLE, { turn: 3, phase: "redFire", step: "shoot" })).toEqual({
      turn: 3,
      turnLabel: "STARSKIRMISH.Turn.turn",
      phaseLabel: "T.redFire",
      stepLabel: "T.shoot",
      actorLabel: "T.player.red",
      hint: "T.hint.shoot",
      nextLabel: "T.answer",
    });
    expect(turnBannerView(SAMPLE, { turn: 3, phase: "redFire", step: "answer" })).toMatchObject({ actorLabel: "T.player.blue", hint: null, nextLabel: "T.blueMove" });
    expect(turnBannerView(SAMPLE, { turn: 3, phase: "end" })).toMatchObject({ stepLabel: null, actorLabel: null, nextLabel: "T.orders" });
    expect(turnBannerView(SAMPLE, { turn: 3, phase: "orders" })).toMatchObject({ hint: "T.hint.orders" });
  });

  it("names the turn as the rules do: a sequence may call it a move (Starship Marine 3.1)", () => {
    expect(turnBannerView({ ...SAMPLE, turnLabel: "T.move" }, { turn: 3, phase: "orders" })).toMatchObject({ turn: 3, turnLabel: "T.move" });
  });
});
