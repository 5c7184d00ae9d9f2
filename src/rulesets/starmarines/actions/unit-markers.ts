/** Whether a StarMarines unit carries one of its markers, by key (rules/markers.ts). */
import { readMarkers } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { SMR_MARKER, type SmrMarkerKey } from "../rules/markers";

export function hasMarker(actor: Actor.Implementation, key: SmrMarkerKey): boolean {
  return markerCount(readMarkers(actor), SMR_MARKER[key]) > 0;
}
