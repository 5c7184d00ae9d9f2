/**
 * The service log formatter's words (view/creation-log-text.ts) in English for gallery samples,
 * from lang/en.json: the text an English reader's sheet and wizard show. A missing key shows the
 * key, as Foundry would.
 */
import en from "../lang/en.json";
import type { LogWords } from "../src/rulesets/space-patrol/view/creation-log-text";

function english(key: string): string {
  const v = key.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), en);
  return typeof v === "string" ? v : key;
}

const fill = (key: string, data: Readonly<Record<string, string>>): string => english(key).replace(/\{(\w+)\}/g, (whole, name: string) => data[name] ?? whole);
const plural = new Intl.PluralRules("en");

export const galleryWords: LogWords = {
  localize: english,
  format: fill,
  counted: (key, count, data = {}) => fill(`${key}.${plural.select(count) === "one" ? "one" : "other"}`, { ...data, count: String(count) }),
};
