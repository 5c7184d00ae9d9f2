/**
 * Data of a Striker II fire team: four troopers at most and the team's morale, initiative and
 * leader standing (Striker 4). Casualties are kept per trooper, not just counted.
 */
import { field, type SchemaValue } from "../../../core/schema";
import { SOLDIERS_PER_TEAM, TEAM_ROLES } from "../rules/forces";
import { FIRE_STEPS, PHASES } from "../rules/sequence";

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
  /** Id of the embedded strWeapon item the trooper carries; "" when only a name is written. */
  weaponItem: field.string(),
  ammunition: field.string(),
  /** Id of an embedded hand or rifle grenade item carried besides the weapon; "" for none. */
  grenadeItem: field.string(),
  armour: field.integer(0, 0, 99),
  /** Id of the embedded strArmour item worn; when set it decides the armour (ruling STR-5). */
  armourItem: field.string(),
  casualty: field.boolean(false),
});

/** Striker 4.A.1: the team's place in the chain of command, for who leads it (Striker 5.A). */
export const COMMAND_SCHEMA = field.object(
  {
    role: field.choice(Object.keys(TEAM_ROLES), "fireTeam", "STARSKIRMISH.Striker.Field.role"),
    squad: field.string("", "STARSKIRMISH.Striker.Field.squad"),
    section: field.string("", "STARSKIRMISH.Striker.Field.section"),
    platoon: field.string("", "STARSKIRMISH.Striker.Field.platoon"),
    company: field.string("", "STARSKIRMISH.Striker.Field.company"),
  },
  "STARSKIRMISH.Striker.Field.command",
);

/** Striker 3.B: the phases and fire steps a stored position may name. */
export const PHASE_IDS = PHASES.map((p) => p.id);
export const FIRE_STEP_IDS = FIRE_STEPS.map((s) => s.id);

export const TEAM_SCHEMA = {
  // Striker 4.A: a fire team is four troopers.
  troopers: field.array(TROOPER_SCHEMA, "STARSKIRMISH.Striker.Field.troopers", SOLDIERS_PER_TEAM),
  morale: field.object(
    { value: field.integer(5, 0, 20), start: field.integer(5, 0, 20) },
    "STARSKIRMISH.Striker.Field.morale",
  ),
  initiative: field.choice(INITIATIVE_LEVELS, "low", "STARSKIRMISH.Striker.Field.initiative"),
  leader: field.choice(LEADER_LEVELS, "none", "STARSKIRMISH.Striker.Field.leader"),
  techLevel: field.integer(12, 5, 16, "STARSKIRMISH.Striker.Field.techLevel"),
  /** Striker 5.B.2: the range of the team's radio, if it has one; 0 when none is stated (the whole board). */
  radioRangeM: field.integer(0, 0, 999999, "STARSKIRMISH.Striker.Field.radioRange"),
  teamId: field.string("", "STARSKIRMISH.Striker.Field.teamId"),
  command: COMMAND_SCHEMA,
  /**
   * Striker 8.C.4.a: the turn, phase and step the team's suppression lasts to; turn 0 and blanks
   * for none. Phase and step are the sequence of play's own (Striker 3.B), blank step outside a
   * fire phase.
   */
  suppressedUntil: field.object(
    {
      turn: field.integer(0, 0, 9999, "STARSKIRMISH.Striker.Field.turn"),
      phase: field.optionalChoice(PHASE_IDS, "STARSKIRMISH.Striker.Field.phase"),
      step: field.optionalChoice(FIRE_STEP_IDS, "STARSKIRMISH.Striker.Field.step"),
    },
    "STARSKIRMISH.Striker.Field.suppressedUntil",
  ),
  /** Striker 3.A.1: a counter marking where an unspotted team may be, not a team. */
  counter: field.boolean(false, "STARSKIRMISH.Striker.Field.counter"),
  /** The team a counter stands for, as its owner writes it; blank for a dummy counter. */
  standsFor: field.string("", "STARSKIRMISH.Striker.Field.standsFor"),
  notes: field.html("STARSKIRMISH.Common.notes"),
};

export type TeamSystem = SchemaValue<typeof TEAM_SCHEMA>;
