/** The choices of the StarMarines unit sheet's selects, each with its label (IV, X, SMR-5). Pure. */
import { RACES, WOUNDING_COLUMNS } from "../rules/races";
import { EXPERIENCE_LEVELS } from "../rules/experience";
import { ROLES } from "../rules/army";
import { UNIT_KINDS, VEHICLE_MOTIONS, VEHICLE_SIZES } from "../data/unit-schema";

const choices = (ids: readonly string[], label: (id: string) => string) => ids.map((value) => ({ value, label: label(value) }));

export function unitChoices() {
  return {
    kinds: choices(UNIT_KINDS, (v) => `STARSKIRMISH.StarMarines.Kind.${v}`),
    races: choices(RACES, (v) => `STARSKIRMISH.StarMarines.Race.${v}`),
    columns: [{ value: "", label: "STARSKIRMISH.StarMarines.Column.raceDefault" }, ...choices(WOUNDING_COLUMNS, (v) => `STARSKIRMISH.StarMarines.Column.${v}`)],
    experiences: choices(EXPERIENCE_LEVELS, (v) => `STARSKIRMISH.StarMarines.Experience.${v}`),
    roles: choices(ROLES, (v) => `STARSKIRMISH.StarMarines.Role.${v}`),
    sizes: choices(VEHICLE_SIZES, (v) => `STARSKIRMISH.StarMarines.Size.${v}`),
    motions: choices(VEHICLE_MOTIONS, (v) => `STARSKIRMISH.StarMarines.Motion.${v}`),
  };
}
