/**
 * A point on a scene that a card names where no token stands (a door: Foundry's walls have no
 * names), kept in a card button's data-* attributes so the kit's "show on the board" button can
 * pan to it. Pure: read and written as plain attribute values.
 */

/** A point on a scene, in the scene's pixels. */
export interface BoardPoint {
  readonly sceneId: string;
  readonly x: number;
  readonly y: number;
}

/** The attributes a template writes on the button: data-scene, data-x, data-y. */
export function boardPointData(point: BoardPoint): { readonly scene: string; readonly x: number; readonly y: number } {
  return { scene: point.sceneId, x: Math.round(point.x), y: Math.round(point.y) };
}

/** The point a button's attributes name, or null where they do not make one (a hand-written card). */
export function boardPointOf(data: Readonly<Record<string, string | undefined>>): BoardPoint | null {
  const sceneId = data.scene ?? "";
  if (sceneId === "" || data.x === undefined || data.y === undefined || data.x.trim() === "" || data.y.trim() === "") return null;
  const x = Number(data.x);
  const y = Number(data.y);
  return Number.isFinite(x) && Number.isFinite(y) ? { sceneId, x, y } : null;
}
