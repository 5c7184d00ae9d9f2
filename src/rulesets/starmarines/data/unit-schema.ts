/**
 * Data of a StarMarines unit. Race statistics are not part of these rules (SMR-4), so the GM
 * enters them; the wounding column defaults to the race's own (SMR-5).
 */
import { field } from "../../../core/schema";

export const UNIT_KINDS = ["soldier", "vehicle"] as const;

export const UNIT_SCHEMA = {
  kind: field.choice(UNIT_KINDS, "soldier", "STARSKIRMISH.StarMarines.Field.kind"),
  race: field.string("", "STARSKIRMISH.StarMarines.Field.race"),
  woundingColumn: field.string("", "STARSKIRMISH.StarMarines.Field.woundingColumn"),
  move: field.integer(0, 0, 99, "STARSKIRMISH.StarMarines.Field.move"),
  aim: field.integer(0, -5, 5, "STARSKIRMISH.StarMarines.Field.aim"),
  toughness: field.integer(0, 0, 99, "STARSKIRMISH.StarMarines.Field.toughness"),
  notes: field.html("STARSKIRMISH.Common.notes"),
};
