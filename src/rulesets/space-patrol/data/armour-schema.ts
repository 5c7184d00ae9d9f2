/**
 * Data of Space Patrol! armour: its Hand, Bullets and Energy ratings (Guide 6.13, SP-8), the
 * movement it costs (Guide 5.3), the suit kinds with built-in equipment and air (Guide 5.2), and
 * whether it shuts out NBC attacks as a Hazard Suit does (Guide 8.5; the three space suits always do).
 */
import { field, type SchemaValue } from "../../../core/schema";

/** Guide 5.2: ordinary armour or one of the suits with built-ins. */
export const SUIT_KINDS = ["none", "flightSuit", "evaSuit", "hardSuit"] as const;

export const ARMOUR_SCHEMA = {
  hand: field.integer(0, 0, 99, "STARSKIRMISH.SpacePatrol.Armour.hand"),
  bullets: field.integer(0, 0, 99, "STARSKIRMISH.SpacePatrol.Armour.bullets"),
  energy: field.integer(0, 0, 99, "STARSKIRMISH.SpacePatrol.Armour.energy"),
  movementPenalty: field.integer(0, 0, 8, "STARSKIRMISH.SpacePatrol.Armour.movementPenalty"),
  suit: field.choice(SUIT_KINDS, "none", "STARSKIRMISH.SpacePatrol.Armour.suit"),
  patrolIssue: field.boolean(false, "STARSKIRMISH.SpacePatrol.Armour.patrolIssue"),
  nbcProof: field.boolean(false, "STARSKIRMISH.SpacePatrol.Armour.nbcProof"),
  airHours: field.integer(0, 0, 999, "STARSKIRMISH.SpacePatrol.Armour.airHours"),
  developmentIndex: field.integer(0, 0, 99, "STARSKIRMISH.SpacePatrol.Field.developmentIndex"),
  description: field.html("STARSKIRMISH.Common.description"),
};

export type ArmourSystem = SchemaValue<typeof ARMOUR_SCHEMA>;
