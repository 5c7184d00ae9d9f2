/**
 * Data of a StarMarines unit, soldier or vehicle (IV-b to IV-g, SMR-4, SMR-5, SMR-16). The race books
 * that give units their statistics are not part of these rules, so every value the rules use is a
 * field the GM or the player fills in from his race book: nothing here is official. The wounding
 * column is the race's own unless set (SMR-5).
 */
import { field, onlyWhen } from "../../../core/schema";
import { EXPERIENCE_LEVELS, RACES, ROLES, WOUNDING_COLUMNS } from "./lists";

export const UNIT_KINDS = ["soldier", "vehicle"] as const;
export const VEHICLE_SIZES = ["small", "large"] as const;
export const VEHICLE_MOTIONS = ["ground", "skimmer"] as const;

const L = (name: string) => `STARSKIRMISH.StarMarines.Field.${name}`;
/** Fields only a soldier or only a vehicle has (IV-b to IV-g): a field-drawn sheet shows them for that kind. */
const soldierOnly = <S extends Parameters<typeof onlyWhen>[2]>(spec: S) => onlyWhen("kind", ["soldier"], spec);
const vehicleOnly = <S extends Parameters<typeof onlyWhen>[2]>(spec: S) => onlyWhen("kind", ["vehicle"], spec);

export const UNIT_SCHEMA = {
  kind: field.choice(UNIT_KINDS, "soldier", L("kind")),
  race: field.choice(RACES, "starMarines", L("race")),
  /** SMR-5: "" reads the race's own column. */
  woundingColumn: soldierOnly(field.optionalChoice(WOUNDING_COLUMNS, L("woundingColumn"))),
  experience: field.choice(EXPERIENCE_LEVELS, "average", L("experience")),
  role: soldierOnly(field.choice(ROLES, "none", L("role"))),
  move: field.integer(0, 0, 20, L("move")),
  aim: field.integer(0, -5, 5, L("aim")),
  armour: field.integer(0, 0, 20, L("armour")),
  toughness: field.integer(0, 0, 20, L("toughness")),
  morale: soldierOnly(field.integer(0, 0, 12, L("morale"))),
  /** IV-f: a Leader's range in hexes, before experience (X). */
  leaderRange: soldierOnly(field.integer(0, 0, 20, L("leaderRange"))),
  /** IV-a, SMR-4: the unit's points from its race book. */
  pointCost: field.integer(0, 0, 999, L("pointCost")),
  /** IV-e: one soldier attribute, in words. */
  attribute: soldierOnly(field.string("", L("attribute"))),
  /** VIII-C.3: a small unit that may stack two to a hex. */
  stacksTwo: field.boolean(false, L("stacksTwo")),
  /** IX-G: a soldier that can fly. */
  flies: soldierOnly(field.boolean(false, L("flies"))),
  size: vehicleOnly(field.choice(VEHICLE_SIZES, "small", L("size"))),
  motion: vehicleOnly(field.choice(VEHICLE_MOTIONS, "ground", L("motion"))),
  supertank: vehicleOnly(field.boolean(false, L("supertank"))),
  walker: vehicleOnly(field.boolean(false, L("walker"))),
  /** VIII-G: soldiers it carries. */
  capacity: vehicleOnly(field.integer(0, 0, 50, L("capacity"))),
  notes: field.html("STARSKIRMISH.Common.notes"),
};
