/**
 * Data of a Starship Marine figure: its troop type (Starship Marine table 3.2) and notes. The
 * full figure (weapons, morale) belongs to the Starship Marine rules work.
 */
import { field } from "../../../core/schema";

/** Starship Marine table 3.2: the troop types that move at different rates. */
export const TROOP_TYPES = ["marine", "crewman", "combatRobot", "supportRobot"] as const;

export const FIGURE_SCHEMA = {
  troopType: field.choice(TROOP_TYPES, "marine", "STARSKIRMISH.StarshipMarine.Field.troopType"),
  notes: field.html("STARSKIRMISH.Common.notes"),
};
