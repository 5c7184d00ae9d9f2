/** Whether a StarMarines unit carries one of its markers, by key (rules/markers.ts), and what two of them say together. */
import { readMarkers } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { SMR_MARKER, type SmrMarkerKey } from "../rules/markers";
import { UnitData } from "../models/unit-model";

export function hasMarker(actor: Actor.Implementation, key: SmrMarkerKey): boolean {
  return markerCount(readMarkers(actor), SMR_MARKER[key]) > 0;
}

/**
 * IX-G: whether the soldier is in the air. Only "some soldiers are airborne": those whose sheet says
 * they fly (a field the GM keeps in a battle, data/definition.ts), so Airborne on any other unit
 * lifts nothing. Such a soldier lands and flies "at will", so its owner adds and takes off Airborne
 * (rules/markers.ts keeps it no one's), but one shot down "cannot fly again for the rest of the
 * game": a Grounded soldier is on the ground whatever its Airborne says. Every check of flight
 * reads this, on the owner's client and the GM's alike, so neither reads the other way.
 */
export function isFlying(actor: Actor.Implementation): boolean {
  const unit = actor.system;
  if (!(unit instanceof UnitData) || unit.kind !== "soldier" || !unit.flies) return false;
  return hasMarker(actor, "airborne") && !hasMarker(actor, "grounded");
}
