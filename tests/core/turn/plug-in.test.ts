// Two turn structures of other shapes plug into the engine as data alone: eight phases with an
// initiative roll each turn that seats the winner as player 1, and one fixed sequence of fifteen
// steps a-o. Both are made-up fixtures of those shapes, not any rule set's content.
import { describe, expect, it } from "vitest";
import { FixedDice, SeededDice } from "../../../src/core/seeded-dice";
import {
  actingPlayer,
  checkedSequence,
  eachPlayer,
  expiredMarkers,
  expiryPoint,
  firstPosition,
  nextPosition,
  rollInitiative,
  seatsOf,
  sequenceLabels,
  turnBannerView,
  type TurnPlayer,
  type TurnPosition,
  type TurnSequence,
} from "../../../src/core/turn/index";

const SEATS: readonly TurnPlayer[] = [
  { id: "player1", label: "F.player1" },
  { id: "player2", label: "F.player2" },
];

/** Eight phases: initiative, each player's movement and morale recheck, then three for both. */
const EIGHT_PHASES: TurnSequence = checkedSequence({
  players: SEATS,
  initiativeRoll: { die: 6, reRollTies: true, phase: "initiative" },
  phases: [
    { id: "initiative", label: "F.initiative" },
    ...eachPlayer(SEATS, (p) => [
      { id: `${p.id}Movement`, label: `F.${p.id}Movement` },
      { id: `${p.id}Recheck`, label: `F.${p.id}Recheck` },
    ]),
    { id: "combat", label: "F.combat" },
    { id: "repair", label: "F.repair" },
    { id: "victory", label: "F.victory" },
  ],
});

const LETTERS = "abcdefghijklmno".split("");
/** One phase whose fifteen steps a-o everyone plays in order. */
const FIFTEEN_STEPS: TurnSequence = checkedSequence({
  phases: [{ id: "sequence", label: "F.sequence", steps: LETTERS.map((id) => ({ id, label: `F.step.${id}` })) }],
});

function walkTurn(seq: TurnSequence): TurnPosition[] {
  const out: TurnPosition[] = [];
  for (let pos = firstPosition(seq); pos.turn === 1; pos = nextPosition(seq, pos)) out.push(pos);
  return out;
}

describe("an eight-phase turn with initiative each turn", () => {
  it("plays its eight phases in order, each player's own phases naming him", () => {
    const turn = walkTurn(EIGHT_PHASES);
    expect(turn.map((p) => p.phase)).toEqual(["initiative", "player1Movement", "player1Recheck", "player2Movement", "player2Recheck", "combat", "repair", "victory"]);
    expect(turn.map((p) => actingPlayer(EIGHT_PHASES, p))).toEqual([null, "player1", "player1", "player2", "player2", null, null, null]);
    expect(nextPosition(EIGHT_PHASES, turn[7]!)).toEqual({ turn: 2, phase: "initiative" });
    expect(turnBannerView(EIGHT_PHASES, turn[3]!)).toMatchObject({ phaseLabel: "F.player2Movement", actorLabel: "F.player2", nextLabel: "F.player2Recheck" });
  });

  it("rolls each turn with the sides' own modifiers; the winner is player 1 that turn", () => {
    const roll = EIGHT_PHASES.initiativeRoll!;
    const sides = [{ id: "humans", modifier: 0 }, { id: "bugs", modifier: 1 }];
    // Turn 1: 5 v 3+1; turn 2: 2 v 1+1 tied, re-rolled 1 v 6+1.
    const dice = new FixedDice([5, 3, 2, 1, 1, 6]);
    const turn1 = rollInitiative(roll, sides, dice);
    const turn2 = rollInitiative(roll, sides, dice);
    expect(seatsOf(SEATS, turn1.order)).toEqual({ player1: "humans", player2: "bugs" });
    expect(seatsOf(SEATS, turn2.order)).toEqual({ player1: "bugs", player2: "humans" });
    expect(turn2.rounds).toHaveLength(2);
    // Seeded: repeatable, and both sides seated every time.
    for (let seed = 1; seed <= 20; seed++) expect(Object.values(seatsOf(SEATS, rollInitiative(roll, sides, new SeededDice(seed)).order)).sort()).toEqual(["bugs", "humans"]);
  });

  it("ends a marker at a named phase of the next turn", () => {
    const placed = { turn: 1, phase: "combat" };
    const records = [{ holder: "unit", marker: "broken", ends: expiryPoint(EIGHT_PHASES, { kind: "endOf", phase: "repair", turnsLater: 1 }, placed) }];
    expect(expiredMarkers(EIGHT_PHASES, { turn: 2, phase: "combat" }, { turn: 2, phase: "repair" }, records)).toEqual([]);
    expect(expiredMarkers(EIGHT_PHASES, { turn: 2, phase: "repair" }, { turn: 2, phase: "victory" }, records)).toEqual(records);
  });
});

describe("a fixed sequence of fifteen steps a-o", () => {
  it("walks a to o, then the next turn's a; nobody in particular acts", () => {
    const turn = walkTurn(FIFTEEN_STEPS);
    expect(turn.map((p) => p.step).join("")).toBe("abcdefghijklmno");
    expect(turn.every((p) => actingPlayer(FIFTEEN_STEPS, p) === null)).toBe(true);
    expect(nextPosition(FIFTEEN_STEPS, turn[14]!)).toEqual({ turn: 2, phase: "sequence", step: "a" });
    expect(turnBannerView(FIFTEEN_STEPS, turn[14]!)).toMatchObject({ stepLabel: "F.step.o", nextLabel: "F.step.a" });
    expect(sequenceLabels(FIFTEEN_STEPS)).toHaveLength(16);
  });

  it("ends a marker at the start of a step, next time play reaches it", () => {
    const ends = expiryPoint(FIFTEEN_STEPS, { kind: "startOf", phase: "sequence", step: "k" }, { turn: 3, phase: "sequence", step: "m" });
    expect(ends).toEqual({ at: { turn: 4, phase: "sequence", step: "k" } });
    const records = [{ holder: "figure", marker: "pinned", ends }];
    expect(expiredMarkers(FIFTEEN_STEPS, { turn: 4, phase: "sequence", step: "i" }, { turn: 4, phase: "sequence", step: "j" }, records)).toEqual([]);
    expect(expiredMarkers(FIFTEEN_STEPS, { turn: 4, phase: "sequence", step: "j" }, { turn: 4, phase: "sequence", step: "k" }, records)).toEqual(records);
  });
});
