/**
 * Rule markers in the pure core: what a marker is, and counting them. A marker is shown in
 * Foundry as a token status effect; here it is only a name, a colour and a count, so the rules
 * can read "how many Wound markers" through one function, whatever stores them.
 */

/** A marker a rule set places on its combatants. */
export interface MarkerDefinition {
  /** Stable key, unique within the system (prefixed by rule set), also the status effect id. */
  readonly id: string;
  /** Localisation key of the marker's name. */
  readonly label: string;
  /**
   * Localisation key of what the marker means, where its name alone does not say (how long it
   * lasts, what its count counts); sheets show it as the marker's tooltip.
   */
  readonly hint?: string;
  /** Icon path relative to the system folder. */
  readonly icon: string;
  /** Colour the marker is drawn in (CSS colour). */
  readonly colour: string;
  /** Whether the rules stack this marker (counted) or allow at most one. */
  readonly stacks: boolean;
  /** Largest count the rules allow; 1 for single markers, undefined for no limit. */
  readonly max?: number;
  /** Optional token rotation (degrees) that shows the marker at the table. */
  readonly rotation?: number;
  /** Groups markers on sheets (e.g. "individual", "vehicle", "spacecraft"). */
  readonly group?: string;
  /**
   * A hidden marker: its icon shows on the token only to the GM and the unit's own side (users who
   * own a token of the same disposition on the scene), as StarMarines' Overwatch (VIII-E).
   */
  readonly secret?: boolean;
  /**
   * Localisation key of the name on a sheet that shows only its group's markers, where the label's
   * qualifier ("Morale (vehicle)") tells the token HUD's twins apart but repeats what the sheet is.
   */
  readonly sheetLabel?: string;
  /**
   * Who may change the marker while its actor is in a combat (the kit's kept markers,
   * system/markers/kept-markers.ts). Unset: its owner as well as the GM, for a marker the player
   * chooses (a posture, an order). "removal": only a GM's client lowers or removes it, for a result
   * the rules take off by a procedure and a player would gain by taking off (a wound, Broken); the
   * owner's client may still add it, as the owner's own failed roll lands it. "any": only a GM's
   * client adds, lowers or removes it, for a marker a player would gain by adding as well.
   */
  readonly keptInBattle?: "removal" | "any";
}

import { counts as checkedCounts, finite, list, record, text, whole, yesNo } from "./checks";

/** Marker counts by marker id. A missing id means none. */
export type MarkerCounts = Readonly<Record<string, number>>;

/** Throws a RangeError naming the field unless `def` is a whole marker definition. */
export function checkedMarker(def: MarkerDefinition): MarkerDefinition {
  record(def, "marker");
  text(def.id, "marker.id");
  text(def.label, "marker.label");
  if (def.hint !== undefined) text(def.hint, "marker.hint");
  text(def.icon, "marker.icon");
  text(def.colour, "marker.colour");
  yesNo(def.stacks, "marker.stacks");
  if (def.max !== undefined) whole(def.max, "marker.max", 1);
  if (def.rotation !== undefined) finite(def.rotation, "marker.rotation");
  if (def.group !== undefined) text(def.group, "marker.group");
  if (def.secret !== undefined) yesNo(def.secret, "marker.secret");
  if (def.sheetLabel !== undefined) text(def.sheetLabel, "marker.sheetLabel");
  if (def.keptInBattle !== undefined && def.keptInBattle !== "removal" && def.keptInBattle !== "any") throw new RangeError("marker.keptInBattle must be removal or any");
  return def;
}

/** The largest count a marker may reach. */
export function markerLimit(def: MarkerDefinition): number {
  if (!checkedMarker(def).stacks) return 1;
  return def.max ?? Number.POSITIVE_INFINITY;
}

/** How many of a marker a combatant carries. The one way rules read markers. */
export function markerCount(counts: MarkerCounts, id: string): number {
  record(counts, "markers");
  const n = counts[id];
  return n !== undefined && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** Whether any of the given markers is present. */
export function hasMarker(counts: MarkerCounts, ...ids: string[]): boolean {
  record(counts, "markers");
  return ids.some((id) => markerCount(counts, id) > 0);
}

/**
 * The count after adding `delta` (negative to remove), bounded to 0 and the marker's limit.
 * A second single marker adds nothing (for example SP-9).
 */
export function adjustedCount(def: MarkerDefinition, current: number, delta: number): number {
  if (!Number.isInteger(delta)) throw new RangeError(`Marker change must be a whole number, not ${delta}`);
  finite(current, "current");
  const next = Math.max(0, Math.floor(current) + delta);
  return Math.min(next, markerLimit(def));
}

/** New counts with one marker adjusted; other markers untouched, zero counts dropped. */
export function withMarker(counts: MarkerCounts, def: MarkerDefinition, delta: number): MarkerCounts {
  checkedCounts(counts, "markers");
  const next = adjustedCount(def, markerCount(counts, checkedMarker(def).id), delta);
  const out: Record<string, number> = { ...counts };
  if (next === 0) delete out[def.id];
  else out[def.id] = next;
  return out;
}

/** Looks a definition up by id in a list, or throws with the unknown id. */
export function findMarker(defs: readonly MarkerDefinition[], id: string): MarkerDefinition {
  const def = list(defs, "markers").find((d) => d?.id === id);
  if (!def) throw new RangeError(`Unknown marker "${id}"`);
  return checkedMarker(def);
}
