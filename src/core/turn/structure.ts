/**
 * A rule set's turn as data: its phases in order, the steps of a phase, the players whose phases
 * the rules repeat, and an optional initiative roll each turn. The engine (positions, expiry,
 * initiative) reads nothing else, so a rule set plugs in by writing this table.
 */
import { callable, list, oneOf, record, text, whole, yesNo } from "../checks";
import { MAX_DICE_PER_ROLL } from "../dice";

/** One step of a phase, in order (Striker 3.B: fire steps a-f). */
export interface TurnStep<S extends string = string> {
  readonly id: S;
  /** Localisation key of the step's name. */
  readonly label: string;
  /**
   * Who acts in the step: the player whose phase it is ("phasing", the default) or the other
   * one ("other"), as in a fire phase where the other player checks morale and fires back.
   */
  readonly acts?: "phasing" | "other";
  /** Localisation key of a one-line reminder of what the step allows. */
  readonly hint?: string;
}

/** One phase of the turn, in order. */
export interface TurnPhase<P extends string = string, S extends string = string> {
  readonly id: P;
  /** Localisation key of the phase's name. */
  readonly label: string;
  /**
   * The player (a `TurnPlayer` id) whose phase it is, where the rules give each player his own
   * phase; null or absent for a phase both play.
   */
  readonly player?: string | null;
  /** The phase's steps in order; absent or empty for a phase without steps. */
  readonly steps?: readonly TurnStep<S>[];
  /** Localisation key of a one-line reminder of what the phase is for. */
  readonly hint?: string;
}

/**
 * A seat at the table, in turn order: "first" and "second" player, or "player 1" and "player 2".
 * Which side sits in which seat is the scenario's choice or, with an initiative roll, the roll's.
 */
export interface TurnPlayer {
  readonly id: string;
  /** Localisation key shown where this player acts. */
  readonly label: string;
}

/** An initiative roll each turn: every side rolls, the winner takes the first seat. */
export interface InitiativeRoll<P extends string = string> {
  /** Faces of the die. */
  readonly die: number;
  /** Dice each side rolls and adds up (1 when absent). */
  readonly dice?: number;
  /** Whether sides with equal totals roll again until the order is decided. */
  readonly reRollTies: boolean;
  /** Whether the lowest total wins instead of the highest. */
  readonly lowWins?: boolean;
  /** The phase in which it is rolled (the first phase of the turn when absent). */
  readonly phase?: P;
}

/** The whole turn. Modifiers to the initiative roll are the rule set's, supplied when rolled. */
export interface TurnSequence<P extends string = string, S extends string = string> {
  readonly phases: readonly TurnPhase<P, S>[];
  /** Seats in turn order; needed where phases name a player or steps are played by "other". */
  readonly players?: readonly TurnPlayer[];
  readonly initiativeRoll?: InitiativeRoll<P>;
  /** Localisation key of what the rules call one turn ("Move" in Starship Marine, 3.1); "Turn" when absent. */
  readonly turnLabel?: string;
}

const wellFormed = new WeakSet<object>();

/**
 * Throws a RangeError naming the field unless `seq` has the shape of a turn sequence: phases with
 * ids and labels, steps, seats and an initiative roll as their types say. A sequence is data
 * written once, so each object is checked once.
 */
export function checkSequenceShape(seq: TurnSequence): void {
  if (wellFormed.has(seq)) return;
  record(seq, "seq");
  list(seq.phases, "seq.phases").forEach((phase, i) => checkPhase(phase, `seq.phases[${i}]`));
  if (seq.players !== undefined) list(seq.players, "seq.players").forEach((p, i) => checkPlayer(p, `seq.players[${i}]`));
  if (seq.initiativeRoll !== undefined) checkInitiativeRoll(seq.initiativeRoll, "seq.initiativeRoll");
  if (seq.turnLabel !== undefined) text(seq.turnLabel, "seq.turnLabel");
  wellFormed.add(seq);
}

function checkPhase(phase: TurnPhase, at: string): void {
  record(phase, at);
  text(phase.id, `${at}.id`);
  text(phase.label, `${at}.label`);
  if (phase.player != null) text(phase.player, `${at}.player`);
  if (phase.hint !== undefined) text(phase.hint, `${at}.hint`);
  if (phase.steps === undefined) return;
  list(phase.steps, `${at}.steps`).forEach((step, i) => {
    const where = `${at}.steps[${i}]`;
    record(step, where);
    text(step.id, `${where}.id`);
    text(step.label, `${where}.label`);
    if (step.acts !== undefined) oneOf(step.acts, `${where}.acts`, ["phasing", "other"]);
    if (step.hint !== undefined) text(step.hint, `${where}.hint`);
  });
}

