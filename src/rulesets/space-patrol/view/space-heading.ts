/**
 * A ship's heading in space: the bearing of its last move, in whole degrees clockwise from the top
 * of the scene. Guide 7.1 and 7.5 give no facing or heading rule, so it bears on no roll; it is kept
 * so the table sees where each ship is going, as a GM keeps it on a paper hex map. Pure.
 */

/** The bearing from one point to another, 0-359 (0 up the scene, 90 to its right); null for no move. */
export function headingDegrees(from: { readonly x: number; readonly y: number }, to: { readonly x: number; readonly y: number }): number | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (!Number.isFinite(dx) || !Number.isFinite(dy) || (dx === 0 && dy === 0)) return null;
  // canvas y grows downward: up the scene is -y
  const degrees = Math.round((Math.atan2(dx, -dy) * 180) / Math.PI);
  return (degrees + 360) % 360;
}

/** The sheet's heading line: known once the ship has moved (a heading of 0 is a heading). */
export function headingView(heading: number | null): { readonly known: boolean; readonly degrees: number } {
  return { known: heading !== null, degrees: heading ?? 0 };
}
