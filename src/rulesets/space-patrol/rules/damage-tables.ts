/**
 * The three damage tables (Guide 6.14 individuals, 6.15 vehicles, 7.12 spacecraft) as data. Each
 * row covers a band of damage-roll totals and says which markers land and which conditions
 * follow. Conditions that are drawn as markers (prone, unconscious, wrecked) appear in both lists.
 * Ruling SP-14: vehicle Heavy Penetration and Major Penetration-Cockpit give Crew Damage.
 */
import { assertDamageRows } from "./damage-rows";
import { SP_MARKER } from "./markers";
import { SP_SPACECRAFT_MARKER_ID as SC, SP_VEHICLE_MARKER_ID as VH } from "./marker-ids";

/** What a damage result does beyond counted markers. */
export type DamageCondition = "prone" | "unconscious" | "dead" | "destroyed" | "wrecked" | "explodes" | "crewDamage";

export type DamageTableName = "individual" | "vehicle" | "spacecraft";

export interface DamageRow {
  /** Lowest total on this row (the first row has no floor). */
  readonly min: number;
  /** Highest total on this row (the last row has no ceiling). */
  readonly max: number;
  readonly key: string;
  /** Localisation key of the row's name. */
  readonly label: string;
  /** Marker ids placed, one of each. */
  readonly markers: readonly string[];
  readonly conditions: readonly DamageCondition[];
}

const LOW = Number.NEGATIVE_INFINITY;
const HIGH = Number.POSITIVE_INFINITY;
const label = (table: DamageTableName, key: string): string => `STARSKIRMISH.SpacePatrol.Damage.${table}.${key}`;

/** Guide 6.14. Destroyed is also dead: the text calls it dead with the body beyond revival. */
export const INDIVIDUAL_DAMAGE_TABLE = [
  { min: LOW, max: 1, key: "none", label: label("individual", "none"), markers: [], conditions: [] },
  { min: 2, max: 7, key: "graze", label: label("individual", "graze"), markers: [SP_MARKER.morale], conditions: [] },
  { min: 8, max: 10, key: "slammed", label: label("individual", "slammed"), markers: [SP_MARKER.prone], conditions: ["prone"] },
  { min: 11, max: 12, key: "rattled", label: label("individual", "rattled"), markers: [SP_MARKER.stun], conditions: [] },
  { min: 13, max: 15, key: "lightWound", label: label("individual", "lightWound"), markers: [SP_MARKER.wound, SP_MARKER.morale], conditions: [] },
  { min: 16, max: 18, key: "mediumWound", label: label("individual", "mediumWound"), markers: [SP_MARKER.wound, SP_MARKER.stun], conditions: [] },
  { min: 19, max: 20, key: "heavyWound", label: label("individual", "heavyWound"), markers: [SP_MARKER.wound, SP_MARKER.unconscious], conditions: ["unconscious"] },
  { min: 21, max: 22, key: "mortalWoundChest", label: label("individual", "mortalWoundChest"), markers: [SP_MARKER.mortalWound, SP_MARKER.morale], conditions: [] },
  { min: 23, max: 24, key: "mortalWoundGuts", label: label("individual", "mortalWoundGuts"), markers: [SP_MARKER.mortalWound, SP_MARKER.stun], conditions: [] },
  { min: 25, max: 26, key: "mortalWoundFace", label: label("individual", "mortalWoundFace"), markers: [SP_MARKER.mortalWound, SP_MARKER.unconscious], conditions: ["unconscious"] },
  { min: 27, max: 39, key: "dead", label: label("individual", "dead"), markers: [], conditions: ["dead"] },
  { min: 40, max: HIGH, key: "destroyed", label: label("individual", "destroyed"), markers: [], conditions: ["dead", "destroyed"] },
] as const satisfies readonly DamageRow[];

