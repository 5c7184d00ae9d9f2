// Compendium packs: reads the YAML sources, checks every document against the same field
// descriptions the data models use, and compiles them with the official Foundry CLI.
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import YAML from "yaml";
import { readdir, readFile, rm, mkdir } from "node:fs/promises";
import { join, relative } from "node:path";

const KEY_PREFIX = { Actor: "actors", Item: "items", JournalEntry: "journal", RollTable: "tables", Scene: "scenes", Folder: "folders" };
const ID = /^[A-Za-z0-9]{16}$/;

/** Every YAML source of a pack folder: [{ file, doc }]. A file that does not parse is a problem. */
export async function readSources(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const out = [];
  for (const e of entries) {
    if (!e.isFile() || !/\.ya?ml$/.test(e.name)) continue;
    const file = join(e.parentPath ?? e.path, e.name);
    let doc;
    try {
      doc = YAML.parse(await readFile(file, "utf8"));
    } catch (err) {
      out.push({ file, doc: null, parseError: String(err.message ?? err) });
      continue;
    }
    out.push({ file, doc });
  }
  return out;
}

function specFor(tooling, documentName, type) {
  const shared = (tooling.SHARED_DOCUMENT_TYPES ?? []).find((d) => d.documentName === documentName && d.type === type);
  if (shared) return shared.schema;
  for (const def of tooling.RULESET_DEFINITIONS) {
    const t = def.documentTypes.find((d) => d.documentName === documentName && d.type === type);
    if (t) return t.schema;
  }
  return undefined;
}

function checkSystem(tooling, documentName, doc, where) {
  const spec = specFor(tooling, documentName, doc.type);
  if (!spec) return [`${where}: unknown ${documentName} type "${doc.type}"`];
  return tooling.validateData(spec, doc.system ?? {}).map((p) => `${where}: ${p.path} ${p.message}`);
}

/** Problems with one source document of a pack of `packType`; empty when it is sound. */
export function checkDocument(tooling, doc, packType) {
  if (!doc || typeof doc !== "object") return ["is not a document"];
  const problems = [];
  const where = `"${doc.name ?? "?"}"`;
  if (!ID.test(String(doc._id ?? ""))) problems.push(`${where}: _id must be 16 letters or digits, not "${doc._id ?? ""}"`);
  const folder = doc._key?.startsWith("!folders!");
  const documentName = folder ? "Folder" : packType;
  const expected = `!${KEY_PREFIX[documentName]}!${doc._id}`;
  if (doc._key !== expected) problems.push(`${where}: _key must be "${expected}", not "${doc._key ?? ""}"`);
  if (folder) return problems;
  if (documentName === "Actor" || documentName === "Item") problems.push(...checkSystem(tooling, documentName, doc, where));
  for (const item of doc.items ?? []) {
    const w = `${where} item "${item?.name ?? "?"}"`;
    if (!ID.test(String(item?._id ?? ""))) problems.push(`${w}: _id must be 16 letters or digits`);
    const key = `!actors.items!${doc._id}.${item?._id}`;
    if (item?._key !== key) problems.push(`${w}: _key must be "${key}"`);
    problems.push(...checkSystem(tooling, "Item", item ?? {}, w));
  }
  const parentKey = KEY_PREFIX[documentName];
  problems.push(...checkEmbedded(doc, doc.effects, `${parentKey}.effects`, `${where} effect`));
  if (documentName === "JournalEntry") problems.push(...checkEmbedded(doc, doc.pages, "journal.pages", `${where} page`));
  if (documentName === "Scene") {
    for (const [list, collection] of [["walls", "scenes.walls"], ["drawings", "scenes.drawings"], ["notes", "scenes.notes"], ["tokens", "scenes.tokens"], ["regions", "scenes.regions"]]) problems.push(...checkEmbedded(doc, doc[list], collection, `${where} ${list.slice(0, -1)}`));
    problems.push(...checkRegions(tooling, doc, where));
    for (const w of doc.walls ?? []) {
      const c = w?.c;
      // Foundry refuses a wall that is not four coordinates
      if (!Array.isArray(c) || c.length !== 4 || !c.every(Number.isFinite)) problems.push(`${where} wall "${w?._id ?? "?"}": c must be four numbers`);
    }
  }
  if (documentName === "RollTable") {
    problems.push(...checkEmbedded(doc, doc.results, "tables.results", `${where} result`));
    for (const r of doc.results ?? []) {
      const range = r?.range;
      // Foundry refuses a result whose range is not two ascending whole numbers
      const ok = Array.isArray(range) && range.length === 2 && range.every(Number.isInteger) && range[0] <= range[1];
      if (!ok) problems.push(`${where} result "${r?.name ?? "?"}": range must be two whole numbers, low to high`);
    }
  }
  return problems;
}

