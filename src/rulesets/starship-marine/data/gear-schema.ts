/**
 * Data of a Starship Marine gear item (2.4-2.6, 3.6, 3.8-3.10, 4.10): what it is, the section that
 * governs it, its line on the fire table where it fires (3.5), the door damage points it counts
 * for (3.8), how many moves it takes to set up (3.9), and what it does, in our words. A figure
 * fights with its troop type's weapon; the items are the armoury a GM hands out and reads from.
 */
import { field, type SchemaValue } from "../../../core/schema";
import { FIRE_WEAPONS } from "./lists";

export const GEAR_KINDS = ["weapon", "grenade", "charge", "equipment"] as const;
/** Its line on Table 3.5, or none for gear that does not fire. */
export const GEAR_FIRE_LINES = ["none", ...FIRE_WEAPONS] as const;
/** 4.10: the barrier a piece of gear puts up, or none. */
export const GEAR_BARRIERS = ["none", "spaceFoam", "wirePod"] as const;

export const GEAR_SCHEMA = {
  kind: field.choice(GEAR_KINDS, "equipment", "STARSKIRMISH.StarshipMarine.Gear.kind"),
  section: field.string("", "STARSKIRMISH.StarshipMarine.Gear.section"),
  fireLine: field.choice(GEAR_FIRE_LINES, "none", "STARSKIRMISH.StarshipMarine.Gear.fireLine"),
  doorPoints: field.integer(0, 0, 9, "STARSKIRMISH.StarshipMarine.Gear.doorPoints"),
  setupMoves: field.integer(0, 0, 2, "STARSKIRMISH.StarshipMarine.Gear.setupMoves"),
  /** SSM-10: it jams guided weapons fired at its wearer and at friends within 10 cm. */
  ecm: field.boolean(false, "STARSKIRMISH.StarshipMarine.Gear.ecm"),
  /** 4.10: the corridor barrier it puts up, if any. */
  deploys: field.choice(GEAR_BARRIERS, "none", "STARSKIRMISH.StarshipMarine.Gear.deploys"),
  description: field.html("STARSKIRMISH.Common.description"),
};

export type GearSystem = SchemaValue<typeof GEAR_SCHEMA>;
