// What every rule set's compendium source writer shares: building its pure data with Vite so the
// script can read it, stable ids from keys, the document fields every pack entry has, escaping for
// HTML text, a journal of text pages, the English strings, and writing a pack folder of YAML whose
// texts keep their rule citations whole.
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

/**
 * A rules reference's markers page: one row for every marker of the rule set with its name, its kind
 * ("Single" or "Counted, up to N", and what `notes` adds) and what `texts` says it means, keyed by
 * the marker's id after `prefix`. A marker with no text, or a text for no marker, stops the writer.
 */
export function markersPage({ markers, prefix, texts, L, notes = () => "" }) {
  const rows = markers.map((m) => {
    const key = m.id.slice(prefix.length);
    if (!texts[key]) throw new Error(`No text for the marker ${m.id}`);
    const kind = m.stacks ? `Counted, up to ${m.max}` : "Single";
    return `<tr><td>${esc(L(m.label))}</td><td>${kind}${notes(m)}</td><td>${esc(texts[key])}</td></tr>`;
  });
  const extra = Object.keys(texts).filter((key) => !markers.some((m) => m.id === `${prefix}${key}`));
  if (extra.length) throw new Error(`Text for no marker: ${extra.join(", ")}`);
  return { name: "Markers", content: `<table><thead><tr><th>Marker</th><th>Kind</th><th>What it means</th></tr></thead><tbody>${rows.join("")}</tbody></table>` };
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

/*
 * Citations kept whole. Chromium ends a line after a plain hyphen, even before a digit, so "(IX-B)"
 * or "(SMR-11)" can wrap between "IX-" and "B)". U+2011 NON-BREAKING HYPHEN looks the same and never
 * breaks; lang/en.json writes its ids so (tests/lang-ruling-ids.test.ts), and the packs' own texts
 * are given it here, once, as they are written. Only citations change: hyphenated words, dice
 * ("0-9"), measures and names such as PGMP-12 keep the plain hyphen.
 */
const NBH = "\u2011";
/** Ruling ids of /work/shared/RULINGS.md: SP-5, SSM-11, SMR-15, STR-3. */
const RULING_ID = /\b(SP|SSM|SMR|STR)-(\d+)/g;
/** StarMarines sections: a chapter I to XII, then its section's letter or number (IX-B, IV-f, VIII-H.2). */
const SECTION_ID = /\b(I|II|III|IV|V|VI|VII|VIII|IX|X|XI|XII)-([A-Za-z0-9])\b/g;
/** Striker's lettered sections run as ranges (7.A.2-4, 4.A.1.b-c); a bare "2.5-3" is a measure, not a citation. */
const LETTERED_RANGE = /\b(\d+\.[A-Z](?:\.[A-Za-z0-9]+)*)-([A-Za-z0-9]+)\b/g;
/** A numbered range named by its rules ("Guide 6.4-6.6", "Starship Marine 2.1-2.3") is a citation too. */
const NAMED_RANGE = /\b((?:Guide|Striker|SSM|Starship Marine) \d+(?:\.[A-Za-z0-9]+)+)-([A-Za-z0-9]+)\b/g;

/** The text with every ruling id, section id and section range joined by a no-break hyphen. */
export function keepCitationsWhole(text) {
  const join = (_, a, b) => `${a}${NBH}${b}`;
  return text.replace(RULING_ID, join).replace(SECTION_ID, join).replace(LETTERED_RANGE, join).replace(NAMED_RANGE, join);
}

/**
 * The fields of a pack document that people read: names, descriptions, page contents, notes and a
 * drawing's label. Ids, keys, uuids, image paths, types and flags (what the code reads) are not in
 * it and are never touched.
 */
const READ_FIELDS = new Set(["name", "description", "content", "notes", "text"]);

/**
 * The document with its read fields' citations kept whole (keepCitationsWhole). An object with nothing
 * to change is the same object, and one object met twice is copied once, so the parts a document
 * shares (the `base` fields of an actor and its items) stay shared and YAML writes them as before.
 */
export function withCitationsWhole(doc, copies = new Map()) {
  if (!doc || typeof doc !== "object") return doc;
  if (copies.has(doc)) return copies.get(doc);
  let changed = false;
  const entries = Object.entries(doc).map(([key, value]) => {
    const next = key === "flags" ? value : typeof value === "string" ? (READ_FIELDS.has(key) ? keepCitationsWhole(value) : value) : withCitationsWhole(value, copies);
    changed ||= next !== value;
    return [key, next];
  });
  const out = !changed ? doc : Array.isArray(doc) ? entries.map(([, v]) => v) : Object.fromEntries(entries);
  copies.set(doc, out);
  return out;
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
  // the file name comes from the document as built; what is written keeps its citations whole
  const files = new Map(docs.map((d) => [`${fileKey(d)}.yml`, YAML.stringify(withCitationsWhole(d), { lineWidth: 0 })]));
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
