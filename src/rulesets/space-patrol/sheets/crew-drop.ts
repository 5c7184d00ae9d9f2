/**
 * Reading an actor dropped on a vehicle or spacecraft sheet: its UUID and name, and the seat or
 * station element it landed on. Anything that is not an actor is left to the sheet's own drop
 * handling (items dropped on the sheet are still added as items). An actor that cannot crew the
 * craft (itself, a formation, another rule set's actor, a craft) is refused with a notification.
 * The drop's data was read while the event was dispatched (drop-on-craft.ts).
 */
import type { CrewAssignment } from "../data/crew-schema";
import type { DroppedOnCraft } from "./drop-on-craft";
import { crewDropRefusal, crewDropRefusalLabel } from "../view/crew-context";
import { warn } from "../../../system/notify";

export interface CrewDrop {
  who: CrewAssignment;
  /** The closest element's data attribute value (seat index or station key), or null. */
  slot: string | null;
}

export async function readCrewDrop(dropped: DroppedOnCraft, craft: Actor.Implementation): Promise<CrewDrop | null> {
  const { data } = dropped;
  if (data.type !== "Actor" || !data.uuid) return null;
  const actor = await fromUuid<Actor.Implementation>(data.uuid);
  if (!actor) return null;
  const refusal = crewDropRefusal(craft.uuid, { uuid: actor.uuid, type: actor.type });
  if (refusal) {
    warn(crewDropRefusalLabel(refusal), { name: actor.name ?? "", craft: craft.name ?? "" });
    return null;
  }
  return { who: { actorUuid: actor.uuid, actorName: actor.name ?? "" }, slot: dropped.slot };
}

/** Opens the sheet of the crewman at a seat or station. */
export async function openCrewSheet(uuid: string): Promise<void> {
  if (!uuid) return;
  const actor = await fromUuid<Actor.Implementation>(uuid);
  await actor?.sheet?.render(true);
}
