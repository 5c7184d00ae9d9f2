/**
 * Real dice for the pure rules: every die is a Foundry Roll, so Dice So Nice, roll modes and the
 * card's dice display all see it. Two modes:
 * - one batch, for procedures whose number of dice does not depend on the faces: run once to learn
 *   which dice they ask for, roll them as one Roll per die size, run again on those faces;
 * - one die at a time, for procedures that decide as they go (core/dice-on-demand.ts).
 * A procedure worked out again after it was rolled reads each slot's kept dice (core/dice-slots.ts).
 */
import { QueuedDice, RecordingDice, inRequestedOrder, type DiceSource } from "../core/dice";
import { runWithDiceOnDemand, type RolledDie } from "../core/dice-on-demand";
import { runInStages } from "../core/dice-stages";
import { SlotDice, type SlotFaces } from "../core/dice-slots";

export interface RealDiceResult<T> {
  readonly result: T;
  /** Every Roll made, in order, to attach to the card's message. */
  readonly rolls: Roll[];
}

/** The faces of a real Roll's first die term. */
export function facesOf(roll: Roll): number[] {
  return roll.dice[0]?.results.map((r) => r.result) ?? [];
}

/** Rolls a formula as a real Roll and hands back its faces. */
export async function rollFormula(formula: string): Promise<{ roll: Roll; faces: number[] }> {
  const roll = await new Roll(formula).evaluate();
  return { roll, faces: facesOf(roll) };
}

/** `count` dice of `sides` sides as one real Roll (at least one die). */
export async function rollDice(count: number, sides: number): Promise<{ roll: Roll; faces: number[] }> {
  return rollFormula(`${Math.max(1, count)}d${sides}`);
}

/** Runs a procedure on dice rolled in one batch: one Roll per die size it asks for. */
export async function rollInOneBatch<T>(procedure: (dice: DiceSource) => T): Promise<RealDiceResult<T>> {
  const recording = new RecordingDice();
  procedure(recording);
  const rolls: Roll[] = [];
  const bySides = new Map<number, number[]>();
  for (const [sides, count] of recording.countsBySides()) {
    const { roll, faces } = await rollDice(count, sides);
    rolls.push(roll);
    bySides.set(sides, faces);
  }
  return { result: procedure(new QueuedDice(inRequestedOrder(recording.requested, bySides))), rolls };
}

/**
 * Runs a procedure whose later dice depend on earlier ones, on dice rolled in as few batches as
 * that allows (core/dice-stages.ts): one Roll per die size per batch, all kept for the card.
 */
export async function rollInStages<T>(procedure: (dice: DiceSource) => T): Promise<RealDiceResult<T>> {
  const rolls: Roll[] = [];
  const { result } = await runInStages(procedure, async (counts) => {
    const faces = new Map<number, number[]>();
    for (const [sides, count] of counts) {
      const rolled = await rollDice(count, sides);
      rolls.push(rolled.roll);
      faces.set(sides, rolled.faces);
    }
    return faces;
  });
  return { result, rolls };
}

/**
 * Runs a procedure whose dice are kept by slot (core/dice-slots.ts): each slot reads the faces it
 * kept, and what it asks beyond them is rolled in stages as real Rolls. Returns the result, every
 * slot's faces after it, and the Rolls made (none when the kept faces sufficed).
 */
export async function rollInSlots<T>(kept: SlotFaces, procedure: (slot: (key: string) => DiceSource) => T): Promise<RealDiceResult<T> & { slots: Record<string, number[]> }> {
  // the last run's slots hold the faces of the result it gives
  const last: { slots?: SlotDice } = {};
  const { result, rolls } = await rollInStages((dice) => {
    const slots = new SlotDice(kept, dice);
    last.slots = slots;
    return procedure((key) => slots.slot(key));
  });
  return { result, rolls, slots: last.slots?.faces() ?? {} };
}

/**
 * Runs a procedure on dice rolled one at a time, each a real Roll, as it asks for them. `first`
 * are dice it takes first that were already rolled (and whose Rolls the caller holds).
 */
export async function rollOneAtATime<T>(procedure: (dice: DiceSource) => T, first: readonly RolledDie[] = []): Promise<RealDiceResult<T> & { dice: RolledDie[] }> {
  const rolls: Roll[] = [];
  const { result, dice } = await runWithDiceOnDemand(
    procedure,
    async (sides) => {
      const { roll, faces } = await rollDice(1, sides);
      rolls.push(roll);
      const face = faces[0];
      if (face === undefined) throw new RangeError(`A d${sides} Roll gave no face`);
      return face;
    },
    first,
  );
  return { result, rolls, dice };
}
