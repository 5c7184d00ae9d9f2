/**
 * The service log formatter's words (view/creation-log-text.ts LogWords) in English, straight from
 * lang/en.json: a key with no English string throws, and a {placeholder} left unfilled throws, so a
 * test that reads a line knows every word of it came from the file. Counted strings pick `one` or
 * `other` by English plural rules, as system/i18n/counted.ts does in Foundry.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LogWords } from "../../../src/rulesets/space-patrol/view/creation-log-text";

const lang = JSON.parse(readFileSync(join(__dirname, "../../../lang/en.json"), "utf8")) as Record<string, unknown>;

/** The English string at a dotted key; throws when there is none. */
export function english(key: string): string {
  const v = key.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), lang);
  if (typeof v !== "string") throw new Error(`no English for ${key}`);
  return v;
}

function fill(key: string, data: Readonly<Record<string, string>>): string {
  const out = english(key).replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = data[name];
    if (value === undefined) throw new Error(`${key} needs {${name}}`);
    return value;
  });
  return out;
}

const plural = new Intl.PluralRules("en");

export const englishWords: LogWords = {
  localize: english,
  format: fill,
  counted: (key, count, data = {}) => fill(`${key}.${plural.select(count) === "one" ? "one" : "other"}`, { ...data, count: String(count) }),
};
