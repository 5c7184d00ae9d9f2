/**
 * The grenade dialogs' answers (Guide 6.12): which grenade (its type is the item's), the cover the
 * throw goes over, and afterwards which of the combatants in the burst have cover between them and it.
 */
import { MAX_DARKNESS, MAX_SMOKE, type CoverKind } from "../rules";

export interface GrenadeForm {
  itemId: string;
  cover: CoverKind;
  /** Reference sheet: a throw takes the shooting modifiers the board cannot tell. */
  moved: boolean;
  darkness: number;
  /** SP-3: 1 if thrower or target is in smoke, 2 if both. */
  smoke: number;
  advantages: number;
  disadvantages: number;
}

const COVERS: readonly CoverKind[] = ["none", "low", "high"];
const flag = (v: unknown): boolean => v === true || v === "true" || v === "on";
const clampInt = (v: unknown, max: number): number => {
  const n = Math.trunc(Number(v));
  return Number.isFinite(n) ? Math.min(max, Math.max(0, n)) : 0;
};
const record = (raw: unknown): Record<string, unknown> => (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;

export function readGrenadeForm(raw: unknown, fallback: { itemId: string }): GrenadeForm {
  const d = record(raw);
  return {
    itemId: typeof d.itemId === "string" && d.itemId ? d.itemId : fallback.itemId,
    cover: COVERS.includes(d.cover as CoverKind) ? (d.cover as CoverKind) : "none",
    moved: flag(d.moved),
    darkness: clampInt(d.darkness, MAX_DARKNESS),
    smoke: clampInt(d.smoke, MAX_SMOKE),
    advantages: clampInt(d.advantages, 9),
    disadvantages: clampInt(d.disadvantages, 9),
  };
}

/** Which caught combatants (by key) the user marked as behind cover from the blast. */
export function readCoverForm(raw: unknown, keys: readonly string[]): Set<string> {
  const d = record(raw);
  return new Set(keys.filter((k) => flag(d[`cover-${k}`])));
}