/** Guide 6.15 with ruling SP-14 (CD, not a Control Marker, on Heavy and Cockpit rows). */
export const VEHICLE_DAMAGE_TABLE = [
  { min: LOW, max: 1, key: "none", label: label("vehicle", "none"), markers: [], conditions: [] },
  { min: 2, max: 7, key: "violentShaking", label: label("vehicle", "violentShaking"), markers: [VH.morale], conditions: [] },
  { min: 8, max: 10, key: "surfaceHit", label: label("vehicle", "surfaceHit"), markers: [VH.control], conditions: [] },
  { min: 11, max: 12, key: "controlHit", label: label("vehicle", "controlHit"), markers: [VH.control, VH.morale], conditions: [] },
  { min: 13, max: 15, key: "lightPenetration", label: label("vehicle", "lightPenetration"), markers: [VH.damage], conditions: [] },
  { min: 16, max: 18, key: "mediumPenetration", label: label("vehicle", "mediumPenetration"), markers: [VH.damage, VH.morale], conditions: [] },
  { min: 19, max: 20, key: "heavyPenetration", label: label("vehicle", "heavyPenetration"), markers: [VH.damage], conditions: ["crewDamage"] },
  { min: 21, max: 22, key: "majorPenetrationEngines", label: label("vehicle", "majorPenetrationEngines"), markers: [VH.failureCascade], conditions: [] },
  { min: 23, max: 24, key: "majorPenetrationCrewCabin", label: label("vehicle", "majorPenetrationCrewCabin"), markers: [VH.failureCascade, VH.morale], conditions: [] },
  { min: 25, max: 26, key: "majorPenetrationCockpit", label: label("vehicle", "majorPenetrationCockpit"), markers: [VH.failureCascade], conditions: ["crewDamage"] },
  { min: 27, max: 39, key: "wrecked", label: label("vehicle", "wrecked"), markers: [VH.wrecked], conditions: ["wrecked"] },
  { min: 40, max: HIGH, key: "explosion", label: label("vehicle", "explosion"), markers: [], conditions: ["explodes"] },
] as const satisfies readonly DamageRow[];

/** Guide 7.12. */
export const SPACECRAFT_DAMAGE_TABLE = [
  { min: LOW, max: 1, key: "none", label: label("spacecraft", "none"), markers: [], conditions: [] },
  { min: 2, max: 7, key: "antennaHit", label: label("spacecraft", "antennaHit"), markers: [SC.electronics], conditions: [] },
  { min: 8, max: 10, key: "surfaceHit", label: label("spacecraft", "surfaceHit"), markers: [SC.gunnery], conditions: [] },
  { min: 11, max: 12, key: "controlHit", label: label("spacecraft", "controlHit"), markers: [SC.flight], conditions: [] },
  { min: 13, max: 15, key: "lightPenetration", label: label("spacecraft", "lightPenetration"), markers: [SC.electronics, SC.astrogation], conditions: [] },
  { min: 16, max: 18, key: "mediumPenetration", label: label("spacecraft", "mediumPenetration"), markers: [SC.gunnery, SC.drive, SC.morale], conditions: [] },
  { min: 19, max: 20, key: "heavyPenetration", label: label("spacecraft", "heavyPenetration"), markers: [SC.flight, SC.drive], conditions: ["crewDamage"] },
  { min: 21, max: 22, key: "majorPenetrationDriveRoom", label: label("spacecraft", "majorPenetrationDriveRoom"), markers: [SC.hull, SC.failureCascade], conditions: [] },
  { min: 23, max: 24, key: "majorPenetrationLivingQuarters", label: label("spacecraft", "majorPenetrationLivingQuarters"), markers: [SC.hull, SC.failureCascade, SC.morale], conditions: [] },
  { min: 25, max: 26, key: "majorPenetrationBridge", label: label("spacecraft", "majorPenetrationBridge"), markers: [SC.hull, SC.failureCascade], conditions: ["crewDamage"] },
  { min: 27, max: 39, key: "wrecked", label: label("spacecraft", "wrecked"), markers: [SC.wrecked], conditions: ["wrecked"] },
  { min: 40, max: HIGH, key: "explodes", label: label("spacecraft", "explodes"), markers: [], conditions: ["explodes"] },
] as const satisfies readonly DamageRow[];

export const DAMAGE_TABLES: Readonly<Record<DamageTableName, readonly DamageRow[]>> = {
  individual: INDIVIDUAL_DAMAGE_TABLE,
  vehicle: VEHICLE_DAMAGE_TABLE,
  spacecraft: SPACECRAFT_DAMAGE_TABLE,
};

