/**
 * A line of sight read through the features the GM painted (Striker 7.A.1): where the straight line
 * between two teams meets a region's bounding box, the points to sample inside it, and the samples
 * turned into the stretches (SightSpan) the line-of-sight rules read. Pure: the board tests each
 * point against the region and says the feature's height there.
 */
import type { FeatureKind, SightSpan } from "../rules/sight-line";

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Metres between two sample points: a fifth of the 30 m forest edge, finer than any quarter-line test needs. */
export const SIGHT_SAMPLE_M = 5;

/**
 * The part of the segment a-b inside the box, as fractions of the way from a (Liang-Barsky), or
 * null when the segment misses it.
 */
export function clipToBox(a: Point, b: Point, box: Box): readonly [number, number] | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, a.x - box.x],
    [dx, box.x + box.width - a.x],
    [-dy, a.y - box.y],
    [dy, box.y + box.height - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return null;
  }
  return [t0, t1];
}

/**
 * The fractions of the way from a to sample between `t0` and `t1` on a line `lengthM` long: both
 * ends and every SIGHT_SAMPLE_M between, so a team standing in the feature is sampled at its centre.
 */
export function samplePoints(t0: number, t1: number, lengthM: number): number[] {
  if (!(lengthM > 0)) return [t0];
  const steps = Math.max(1, Math.ceil(((t1 - t0) * lengthM) / SIGHT_SAMPLE_M));
  return Array.from({ length: steps + 1 }, (_, i) => (i === steps ? t1 : t0 + ((t1 - t0) * i) / steps));
}

/** One sample: metres from team A, and the feature's height there, or null when the point is outside it. */
export interface FeatureSample {
  readonly atM: number;
  readonly heightM: number | null;
}

/**
 * Consecutive samples inside the feature as stretches of the line, each at the highest the feature
 * stands along it. A stretch runs from its first inside sample to its last.
 */
export function spansFromSamples(kind: FeatureKind, samples: readonly FeatureSample[]): SightSpan[] {
  const out: SightSpan[] = [];
  let start: FeatureSample | null = null;
  let end = 0;
  let highest = 0;
  const close = () => {
    if (start !== null) out.push({ kind, heightM: highest, fromM: start.atM, toM: end });
    start = null;
  };
  for (const s of samples) {
    if (s.heightM === null) {
      close();
      continue;
    }
    if (start === null) [start, highest] = [s, s.heightM];
    [end, highest] = [s.atM, Math.max(highest, s.heightM)];
  }
  close();
  return out;
}
