/**
 * Dice for a procedure that asks for them one at a time and decides as it goes (how many odd
 * hits, which soldier is struck): the procedure runs on the dice rolled so far; when it asks for
 * one more, that die is rolled (in Foundry a real Roll) and the procedure runs again from the
 * start. A procedure is deterministic in its dice, so the last run is the result.
 */
import type { DiceSource } from "./dice";

export interface RolledDie {
  readonly sides: number;
  readonly value: number;
}

/** Thrown inside a run when the procedure needs a die not yet rolled. */
class NeedDie extends Error {
  constructor(readonly sides: number) {
    super(`needs a d${sides}`);
  }
}

/** Hands out the dice rolled so far, in order, and asks for the next one when they run out. */
class ReplayDice implements DiceSource {
  #at = 0;
  constructor(private readonly rolled: readonly RolledDie[]) {}
  die(sides: number): number {
    const next = this.rolled[this.#at];
    if (!next) throw new NeedDie(sides);
    if (next.sides !== sides) throw new RangeError(`The procedure asked for a d${sides} where it first asked for a d${next.sides}`);
    this.#at++;
    return next.value;
  }
}

/** No procedure in these rules needs more dice than this; one that does is a bug. */
export const MAX_DICE_ON_DEMAND = 200;

/**
 * Runs `procedure` with dice from `rollDie`, rolling each only when it is needed. `first` are dice
 * already rolled (a 2D6 rolled as one Roll, say). Returns the result and every die used, in order.
 */
export async function runWithDiceOnDemand<T>(
  procedure: (dice: DiceSource) => T,
  rollDie: (sides: number) => Promise<number>,
  first: readonly RolledDie[] = [],
): Promise<{ result: T; dice: RolledDie[] }> {
  const rolled = [...first];
  for (;;) {
    try {
      return { result: procedure(new ReplayDice(rolled)), dice: rolled };
    } catch (err) {
      if (!(err instanceof NeedDie)) throw err;
      if (rolled.length >= MAX_DICE_ON_DEMAND) throw new RangeError(`More than ${MAX_DICE_ON_DEMAND} dice asked for`);
      rolled.push({ sides: err.sides, value: await rollDie(err.sides) });
    }
  }
}
