/**
 * The world's users (client/documents/collections/users.d.mts): a collection by id with the
 * active GM, and a helper to make the usual table of a GM and two players, one of them current.
 */
import { StandInCollection } from "./collection";
import type { StandInUser } from "./document";

export class StandInUsers extends StandInCollection<StandInUser> {
  /** The GM whose client does the GM's work (answers queries, runs GM-only hooks). */
  get activeGM(): StandInUser | null {
    return this.find((u) => u.isActiveGM) ?? null;
  }
}

export function makeUser(id: string, isGM = false): StandInUser {
  return { id, name: id, isGM, isActiveGM: isGM, targets: new Set() };
}
