/**
 * A few yes/no facts per grid space of a placement field (taken, blocked, seen from the drop,
 * split by a wall), looked up thousands of times per layout. A scene's spaces are numbered row by
 * row from 0, so their facts sit in one byte array; a number outside it (a space off the scene, or
 * a scene too large for the array) keeps its facts in a map. Not among the rules module's exports.
 */

/** No larger array than this many spaces (bytes); a larger scene uses the map. */
const DENSE_LIMIT = 1 << 22;

export class SpaceFlags {
  readonly #dense: Uint8Array;
  readonly #sparse = new Map<number, number>();

  /** `spaces`: how many numbers, from 0, the scene's spaces use. */
  constructor(spaces: number) {
    this.#dense = new Uint8Array(spaces > 0 && spaces <= DENSE_LIMIT ? spaces : 0);
  }

  /** Every flag a space has, as bits. */
  get(space: number): number {
    return space >= 0 && space < this.#dense.length ? (this.#dense[space] as number) : (this.#sparse.get(space) ?? 0);
  }

  /** Gives a space the flags in `bits` as well as those it has. */
  add(space: number, bits: number): void {
    if (space >= 0 && space < this.#dense.length) this.#dense[space] = (this.#dense[space] as number) | bits;
    else this.#sparse.set(space, (this.#sparse.get(space) ?? 0) | bits);
  }
}
