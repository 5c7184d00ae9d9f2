/**
 * What a StarMarines unit's markers say about what it may still do or give (IX-B, IX-D, IV-f,
 * SMR-6, SMR-15): Broken, Wounded and Killed, which take a Leader's benefit away, a vehicle's
 * Stunned and Crippled, which keep it from moving, as Wounded keeps a soldier, and its
 * "Weapons lost" count set against the weapons it carries. The owner chooses which weapon each loss
 * takes, so only a count covering every weapon makes a weapon certainly lost.
 */
import { readMarkers } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { SMR_MARKER } from "../rules/markers";
import { everyWeaponLost } from "../rules/vehicle-state";
import { UnitData } from "../models/unit-model";
import { WeaponData } from "../models/weapon-model";
import type { UnitMarks } from "../view/unit-profile";

export function unitMarks(actor: Actor.Implementation): UnitMarks {
  const markers = readMarkers(actor);
  const has = (id: string) => markerCount(markers, id) > 0;
  return { broken: has(SMR_MARKER.broken), wounded: has(SMR_MARKER.wounded), killed: has(SMR_MARKER.killed), stunned: has(SMR_MARKER.vehicleStunned), crippled: has(SMR_MARKER.vehicleCrippled), weaponsLost: markerCount(markers, SMR_MARKER.weaponsLost) };
}

/** IX-B: a vehicle that has lost as many weapons as it carries has none left to fire. */
export function allWeaponsLost(actor: Actor.Implementation): boolean {
  if (!(actor.system instanceof UnitData) || actor.system.kind !== "vehicle") return false;
  const lost = markerCount(readMarkers(actor), SMR_MARKER.weaponsLost);
  return everyWeaponLost(actor.items.filter((i) => i.system instanceof WeaponData).length, lost);
}
