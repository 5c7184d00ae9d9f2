/**
 * Real documents in the shapes older data versions stored, for migration tests. Each is made
 * from a compendium source document by undoing what a migration step converts: version 0 wrote
 * a patrolman's asset levels as text and hero points as one number (step 1); version 1 allowed
 * hero points above their maximum (step 2), five or more troopers in a fire team and a
 * suppression end's phase and step as free text (step 2). Current-shape documents of every
 * other type come from the compendium sources too, or from the type's initial data where no
 * compendium holds one.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { initialValue, type FieldsSpec } from "../../src/core/schema";
import { MIGRATIONS } from "../../src/rulesets/migrations";
import { RULESET_DEFINITIONS, SHARED_DOCUMENT_TYPES } from "../../src/rulesets/definitions";

export interface SourceDoc {
  _id: string;
  name: string;
  type: string;
  system: Record<string, unknown>;
  items?: SourceDoc[];
}

const PACKS = join(__dirname, "../../packs/_source");

/** Every Actor and Item source document in the compendium sources. */
export function packSources(): SourceDoc[] {
  const out: SourceDoc[] = [];
  for (const pack of readdirSync(PACKS)) {
    for (const file of readdirSync(join(PACKS, pack)).filter((f) => f.endsWith(".yml"))) {
      const doc = parse(readFileSync(join(PACKS, pack, file), "utf8")) as Partial<SourceDoc> & { _key?: string };
      if (doc._key?.startsWith("!actors!") || doc._key?.startsWith("!items!")) out.push(doc as SourceDoc);
    }
  }
  return out;
}

const byType = (type: string) => packSources().filter((d) => d.type === type);

/** Version 0 wrote an asset level as its text: X, or 0 to 10 (Guide 2). */
const levelText = (level: unknown): string => (level === -1 ? "X" : String(level));

/** Patrolmen as versions 0 and 1 stored them. */
export function oldPatrolmen(): SourceDoc[] {
  const [rana] = byType("spPatrolman");
  if (!rana) throw new Error("The patrolmen compendium holds no patrolman");
  const system = rana.system as { assets: Record<string, number>; heroPoints: { value: number; max: number } };
  const textAssets = Object.fromEntries(Object.entries(system.assets).map(([k, v]) => [k, levelText(v)]));
  return [
    // Version 0: text levels, one hero point count.
    { ...rana, _id: "oldRana000000001", system: { ...rana.system, assets: textAssets, heroPoints: system.heroPoints.max } },
    // Version 0, a new recruit: levels never set written as X, lower case and padded, no hero points.
    { ...rana, _id: "oldRecruit000001", name: "Recruit", system: { ...rana.system, assets: { tactics: " x ", vigor: "2", will: "X" }, heroPoints: 0 } },
    // Version 1: numbers, but more hero points than the maximum.
    { ...rana, _id: "oldHero000000001", name: "Overdrawn", system: { ...rana.system, heroPoints: { value: 5, max: 2 } } },
  ];
}

/** Fire teams as version 1 stored them. */
export function oldTeams(): SourceDoc[] {
  const [a, b, c] = byType("strTeam");
  if (!a || !b || !c) throw new Error("The fire-team compendium holds fewer than three teams");
  const troopers = (team: SourceDoc) => team.system.troopers as Record<string, unknown>[];
  const extra = (team: SourceDoc, n: number) => [...troopers(team), ...Array.from({ length: n }, (_, i) => ({ ...troopers(team)[1], name: `Extra ${i + 1}` }))];
  return [
    { ...a, _id: "oldFiveTroopers1", system: { ...a.system, troopers: extra(a, 1) } },
    { ...b, _id: "oldFreeTextEnd01", system: { ...b.system, suppressedUntil: { turn: 3, phase: "First player fire", step: "c" } } },
    { ...c, _id: "oldBothShapes001", system: { ...c.system, troopers: extra(c, 2), suppressedUntil: { turn: 2, phase: "secondFire", step: "step e" } } },
  ];
}

/** A type's initial data, read as plain stored data (its precise type is not needed here). */
const initialData = initialValue as unknown as (fields: FieldsSpec) => Record<string, unknown>;

/** Sub-types some migration step converts. */
export const MIGRATED_TYPES: ReadonlySet<string> = new Set(MIGRATIONS.flatMap((m) => m.types));

/**
 * Up to three current-shape documents of every Actor and Item type no step converts: from the
 * compendium sources where they hold some, else the type's initial data.
 */
export function currentDocuments(): SourceDoc[] {
  const types = [...RULESET_DEFINITIONS.flatMap((d) => d.documentTypes), ...SHARED_DOCUMENT_TYPES].filter((t) => !MIGRATED_TYPES.has(t.type));
  return types.flatMap((t): SourceDoc[] => {
    const found = byType(t.type).slice(0, 3);
    if (found.length) return found.map((d) => ({ ...d, items: d.items ?? [] }));
    const system = initialData(t.schema);
    return [{ _id: `new${t.type}`.padEnd(16, "0").slice(0, 16), name: `New ${t.type}`, type: t.type, system, items: [] }];
  });
}

/** The documentName of a type. */
export function documentNameOf(type: string): "Actor" | "Item" {
  const t = [...RULESET_DEFINITIONS.flatMap((d) => d.documentTypes), ...SHARED_DOCUMENT_TYPES].find((d) => d.type === type);
  if (!t || (t.documentName !== "Actor" && t.documentName !== "Item")) throw new Error(`Unknown type ${type}`);
  return t.documentName;
}
