/**
 * Notifications as v13 shows them: each message becomes the HTML of an entry in the list (so a
 * name that is markup would become elements there), and its text comes from the real
 * lang/en.json through localize and format as v13's Localization does them: `{key}` replaced by
 * the value given, nothing escaped. Notify's `format` option escapes its values first, as v13
 * does by default. The stand-in does not run v13's cleaning of a plain message, so markup that
 * reaches it shows here even where v13 would strip part of it.
 * Needs a DOM (`// @vitest-environment happy-dom`).
 */
import { getProperty } from "./foundry/utils";
import { englishStrings, hasTranslation } from "./foundry/localization";

export function localize(key: string): string {
  const text = getProperty(englishStrings(), key);
  return typeof text === "string" ? text : key;
}

export function format(key: string, data: Record<string, unknown> = {}): string {
  return localize(key).replace(/{[^}]+}/g, (k) => String(data[k.slice(1, -1)]));
}

/** v13's foundry.utils.escapeHTML. */
export function escapeHTML(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");
}

export interface ShownNotifications {
  /** Every entry shown, oldest first. */
  readonly entries: HTMLLIElement[];
  /** What each entry reads as on screen. */
  texts(): string[];
}

interface NotifyOptions {
  localize?: boolean;
  format?: Record<string, string>;
  escape?: boolean;
}

/** Installs `ui.notifications` and `game.i18n` on the globals; returns what gets shown. */
export function installHtmlNotifications(): ShownNotifications {
  const list = document.createElement("ol");
  document.body.append(list);
  const entries: HTMLLIElement[] = [];
  const notify = (type: string) => (message: string, options: NotifyOptions = {}) => {
    let text = message;
    if (options.format) {
      const values = options.escape === false ? options.format : Object.fromEntries(Object.entries(options.format).map(([k, v]) => [k, escapeHTML(String(v))]));
      text = format(message, values);
    } else if (options.localize) text = localize(message);
    const li = document.createElement("li");
    li.className = `notification ${type}`;
    li.innerHTML = text;
    list.append(li);
    entries.push(li);
    return { id: entries.length, type, message: text };
  };
  const g = globalThis as Record<string, unknown>;
  g.ui = { ...(g.ui as object | undefined), notifications: { info: notify("info"), warn: notify("warning"), error: notify("error"), success: notify("success") } };
  const game = (g.game ?? {}) as Record<string, unknown>;
  game.i18n = { lang: "en", localize, format, has: hasTranslation };
  g.game = game;
  return { entries, texts: () => entries.map((li) => li.textContent ?? "") };
}
