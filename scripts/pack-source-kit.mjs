// What every rule set's compendium source writer shares: building its pure data with Vite so the
// script can read it, stable ids from keys, the document fields every pack entry has, escaping for
// HTML text, a journal of text pages, the English strings, and writing a pack folder of YAML.
import { build } from "vite";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import YAML from "yaml";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Builds `entry` (TypeScript re-exports) into build/<name>/rules.mjs and imports it. */
export async function loadModule(name, entry) {
  const tmp = join(root, "build", name);
  await mkdir(tmp, { recursive: true });
  await writeFile(join(tmp, "entry.ts"), entry);
  await build({ configFile: false, root, logLevel: "warn", build: { outDir: tmp, emptyOutDir: false, target: "es2022", lib: { entry: join(tmp, "entry.ts"), formats: ["es"], fileName: () => "rules.mjs" } } });
  return import(`${join(tmp, "rules.mjs")}?t=${Date.now()}`);
}

/** A stable 16-character id from a prefix and a key. */
export const idFor = (prefix, key) => (prefix + createHash("sha1").update(key).digest("hex")).slice(0, 16);

/** The fields every pack entry carries. */
export const base = { folder: null, ownership: { default: 0 }, flags: {} };

export const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A journal entry of text pages, with ids from `prefix` + "J"/"P" and the key. */
export function journal(prefix, key, name, pages) {
  const _id = idFor(`${prefix}J`, key);
  return {
    _id,
    _key: `!journal!${_id}`,
    name,
    pages: pages.map((p, i) => {
      const pid = idFor(`${prefix}P`, `${key}.${p.name}`);
      return { _id: pid, _key: `!journal.pages!${_id}.${pid}`, name: p.name, type: "text", title: { show: true, level: 1 }, text: { format: 1, content: p.content }, sort: (i + 1) * 100000 };
    }),
    sort: 0,
    ...base,
  };
}

/** The English text of a language key; throws for a key the file does not have. */
export async function langLookup() {
  const lang = JSON.parse(await readFile(join(root, "lang/en.json"), "utf8"));
  return (key) => {
    if (typeof lang[key] === "string") return lang[key];
    const nested = key.split(".").reduce((o, k) => (o && typeof o === "object" ? o[k] : undefined), lang);
    if (typeof nested !== "string") throw new Error(`No English text for ${key}`);
    return nested;
  };
}

/** `--check`: the script compares what it would write with the tracked sources and writes nothing. */
const checking = process.argv.includes("--check");

/**
 * Replaces a pack's source folder with one YAML file per document, named by `fileKey`. With
 * `--check` it only reports each file that differs, is missing or is extra, and the process ends
 * with code 1 if any does: the sources are tracked, so a generator changed without being run shows.
 */
export async function writePack(name, docs, fileKey) {
  const dir = join(root, "packs/_source", name);
  const files = new Map(docs.map((d) => [`${fileKey(d)}.yml`, YAML.stringify(d, { lineWidth: 0 })]));
  if (files.size !== docs.length) throw new Error(`${name}: two documents share a file name`);
  if (checking) {
    const tracked = existsSync(dir) ? readdirSync(dir) : [];
    const stale = [
      ...[...files].filter(([file, text]) => !tracked.includes(file) || readFileSync(join(dir, file), "utf8") !== text).map(([file]) => file),
      ...tracked.filter((file) => !files.has(file)),
    ];
    for (const file of stale) console.error(`${name}/${file} is not what the generator writes`);
    if (stale.length) process.exitCode = 1;
    return;
  }
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const [file, text] of files) await writeFile(join(dir, file), text);
  console.log(`${name}: ${docs.length} documents`);
}
