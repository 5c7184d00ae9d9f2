/**
 * Reading an actor dropped on a vehicle or spacecraft sheet: its UUID and name, and the seat or
 * station element it landed on. Anything that is not an actor is left to the sheet's own drop
 * handling (items dropped on the sheet are still added as items).
 */
import type { CrewAssignment } from "../data/crew-schema";

export interface CrewDrop {
  who: CrewAssignment;
  /** The closest element's data attribute value (seat index or station key), or null. */
  slot: string | null;
}

export async function readCrewDrop(event: DragEvent, slotAttribute: "seatIndex" | "station"): Promise<CrewDrop | null> {
  const data = foundry.applications.ux.TextEditor.implementation.getDragEventData(event) as { type?: string; uuid?: string };
  if (data.type !== "Actor" || !data.uuid) return null;
  const actor = await fromUuid<Actor.Implementation>(data.uuid);
  if (!actor) return null;
  const element = (event.target as HTMLElement | null)?.closest<HTMLElement>(`[data-${slotAttribute === "seatIndex" ? "seat-index" : "station"}]`);
  return { who: { actorUuid: actor.uuid, actorName: actor.name ?? "" }, slot: element?.dataset[slotAttribute] ?? null };
}

/** Opens the sheet of the crewman at a seat or station. */
export async function openCrewSheet(uuid: string): Promise<void> {
  if (!uuid) return;
  const actor = await fromUuid<Actor.Implementation>(uuid);
  await actor?.sheet?.render(true);
}
