/**
 * dropCanvasData, which must answer at once: a dropped formation, or a unit from one of this
 * system's compendiums, is the system's to place (false stops core's own drop); anything else is
 * left to core. The placing itself, with the layout, comes with place-formation.ts on first drop.
 */
import { SYSTEM_ID } from "../constants";

export function onDropCanvasData(data: { type?: string; uuid?: string; x?: number; y?: number }, event?: { shiftKey?: boolean }): boolean | void {
  if (data.type !== "Actor" || !data.uuid) return;
  const entry = fromUuidSync<Actor.Implementation>(data.uuid) as { type?: string } | null;
  const fromOurPack = data.uuid.startsWith(`Compendium.${SYSTEM_ID}.`);
  if (entry?.type !== "formation" && !fromOurPack) return;
  const uuid = data.uuid;
  const drop = { x: data.x ?? 0, y: data.y ?? 0 };
  void import("./place-formation")
    .then((m) => m.placeDropped(uuid, drop, event?.shiftKey !== true))
    .catch((err: unknown) => console.error("Star Skirmish: the drop could not be placed", err));
  return false;
}
