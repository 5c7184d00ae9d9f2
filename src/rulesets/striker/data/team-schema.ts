/**
 * Data of a Striker II fire team: four troopers and the team's morale, initiative and leader
 * standing (Striker 4). Casualties are kept per trooper, not just counted.
 */
import { field, type SchemaValue } from "../../../core/schema";

/** Striker 4: the roles a trooper can hold in a team. */
export const TROOPER_ROLES = ["leader", "rifleman", "crew", "radio"] as const;
/** Striker 4: initiative levels of a team. */
export const INITIATIVE_LEVELS = ["low", "average", "high"] as const;
/** Striker 4: the levels of leader team. */
export const LEADER_LEVELS = ["none", "nco", "officer", "commander"] as const;

export const TROOPER_SCHEMA = field.object({
  name: field.string(),
  role: field.choice(TROOPER_ROLES, "rifleman"),
  weapon: field.string(),
  ammunition: field.string(),
  armour: field.integer(0, 0, 99),
  casualty: field.boolean(false),
});

export const TEAM_SCHEMA = {
  troopers: field.array(TROOPER_SCHEMA, "STARSKIRMISH.Striker.Field.troopers"),
  morale: field.object(
    { value: field.integer(5, 0, 20), start: field.integer(5, 0, 20) },
    "STARSKIRMISH.Striker.Field.morale",
  ),
  initiative: field.choice(INITIATIVE_LEVELS, "low", "STARSKIRMISH.Striker.Field.initiative"),
  leader: field.choice(LEADER_LEVELS, "none", "STARSKIRMISH.Striker.Field.leader"),
  techLevel: field.integer(12, 5, 16, "STARSKIRMISH.Striker.Field.techLevel"),
  teamId: field.string("", "STARSKIRMISH.Striker.Field.teamId"),
  notes: field.html("STARSKIRMISH.Common.notes"),
};

export type TeamSystem = SchemaValue<typeof TEAM_SCHEMA>;
