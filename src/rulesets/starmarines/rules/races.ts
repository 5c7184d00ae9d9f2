/**
 * The eleven races of StarMarines (III) and the Soldier Wounding Table's columns (X). The table has
 * nine columns; Colonials and N'Kakk Robots have none, so a unit's column defaults to its race's own
 * and to the StarMarine column where the race has none (SMR-5). Initiative modifiers are in the race
 * books, which are not part of these rules: each side's is entered by the GM, 0 by default (SMR-22).
 */
import { keyOf } from "../../../core/checks";
import { RACES, WOUNDING_COLUMNS } from "../data/lists";

// the races and the table's nine columns sit with the data, which the unit model reads at init
export { RACES, WOUNDING_COLUMNS };
export type Race = (typeof RACES)[number];
export type WoundingColumn = (typeof WOUNDING_COLUMNS)[number];

export interface RaceProfile {
  /** The race's own column of the Soldier Wounding Table, or null where the table has none (SMR-5). */
  readonly column: WoundingColumn | null;
  /** III: "robots never fail their morale checks". */
  readonly neverFailsMorale: boolean;
  /** III: "Zrute armies use no vehicles"; "there are no Saur vehicles". */
  readonly hasVehicles: boolean;
}

export const RACE_PROFILES: Readonly<Record<Race, RaceProfile>> = {
  starMarines: { column: "starMarine", neverFailsMorale: false, hasVehicles: true },
  norx: { column: "norx", neverFailsMorale: false, hasVehicles: true },
  pelgari: { column: "pelgari", neverFailsMorale: false, hasVehicles: true },
  victors: { column: "victors", neverFailsMorale: false, hasVehicles: true },
  dran: { column: "dran", neverFailsMorale: false, hasVehicles: true },
  ghouls: { column: "ghouls", neverFailsMorale: false, hasVehicles: true },
  nkakkRobots: { column: null, neverFailsMorale: true, hasVehicles: true },
  zrutes: { column: "zrutes", neverFailsMorale: false, hasVehicles: false },
  saurs: { column: "saurs", neverFailsMorale: false, hasVehicles: false },
  swarm: { column: "swarm", neverFailsMorale: false, hasVehicles: true },
  colonials: { column: null, neverFailsMorale: false, hasVehicles: true },
};

/** SMR-5: the column a unit of this race reads unless its owner sets another. */
export function defaultWoundingColumn(race: Race): WoundingColumn {
  return RACE_PROFILES[keyOf(race, "race", RACE_PROFILES)].column ?? "starMarine";
}
