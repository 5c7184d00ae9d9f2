/**
 * Which icon shows a marker at a given count. Counted markers show their count in the icon
 * itself (drawn by the build for 2 to MAX_DRAWN_COUNT, and "+" past it), so the number appears on
 * the token wherever Foundry draws status icons, without redrawing the token.
 */
import { finite, text } from "./checks";
import { checkedMarker, markerLimit, type MarkerDefinition } from "./markers";

/** Highest count drawn as its own number; larger counts show MAX_DRAWN_COUNT with a plus. */
export const MAX_DRAWN_COUNT = 9;

/** The counts that need an icon of their own for a marker. */
export function drawnCounts(def: MarkerDefinition): number[] {
  if (!checkedMarker(def).stacks) return [];
  const last = Math.min(markerLimit(def), MAX_DRAWN_COUNT + 1);
  const counts: number[] = [];
  for (let n = 2; n <= last; n++) counts.push(n);
  return counts;
}

/** The icon path for a marker at `count` (the plain icon for 0 or 1). */
export function markerIcon(def: MarkerDefinition, count: number): string {
  checkedMarker(def);
  finite(count, "count");
  if (!def.stacks || count <= 1) return def.icon;
  const shown = Math.min(count, MAX_DRAWN_COUNT + 1);
  return def.icon.replace(/\.svg$/, `-${shown}.svg`);
}

/** The text drawn for a count on the icon. */
export function countLabel(count: number): string {
  finite(count, "count");
  return count > MAX_DRAWN_COUNT ? `${MAX_DRAWN_COUNT}+` : String(count);
}

/** 32-bit FNV-1a of a string, with a chosen offset basis so two runs give independent hashes. */
function fnv1a(text: string, basis: number): number {
  let h = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * A 16-character document id for a marker's status effect, the same in every world, so a marker
 * is always the same effect and toggling never duplicates it. Ids are hashed rather than cut
 * short because many marker ids share their first letters.
 */
export function markerEffectId(markerId: string): string {
  text(markerId, "markerId");
  const a = fnv1a(markerId, 0x811c9dc5).toString(36).padStart(7, "0");
  const b = fnv1a(markerId, 0x01234567).toString(36).padStart(7, "0");
  return `ssk${a}${b}`.slice(0, 16);
}
