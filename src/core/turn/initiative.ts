/**
 * An initiative roll each turn: every side rolls the sequence's die and adds the modifier its
 * rule set gives it; the best total takes the first seat. Where the rules re-roll ties, tied
 * sides roll again among themselves until the order is decided.
 *
 * The procedure is written as "what is still to roll", so the Foundry side can roll each round as
 * one real Roll and a test can feed seeded dice through `rollInitiative`.
 */
import { checkedDie, type DiceSource } from "../dice";
import { finite, list, record, text } from "../checks";
import { checkInitiativeRoll, checkPlayer, checkSequenceShape, type InitiativeRoll, type TurnPlayer, type TurnSequence } from "./structure";
import type { TurnPosition } from "./position";

/** A side taking part, with the modifier its rule set gives it (StarMarines: racial). */
export interface InitiativeEntrant {
  readonly id: string;
  readonly modifier: number;
}

/** One side's throw in one round. */
export interface InitiativeThrow {
  readonly id: string;
  readonly dice: readonly number[];
  readonly modifier: number;
  readonly total: number;
}

export interface InitiativeOutcome {
  /** Side ids, first seat first. */
  readonly order: readonly string[];
  /** Every round thrown: the first by all sides, later ones by the tied sides. */
  readonly rounds: readonly (readonly InitiativeThrow[])[];
}

/** Either the sides that roll next (in entrant order) or the decided order. */
export type InitiativeProgress =
  | { readonly decided: false; readonly rollers: readonly string[]; readonly diceEach: number }
  | { readonly decided: true; readonly outcome: InitiativeOutcome };

/** No fair die ties this often; a source that does is broken. */
export const MAX_INITIATIVE_ROUNDS = 100;

function ranked(groups: readonly (readonly string[])[], throws: readonly InitiativeThrow[], lowWins: boolean): string[][] {
  const totals = new Map(throws.map((t) => [t.id, t.total]));
  const out: string[][] = [];
  for (const group of groups) {
    if (group.length < 2) {
      out.push([...group]);
      continue;
    }
    // Array.prototype.sort is stable: equal totals keep their listed order.
    const sorted = [...group].sort((a, b) => ((totals.get(a) ?? 0) - (totals.get(b) ?? 0)) * (lowWins ? 1 : -1));
    for (const id of sorted) {
      const last = out[out.length - 1];
      const lastId = last?.[0];
      if (last && lastId !== undefined && group.includes(lastId) && totals.get(lastId) === totals.get(id)) last.push(id);
      else out.push([id]);
    }
  }
  return out;
}

/**
 * Where the roll stands after the rounds already thrown: `rounds` holds each round's faces, the
 * rollers of that round in entrant order with `dice` faces each.
 */
export function initiativeProgress(roll: InitiativeRoll, entrants: readonly InitiativeEntrant[], rounds: readonly (readonly number[])[]): InitiativeProgress {
  checkInitiativeRoll(roll, "roll");
  list(entrants, "entrants").forEach((e, i) => {
    record(e, `entrants[${i}]`);
    text(e.id, `entrants[${i}].id`);
    finite(e.modifier, `entrants[${i}].modifier`);
  });
  list(rounds, "rounds").forEach((faces, i) => list(faces, `rounds[${i}]`));
  const ids = entrants.map((e) => e.id);
  if (new Set(ids).size !== ids.length) throw new RangeError("Each side rolls initiative once");
  const diceEach = roll.dice ?? 1;
  const modifier = new Map(entrants.map((e) => [e.id, e.modifier]));
  let groups: string[][] = [ids];
  const thrown: InitiativeThrow[][] = [];
  const decided = (): InitiativeProgress => ({ decided: true, outcome: { order: groups.flat(), rounds: thrown } });
  if (ids.length < 2) return decided();
  for (const faces of rounds) {
    const rollers = groups.filter((g) => g.length > 1).flat();
    if (faces.length !== rollers.length * diceEach) throw new RangeError(`This round needs ${rollers.length * diceEach} dice, not ${faces.length}`);
    const throws = rollers.map((id, i) => {
      const dice = faces.slice(i * diceEach, (i + 1) * diceEach);
      for (const d of dice) if (!Number.isInteger(d) || d < 1 || d > roll.die) throw new RangeError(`A d${roll.die} cannot show ${d}`);
      const mod = modifier.get(id) ?? 0;
      return { id, dice, modifier: mod, total: dice.reduce((s, d) => s + d, 0) + mod };
    });
    thrown.push(throws);
    groups = ranked(groups, throws, roll.lowWins ?? false);
    // Without re-rolls a tie keeps the sides in the order they were listed.
    if (!roll.reRollTies) groups = groups.flatMap((g) => g.map((id) => [id]));
    if (groups.every((g) => g.length === 1)) return decided();
  }
  return { decided: false, rollers: groups.filter((g) => g.length > 1).flat(), diceEach };
}

/** Rolls initiative to the end with dice from `dice` (seeded in tests, replayed real dice elsewhere). */
export function rollInitiative(roll: InitiativeRoll, entrants: readonly InitiativeEntrant[], dice: DiceSource): InitiativeOutcome {
  const rounds: number[][] = [];
  for (;;) {
    const progress = initiativeProgress(roll, entrants, rounds);
    if (progress.decided) return progress.outcome;
    if (rounds.length >= MAX_INITIATIVE_ROUNDS) throw new RangeError(`Initiative still tied after ${MAX_INITIATIVE_ROUNDS} rounds`);
    rounds.push(Array.from({ length: progress.rollers.length * progress.diceEach }, () => checkedDie(dice, roll.die)));
  }
}

/** Which side sits in each seat this turn: the winner in the first, and so on. */
export function seatsOf(players: readonly TurnPlayer[], order: readonly string[]): Record<string, string> {
  const seats: Record<string, string> = {};
  list(order, "order");
  list(players, "players").forEach((p, i) => {
    checkPlayer(p, `players[${i}]`);
    const side = order[i];
    if (side !== undefined) seats[p.id] = text(side, `order[${i}]`);
  });
  return seats;
}

/** Whether play at `pos` has just entered the point where the turn's initiative is rolled. */
export function initiativeRolledAt(seq: TurnSequence, pos: TurnPosition): boolean {
  checkSequenceShape(seq);
  record(pos, "position");
  const roll = seq.initiativeRoll;
  if (!roll) return false;
  const phase = seq.phases.find((p) => p.id === (roll.phase ?? seq.phases[0]?.id));
  if (!phase || phase.id !== pos.phase) return false;
  return pos.step === undefined || pos.step === phase.steps?.[0]?.id;
}
