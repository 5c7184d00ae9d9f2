// Reading the Space Patrol! compendium sources, and a check that their text is our own: no run of
// eight words in a description may be found word for word in the Guide or the reference sheet.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";

const root = join(__dirname, "../..");

/** Every document of a pack's YAML sources. */
export function packDocs<T = Record<string, unknown>>(pack: string): T[] {
  const dir = join(root, "packs/_source", pack);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".yml"))
    .map((f) => YAML.parse(readFileSync(join(dir, f), "utf8")) as T);
}

const words = (text: string): string[] =>
  text
    .replace(/<[^>]*>/g, " ")
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);

/** Where the rule texts are kept (SP_RULES_DIR overrides); the check needs them to compare against. */
const RULES_DIR = process.env.SP_RULES_DIR ?? "/work/shared/rules";
const SOURCE_TEXT = ["space-patrol-patrolmans-guide.md", "space-patrol-combat-reference-sheet.md"]
  .map((f) => {
    if (!existsSync(join(RULES_DIR, f))) throw new Error(`The rule text ${f} is not in ${RULES_DIR}; set SP_RULES_DIR`);
    return words(readFileSync(join(RULES_DIR, f), "utf8")).join(" ");
  })
  .join(" | ");

/** The first run of `n` words of `html` that the rule texts hold verbatim, or null. */
export function copiedRun(html: string, n = 8): string | null {
  const w = words(html);
  for (let i = 0; i + n <= w.length; i++) {
    const run = w.slice(i, i + n).join(" ");
    if (SOURCE_TEXT.includes(run)) return run;
  }
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
