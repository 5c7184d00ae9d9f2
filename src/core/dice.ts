/**
 * Dice as the rules see them: a source of single die results. Rules code never makes random
 * numbers itself; in Foundry every die comes from a real Roll, in tests from a seeded source.
 */

import { diceSource, finite, list, record } from "./checks";

/** No procedure rolls more dice at once; a bound keeps a mistaken count from hanging the caller. */
export const MAX_DICE_PER_ROLL = 10_000;

/** Something that can produce one die result from 1 to `sides` inclusive. */
export interface DiceSource {
  die(sides: number): number;
}

/** Rolls `count` dice of `sides` sides from a source. */
export function rollDice(source: DiceSource, count: number, sides: number): number[] {
  diceSource(source, "dice");
  assertDie(sides);
  if (!Number.isInteger(count) || count < 0 || count > MAX_DICE_PER_ROLL) throw new RangeError(`Cannot roll ${count} dice`);
  const results: number[] = [];
  for (let i = 0; i < count; i++) results.push(checkedDie(source, sides));
  return results;
}

/** One die from a source, checked to be a whole number within the die's faces. */
export function checkedDie(source: DiceSource, sides: number): number {
  const value = diceSource(source, "dice").die(sides);
  if (!Number.isInteger(value) || value < 1 || value > sides) {
    throw new RangeError(`A d${sides} cannot show ${value}`);
  }
  return value;
}

/** Sum of an array of die results. */
export function sum(values: readonly number[]): number {
  let total = 0;
  for (const v of list(values, "values")) total += finite(v, "value");
  return total;
}

/** Throws unless `sides` is a usable die size. */
export function assertDie(sides: number): void {
  if (!Number.isInteger(sides) || sides < 2) throw new RangeError(`A die needs at least 2 sides, not ${sides}`);
}

/**
 * A source that hands out results already rolled elsewhere (for example the faces of a Foundry
 * Roll), in order. Asking for more dice than were rolled, or for a different die, is an error:
 * the caller rolled the wrong dice.
 */
export class QueuedDice implements DiceSource {
  readonly #queue: { sides: number; value: number }[];

  constructor(results: readonly { sides: number; value: number }[]) {
    this.#queue = [...list(results, "results")];
  }

  die(sides: number): number {
    const next = this.#queue.shift();
    if (!next) throw new RangeError(`No d${sides} result left to use`);
    if (next.sides !== sides) throw new RangeError(`Expected a d${sides} but the next result is a d${next.sides}`);
    return next.value;
  }

  get remaining(): number {
    return this.#queue.length;
  }
}

/**
 * A source that answers every die with 1 and records which dice were asked for. A procedure is
 * run once with it to learn how many dice of each size to roll for real (in Foundry, as one Roll),
 * then again with the real results in a QueuedDice; this works where the number of dice does not
 * depend on the values rolled.
 */
export class RecordingDice implements DiceSource {
  readonly requested: number[] = [];

  die(sides: number): number {
    assertDie(sides);
    this.requested.push(sides);
    return 1;
  }

  /** How many dice of each size were asked for. */
  countsBySides(): Map<number, number> {
    const counts = new Map<number, number>();
    for (const s of this.requested) counts.set(s, (counts.get(s) ?? 0) + 1);
    return counts;
  }
}

/**
 * Puts results rolled grouped by die size back into the order a procedure asked for them:
 * `bySides` maps each size to its results in rolling order.
 */
export function inRequestedOrder(requested: readonly number[], bySides: ReadonlyMap<number, readonly number[]>): { sides: number; value: number }[] {
  const next = new Map<number, number>();
  record(bySides, "bySides");
  if (typeof bySides.get !== "function") throw new RangeError("bySides must be a map of results by die size");
  return list(requested, "requested").map((sides) => {
    assertDie(sides);
    const i = next.get(sides) ?? 0;
    next.set(sides, i + 1);
    const value = bySides.get(sides)?.[i];
    if (value === undefined) throw new RangeError(`Not enough d${sides} results: needed at least ${i + 1}`);
    return { sides, value: finite(value, `d${sides} result`) };
  });
}
