/**
 * Real dice for a pure procedure that asks for dice one at a time and decides as it goes (how
 * many odd hits, which soldier). The procedure is run on the dice rolled so far; when it asks
 * for one more, that die is rolled (a real Roll in Foundry) and the procedure runs again from
 * the start with it. The procedure is deterministic in its dice, so the last run is the result.
 */
import type { DiceSource } from "../../../core/dice";

/** Thrown inside a run when the procedure needs a die not yet rolled. */
class NeedDie extends Error {
  constructor(readonly sides: number) {
    super(`needs a d${sides}`);
  }
}

/** Hands out the dice rolled so far, in order, and asks for the next one when they run out. */
class ReplayDice implements DiceSource {
  #at = 0;
  constructor(private readonly rolled: readonly { sides: number; value: number }[]) {}
  die(sides: number): number {
    const next = this.rolled[this.#at];
    if (!next) throw new NeedDie(sides);
    if (next.sides !== sides) throw new RangeError(`The procedure asked for a d${sides} where it first asked for a d${next.sides}`);
    this.#at++;
    return next.value;
  }
}

/** No attack in these rules needs more dice than this; a procedure that does is a bug. */
export const MAX_DICE = 200;

/**
 * Runs `procedure` with dice from `rollDie`, rolling each die only when it is needed. `first`
 * are dice already rolled (a 2D6 rolled as one Roll, say). Returns the result and every die used.
 */
export async function withRealDice<T>(
  procedure: (dice: DiceSource) => T,
  rollDie: (sides: number) => Promise<number>,
  first: readonly { sides: number; value: number }[] = [],
): Promise<{ result: T; dice: { sides: number; value: number }[] }> {
  const rolled = [...first];
  for (;;) {
    try {
      return { result: procedure(new ReplayDice(rolled)), dice: rolled };
    } catch (err) {
      if (!(err instanceof NeedDie)) throw err;
      if (rolled.length >= MAX_DICE) throw new RangeError(`More than ${MAX_DICE} dice asked for`);
      rolled.push({ sides: err.sides, value: await rollDie(err.sides) });
    }
  }
}
