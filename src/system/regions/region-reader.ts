/**
 * Reads what the GM painted on a scene as Scene Regions: the regions that carry an enabled behaviour
 * of one type, each with that behaviour's data, in the scene's order (a later region is painted over
 * an earlier one where they overlap).
 */

export interface PaintedRegion {
  readonly region: RegionDocument.Implementation;
  /** The behaviour's fields, as its data model validated them. */
  readonly data: Readonly<Record<string, unknown>>;
}

export function paintedRegions(scene: Scene.Implementation, behaviorType: string): PaintedRegion[] {
  const out: PaintedRegion[] = [];
  for (const region of scene.regions.contents) {
    for (const behavior of region.behaviors.contents) {
      if (behavior.disabled || behavior.type !== behaviorType) continue;
      // the sub-type's model is the rule set's own (regions/region-behavior-model.ts): plain fields
      out.push({ region, data: behavior.system as unknown as Readonly<Record<string, unknown>> });
    }
  }
  return out;
}

/**
 * Whether a point of the board lies in the region. StarMarines and Striker boards are flat, so a
 * region counts at its own floor (or the ground, where it has none).
 */
export function regionHolds(region: RegionDocument.Implementation, point: { x: number; y: number }): boolean {
  const bottom = region.elevation.bottom;
  return region.testPoint({ x: point.x, y: point.y, elevation: typeof bottom === "number" && Number.isFinite(bottom) ? bottom : 0 });
}
