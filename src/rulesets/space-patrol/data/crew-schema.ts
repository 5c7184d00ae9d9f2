/**
 * Who sits aboard a vehicle or stands at a spacecraft's station: an actor dropped on the sheet,
 * kept by UUID with the name it had then (so the sheet shows it without loading the actor).
 */
import { field } from "../../../core/schema";

/** Guide 6.7, 6.15: the driver steers, the commander rolls the vehicle's Morale, gunners fire. */
export const CREW_ROLES = ["driver", "commander", "gunner", "crewman", "passenger"] as const;
export type CrewRole = (typeof CREW_ROLES)[number];

export const crewMember = () => ({
  actorUuid: field.string("", "STARSKIRMISH.SpacePatrol.Crew.actorUuid"),
  actorName: field.string("", "STARSKIRMISH.SpacePatrol.Crew.actorName"),
});

export interface CrewAssignment {
  actorUuid: string;
  actorName: string;
}
