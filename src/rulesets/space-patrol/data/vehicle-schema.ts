/**
 * Data of a Space Patrol! vehicle (Guide 6.7, 6.15): its kind (which sets what turning costs), drive
 * code (fire disadvantages against faster vehicles, Guide 6.6, SP-4), speed in inches, one armour
 * value (Guide 6.13), and its crew seats. The Guide gives no fixed vehicles: every number starts at 0.
 */
import { field, type SchemaValue } from "../../../core/schema";
import type { VehicleType } from "../rules/vehicles";
import { CREW_ROLES, crewMember } from "./crew-schema";
import { sideField } from "./sides";

/** Guide 6.7: the kinds of vehicle whose turning costs differ. */
export const VEHICLE_TYPES = ["wheeled", "tracked", "watercraft", "flying"] as const satisfies readonly VehicleType[];

export const VEHICLE_SCHEMA = {
  side: sideField(),
  vehicleType: field.choice(VEHICLE_TYPES, "wheeled", "STARSKIRMISH.SpacePatrol.Vehicle.vehicleType"),
  driveCode: field.integer(0, 0, 99, "STARSKIRMISH.SpacePatrol.Vehicle.driveCode"),
  speed: field.integer(0, 0, 9999, "STARSKIRMISH.SpacePatrol.Vehicle.speed"),
  armour: field.integer(0, 0, 999, "STARSKIRMISH.SpacePatrol.Vehicle.armour"),
  // Guide 6.7: point defense needs a vehicle of DI 5+; the Guide prints no scale's top, so 99 as for weapons
  developmentIndex: field.integer(0, 0, 99, "STARSKIRMISH.SpacePatrol.Field.developmentIndex"),
  crew: field.array(
    field.object({ role: field.choice(CREW_ROLES, "crewman", "STARSKIRMISH.SpacePatrol.Crew.role"), ...crewMember() }),
    "STARSKIRMISH.SpacePatrol.Crew.title",
  ),
  notes: field.html("STARSKIRMISH.Common.notes"),
};

export type VehicleSystem = SchemaValue<typeof VEHICLE_SCHEMA>;