/** Totals from LOOKUP_LOW to LOOKUP_HIGH are read from a precomputed index; the rest clamp to the ends. */
const LOOKUP_LOW = -1;
const LOOKUP_HIGH = 40;

function buildLookup(rows: readonly DamageRow[], low = LOOKUP_LOW, high = LOOKUP_HIGH): Uint8Array {
  const out = new Uint8Array(high - low + 1);
  for (let total = low; total <= high; total++) {
    let i = 0;
    while (i < rows.length - 1 && total > (rows[i] as DamageRow).max) i++;
    out[total - low] = i;
  }
  return out;
}

const LOOKUPS: Readonly<Record<DamageTableName, Uint8Array>> = {
  individual: buildLookup(INDIVIDUAL_DAMAGE_TABLE),
  vehicle: buildLookup(VEHICLE_DAMAGE_TABLE),
  spacecraft: buildLookup(SPACECRAFT_DAMAGE_TABLE),
};

/** The index of the row a total falls on (rows are contiguous; fractions read down). */
export function damageRowIndex(table: DamageTableName, total: number): number {
  if (!Number.isFinite(total)) throw new RangeError(`A damage total must be a number, not ${total}`);
  const lookup = LOOKUPS[knownTable(table)];
  const t = Math.floor(total);
  const clamped = t < LOOKUP_LOW ? LOOKUP_LOW : t > LOOKUP_HIGH ? LOOKUP_HIGH : t;
  return lookup[clamped - LOOKUP_LOW] as number;
}

/** The row a damage total falls on. */
export function damageRow(table: DamageTableName, total: number): DamageRow {
  return tableRows(table)[damageRowIndex(table, total)] as DamageRow;
}

/**
 * A table read by whole-number totals (hot path: a fire action reads one row per hit, so the table
 * is looked up once per target and each total costs a clamp and an array index).
 */
export class DamageTableReader {
  readonly rows: readonly DamageRow[];
  private readonly lookup: Uint8Array;
  private readonly low: number;
  private readonly high: number;

  /**
   * The built-in rows of a table, or `rows` given from outside (contiguous, checked by the caller:
   * see damage-rows.ts); the index then spans every boundary they have.
   */
  constructor(table: DamageTableName, rows?: readonly DamageRow[]) {
    knownTable(table);
    if (rows !== undefined) assertDamageRows(table, rows);
    if (rows === undefined) {
      this.rows = tableRows(table);
      this.lookup = LOOKUPS[table];
      this.low = LOOKUP_LOW;
      this.high = LOOKUP_HIGH;
      return;
    }
    const first = (rows[0] as DamageRow).max;
    const last = (rows[rows.length - 1] as DamageRow).min;
    const low = Math.min(LOOKUP_LOW, Number.isFinite(first) ? first : LOOKUP_LOW);
    const high = Math.max(LOOKUP_HIGH, Number.isFinite(last) ? last : LOOKUP_HIGH);
    // fields set in the same order as above: one object shape for every reader on the hot path
    this.rows = rows;
    this.lookup = buildLookup(rows, low, high);
    this.low = low;
    this.high = high;
  }

  /** The row index of a whole-number total: damageRowIndex without its checks. */
  index(total: number): number {
    const clamped = total < this.low ? this.low : total > this.high ? this.high : total;
    return this.lookup[clamped - this.low] as number;
  }
}

const READERS: Readonly<Record<DamageTableName, DamageTableReader>> = {
  individual: new DamageTableReader("individual"),
  vehicle: new DamageTableReader("vehicle"),
  spacecraft: new DamageTableReader("spacecraft"),
};

/** The reader of a table, built once at load. */
export function damageTableReader(table: DamageTableName): DamageTableReader {
  return READERS[knownTable(table)];
}

function tableRows(table: DamageTableName): readonly DamageRow[] {
  return DAMAGE_TABLES[knownTable(table)];
}

/** The table's name, or a RangeError naming it. */
function knownTable(table: DamageTableName): DamageTableName {
  if (typeof table !== "string" || !Object.hasOwn(DAMAGE_TABLES, table)) throw new RangeError(`Unknown damage table "${String(table)}"`);
  return table;
}
