/**
 * Each side's initiative modifier (VII.1, SMR-22), from its race book, set by the GM on the tracker
 * and kept on the combat; it also counts in a soldier's roll to escape an overrun (IX-F).
 */
import { readFlag } from "../../../system/flags";

declare module "../../../system/flags" {
  interface CombatFlags {
    /** SMR-22: each side's initiative modifier, by side id. */
    smrInitiative?: Record<string, number>;
  }
}

/** SMR-22: the modifiers stored on the combat, each a whole number from -9 to 9; 0 where unset. */
export function initiativeModifiers(combat: Combat.Implementation): Record<string, number> {
  const stored: unknown = readFlag(combat, "Combat", "smrInitiative");
  const s = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries(s).filter(([, v]) => Number.isInteger(v) && Math.abs(v as number) <= 9)) as Record<string, number>;
}
