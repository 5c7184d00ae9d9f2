/**
 * The damage tables (X, IX-A step 3, IX-B): the Soldier Wounding Table by race column and the
 * Vehicle Damage Table, read with the damage margin, the damage roll's total minus the toughness
 * roll's total; a margin above 6 reads as 6 (SMR-2). A supertank lowers the row by 1, never below 1
 * (IX-A).
 */
import { keyOf, whole, yesNo } from "../../../core/checks";
import type { WoundingColumn } from "./races";

export type SoldierResult = "wounded" | "dead";

const W = "wounded" as const;
const D = "dead" as const;

/** X, Soldier Wounding Table: rows 1-6, columns as WOUNDING_COLUMNS. */
export const SOLDIER_WOUNDING_TABLE: Readonly<Record<WoundingColumn, readonly SoldierResult[]>> = {
  starMarine: [W, W, W, D, D, D],
  norx: [W, W, W, W, D, D],
  pelgari: [W, W, D, D, D, D],
  victors: [W, W, W, W, D, D],
  dran: [W, W, W, D, D, D],
  ghouls: [W, W, W, W, W, D],
  zrutes: [W, W, W, D, D, D],
  saurs: [W, W, W, W, D, D],
  swarm: [W, W, D, D, D, D],
};

export type VehicleResult = "stunned" | "stunnedLoseWeapon" | "disarmed" | "crippled" | "destroyed";

/** X, Vehicle Damage Table, rows 1-6. */
export const VEHICLE_DAMAGE_TABLE: readonly VehicleResult[] = ["stunned", "stunnedLoseWeapon", "disarmed", "crippled", "destroyed", "destroyed"];

/** SMR-2: the row a margin reads (the margin is positive: the hit got through). */
export function damageRow(margin: number, supertank = false): number {
  const row = Math.min(whole(margin, "margin", 1), 6);
  // IX-A: "Reduce the damage level on the Vehicle Casualty Chart by 1 (never less than 1)"
  return yesNo(supertank, "supertank") ? Math.max(1, row - 1) : row;
}

export function soldierWound(column: WoundingColumn, margin: number): SoldierResult {
  const col = SOLDIER_WOUNDING_TABLE[keyOf(column, "column", SOLDIER_WOUNDING_TABLE)];
  return col[damageRow(margin) - 1]!;
}

export function vehicleDamage(margin: number, supertank = false): VehicleResult {
  return VEHICLE_DAMAGE_TABLE[damageRow(margin, supertank) - 1]!;
}

