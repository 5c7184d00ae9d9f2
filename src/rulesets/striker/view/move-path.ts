/**
 * A move's straight line read as the terrain it crosses (Striker 6.B): the board samples the line
 * at equal steps and says the ground and contour level at each point; this turns the samples into
 * the path segments the movement rules cost. Consecutive steps on one ground make one segment;
 * contour lines crossed uphill are counted on the step that climbs, and two contour lines closer
 * than the text's 3 m mark the segment as too steep for foot infantry (Striker 6.B.2). Pure.
 */
import type { PathSegment, TerrainKind } from "../rules/terrain-movement";

export interface TerrainSample {
  /** Metres from the start of the move. */
  readonly atM: number;
  readonly terrain: TerrainKind;
  /** Contour level: each level one contour line (Striker 2.A.2). */
  readonly contour: number;
}

/** Metres between samples: fine enough to meet a 3 m contour spacing. */
export const SAMPLE_STEP_M = 1;

/** The samples' path, each step costed on the ground at its far end. */
export function pathFromSamples(samples: readonly TerrainSample[]): PathSegment[] {
  const out: { terrain: TerrainKind; lengthM: number; contoursUp: number; contourSpacingM?: number }[] = [];
  let lastCrossing: { atM: number; up: boolean } | null = null;
  for (let i = 1; i < samples.length; i++) {
    const from = samples[i - 1]!;
    const to = samples[i]!;
    const lengthM = to.atM - from.atM;
    const climb = Math.max(0, to.contour - from.contour);
    const crossings = Math.abs(to.contour - from.contour);
    let spacing: number | undefined;
    if (crossings > 0) {
      const up = to.contour > from.contour;
      // several lines within one step are closer together than the step itself; a line crossed
      // back the other way is a ridge or a dip, not a slope
      if (crossings > 1) spacing = lengthM / crossings;
      else if (lastCrossing !== null && lastCrossing.up === up) spacing = to.atM - lastCrossing.atM;
      lastCrossing = { atM: to.atM, up };
    }
    const last = out.at(-1);
    const seg = last && last.terrain === to.terrain ? last : { terrain: to.terrain, lengthM: 0, contoursUp: 0 };
    if (seg !== last) out.push(seg);
    seg.lengthM += lengthM;
    seg.contoursUp += climb;
    if (spacing !== undefined && (seg.contourSpacingM === undefined || spacing < seg.contourSpacingM)) seg.contourSpacingM = spacing;
  }
  return out;
}
