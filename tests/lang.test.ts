// Every visible string is in lang/en.json: labels from the rule sets' data, and every literal key
// in the templates and the Foundry code.
import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { RULESET_DEFINITIONS, SHARED_DOCUMENT_TYPES } from "../src/rulesets/definitions";
import { ASSETS, ASSET_CATEGORIES } from "../src/rulesets/space-patrol/rules/assets";
import { BRANCHES } from "../src/rulesets/space-patrol/data/patrolman-schema";
import { DIFFICULTY_TARGETS } from "../src/rulesets/space-patrol/rules/task";
import type { FieldSpec, FieldsSpec } from "../src/core/schema";
import { sequenceLabels } from "../src/core/turn/structure";
import ts from "typescript";

const root = join(__dirname, "..");
function flatten(obj: Record<string, unknown>, prefix = "", out: Record<string, string> = {}): Record<string, string> {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object") flatten(v as Record<string, unknown>, key, out);
    else out[key] = String(v);
  }
  return out;
}
const strings = flatten(JSON.parse(readFileSync(join(root, "lang/en.json"), "utf8")));
const missing = (keys: Iterable<string>) => [...keys].filter((k) => !(k in strings));

function specLabels(fields: FieldsSpec): string[] {
  const out: string[] = [];
  const visit = (key: string, spec: FieldSpec) => {
    out.push(spec.label ?? `STARSKIRMISH.Field.${key}`);
    if (spec.kind === "string" && spec.choices) out.push(...spec.choices.map((c) => `STARSKIRMISH.Field.Choice.${c}`));
    if (spec.kind === "object") for (const [k, s] of Object.entries(spec.fields)) visit(k, s);
    if (spec.kind === "array" && spec.element.kind === "object") for (const [k, s] of Object.entries(spec.element.fields)) visit(k, s);
  };
  for (const [k, s] of Object.entries(fields)) visit(k, s);
  return out;
}

function filesUnder(dir: string, ext: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith(ext)).map((f) => join(dir, f));
}

