/**
 * Dice kept by slot: a procedure that is worked out again after it was rolled (a Tactics spend on
 * one attack roll, say) reads each slot's dice from that slot's own list, so a slot that now needs
 * more dice takes new ones and never a die another slot used before. Dice a slot asks beyond its
 * list come from a fallback source (the dice being rolled now) and are added to the slot's list.
 */
import { assertDie, type DiceSource } from "./dice";

/** Faces kept for each slot, by the slot's key, in the order the slot used them. */
export type SlotFaces = Readonly<Record<string, readonly number[]>>;

export class SlotDice {
  readonly #kept: Map<string, number[]>;
  readonly #at = new Map<string, number>();
  constructor(
    kept: SlotFaces,
    private readonly fresh: DiceSource,
  ) {
    this.#kept = new Map(Object.entries(kept).map(([key, faces]) => [key, [...faces]]));
  }

  /** The dice of one slot: its kept faces in order, then new ones, which it keeps. */
  slot(key: string): DiceSource {
    return {
      die: (sides: number): number => {
        assertDie(sides);
        const faces = this.#kept.get(key) ?? [];
        const at = this.#at.get(key) ?? 0;
        this.#at.set(key, at + 1);
        const kept = faces[at];
        if (kept !== undefined) {
          if (kept > sides) throw new RangeError(`Slot ${key} kept a ${kept}, which a d${sides} cannot show`);
          return kept;
        }
        const face = this.fresh.die(sides);
        faces.push(face);
        this.#kept.set(key, faces);
        return face;
      },
    };
  }

  /** Every slot's faces: those it had and those it took since. */
  faces(): Record<string, number[]> {
    return Object.fromEntries([...this.#kept].map(([key, faces]) => [key, [...faces]]));
  }
}
