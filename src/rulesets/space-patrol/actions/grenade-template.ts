/**
 * Draws where a grenade went (Guide 6.11, 6.12): a circle of the burst radius at the landing
 * point (the rules' inches over the scene's ground scale, 6.1, are squares; squares times the grid
 * distance are the template's size), and, for a miss, a ray from the aim point to where it landed.
 * The thrower's client creates them: players may create measured templates by default.
 */
import { boardScale, type Point } from "../../../system/board";

export interface GrenadeDrawing {
  landing: Point;
  /** Burst radius in inches (squares). */
  radius: number;
  /** The aim point when the grenade deviated. */
  aim: Point | null;
  smoke: boolean;
}

/**
 * The templates' data, in canvas pixels and scene grid units. `inchesPerSquare` is the scene's
 * ground scale (Guide 6.1: 1, 10 or 100 of the rules' inches to a square).
 */
export function grenadeTemplateData(d: GrenadeDrawing, grid: { distance: number; size: number; inchesPerSquare?: number }, userId: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  if (d.radius > 0) {
    out.push({ t: "circle", x: d.landing.x, y: d.landing.y, distance: (d.radius / (grid.inchesPerSquare ?? 1)) * grid.distance, fillColor: d.smoke ? "#9e9e9e" : "#ff6f00", author: userId });
  }
  if (d.aim) {
    const dx = d.landing.x - d.aim.x;
    const dy = d.landing.y - d.aim.y;
    const distance = (Math.hypot(dx, dy) / grid.size) * grid.distance;
    if (distance > 0) {
      // template direction: degrees clockwise from east, as the canvas's y axis points down
      const direction = (Math.atan2(dy, dx) * 180) / Math.PI;
      out.push({ t: "ray", x: d.aim.x, y: d.aim.y, direction, distance, width: grid.distance / 4, fillColor: "#fdd835", author: userId });
    }
  }
  return out;
}

export async function drawGrenade(d: GrenadeDrawing): Promise<void> {
  const scene = canvas?.scene;
  const grid = canvas?.grid;
  if (!scene || !grid) return;
  const data = grenadeTemplateData(d, { distance: grid.distance, size: grid.size, inchesPerSquare: boardScale() }, game.user?.id ?? "");
  // the data is built from numbers only; Foundry validates it on creation
  if (data.length > 0) await scene.createEmbeddedDocuments("MeasuredTemplate", data as MeasuredTemplateDocument.CreateData[]);
}
