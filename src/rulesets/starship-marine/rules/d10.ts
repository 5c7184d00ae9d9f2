/**
 * Starship Marine's ten-sided die reads 0 to 9, "0 = 0" (Starship Marine 3.5; ruling SSM-1): a
 * real 1d10 showing 10 is read as 0.
 */
import { whole } from "../../../core/checks";

/** The sides of the die the fire, effect and hand-to-hand rolls use. */
export const D10_SIDES = 10;

/** A 1d10 face (1-10) as the rules read it: 0-9, the 10 reading 0 (SSM-1). */
export function readD10(face: number): number {
  return whole(face, "face", 1, D10_SIDES) % D10_SIDES;
}
