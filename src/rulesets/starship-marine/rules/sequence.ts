/**
 * The sequence of action (Starship Marine Table 3.1 and the quick reference sheet): steps a-l, each
 * with the section that governs it as the headings number them (SSM-8), and the sheet's optional
 * steps m-o, off unless the GM turns them on, when they are reminders to resolve by hand (SSM-7).
 */
import { checkedSequence, type TurnSequence } from "../../../core/turn/index";

export interface SequenceStep {
  readonly id: string;
  /** The section that governs it (SSM-8's corrected numbers). */
  readonly sections: readonly string[];
  /** Only the quick reference sheet lists it; off by default (SSM-7). */
  readonly optional: boolean;
}

export const SEQUENCE: readonly SequenceStep[] = [
  { id: "a", sections: ["3.7"], optional: false }, // activating or deactivating robots
  { id: "b", sections: ["3.8"], optional: false }, // opening or shutting doors
  { id: "c", sections: ["3.15"], optional: false }, // hand to hand
  { id: "d", sections: ["3.2"], optional: false }, // movement
  { id: "e", sections: ["3.4"], optional: false }, // order of fire
  { id: "f", sections: ["3.5", "3.6", "3.7", "3.16"], optional: false }, // fire and grenades, ammunition
  { id: "g", sections: ["3.10"], optional: false }, // APGW firing indirect
  { id: "h", sections: ["3.8", "3.9"], optional: false }, // destruction of doors
  { id: "i", sections: ["3.11", "3.12"], optional: false }, // ship morale
  { id: "j", sections: ["3.11", "3.13"], optional: false }, // attacker morale
  { id: "k", sections: ["3.14"], optional: false }, // individual morale
  { id: "l", sections: ["3.9"], optional: false }, // mark destroyed doors, place what they reveal
  { id: "m", sections: [], optional: true }, // ships are moved
  { id: "n", sections: [], optional: true }, // ship to ship firing
  { id: "o", sections: [], optional: true }, // repair, medic or other tech activity
];

/** The steps a move runs: a-l, and m-o when the GM has turned them on (SSM-7). */
export function sequenceSteps(withOptional: boolean): readonly SequenceStep[] {
  return SEQUENCE.filter((s) => !s.optional || withOptional === true);
}

/** A move on the shared turn engine: one phase per step, played by both sides, so no seats (3.1). */
function moveSequence(withOptional: boolean): TurnSequence {
  return checkedSequence({
    // the rules count moves, not turns (3.1), and the door cards say "move 3": the banner agrees
    turnLabel: "STARSKIRMISH.StarshipMarine.Sequence.move",
    phases: sequenceSteps(withOptional).map((step) => ({
      id: step.id,
      label: `STARSKIRMISH.StarshipMarine.Sequence.${step.id}`,
      hint: `STARSKIRMISH.StarshipMarine.SequenceHint.${step.id}`,
    })),
  });
}

const MOVE = moveSequence(false);
const MOVE_WITH_OPTIONAL = moveSequence(true);

/** The move the tracker runs: a-l, with m-o as reminder steps when the GM turns them on (SSM-7). */
export function ssmMoveSequence(withOptional: boolean): TurnSequence {
  return withOptional ? MOVE_WITH_OPTIONAL : MOVE;
}
