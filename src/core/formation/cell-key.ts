/** Grid spaces as single integers, for fast sets of spaces. */
import { whole } from "../checks";
import type { Cell } from "./types";

const OFFSET = 32768;
const STRIDE = 65536;

/** Largest row or column (either sign) a key can hold. */
export const CELL_KEY_LIMIT = 32767;

/** One integer per grid space: (i + 32768) * 65536 + (j + 32768). */
export function cellKey(i: number, j: number): number {
  whole(i, "i", -CELL_KEY_LIMIT, CELL_KEY_LIMIT);
  whole(j, "j", -CELL_KEY_LIMIT, CELL_KEY_LIMIT);
  return (i + OFFSET) * STRIDE + (j + OFFSET);
}

export function keyCell(key: number): Cell {
  whole(key, "key", 0, STRIDE * STRIDE - 1);
  return { i: Math.floor(key / STRIDE) - OFFSET, j: (key % STRIDE) - OFFSET };
}
