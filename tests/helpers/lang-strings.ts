/**
 * lang/en.json as the wording tests read it: parsed once per test file, and its strings flattened to
 * [dotted key, text] pairs, so every wording test walks the file the same way.
 */
import { englishStrings } from "./foundry/localization";

// the same parse the i18n stand-in answers has() from, read once for every test that reads the file
export const lang = englishStrings() as { STARSKIRMISH: Record<string, unknown> };

/** Every string under a subtree, with its key ("" for the file's root). */
export function strings(node: unknown, prefix: string): [string, string][] {
  if (typeof node === "string") return [[prefix, node]];
  if (!node || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([k, v]) => strings(v, prefix ? `${prefix}.${k}` : k));
}

/** Every string of one rule set's subtree (STARSKIRMISH.<set>), with its key. */
export const ruleSetStrings = (set: string): [string, string][] => strings(lang.STARSKIRMISH[set], `STARSKIRMISH.${set}`);
