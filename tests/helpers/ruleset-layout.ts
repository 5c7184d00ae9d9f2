/**
 * The fixed folder layout of a rule set (src/rulesets/README.md), as a check: which folders and
 * files a rule set folder may hold, and that its pure folders reach nothing of Foundry's.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

/** Pure folders: no Foundry imports or globals (tsconfig.pure.json compiles them). */
export const PURE_FOLDERS = ["rules", "data", "view"] as const;
/** Foundry folders: data models, sheets, actions, card kinds and turn structure. */
export const FOUNDRY_FOLDERS = ["models", "sheets", "actions", "cards", "turn"] as const;
/** The object that registers the rule set in Foundry as a world starts. */
export const RULESET_FILE = "ruleset.ts";
/** What the rule set needs once something is played, a chunk of its own (src/system/ruleset-table.ts). */
export const TABLE_FILE = "table.ts";
/** The one place that loads the table, by dynamic import. */
export const TABLE_LOADER_FILE = "load-table.ts";
/** The files beside the folders. */
const LOOSE_FILES = new Set<string>([RULESET_FILE, TABLE_FILE, TABLE_LOADER_FILE]);

const ALLOWED = new Set<string>([...PURE_FOLDERS, ...FOUNDRY_FOLDERS]);
/** A value import of the table module (a dynamic import or a static one; `import type` is none). */
const TABLE_IMPORT = /(?:import\s*\(\s*|^\s*(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s*)["'](?:\.{1,2}\/)+table["']/m;
/** Foundry's globals, as pure code would touch them (a property, an index or a call). */
const FOUNDRY_GLOBAL = /\b(game|CONFIG|foundry|Hooks|canvas|ui|fromUuid|fromUuidSync|globalThis)\b\s*(\?\.|\.|\[|\()/;
/** Packages that bring Foundry or the bundler into a file. */
const FOUNDRY_PACKAGE = /^(fvtt-types|@league-of-foundry-developers\/|virtual:)/;
const SPECIFIER = /\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g;

const posix = (p: string) => p.split(sep).join("/");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map((f) => join(dir, String(f)))
    .filter((f) => statSync(f).isFile());
}

/** Code without comments, so a comment naming `game.settings` is not taken for a use of it. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
}

/** What is wrong with a relative import's target, seen from a pure folder; null when it is pure. */
function impureTarget(target: string): string | null {
  const p = posix(target);
  if (/\/src\/system(\/|$)/.test(p)) return "the kit's Foundry glue (src/system)";
  const m = /\/rulesets\/[^/]+\/(models|sheets|actions|cards|turn|ruleset)(\/|\.ts$|$)/.exec(p);
  if (m) return `a Foundry folder (${m[1]})`;
  if (/\/src\/index(\.ts)?$/.test(p)) return "the Foundry entry point";
  return null;
}

/** Problems with the layout of one rule set folder; empty when it follows the layout. */
export function layoutProblems(ruleSetDir: string): string[] {
  const id = posix(ruleSetDir).split("/").at(-1);
  const problems: string[] = [];
  for (const entry of readdirSync(ruleSetDir, { withFileTypes: true })) {
    if (entry.isDirectory() && !ALLOWED.has(entry.name)) problems.push(`${id}: folder ${entry.name}/ is not part of the layout`);
    if (entry.isFile() && !LOOSE_FILES.has(entry.name)) problems.push(`${id}: loose file ${entry.name} (only ${[...LOOSE_FILES].join(", ")} sit beside the folders)`);
  }
  const has = (name: string) => readdirSync(ruleSetDir).includes(name);
  if (has(TABLE_FILE) !== has(TABLE_LOADER_FILE)) problems.push(`${id}: ${TABLE_FILE} and ${TABLE_LOADER_FILE} come together`);
  // anything else that imported the table would bring all of it into the module a world starts on
  for (const file of filesUnder(ruleSetDir).filter((f) => f.endsWith(".ts") && !f.endsWith(`${sep}${TABLE_LOADER_FILE}`) && !f.endsWith(`${sep}${TABLE_FILE}`))) {
    if (TABLE_IMPORT.test(withoutComments(readFileSync(file, "utf8")))) problems.push(`${id}/${posix(relative(ruleSetDir, file))}: imports the table; only ${TABLE_LOADER_FILE} loads it`);
  }
  for (const folder of PURE_FOLDERS) {
    let files: string[];
    try {
      files = filesUnder(join(ruleSetDir, folder));
    } catch {
      continue; // a rule set may lack a folder
    }
    for (const file of files.filter((f) => f.endsWith(".ts"))) {
      const where = `${id}/${posix(relative(ruleSetDir, file))}`;
      const code = withoutComments(readFileSync(file, "utf8"));
      for (const [, spec] of code.matchAll(SPECIFIER)) {
        if (!spec) continue;
        if (FOUNDRY_PACKAGE.test(spec)) problems.push(`${where}: imports ${spec}`);
        if (!spec.startsWith(".")) continue;
        const why = impureTarget(resolve(dirname(file), spec));
        if (why) problems.push(`${where}: imports ${spec}, ${why}`);
      }
      const global = FOUNDRY_GLOBAL.exec(code);
      if (global) problems.push(`${where}: touches the Foundry global ${global[1]}`);
    }
  }
  return problems;
}
