/**
 * The service log formatter's words (view/creation-log-text.ts LogWords) in English, from the
 * parsed lang/en.json: the one builder the gallery's samples and the pure tests share, each loading
 * the file its own way (a JSON import in the bundled samples, a file read in tests). Counted strings
 * pick `one` or `other` by English plural rules, as system/i18n/counted.ts does in Foundry.
 * "keep" answers a missing key with the key and leaves an unfilled {placeholder}, as Foundry would;
 * "throw" throws on either, so a test knows every word of a line came from the file.
 */
import type { LogWords } from "../src/rulesets/space-patrol/view/creation-log-text";

export type MissingWords = "keep" | "throw";

/** LogWords over a parsed language file, and its plain lookup (`english`). */
export function logWordsFrom(lang: unknown, missing: MissingWords): LogWords & { readonly english: (key: string) => string } {
  const english = (key: string): string => {
    const v = key.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), lang);
    if (typeof v === "string") return v;
    if (missing === "throw") throw new Error(`no English for ${key}`);
    return key;
  };
  const fill = (key: string, data: Readonly<Record<string, string>>): string =>
    english(key).replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = data[name];
      if (value !== undefined) return value;
      if (missing === "throw") throw new Error(`${key} needs {${name}}`);
      return whole;
    });
  const plural = new Intl.PluralRules("en");
  return {
    english,
    localize: english,
    format: fill,
    counted: (key, count, data = {}) => fill(`${key}.${plural.select(count) === "one" ? "one" : "other"}`, { ...data, count: String(count) }),
  };
}
