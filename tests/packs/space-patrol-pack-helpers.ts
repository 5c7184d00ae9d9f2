// Reading the Space Patrol! compendium sources, and a check that their text is our own: no run of
// eight words in a description may be found word for word in the Guide or the reference sheet.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fingerprint, runs } from "../../scripts/text-runs/runs.mjs";

export { packDocs } from "../helpers/pack-sources";

const root = join(__dirname, "../..");

/**
 * Fingerprints of every eight-word run of the Guide and the reference sheet, made by
 * scripts/text-runs/build-fingerprints.mjs: the check needs no copy of the texts themselves.
 */
const FINGERPRINTS = (() => {
  const buf = readFileSync(join(__dirname, "fixtures/space-patrol-text-runs.bin"));
  const set = new Set<bigint>();
  for (let i = 0; i + 8 <= buf.length; i += 8) set.add(buf.readBigUInt64LE(i));
  return set;
})();

/** The first run of eight words of `html` that the rule texts hold verbatim, or null. */
export function copiedRun(html: string): string | null {
  for (const run of runs(html)) if (FINGERPRINTS.has(fingerprint(run))) return run;
  return null;
}

/** English text of a localisation key, flat or nested. */
export function english(key: string): string {
  const lang = JSON.parse(readFileSync(join(root, "lang/en.json"), "utf8")) as Record<string, unknown>;
  if (typeof lang[key] === "string") return lang[key] as string;
  const nested = key.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), lang);
  if (typeof nested !== "string") throw new Error(`no English for ${key}`);
  return nested;
}
