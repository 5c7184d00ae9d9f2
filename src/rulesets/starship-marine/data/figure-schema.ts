/**
 * Data of a Starship Marine figure: its troop type (troop-types.ts, every type the rules give), its
 * rank in the Marine hierarchy (3.3), its experience class (4.7: Marines have no Raw class), whether it fights wounded (4.6), the actions it
 * has fought for experience (4.7; a wound counts 2, SSM-29), and notes.
 */
import { field } from "../../../core/schema";
import { NON_MARINE_CLASSES, RANKS, TROOP_TYPE_IDS } from "./lists";

export const FIGURE_SCHEMA = {
  troopType: field.choice(TROOP_TYPE_IDS, "marineScaII", "STARSKIRMISH.StarshipMarine.Field.troopType"),
  experience: field.choice(NON_MARINE_CLASSES, "experienced", "STARSKIRMISH.StarshipMarine.Field.experience"),
  rank: field.choice(RANKS, "none", "STARSKIRMISH.StarshipMarine.Field.rank"),
  wounded: field.boolean(false, "STARSKIRMISH.StarshipMarine.Field.wounded"),
  actions: field.integer(0, 0, 999, "STARSKIRMISH.StarshipMarine.Field.actions"),
  notes: field.html("STARSKIRMISH.Common.notes"),
};
