/**
 * Telling the user something: a localised message, with values filled in when given. v13
 * notifications render their text as HTML, and the values are often names a user typed (an actor,
 * an item, a formation), so every value is escaped before it is filled in: a name shows as the
 * text it is, never as markup.
 */

import { formatCounted } from "./i18n/counted";

const HTML_ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe to place in HTML: the five characters that mean markup become entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);
}

/** Every value of a message's data escaped, each as the text it is. */
function escapedData(data: Readonly<Record<string, string | number>>): Record<string, string> {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, escapeHtml(String(v))]));
}

/** A localised message with its values escaped, ready for a notification. */
export function formatSafe(key: string, data: Readonly<Record<string, string | number>>): string {
  return game.i18n!.format(key, escapedData(data));
}

/** A counted message (system/i18n/counted.ts) with its values escaped: the count picks the form. */
export function formatCountedSafe(key: string, count: number, data: Readonly<Record<string, string | number>> = {}): string {
  return formatCounted(key, count, escapedData(data));
}

function message(key: string, data?: Readonly<Record<string, string | number>>): string {
  return data ? formatSafe(key, data) : game.i18n!.localize(key);
}

/** Telling the user why something was refused. */
export function warn(key: string, data?: Readonly<Record<string, string | number>>): void {
  ui.notifications?.warn(message(key, data));
}

/** Telling the user why something was refused, in a counted message. */
export function warnCounted(key: string, count: number, data?: Readonly<Record<string, string | number>>): void {
  ui.notifications?.warn(formatCountedSafe(key, count, data));
}

/** Warns as `warn` does and gives false: the one-line refusal of a step that does not go ahead. */
export function refused(key: string, data?: Readonly<Record<string, string | number>>): false {
  warn(key, data);
  return false;
}

/** Warns as `warnCounted` does and gives false. */
export function refusedCounted(key: string, count: number, data?: Readonly<Record<string, string | number>>): false {
  warnCounted(key, count, data);
  return false;
}

/** Telling the user what was done. */
export function inform(key: string, data?: Readonly<Record<string, string | number>>): void {
  ui.notifications?.info(message(key, data));
}

/** Telling the user what was done, in a counted message. */
export function informCounted(key: string, count: number, data?: Readonly<Record<string, string | number>>): void {
  ui.notifications?.info(formatCountedSafe(key, count, data));
}
