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
    const keys = new Set<string>();
    for (const file of sources) for (const m of readFileSync(file, "utf8").matchAll(literal)) if (m[1]) keys.add(m[1]);
    expect(keys.size).toBeGreaterThan(20);
    expect(missing(keys)).toEqual([]);
  });
});
