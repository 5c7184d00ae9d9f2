/**
 * The system manifest Foundry reads (system.json), completed from the rule sets' definitions. The
 * system.json at the repository root holds only what belongs to no rule set; the build adds each
 * rule set's document types, compendium packs and pack folder, and joins the shared stylesheet
 * and each rule set's into the one the manifest lists, so a new rule set never edits it.
 */
import { htmlFieldPaths } from "./schema";
import type { DocumentTypeDefinition, RuleSetDefinition } from "./ruleset-definition";

/** One document sub-type's entry in the manifest: the fields Foundry treats as rich text. */
export interface ManifestTypeEntry {
  readonly htmlFields?: readonly string[];
}

/** The root system.json: the system's own fields, and the document types of no rule set. */
export interface BaseManifest {
  readonly id: string;
  readonly styles?: readonly string[];
  readonly documentTypes?: Readonly<Record<string, Readonly<Record<string, ManifestTypeEntry>>>>;
  readonly [field: string]: unknown;
}

export interface ManifestPack {
  readonly name: string;
  readonly label: string;
  readonly path: string;
  readonly type: string;
  readonly system: string;
  readonly ownership: typeof PACK_OWNERSHIP;
}

export interface ManifestPackFolder {
  readonly name: string;
  readonly sorting: "a";
  readonly color: string;
  readonly packs: readonly string[];
}

export interface SystemManifest extends BaseManifest {
  readonly styles: readonly string[];
  readonly packs: readonly ManifestPack[];
  readonly packFolders: readonly ManifestPackFolder[];
  readonly documentTypes: Readonly<Record<string, Readonly<Record<string, ManifestTypeEntry>>>>;
}

/** Players may read every pack; assistants may edit them. */
export const PACK_OWNERSHIP = { PLAYER: "OBSERVER", ASSISTANT: "OWNER" } as const;

/** Where a rule set's own stylesheet lives, relative to the system folder. */
export const stylesheetOf = (id: string): string => `styles/${id}.css`;

/**
 * The one stylesheet the system ships, which the build joins from the sources: one request at
 * load for every world, beside the module.
 */
export const SYSTEM_STYLESHEET = "starskirmish.css";

/**
 * The source stylesheets the build joins, in cascade order: the base's (shared) first, then each
 * rule set's own where `hasStylesheet` finds one.
 */
export function stylesheetSources(base: BaseManifest, definitions: readonly RuleSetDefinition[], hasStylesheet: (id: string) => boolean): string[] {
  return [...(base.styles ?? []), ...definitions.filter((d) => hasStylesheet(d.id)).map((d) => stylesheetOf(d.id))];
}

function typeEntries(types: readonly DocumentTypeDefinition[], documentName: "Actor" | "Item"): Record<string, ManifestTypeEntry> {
  const out: Record<string, ManifestTypeEntry> = {};
  for (const t of types) {
    if (t.documentName !== documentName) continue;
    if (t.type in out) throw new Error(`${documentName} type "${t.type}" is declared twice`);
    const htmlFields = htmlFieldPaths(t.schema);
    out[t.type] = htmlFields.length > 0 ? { htmlFields } : {};
  }
  return out;
}

function regionEntries(definitions: readonly RuleSetDefinition[]): Record<string, ManifestTypeEntry> {
  const out: Record<string, ManifestTypeEntry> = {};
  for (const b of definitions.flatMap((d) => d.regionBehaviors ?? [])) {
    if (b.type in out) throw new Error(`RegionBehavior type "${b.type}" is declared twice`);
    out[b.type] = {};
  }
  return out;
}

/** The RegionBehavior key only where a rule set paints regions: an empty record declares nothing. */
function regionTypes(definitions: readonly RuleSetDefinition[]): { RegionBehavior?: Record<string, ManifestTypeEntry> } {
  const entries = regionEntries(definitions);
  return Object.keys(entries).length > 0 ? { RegionBehavior: entries } : {};
}

function packsOf(def: RuleSetDefinition, systemId: string): ManifestPack[] {
  return def.packs.map((p) => ({ name: p.name, label: p.label, path: `packs/${p.name}`, type: p.type, system: systemId, ownership: PACK_OWNERSHIP }));
}

function folderOf(def: RuleSetDefinition): ManifestPackFolder[] {
  if (def.packs.length === 0) return [];
  if (!def.packFolder) throw new Error(`Rule set "${def.id}" ships packs but names no pack folder`);
  return [{ name: def.packFolder.name, sorting: "a", color: def.packFolder.color, packs: def.packs.map((p) => p.name) }];
}

/**
 * The manifest for the given rule sets: the base's fields, the one joined stylesheet in place of
 * the sources (stylesheetSources), every rule set's packs in its own folder, and every rule set's
 * and shared type with its html fields beside the base's document types.
 */
export function systemManifest(base: BaseManifest, definitions: readonly RuleSetDefinition[], sharedTypes: readonly DocumentTypeDefinition[]): SystemManifest {
  const types = [...definitions.flatMap((d) => d.documentTypes), ...sharedTypes];
  const packs = definitions.flatMap((d) => packsOf(d, base.id));
  const names = packs.map((p) => p.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new Error(`Pack "${twice}" is declared twice`);
  return {
    ...base,
    styles: [SYSTEM_STYLESHEET],
    packs,
    packFolders: definitions.flatMap(folderOf),
    documentTypes: { ...base.documentTypes, Actor: typeEntries(types, "Actor"), Item: typeEntries(types, "Item"), ...regionTypes(definitions) },
  };
}