/** A scene's regions: shapes Foundry accepts, and behaviours of a registered type with sound data. */
function checkRegions(tooling, scene, where) {
  const problems = [];
  const behaviorSpecs = new Map(tooling.RULESET_DEFINITIONS.flatMap((d) => d.regionBehaviors ?? []).map((b) => [b.type, b.schema]));
  for (const region of scene.regions ?? []) {
    const w = `${where} region "${region?.name ?? "?"}"`;
    for (const shape of region?.shapes ?? []) {
      const points = shape?.points;
      // a polygon is an even list of at least three points' coordinates
      if (shape?.type === "polygon" && !(Array.isArray(points) && points.length >= 6 && points.length % 2 === 0 && points.every(Number.isFinite))) problems.push(`${w}: a polygon needs three or more points`);
    }
    for (const b of region?.behaviors ?? []) {
      const bw = `${w} behaviour "${b?.name ?? "?"}"`;
      if (!ID.test(String(b?._id ?? ""))) problems.push(`${bw}: _id must be 16 letters or digits`);
      const key = `!scenes.regions.behaviors!${scene._id}.${region?._id}.${b?._id}`;
      if (b?._key !== key) problems.push(`${bw}: _key must be "${key}"`);
      const spec = behaviorSpecs.get(b?.type);
      if (!spec) problems.push(`${bw}: no rule set declares the behaviour type "${b?.type}"`);
      else problems.push(...tooling.validateData(spec, b.system ?? {}).map((p) => `${bw}: ${p.path} ${p.message}`));
    }
  }
  return problems;
}

/** Embedded documents need their own 16-character id and a key naming the parent's id and theirs. */
function checkEmbedded(doc, list, collection, label) {
  const problems = [];
  for (const child of list ?? []) {
    const w = `${label} "${child?.name ?? "?"}"`;
    if (!ID.test(String(child?._id ?? ""))) problems.push(`${w}: _id must be 16 letters or digits`);
    const key = `!${collection}!${doc._id}.${child?._id}`;
    if (child?._key !== key) problems.push(`${w}: _key must be "${key}"`);
  }
  return problems;
}

/** A formation in a pack that names a member in this system's packs must name one that exists. */
function checkFormationLinks(seen, allDocs) {
  const problems = [];
  for (const { rel, doc } of allDocs) {
    if (doc?.type !== "formation") continue;
    for (const member of doc.system?.members ?? []) {
      const m = /^Compendium\.starskirmish\.([^.]+)\.Actor\.([A-Za-z0-9]{16})$/.exec(member.uuid ?? "");
      if (!m) {
        if (String(member.uuid ?? "").startsWith("Compendium.starskirmish.")) problems.push(`${rel}: member "${member.name}" has a malformed UUID ${member.uuid}`);
        continue;
      }
      if (!seen.has(`${m[1]}:!actors!${m[2]}`)) problems.push(`${rel}: member "${member.name}" names ${member.uuid}, which is not in the sources`);
    }
  }
  return problems;
}

/** Every pack the rule sets' definitions declare, as { name, type }. */
export function definedPacks(tooling) {
  return tooling.RULESET_DEFINITIONS.flatMap((def) => def.packs);
}

/**
 * Checks the given packs (by default every pack the rule sets declare); throws one error naming
 * each bad file and why.
 */
export async function checkPacks({ tooling, sourceRoot, packs = definedPacks(tooling) }) {
  const problems = [];
  const seen = new Map();
  const allDocs = [];
  for (const pack of packs) {
    const dir = join(sourceRoot, pack.name);
    let sources;
    try {
      sources = await readSources(dir);
    } catch {
      problems.push(`${pack.name}: no source folder at ${relative(process.cwd(), dir)}`);
      continue;
    }
    if (sources.length === 0) problems.push(`${pack.name}: the source folder has no documents`);
    for (const { file, doc, parseError } of sources) {
      const rel = relative(process.cwd(), file);
      if (parseError) {
        problems.push(`${rel}: not valid YAML (${parseError})`);
        continue;
      }
      for (const p of checkDocument(tooling, doc, pack.type)) problems.push(`${rel}: ${p}`);
      allDocs.push({ rel, pack: pack.name, doc });
      const key = `${pack.name}:${doc?._key}`;
      if (seen.has(key)) problems.push(`${rel}: duplicate _key ${doc?._key} (also in ${seen.get(key)})`);
      seen.set(key, rel);
    }
  }
  problems.push(...checkFormationLinks(seen, allDocs));
  if (problems.length > 0) throw new Error(`Compendium sources have problems:\n- ${problems.join("\n- ")}`);
  return packs;
}

export async function buildPacks({ tooling, sourceRoot, outRoot, packs = definedPacks(tooling) }) {
  await checkPacks({ tooling, sourceRoot, packs });
  await mkdir(outRoot, { recursive: true });
  for (const pack of packs) {
    const dest = join(outRoot, pack.name);
    await rm(dest, { recursive: true, force: true });
    await compilePack(join(sourceRoot, pack.name), dest, { yaml: true, recursive: true, log: false });
  }
  return packs;
}

export { compilePack, extractPack };
