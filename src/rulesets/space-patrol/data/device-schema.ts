/**
 * Data of a Space Patrol! device (inventory code D, Guide 5.1): kits with their equipment bonus
 * (Guide 3.3), injectors with doses (Guide 8.7), intrusion devices, and hand grenades with contact
 * and burst penetration and burst radius (Guide 6.12); the Psi-Amp (2.3), fire direction aids (6.11),
 * parachutes and flying belts (6.15 Plummet) are kinds the table reads.
 */
import { field, type SchemaValue } from "../../../core/schema";
import { INJECTORS } from "../rules/injectors";
import { GRENADE_TYPES } from "./lists";

export const DEVICE_KINDS = ["medKit", "mechKit", "electKit", "lsKit", "intrusion", "injector", "grenade", "communicator", "psiAmp", "fireDirectionAid", "parachute", "flyingBelt", "other"] as const;
/** Guide 8.7: the four injectors, or none. */
export const INJECTOR_IDS = ["none", ...INJECTORS.map((i) => i.id)] as const;
/** A grenade's type (Guide 6.12); "byName" reads it from the item's name, as devices made before the field did. */
export const GRENADE_TYPE_CHOICES = ["byName", ...GRENADE_TYPES] as const;

export const DEVICE_SCHEMA = {
  kind: field.choice(DEVICE_KINDS, "other", "STARSKIRMISH.SpacePatrol.Device.kind"),
  equipmentBonus: field.integer(0, -10, 20, "STARSKIRMISH.SpacePatrol.Device.equipmentBonus"),
  injector: field.choice(INJECTOR_IDS, "none", "STARSKIRMISH.SpacePatrol.Device.injector"),
  doses: field.integer(0, 0, 99, "STARSKIRMISH.SpacePatrol.Device.doses"),
  contactPenetration: field.integer(0, -20, 99, "STARSKIRMISH.SpacePatrol.Device.contactPenetration"),
  burstPenetration: field.integer(0, -20, 99, "STARSKIRMISH.SpacePatrol.Device.burstPenetration"),
  burstRadius: field.integer(0, 0, 99, "STARSKIRMISH.SpacePatrol.Device.burstRadius"),
  grenadeType: field.choice(GRENADE_TYPE_CHOICES, "byName", "STARSKIRMISH.SpacePatrol.Device.grenadeType"),
  developmentIndex: field.integer(0, 0, 99, "STARSKIRMISH.SpacePatrol.Field.developmentIndex"),
  description: field.html("STARSKIRMISH.Common.description"),
};

export type DeviceSystem = SchemaValue<typeof DEVICE_SCHEMA>;
