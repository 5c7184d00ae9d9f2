/**
 * Data of a Striker II personal armour item (WEAPONS, PERSONAL ARMOR): tech level, armour
 * value in the three printed forms of ruling STR-5, weight, volume and price.
 */
import { field, type SchemaValue } from "../../../core/schema";
import { credits, decimal } from "./weapon-schema";

/**
 * Ruling STR-5: "5" protects against everything; "Jack (1)" only against melee; "Ablat 1[6]"
 * is 1, or the bracketed 6 against energy weapons; "Combat Armor [10]" is 0 and 10 bracketed.
 */
export const ARMOUR_FORMS = ["plain", "meleeOnly", "bracketed"] as const;

export const ARMOUR_SCHEMA = {
  tableId: field.string("", "STARSKIRMISH.Striker.Weapon.tableId"),
  tl: field.integer(7, 0, 20, "STARSKIRMISH.Striker.Field.techLevel"),
  form: field.choice(ARMOUR_FORMS, "plain", "STARSKIRMISH.Striker.Armour.form"),
  value: field.integer(0, 0, 99, "STARSKIRMISH.Striker.Armour.value"),
  /** The bracketed value, read against energy weapons when the form is "bracketed". */
  energy: field.integer(0, 0, 99, "STARSKIRMISH.Striker.Armour.energy"),
  weightKg: decimal(0, "STARSKIRMISH.Striker.Weapon.weight"),
  volumeL: decimal(0, "STARSKIRMISH.Striker.Armour.volume"),
  priceCr: credits(0, "STARSKIRMISH.Striker.Weapon.price"),
  description: field.html("STARSKIRMISH.Common.description"),
};

export type ArmourItemSystem = SchemaValue<typeof ARMOUR_SCHEMA>;
