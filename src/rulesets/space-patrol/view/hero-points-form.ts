/**
 * Hero points as the patrolman sheet submits them: the value is kept at most the maximum
 * (Guide 4.2), whichever of the two boxes changed, so lowering the maximum lowers the points
 * with it instead of the whole form being refused.
 */
export interface HeroPoints {
  value: number;
  max: number;
}

export function cappedHeroPoints(submitted: unknown, current: Readonly<HeroPoints>): HeroPoints {
  const s = (typeof submitted === "object" && submitted !== null ? submitted : {}) as Record<string, unknown>;
  const read = (v: unknown, fallback: number): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
  const max = read(s.max, current.max);
  return { value: Math.min(read(s.value, current.value), max), max };
}
