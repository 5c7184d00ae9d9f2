/**
 * A seeded, repeatable dice source (mulberry32). Used by tests, benchmarks and anything outside
 * Foundry that needs dice; never by the Foundry glue, where dice are real Rolls.
 */
import type { DiceSource } from "./dice";

export class SeededDice implements DiceSource {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  die(sides: number): number {
    return 1 + Math.floor(this.next() * sides);
  }
}

/** A source that always shows the given faces in turn (for worked examples in tests). */
export class FixedDice implements DiceSource {
  readonly #faces: readonly number[];
  #index = 0;

  constructor(faces: readonly number[]) {
    this.#faces = faces;
  }

  die(sides: number): number {
    const face = this.#faces[this.#index % this.#faces.length];
    this.#index++;
    if (face === undefined || face < 1 || face > sides) throw new RangeError(`Face ${face} does not fit a d${sides}`);
    return face;
  }
}
