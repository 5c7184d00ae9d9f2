/**
 * Dice for a procedure whose later dice depend on earlier ones (a PBF d6 that blocks a hit means
 * no damage dice for it), rolled in as few batches as that allows: the procedure runs on the dice
 * rolled so far, each size handed out in the order it was rolled; whatever it asks for beyond them
 * is counted (answered with 1s) and rolled as the next batch, one Roll per die size. Then it runs
 * again. The 1s only decide how many dice to roll next; a die that is rolled is always used before
 * any later one of its size, so the last run is the result.
 */
import { assertDie, type DiceSource } from "./dice";

/** No procedure in these rules needs more batches than this; one that does is a bug. */
export const MAX_DICE_STAGES = 12;

/** Faces rolled by size, handed out in order; 1s, counted, once a size runs out. */
class StagedDice implements DiceSource {
  readonly #at = new Map<number, number>();
  readonly wanted = new Map<number, number>();
  constructor(private readonly rolled: ReadonlyMap<number, readonly number[]>) {}
  die(sides: number): number {
    assertDie(sides);
    const at = this.#at.get(sides) ?? 0;
    this.#at.set(sides, at + 1);
    const face = this.rolled.get(sides)?.[at];
    if (face !== undefined) return face;
    this.wanted.set(sides, (this.wanted.get(sides) ?? 0) + 1);
    return 1;
  }
  /** How many rolled faces of each size the run used. */
  used(sides: number): number {
    return Math.min(this.#at.get(sides) ?? 0, this.rolled.get(sides)?.length ?? 0);
  }
}

export interface StagedResult<T> {
  readonly result: T;
  /** The faces rolled, by die size, in rolling order. */
  readonly rolled: ReadonlyMap<number, readonly number[]>;
  /** Faces rolled that the final run did not use (none for a procedure whose 1s ask for fewest dice). */
  readonly unused: number;
}

/**
 * Runs `procedure` on dice rolled in batches by `rollBatch` (given how many of each size to roll,
 * it answers their faces). Returns the last run's result and every face rolled.
 */
export async function runInStages<T>(
  procedure: (dice: DiceSource) => T,
  rollBatch: (counts: ReadonlyMap<number, number>) => Promise<ReadonlyMap<number, readonly number[]>>,
): Promise<StagedResult<T>> {
  const rolled = new Map<number, number[]>();
  for (let stage = 0; stage <= MAX_DICE_STAGES; stage++) {
    const dice = new StagedDice(rolled);
    const result = procedure(dice);
    if (dice.wanted.size === 0) {
      let unused = 0;
      for (const [sides, faces] of rolled) unused += faces.length - dice.used(sides);
      return { result, rolled, unused };
    }
    const faces = await rollBatch(dice.wanted);
    for (const [sides, count] of dice.wanted) {
      const got = faces.get(sides) ?? [];
      if (got.length !== count) throw new RangeError(`Asked for ${count} d${sides}, got ${got.length}`);
      rolled.set(sides, [...(rolled.get(sides) ?? []), ...got]);
    }
  }
  throw new RangeError(`More than ${MAX_DICE_STAGES} batches of dice asked for`);
}
