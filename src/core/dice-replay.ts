/**
 * Working a procedure again on dice already rolled, as a card's Rolls kept them: the d20s of one
 * Roll, and the batch a procedure asked for (one Roll per die size, in the order the sizes were
 * first asked; system/real-dice.ts rollInOneBatch). Null when the Rolls do not fit what the
 * procedure asks for, so a card whose dice were forged or lost gives no result.
 */
import { QueuedDice, RecordingDice, inRequestedOrder, type DiceSource } from "./dice";

/** A Roll as a card kept it: its formula ("3d10") and its faces in order. */
export interface RecordedRoll {
  readonly formula: string;
  readonly faces: readonly number[];
}

/** The die size of a one-term formula such as "3d10" or "d20", or null. */
export function sidesOf(formula: string): number | null {
  const m = /^\s*(\d*)d(\d+)\s*$/.exec(formula);
  return m ? Number(m[2]) : null;
}

/** The faces of a Roll of `count` dice of `sides` sides, or null when it is not one. */
export function facesOfRoll(roll: RecordedRoll | undefined, sides: number, count: number): readonly number[] | null {
  if (!roll || sidesOf(roll.formula) !== sides || roll.faces.length !== count) return null;
  return roll.faces.every((f) => Number.isInteger(f) && f >= 1 && f <= sides) ? roll.faces : null;
}

/** Runs a procedure, giving null for the RangeError the rules throw on input they refuse. */
export function refusedAsNull<T>(run: () => T): T | null {
  try {
    return run();
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/**
 * Runs a procedure rolled in one batch again on that batch's Rolls: each must be the size and
 * count the procedure asks for, in the order it first asks for each size, and every face is used.
 */
export function replayBatch<T>(procedure: (dice: DiceSource) => T, rolls: readonly RecordedRoll[]): T | null {
  const replayed = replayBatchAt(procedure, rolls, 0);
  return replayed && replayed.next === rolls.length ? replayed.result : null;
}

/**
 * As replayBatch, for a batch that starts at Roll `from` among others: it takes one Roll per die
 * size the procedure asks for, and says where the Rolls after it begin.
 */
export function replayBatchAt<T>(procedure: (dice: DiceSource) => T, rolls: readonly RecordedRoll[], from: number): { result: T; next: number } | null {
  const recording = new RecordingDice();
  if (refusedAsNull(() => procedure(recording)) === null) return null;
  const counts = [...recording.countsBySides()];
  const bySides = new Map<number, readonly number[]>();
  for (const [i, [sides, count]] of counts.entries()) {
    const faces = facesOfRoll(rolls[from + i], sides, count);
    if (!faces) return null;
    bySides.set(sides, faces);
  }
  const queue = new QueuedDice(inRequestedOrder(recording.requested, bySides));
  const result = refusedAsNull(() => procedure(queue));
  return result !== null && queue.remaining === 0 ? { result, next: from + counts.length } : null;
}
