/**
 * Taking off the markers that end as the turn moves on, on the GM's client: each combatant's
 * actor (once, however many tokens it has) tells the rule set's binding which of its markers end
 * where, the engine says which have ended between the two positions, and those come off.
 */
import { expiredMarkers, type MarkerRecord, type TurnPosition } from "../../core/turn/index";
import { markerDefinition, readMarkers, setMarkerCount } from "../markers/marker-store";
import type { TurnBinding } from "./turn-binding";

/** Removes the markers that end as play moves from `from` (null: before play began) to `to`. */
export async function removeExpiredMarkers(combat: Combat.Implementation, binding: TurnBinding, from: TurnPosition | null, to: TurnPosition): Promise<void> {
  if (!game.user?.isGM || !binding.markerEnds) return;
  const actors = new Map<string, Actor.Implementation>();
  const records: MarkerRecord[] = [];
  for (const combatant of combat.combatants ?? []) {
    const actor = combatant.actor;
    if (!actor || actors.has(actor.uuid)) continue;
    actors.set(actor.uuid, actor);
    const member = { actor, disposition: combatant.token?.disposition ?? 0, markers: readMarkers(actor) };
    for (const end of binding.markerEnds(member)) records.push({ holder: actor.uuid, marker: end.marker, ends: end.ends });
  }
  for (const record of expiredMarkers(binding.sequence, from, to, records)) {
    const actor = actors.get(record.holder);
    const def = markerDefinition(record.marker);
    if (!actor || !def) continue;
    await setMarkerCount(actor, def, 0);
    await binding.onMarkerExpired?.(actor, record.marker);
  }
}
