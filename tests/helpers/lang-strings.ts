/**
 * lang/en.json as the wording tests read it: parsed once per test file, and its strings flattened to
 * [dotted key, text] pairs, so every wording test walks the file the same way.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const lang = JSON.parse(readFileSync(join(__dirname, "../../lang/en.json"), "utf8")) as { STARSKIRMISH: Record<string, unknown> };

/** Every string under a subtree, with its key. */
export function strings(node: unknown, prefix: string): [string, string][] {
  if (typeof node === "string") return [[prefix, node]];
  if (!node || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([k, v]) => strings(v, `${prefix}.${k}`));
}

/** Every string of one rule set's subtree (STARSKIRMISH.<set>), with its key. */
export const ruleSetStrings = (set: string): [string, string][] => strings(lang.STARSKIRMISH[set], `STARSKIRMISH.${set}`);
