/**
 * v13's Localization#has for glue tests, answered from the real lang/en.json: a key is known when
 * its dotted path ends at a string there (client/helpers/localization.d.mts:127). The stand-in's
 * language is English, which is also v13's fallback language, so `fallback` changes nothing here.
 * localize and format stay with foundry-stubs.ts, which gives keys back so tests can assert on
 * keys; only `has` is honest, so code that chooses a key by what exists (counted strings'
 * `one`/`other`, src/system/i18n/counted.ts) chooses as it would in Foundry.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { getProperty } from "./utils";

let strings: Record<string, unknown> | undefined;

/** lang/en.json as Foundry loads it (nested objects of strings), read once per test file. */
export function englishStrings(): Record<string, unknown> {
  strings ??= JSON.parse(readFileSync(join(__dirname, "../../../lang/en.json"), "utf8")) as Record<string, unknown>;
  return strings;
}

/**
 * Whether v13 has a translation for the key. `fallback` (true by default, as v13's) lets the
 * fallback language's strings count; with English loaded both dictionaries are en.json.
 */
export function hasTranslation(key: string, _fallback = true): boolean {
  return typeof getProperty(englishStrings(), key) === "string";
}
