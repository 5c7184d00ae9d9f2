/**
 * Turning tokens to show lying markers (the appendix's "Rotate 90" for Prone, "Rotate 180" for
 * Unconscious and Wrecked): the rotation a token should have, given the markers it carries and
 * the rotation it had before any of them. The largest marker rotation wins.
 */
import { markerCount, type MarkerCounts, type MarkerDefinition } from "./markers";

export function markerRotation(defs: readonly MarkerDefinition[], counts: MarkerCounts): number {
  let turn = 0;
  for (const def of defs) {
    if (def.rotation !== undefined && markerCount(counts, def.id) > 0) turn = Math.max(turn, def.rotation);
  }
  return turn;
}

/** The token's rotation: its own (upright) rotation plus the markers' turn, kept within 0-359. */
export function rotatedTokenAngle(upright: number, defs: readonly MarkerDefinition[], counts: MarkerCounts): number {
  return (((upright + markerRotation(defs, counts)) % 360) + 360) % 360;
}
