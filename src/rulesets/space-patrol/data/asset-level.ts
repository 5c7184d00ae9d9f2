/**
 * Asset levels as people type them ("X", "x", "3", "10") and as they are stored (-1 for X, then
 * 0 to 10; Guide 2). Used by the sheet's level boxes and by the migration of older data.
 */
import { MAX_ASSET_LEVEL, type AssetLevel } from "./lists";

/** Stored value meaning asset level X. */
export const ASSET_X = -1;

/** The stored level for typed text or a number, or null when it is not a level. */
export function parseAssetLevel(value: unknown): number | null {
  if (typeof value === "number") return Number.isInteger(value) && value >= ASSET_X && value <= MAX_ASSET_LEVEL ? value : null;
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (text === "" || text.toUpperCase() === "X") return ASSET_X;
  if (!/^\d{1,2}$/.test(text)) return null;
  const n = Number(text);
  return n <= MAX_ASSET_LEVEL ? n : null;
}

/** How a stored level is shown: X, or the number. */
export function formatAssetLevel(stored: number): string {
  return stored <= ASSET_X ? "X" : String(stored);
}

/** A stored level in the rules' terms; a level never set is X (Guide 2). */
export function storedToAssetLevel(stored: number | undefined): AssetLevel {
  return stored === undefined || stored <= ASSET_X ? "X" : stored;
}
