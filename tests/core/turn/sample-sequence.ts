// A small made-up turn for the engine's tests: a phase both play, each player's move and fire
// phases (fire with a step played by the other player), and an end phase.
import { checkedSequence, eachPlayer, type TurnPlayer, type TurnSequence } from "../../../src/core/turn/index";

export const PLAYERS: readonly TurnPlayer[] = [
  { id: "red", label: "T.player.red" },
  { id: "blue", label: "T.player.blue" },
];

export const SAMPLE: TurnSequence = checkedSequence({
  players: PLAYERS,
  phases: [
    { id: "orders", label: "T.orders", hint: "T.hint.orders" },
    ...eachPlayer(PLAYERS, (p) => [
      { id: `${p.id}Move`, label: `T.${p.id}Move` },
      {
        id: `${p.id}Fire`,
        label: `T.${p.id}Fire`,
        steps: [
          { id: "shoot", label: "T.shoot", hint: "T.hint.shoot" },
          { id: "answer", label: "T.answer", acts: "other" as const },
        ],
      },
    ]),
    { id: "end", label: "T.end" },
  ],
});

/** Every position of one turn, written out. */
export const TURN_ONE = [
  { turn: 1, phase: "orders" },
  { turn: 1, phase: "redMove" },
  { turn: 1, phase: "redFire", step: "shoot" },
  { turn: 1, phase: "redFire", step: "answer" },
  { turn: 1, phase: "blueMove" },
  { turn: 1, phase: "blueFire", step: "shoot" },
  { turn: 1, phase: "blueFire", step: "answer" },
  { turn: 1, phase: "end" },
];
