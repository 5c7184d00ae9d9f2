/** Whether a StarMarines unit carries one of its markers, by key (rules/markers.ts), and what two of them say together. */
import { readMarkers } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { SMR_MARKER, type SmrMarkerKey } from "../rules/markers";

export function hasMarker(actor: Actor.Implementation, key: SmrMarkerKey): boolean {
  return markerCount(readMarkers(actor), SMR_MARKER[key]) > 0;
}

/**
 * IX-G: whether the soldier is in the air. A soldier lands and flies "at will", so its owner adds and
 * takes off Airborne (rules/markers.ts keeps it no one's), but one shot down "cannot fly again for
 * the rest of the game": a Grounded soldier is on the ground whatever its Airborne says. Every check
 * of flight reads this, on the owner's client and the GM's alike, so neither reads the other way.
 */
export function isFlying(actor: Actor.Implementation): boolean {
  return hasMarker(actor, "airborne") && !hasMarker(actor, "grounded");
}
