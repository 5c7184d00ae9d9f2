/**
 * Hex distance from offset coordinates, for the four hex layouts a scene can use: rows or columns
 * shifted, odd or even lines pushed out. Offsets are {i: row, j: column}, as the scene grid
 * reports them; they are turned into cube coordinates, where the distance is the largest of the
 * three coordinate differences.
 */

export interface HexOffset {
  readonly i: number;
  readonly j: number;
}

/** Pointy-top hexes shift alternate rows; flat-top hexes shift alternate columns. */
export interface HexLayout {
  /** Flat-top hexes in columns (Foundry's HEXODDQ, HEXEVENQ) rather than pointy-top rows. */
  readonly columns: boolean;
  /** The even lines are pushed out (HEXEVENR, HEXEVENQ) rather than the odd ones. */
  readonly even: boolean;
}

export interface Cube {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

/** The four layouts by name, as Foundry's grid types call them. */
export const HEX_LAYOUTS = {
  hexOddR: { columns: false, even: false },
  hexEvenR: { columns: false, even: true },
  hexOddQ: { columns: true, even: false },
  hexEvenQ: { columns: true, even: true },
} as const satisfies Record<string, HexLayout>;

const isOdd = (n: number): number => n & 1;

export function offsetToCube({ i, j }: HexOffset, layout: HexLayout): Cube {
  let q: number;
  let r: number;
  if (layout.columns) {
    q = j;
    r = layout.even ? i - (j + isOdd(j)) / 2 : i - (j - isOdd(j)) / 2;
  } else {
    r = i;
    q = layout.even ? j - (i + isOdd(i)) / 2 : j - (i - isOdd(i)) / 2;
  }
  return { q, r, s: -q - r };
}

export function cubeDistance(a: Cube, b: Cube): number {
  return Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.s - b.s));
}

/** Hexes between two hexes given by offset. */
export function hexDistance(a: HexOffset, b: HexOffset, layout: HexLayout): number {
  return cubeDistance(offsetToCube(a, layout), offsetToCube(b, layout));
}

/** Inverse of offsetToCube: the offset of the hex at axial (q, r). */
export function cubeToOffset(q: number, r: number, layout: HexLayout): HexOffset {
  if (layout.columns) return { i: r + (layout.even ? (q + isOdd(q)) / 2 : (q - isOdd(q)) / 2), j: q };
  return { i: r, j: q + (layout.even ? (r + isOdd(r)) / 2 : (r - isOdd(r)) / 2) };
}