describe("lang/en.json", () => {
  it("has every rule set, type, marker, phase and step name", () => {
    const keys = RULESET_DEFINITIONS.flatMap((d) => [d.label, ...d.markers.map((m) => m.label), ...sequenceLabels(d.turn)]);
    const types = [...RULESET_DEFINITIONS.flatMap((d) => d.documentTypes), ...SHARED_DOCUMENT_TYPES].map((t) => `TYPES.${t.documentName}.${t.type}`);
    expect(missing([...keys, ...types])).toEqual([]);
  });
  it("has every field label and choice the generic sheet shows", () => {
    const keys = [...RULESET_DEFINITIONS.flatMap((d) => d.documentTypes), ...SHARED_DOCUMENT_TYPES].flatMap((t) => specLabels(t.schema));
    expect(missing(keys)).toEqual([]);
  });
  it("has every Space Patrol! asset, category, branch, rank title and difficulty", () => {
    const keys = [
      ...ASSETS.map((a) => a.label),
      ...[...ASSET_CATEGORIES, "general"].map((c) => `STARSKIRMISH.SpacePatrol.Category.${c}`),
      ...BRANCHES.map((b) => `STARSKIRMISH.SpacePatrol.Branch.${b}`),
      ...BRANCHES.flatMap((b) => [0, 1, 2, 3, 4, 5, 6].map((r) => `STARSKIRMISH.SpacePatrol.Rank.${b}.${r}`)),
      ...Object.keys(DIFFICULTY_TARGETS).map((d) => `STARSKIRMISH.SpacePatrol.Difficulty.${d}`),
    ];
    expect(missing(keys)).toEqual([]);
  });
  it("has every loadout problem and damage result the cards and notices show", async () => {
    const inventory = readFileSync(join(root, "src/rulesets/space-patrol/rules/inventory.ts"), "utf8");
    const problems = [...inventory.matchAll(/\$\{KEY\}\.(\w+)/g)].map((m) => `STARSKIRMISH.SpacePatrol.Inventory.${m[1]}`);
    expect(problems.length).toBeGreaterThan(5);
    const { DAMAGE_TABLES } = await import("../src/rulesets/space-patrol/rules/damage-tables");
    const rows = Object.values(DAMAGE_TABLES).flatMap((t) => (t as readonly { label: string }[]).map((r) => r.label));
    expect(rows.length).toBe(36);
    expect(missing([...problems, ...rows])).toEqual([]);
  });

  it("has every literal key the templates and the Foundry code use", () => {
    const literal = /["'`](STARSKIRMISH\.[A-Za-z0-9_-]+\.[A-Za-z0-9_.-]*[A-Za-z0-9])["'`]/g;
    const sources = [
      ...filesUnder(join(root, "templates"), ".hbs"),
      ...filesUnder(join(root, "src/system"), ".ts"),
      ...filesUnder(join(root, "src/rulesets"), ".ts").filter((f) => !f.includes("/rules/")),
    ];
    // a tab group's labelPrefix (given straight or to primaryTabs) names a group: v13 labels each tab `${labelPrefix}.${id}`
    const labelPrefix = /(?:labelPrefix:\s*|primaryTabs\((?:\[[^\]]*\]|[A-Za-z_$][\w$]*),\s*)["'`](STARSKIRMISH\.[A-Za-z0-9_.-]*[A-Za-z0-9])["'`]/g;
    // a counted string (src/system/i18n/counted.ts) is the key of its forms, checked below
    const countedCall = /(?:ssk-count\s+|\b\w*Counted\()["'`](STARSKIRMISH\.[A-Za-z0-9_.-]*[A-Za-z0-9])["'`]/g;
    const keys = new Set<string>();
    const groups = new Set<string>();
    const counted = new Set<string>();
    for (const file of sources) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(labelPrefix)) if (m[1]) groups.add(m[1]);
      for (const m of text.matchAll(countedCall)) if (m[1]) counted.add(m[1]);
    }
    for (const file of sources) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(literal)) if (m[1] && !groups.has(m[1]) && !counted.has(m[1])) keys.add(m[1]);
    }
    expect(keys.size).toBeGreaterThan(20);
    // a key the code hands on to be counted later (a label's key) names the counted string itself
    const countedString = (k: string) => `${k}.one` in strings && `${k}.other` in strings;
    expect(missing(keys).filter((k) => !countedString(k))).toEqual([]);
    // English needs the one and the other form of each; {count} is what picks between them
    expect(counted.size).toBeGreaterThanOrEqual(8);
    expect(missing([...counted].flatMap((k) => [`${k}.one`, `${k}.other`]))).toEqual([]);
    // every counted string in the file (one with a `one` form) has its other form, and both count
    const countedStrings = Object.keys(strings).filter((k) => k.endsWith(".one")).map((k) => k.slice(0, -".one".length));
    expect(countedStrings.length).toBeGreaterThanOrEqual(counted.size);
    expect(countedStrings.flatMap((k) => [`${k}.one`, `${k}.other`]).filter((k) => !strings[k]?.includes("{count}"))).toEqual([]);
    expect([...groups].filter((g) => !enObjects.has(g))).toEqual([]);
  });

  it("labels every tab a sheet declares, its ids given as a list or as a constant list", () => {
    const sources = filesUnder(join(root, "src/rulesets"), ".ts").concat(filesUnder(join(root, "src/system"), ".ts"));
    const texts = sources.map((f) => readFileSync(f, "utf8"));
    const constants = new Map<string, string>();
    for (const text of texts) for (const m of text.matchAll(/export const ([A-Z_][A-Z0-9_]*) = (\[[^\]]*\]) as const/g)) constants.set(m[1]!, m[2]!);
    const ids = (list: string) => [...list.matchAll(/["'`]([\w-]+)["'`]/g)].map((m) => m[1]!);
    const labels: string[] = [];
    for (const text of texts) {
      for (const m of text.matchAll(/primaryTabs\((\[[^\]]*\]|[A-Za-z_$][\w$]*),\s*["'`](STARSKIRMISH\.[\w.]+)["'`]\)/g)) {
        const list = m[1]!.startsWith("[") ? m[1]! : constants.get(m[1]!);
        expect(list, `the tab list ${m[1]}`).toBeDefined();
        labels.push(...ids(list!).map((id) => `${m[2]}.${id}`));
      }
    }
    // the patrolman's five, the vehicle's, the spacecraft's and Striker's team, the SSM figure's and the SMR unit's three each
    expect(labels.length).toBeGreaterThanOrEqual(5 + 3 + 3 + 4 + 3 + 3);
    expect(missing(labels)).toEqual([]);
  });
});

/** The parts of a template literal's body: the text between `${...}` spans, and the spans' expressions. */
function splitTemplate(body: string): { texts: string[]; exprs: string[] } {
  const texts: string[] = [];
  const exprs: string[] = [];
  let text = "";
  for (let i = 0; i < body.length; i++) {
    if (body[i] !== "$" || body[i + 1] !== "{") {
      text += body[i];
      continue;
    }
    let depth = 1;
    let j = i + 2;
    for (; j < body.length && depth > 0; j++) depth += body[j] === "{" ? 1 : body[j] === "}" ? -1 : 0;
    texts.push(text);
    exprs.push(body.slice(i + 2, j - 1));
    text = "";
    i = j - 1;
  }
  texts.push(text);
  return { texts, exprs };
}

/** A key the code builds: the fixed part up to the last dot before the first `${...}`, and the full keys its literal alternatives give. */
interface BuiltKey {
  readonly file: string;
  readonly source: string;
  readonly prefix: string;
  readonly full: readonly string[];
}

const KEY_CONST = /const\s+([A-Za-z_][A-Za-z0-9_]*)\s*=\s*["'`](STARSKIRMISH(?:\.[A-Za-z0-9_-]+)*\.?)["'`]/g;
const TEMPLATE = /`((?:[^`\\]|\\.)*)`/g;
// A string literal where the expression's value is chosen: after `?`, `:` or `??`, or alone
const CHOSEN = /(?:^\s*|\?\?\s*|[?:]\s*)"([A-Za-z0-9_-]+)"/g;

/** Every key built from a template literal in a file, with the file's key constants (`const KEY = "STARSKIRMISH..."`) put in. */
function builtKeys(file: string): { built: BuiltKey[]; complete: string[] } {
  const text = readFileSync(file, "utf8");
  const consts = new Map<string, string>();
  for (const m of text.matchAll(KEY_CONST)) consts.set(m[1]!, m[2]!);
  const built: BuiltKey[] = [];
  const complete: string[] = [];
  for (const m of text.matchAll(TEMPLATE)) {
    const body = (m[1] ?? "").replace(/\$\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/g, (whole, name: string) => consts.get(name) ?? whole);
    if (!body.startsWith("STARSKIRMISH.")) continue;
    const { texts, exprs } = splitTemplate(body);
    if (exprs.length === 0) {
      if (/^STARSKIRMISH(\.[A-Za-z0-9_-]+)+$/.test(body)) complete.push(body);
      continue;
    }
    const head = texts[0]!;
    const prefix = head.slice(0, head.lastIndexOf("."));
    // Literal alternatives of the first span give whole keys when nothing else is built after it
    const full = exprs.length === 1 ? [...exprs[0]!.matchAll(CHOSEN)].map((c) => `${head}${c[1]}${texts[1]}`) : [];
    built.push({ file, source: body, prefix, full });
  }
  return { built, complete };
}

const enObjects = new Set(Object.keys(strings).flatMap((k) => k.split(".").slice(1).map((_, i, parts) => ["STARSKIRMISH", ...parts.slice(0, i)].join("."))));
const codeFiles = [...filesUnder(join(root, "templates"), ".hbs"), ...filesUnder(join(root, "src"), ".ts")];
const scanned = codeFiles.map(builtKeys);
const BUILT = scanned.flatMap((s) => s.built);
const rel = (file: string) => file.slice(root.length + 1);

describe("keys the code builds", () => {
  it("finds keys built from prefixes and key constants", () => {
    expect(BUILT.length).toBeGreaterThan(150);
    expect(BUILT.some((b) => b.prefix === "STARSKIRMISH.SpacePatrol.Plummet.refused" || b.source.startsWith("STARSKIRMISH.SpacePatrol.VehicleRepair.refused."))).toBe(true);
  });

  it("has every key a file's key constant completes, as a string or as a group another builder reads", () => {
    const keys = new Set(scanned.flatMap((s) => s.complete));
    expect(keys.size).toBeGreaterThan(30);
    expect(missing(keys).filter((k) => !enObjects.has(k))).toEqual([]);
  });

  it("has every prefix a key is built from, as a group of strings", () => {
    const bad = BUILT.filter((b) => !enObjects.has(b.prefix)).map((b) => `${rel(b.file)}: ${b.source}`);
    expect([...new Set(bad)]).toEqual([]);
  });

  it("has every key a built key's literal alternatives give", () => {
    const bad = BUILT.flatMap((b) => b.full.filter((k) => !(k in strings)).map((k) => `${rel(b.file)}: ${k}`));
    expect([...new Set(bad)]).toEqual([]);
  });
});

/**
 * Whole keys the type checker can list: a template literal starting "STARSKIRMISH." whose spans
 * are typed as literals (a typed constant's union, a key constant, a ternary of strings) gives one
 * key per member. Spans that are all fixed but one are expanded; two varying spans are left to
 * the prefix check, as their values often go together (a side and that side's results).
 */
function typedKeys(): { keys: Map<string, string>; templates: number; expanded: number } {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(root, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!parsed) throw new Error("tsconfig.json does not parse");
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: { ...parsed.options, noEmit: true } });
  const checker = program.getTypeChecker();
  const literalsOf = (type: ts.Type): string[] | null => {
    const parts = type.isUnion() ? type.types : [type];
    const out: string[] = [];
    for (const t of parts) {
      if (t.isStringLiteral()) out.push(t.value);
      else if (t.isNumberLiteral()) out.push(String(t.value));
      else return null;
    }
    return out;
  };
  const keys = new Map<string, string>();
  let templates = 0;
  let expanded = 0;
  for (const sf of program.getSourceFiles()) {
    if (!sf.fileName.startsWith(join(root, "src"))) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isTemplateExpression(node) && node.head.text.startsWith("STARSKIRMISH.")) {
        templates++;
        const spans = node.templateSpans.map((span) => ({ values: literalsOf(checker.getTypeAtLocation(span.expression)), tail: span.literal.text }));
        if (spans.every((s) => s.values) && spans.filter((s) => s.values!.length > 1).length <= 1) {
          expanded++;
          let combos = [node.head.text];
          for (const s of spans) combos = combos.flatMap((c) => s.values!.map((v) => `${c}${v}${s.tail}`));
          const where = `${rel(sf.fileName)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
          for (const k of combos) keys.set(k, where);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return { keys, templates, expanded };
}

describe("window titles and sheet names", () => {
  it("names every sheet a rule set registers, as Foundry's sheet settings list it (STARSKIRMISH.Sheet.<class>)", () => {
    const files = [...filesUnder(join(root, "src/rulesets"), "ruleset.ts"), join(root, "src/system/init.ts")];
    const classes = new Set<string>();
    for (const file of files) {
      for (const block of readFileSync(file, "utf8").matchAll(/\bsheets:\s*\{([^}]*)\}/g)) {
        for (const m of (block[1] ?? "").matchAll(/:\s*([A-Z][A-Za-z0-9]*Sheet)\b/g)) classes.add(m[1]!);
      }
    }
    expect(classes.size).toBeGreaterThan(8);
    expect(missing([...classes].map((c) => `STARSKIRMISH.Sheet.${c}`))).toEqual([]);
  });

  it("shows no internal type name where a player reads a title or a sheet name", () => {
    // Foundry titles a sheet "<type label>: <name>" from TYPES.<Document>.<type>; those are checked above
    const shown = Object.entries(strings).filter(([k]) => k.startsWith("STARSKIRMISH.Sheet.") || k.startsWith("TYPES.") || /\.(title|Title)$/.test(k));
    const types = [...RULESET_DEFINITIONS.flatMap((d) => d.documentTypes), ...SHARED_DOCUMENT_TYPES].map((t) => t.type).filter((t) => /[a-z][A-Z]/.test(t));
    const bad = shown.filter(([, text]) => types.some((t) => new RegExp(`\\b${t}\\b`).test(text))).map(([k, text]) => `${k}: ${text}`);
    expect(bad).toEqual([]);
  });
});

describe("keys built from typed constants", () => {
  it("has every key a typed union, key constant or literal choice builds, as a string or a group", { timeout: 180_000 }, () => {
    const { keys, templates, expanded } = typedKeys();
    expect(templates).toBeGreaterThan(200);
    expect(expanded).toBeGreaterThan(100);
    // a typed union (StarMarines IX-B damage outcomes) and a ternary of literals (initiative reasons)
    expect(keys.has("STARSKIRMISH.StarMarines.Skimmer.disarmedAndCrippled")).toBe(true);
    expect(keys.has("STARSKIRMISH.SpacePatrol.SideTurn.reason.tie")).toBe(true);
    const bad = [...keys].filter(([k]) => !(k in strings) && !enObjects.has(k)).map(([k, where]) => `${where}: ${k}`);
    expect(bad).toEqual([]);
  });
});
