/**
 * Scene Regions as v13 has them (client/documents/region.d.mts, common/documents/region.d.mts,
 * client/data/region-behaviors/base.d.mts): a region is a union of shapes (rectangles and polygons
 * here; a shape may be a hole), between an elevation `bottom` and `top` (null is ±Infinity), with
 * `bounds` around its shapes, `polygons` (its outlines) and `testPoint({x, y, elevation})`. Its behaviours are embedded
 * documents of a `type`, `disabled` or not, whose `system` is built from
 * CONFIG.RegionBehavior.dataModels[type] with the behaviour as parent, so a value the model refuses
 * (a terrain that is not a choice) throws as v13's validation does.
 */
import { StandInDocument, type DocumentData } from "./document";
import { StandInCollection } from "./collection";
import type { DataModel } from "./data-model";

export type RegionShapeData =
  | { type: "rectangle"; x: number; y: number; width: number; height: number; hole?: boolean }
  | { type: "polygon"; points: number[]; hole?: boolean };

export interface RegionBehaviorData extends DocumentData {
  type: string;
  system?: Record<string, unknown>;
  disabled?: boolean;
}

export interface RegionData extends DocumentData {
  shapes: RegionShapeData[];
  elevation?: { bottom: number | null; top: number | null };
  behaviors?: RegionBehaviorData[];
}

type ModelClass = new (data: object, context: { parent: object }) => DataModel;

export class StandInRegionBehavior extends StandInDocument {
  static override readonly documentName = "RegionBehavior";
  readonly type: string;
  disabled: boolean;
  readonly system: DataModel | Record<string, unknown>;

  constructor(data: RegionBehaviorData, parent: StandInRegionDocument) {
    super(data, { parent });
    this.type = data.type;
    this.disabled = data.disabled ?? false;
    const models = (globalThis as unknown as { CONFIG?: { RegionBehavior?: { dataModels: Record<string, ModelClass> } } }).CONFIG?.RegionBehavior?.dataModels ?? {};
    const Model = models[data.type];
    // v13 refuses a behaviour type nobody registered
    if (!Model) throw new Error(`"${data.type}" is not a valid type for the RegionBehavior Document class`);
    this.system = new Model(data.system ?? {}, { parent: this });
  }
}

function insideShape(shape: RegionShapeData, x: number, y: number): boolean {
  if (shape.type === "rectangle") return x >= shape.x && x <= shape.x + shape.width && y >= shape.y && y <= shape.y + shape.height;
  // even-odd ray cast over the polygon's edges
  const p = shape.points;
  let inside = false;
  for (let i = 0, j = p.length - 2; i < p.length; j = i, i += 2) {
    const [xi, yi, xj, yj] = [p[i]!, p[i + 1]!, p[j]!, p[j + 1]!];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function boxOf(shape: RegionShapeData): { x0: number; y0: number; x1: number; y1: number } {
  if (shape.type === "rectangle") return { x0: shape.x, y0: shape.y, x1: shape.x + shape.width, y1: shape.y + shape.height };
  const xs = shape.points.filter((_, i) => i % 2 === 0);
  const ys = shape.points.filter((_, i) => i % 2 === 1);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

export class StandInRegionDocument extends StandInDocument {
  static override readonly documentName = "Region";
  readonly shapes: RegionShapeData[];
  readonly elevation: { bottom: number | null; top: number | null };
  readonly behaviors = new StandInCollection<StandInRegionBehavior>();

  constructor(data: RegionData, parent: StandInDocument) {
    super(data, { parent });
    this.shapes = data.shapes.map((s) => ({ ...s }));
    this.elevation = { bottom: null, top: null, ...data.elevation };
    for (const b of data.behaviors ?? []) {
      const behavior = new StandInRegionBehavior(b, this);
      this.behaviors.set(behavior.id, behavior);
    }
  }

  /** The rectangle around the shapes that are not holes (a PIXI.Rectangle's x, y, width, height). */
  get bounds(): { x: number; y: number; width: number; height: number } {
    const boxes = this.shapes.filter((s) => !s.hole).map(boxOf);
    if (boxes.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
    const x0 = Math.min(...boxes.map((b) => b.x0));
    const y0 = Math.min(...boxes.map((b) => b.y0));
    return { x: x0, y: y0, width: Math.max(...boxes.map((b) => b.x1)) - x0, height: Math.max(...boxes.map((b) => b.y1)) - y0 };
  }

  /**
   * The region's outlines as v13's RegionDocument#polygons gives them (PIXI.Polygon, corners as
   * x0, y0, x1, y1, ...): v13 joins overlapping shapes into one outline with Clipper and keeps holes
   * as outlines of their own; here each shape, hole or not, is its own outline, which is the same
   * wherever shapes do not overlap, as the tests paint them.
   */
  get polygons(): { points: number[] }[] {
    return this.shapes.map((s) => ({ points: s.type === "rectangle" ? [s.x, s.y, s.x + s.width, s.y, s.x + s.width, s.y + s.height, s.x, s.y + s.height] : [...s.points] }));
  }

  /** In a shape that is not a hole, in no hole, and between the bottom and the top. */
  testPoint(point: { x: number; y: number; elevation: number }): boolean {
    const { bottom, top } = this.elevation;
    if (point.elevation < (bottom ?? -Infinity) || point.elevation > (top ?? Infinity)) return false;
    const solid = this.shapes.some((s) => !s.hole && insideShape(s, point.x, point.y));
    return solid && !this.shapes.some((s) => s.hole && insideShape(s, point.x, point.y));
  }
}
