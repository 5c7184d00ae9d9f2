/**
 * Data of a formation actor, shared by every rule set: the members (actors or other formations,
 * by UUID, world or compendium) with how many of each, their role and group, its level in the
 * chain of command, and the shape and facing it is placed in by default.
 */
import { field, type SchemaValue } from "./schema";

/** The actor type of a formation, the same in every rule set. */
export const FORMATION_TYPE = "formation";

export const FORMATION_SHAPES = ["line", "column", "wedge", "block"] as const;
export const FORMATION_FACINGS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"] as const;
export const MEMBER_ROLES = ["member", "leader"] as const;
/**
 * What a formation is in its chain of command, smallest first. A formation of no named level is a
 * "group"; the levels are the ones the rule sets' organisations use (Striker 4.A: squad, section,
 * platoon, company; Starship Marine Part 5: up to the regiment), so tokens dropped with it can carry
 * their squad, section and platoon.
 */
export const FORMATION_LEVELS = ["group", "squad", "section", "platoon", "company", "battalion", "regiment"] as const;
export type FormationLevel = (typeof FORMATION_LEVELS)[number];
/** Largest count of one member: a company of troopers fits, a typo of 10000 does not. */
export const MAX_MEMBER_QUANTITY = 200;

export const FORMATION_MEMBER_SCHEMA = field.object({
  uuid: field.string("", "STARSKIRMISH.Formation.Field.uuid"),
  name: field.string("", "STARSKIRMISH.Formation.Field.name"),
  quantity: field.integer(1, 1, MAX_MEMBER_QUANTITY, "STARSKIRMISH.Formation.Field.quantity"),
  role: field.choice(MEMBER_ROLES, "member", "STARSKIRMISH.Formation.Field.role"),
});

export const FORMATION_SCHEMA = {
  members: field.array(FORMATION_MEMBER_SCHEMA, "STARSKIRMISH.Formation.Field.members"),
  level: field.choice(FORMATION_LEVELS, "group", "STARSKIRMISH.Formation.Field.level"),
  shape: field.choice(FORMATION_SHAPES, "block", "STARSKIRMISH.Formation.Field.shape"),
  facing: field.choice(FORMATION_FACINGS, "N", "STARSKIRMISH.Formation.Field.facing"),
  notes: field.html("STARSKIRMISH.Common.notes"),
};

export type FormationSystem = SchemaValue<typeof FORMATION_SCHEMA>;
export type FormationMemberData = FormationSystem["members"][number];