/** Throws a RangeError naming the field unless `player` is a seat with an id and a label. */
export function checkPlayer(player: TurnPlayer, at: string): void {
  record(player, at);
  text(player.id, `${at}.id`);
  text(player.label, `${at}.label`);
}

/** Throws a RangeError naming the field unless `roll` is a usable initiative roll. */
export function checkInitiativeRoll(roll: InitiativeRoll, at: string): void {
  record(roll, at);
  if (!Number.isInteger(roll.die) || roll.die < 2) throw new RangeError(`An initiative die needs at least 2 sides, not ${roll.die}`);
  if (roll.dice !== undefined && (!Number.isInteger(roll.dice) || roll.dice < 1)) throw new RangeError(`Initiative needs at least one die, not ${roll.dice}`);
  if (roll.dice !== undefined) whole(roll.dice, `${at}.dice`, 1, MAX_DICE_PER_ROLL);
  yesNo(roll.reRollTies, `${at}.reRollTies`);
  if (roll.lowWins !== undefined) yesNo(roll.lowWins, `${at}.lowWins`);
  if (roll.phase !== undefined) text(roll.phase, `${at}.phase`);
}

/**
 * Phases the rules play once per player, in seat order: `make` gives one player's phases, and
 * each is marked as that player's (StarMarines' movement and morale recheck, for example).
 */
export function eachPlayer<P extends string, S extends string>(players: readonly TurnPlayer[], make: (player: TurnPlayer) => readonly TurnPhase<P, S>[]): TurnPhase<P, S>[] {
  callable(make, "make");
  list(players, "players").forEach((p, i) => checkPlayer(p, `players[${i}]`));
  return players.flatMap((player) => list(make(player), "make()").map((phase) => ({ ...phase, player: player.id })));
}

/** The phase with this id, or a RangeError. */
export function phaseOf<P extends string, S extends string>(seq: TurnSequence<P, S>, id: P): TurnPhase<P, S> {
  checkSequenceShape(seq);
  const phase = seq.phases.find((p) => p.id === id);
  if (!phase) throw new RangeError(`Unknown phase "${String(id)}"`);
  return phase;
}

/** The steps of a phase, empty when it has none. */
export function stepsOf<P extends string, S extends string>(phase: TurnPhase<P, S>): readonly TurnStep<S>[] {
  checkPhase(phase, "phase");
  return phase.steps ?? [];
}

/**
 * Checks that a sequence can be played: at least one phase, ids unique, every player a phase
 * names is seated, "other" only where there are two seats, a usable initiative die. Returns the
 * sequence, so a rule set can write `export const TURN = checkedSequence({...})`.
 */
export function checkedSequence<T extends TurnSequence>(seq: T): T {
  checkSequenceShape(seq);
  if (seq.phases.length === 0) throw new RangeError("A turn needs at least one phase");
  const ids = new Set<string>();
  const seats = new Set((seq.players ?? []).map((p) => p.id));
  for (const phase of seq.phases) {
    if (ids.has(phase.id)) throw new RangeError(`Phase "${phase.id}" is listed twice`);
    ids.add(phase.id);
    if (phase.player != null && !seats.has(phase.player)) throw new RangeError(`Phase "${phase.id}" belongs to unknown player "${phase.player}"`);
    const stepIds = new Set<string>();
    for (const step of stepsOf(phase)) {
      if (stepIds.has(step.id)) throw new RangeError(`Step "${step.id}" is listed twice in phase "${phase.id}"`);
      stepIds.add(step.id);
      if (step.acts === "other" && (phase.player == null || seats.size !== 2)) throw new RangeError(`Step "${step.id}" of phase "${phase.id}" needs a phasing player and exactly two seats`);
    }
  }
  const roll = seq.initiativeRoll;
  if (roll) {
    if (!Number.isInteger(roll.die) || roll.die < 2) throw new RangeError(`An initiative die needs at least 2 sides, not ${roll.die}`);
    if (roll.dice !== undefined && (!Number.isInteger(roll.dice) || roll.dice < 1)) throw new RangeError(`Initiative needs at least one die, not ${roll.dice}`);
    if (roll.phase !== undefined && !ids.has(roll.phase)) throw new RangeError(`Initiative is rolled in unknown phase "${roll.phase}"`);
  }
  return seq;
}

/** Every localisation key the sequence shows, for checking the language file. */
export function sequenceLabels(seq: TurnSequence): string[] {
  checkSequenceShape(seq);
  const keys: string[] = [];
  for (const phase of seq.phases) {
    keys.push(phase.label);
    if (phase.hint) keys.push(phase.hint);
    for (const step of stepsOf(phase)) {
      keys.push(step.label);
      if (step.hint) keys.push(step.hint);
    }
  }
  for (const player of seq.players ?? []) keys.push(player.label);
  return keys;
}
