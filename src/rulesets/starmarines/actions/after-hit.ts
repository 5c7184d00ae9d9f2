/**
 * What a landed result does next, on the GM's client (IX-B, VIII-H, SMR-15): a vehicle both Disarmed
 * and Crippled is destroyed; a broken unit that becomes wounded is no longer broken; a killed soldier
 * or a destroyed vehicle keeps no other state than that.
 */
import { markerDefinition, readMarkers, setMarkerCount } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { UnitData } from "../models/unit-model";
import { SMR_MARKER, type SmrMarkerKey } from "../rules/markers";

async function set(actor: Actor.Implementation, key: SmrMarkerKey, count: number): Promise<void> {
  const def = markerDefinition(SMR_MARKER[key]);
  if (def && markerCount(readMarkers(actor), def.id) !== count) await setMarkerCount(actor, def, count);
}

export async function afterHit(actor: Actor.Implementation): Promise<void> {
  if (!(actor.system instanceof UnitData)) return;
  const has = (key: SmrMarkerKey) => markerCount(readMarkers(actor), SMR_MARKER[key]) > 0;
  // SMR-15: Disarmed and Crippled, in either order, destroy the vehicle
  if (has("vehicleDisarmed") && has("vehicleCrippled")) await set(actor, "vehicleDestroyed", 1);
  // VIII-H: "A Broken unit that becomes Wounded is automatically un-broken"
  if (has("wounded") && has("broken")) await set(actor, "broken", 0);
  if (has("killed")) for (const key of ["wounded", "broken", "overwatch", "airborne"] as const) await set(actor, key, 0);
  if (has("vehicleDestroyed")) for (const key of ["vehicleStunned", "vehicleDisarmed", "vehicleCrippled"] as const) await set(actor, key, 0);
}
