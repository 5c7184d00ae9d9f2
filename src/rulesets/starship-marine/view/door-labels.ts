/**
 * Names for a ship's doors, pure (Starship Marine 3.8): a door is named by the rooms whose outlines
 * it sits on ("Galley", "Airlock – Crew quarters"), or where it is in centimetres when it sits on none.
 */
export interface RoomOutline {
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

const SLACK = 1;

function onOutline(room: RoomOutline, x1: number, y1: number, x2: number, y2: number): boolean {
  const [left, top, right, bottom] = [room.x, room.y, room.x + room.w, room.y + room.h];
  const near = (a: number, b: number) => Math.abs(a - b) <= SLACK;
  const within = (v: number, lo: number, hi: number) => v >= lo - SLACK && v <= hi + SLACK;
  if (near(x1, x2) && (near(x1, left) || near(x1, right))) return within(y1, top, bottom) && within(y2, top, bottom);
  if (near(y1, y2) && (near(y1, top) || near(y1, bottom))) return within(x1, left, right) && within(x2, left, right);
  return false;
}

/** The label of a door at segment c (pixels), given the outlined rooms and centimetres per pixel. */
export function doorLabel(c: readonly [number, number, number, number], rooms: readonly RoomOutline[], cmPerPixel: number): string {
  const [x1, y1, x2, y2] = c;
  const names = rooms.filter((r) => onOutline(r, x1, y1, x2, y2)).map((r) => r.name);
  if (names.length > 0) return names.join(" – ");
  const cm = (v: number) => Math.round(v * cmPerPixel * 10) / 10;
  return `${cm((x1 + x2) / 2)} cm, ${cm((y1 + y2) / 2)} cm`;
}
