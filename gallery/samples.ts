/**
 * Every sheet, card and dialog of every listed rule set with sample data, built by the same
 * context functions the Foundry sheets use. The gallery page and the template tests both render
 * these. Each rule set declares its own in gallery/samples-<id>.ts (a `samples` function); this
 * file holds what they share and the kit's own samples, and collects them all.
 */
import { dialogSample, type PackReader, type RuleSetSamples, type Sample, type SourceDoc } from "./sample";
import { htmlFieldValues, initialValue, type FieldsSpec } from "../src/core/schema";
import { withMarker, findMarker, type MarkerCounts } from "../src/core/markers";
import { markerGroupOf } from "../src/core/marker-group";
import { RULESET_DEFINITIONS } from "../src/rulesets/definitions";
import type { RuleSetDefinition } from "../src/core/ruleset-definition";
import { markerRows } from "../src/system/sheets/marker-context";
import { specRows } from "../src/system/sheets/spec-fields";
import { formationContext } from "../src/system/formation/formation-context";
import { dropDialogContext } from "../src/core/formation-drop";
import { groupRowContext, groupViews, memberStateLine } from "../src/core/combat/group-view";
import { turnSamples } from "./turn-samples";
import { appliedSamples } from "./applied-samples";
import { FORMATION_SCHEMA } from "../src/core/formation-schema";

/** A spec's new data, read as plain data: the typed value of any spec at all is too deep for the compiler to build. */
const initialData = initialValue as unknown as (fields: FieldsSpec) => Record<string, unknown>;

export type { GalleryContext, PackReader, RuleSetSamples, Sample, SourceDoc } from "./sample";
/** The width the system opens its dialogs at: the gallery draws their frames at it. */
export { DIALOG_WIDTH } from "../src/system/constants";

/** A name that would run script if any template failed to escape it. */
export const HOSTILE_NAME = `<img src=x onerror="window.__xss=1">Zed "The Knife" O'Hara`;

export function ruleSet(id: string): RuleSetDefinition {
  const def = RULESET_DEFINITIONS.find((d) => d.id === id);
  if (!def) throw new Error(`No rule set ${id}`);
  return def;
}

export function markersOf(def: RuleSetDefinition, changes: Record<string, number>): MarkerCounts {
  let counts: MarkerCounts = {};
  for (const [id, n] of Object.entries(changes)) counts = withMarker(counts, findMarker(def.markers, id), n);
  return counts;
}

/**
 * A type's rich-text fields as src/system/sheets/rich-text.ts gives them to a sheet. The gallery has
 * no Foundry to enrich with, so the stored HTML is shown as it is: what enrichment gives for text
 * with no links, rolls or secrets.
 */
export function galleryRichText(schema: FieldsSpec | undefined, system: Record<string, unknown>): Record<string, { name: string; value: string; enriched: string; uuid: string }> {
  const out: Record<string, { name: string; value: string; enriched: string; uuid: string }> = {};
  for (const [path, html] of Object.entries(schema ? htmlFieldValues(schema, system) : {})) {
    out[`system.${path}`] = { name: `system.${path}`, value: html, enriched: html, uuid: "Actor.gallery" };
  }
  return out;
}

export function sheetBase(def: RuleSetDefinition, doc: SourceDoc, counts: MarkerCounts, group?: string) {
  return {
    actor: { name: doc.name, img: doc.img ?? "icons/svg/mystery-man.svg" },
    system: doc.system,
    markers: markerRows(def.markers, counts, group),
    editable: true,
    owner: true,
    rich: galleryRichText(def.documentTypes.find((t) => t.type === doc.type)?.schema, doc.system),
  };
}

export function specSheet(def: RuleSetDefinition, doc: SourceDoc, counts: MarkerCounts): Sample {
  const type = def.documentTypes.find((t) => t.type === doc.type);
  if (!type) throw new Error(`No type ${doc.type} in ${def.id}`);
  const system = { ...initialData(type.schema), ...doc.system };
  return {
    id: `${def.id}-${doc.type}`,
    // named for what a user sees, not the internal type name
    title: `${doc.name}: a sheet drawn from its fields`,
    kind: "sheet",
    template: "shared/spec-sheet.hbs",
    classes: `application sheet starskirmish actor ${def.id} spec-sheet`,
    context: {
      // the field-drawn sheet shows the markers the type's definition names, as in Foundry
      ...sheetBase(def, { ...doc, system }, counts, markerGroupOf(type, system)),
      ruleSetLabel: def.label,
      rows: specRows(type.schema, system, "system", "STARSKIRMISH.Field"),
    },
  };
}

/** A field-drawn sheet of every type a rule set has, for rule sets whose sheets are all drawn so. */
export function specSheetSamples(def: RuleSetDefinition): Sample[] {
  return def.documentTypes.map((type) => specSheet(def, { name: `Sample ${type.type}`, type: type.type, system: {} }, {}));
}

export function itemSheet(def: RuleSetDefinition, type: string, name: string, system: Record<string, unknown>): Sample {
  const spec = def.documentTypes.find((t) => t.documentName === "Item" && t.type === type);
  if (!spec) throw new Error(`No item type ${type} in ${def.id}`);
  return {
    id: `${def.id}-${type}`,
    title: `${name}: an item sheet drawn from its fields`,
    kind: "sheet",
    template: "shared/spec-item-sheet.hbs",
    classes: `application sheet starskirmish item ${def.id} spec-sheet`,
    context: {
      item: { name, img: "icons/svg/combat.svg" },
      ruleSetLabel: def.label,
      rows: specRows(spec.schema, { ...initialData(spec.schema), ...system }, "system", "STARSKIRMISH.Field"),
      rich: galleryRichText(spec.schema, { ...initialData(spec.schema), ...system }),
      editable: true,
    },
  };
}

/** A Striker platoon of squads, partly on the scene with a wounded team. */
function formationSample(): Sample {
  const system = {
    members: [
      { uuid: "Actor.platoonHq", name: "Platoon HQ", quantity: 1, role: "leader" as const },
      { uuid: "Actor.squad", name: "Rifle Squad", quantity: 3, role: "member" as const },
      { uuid: "Actor.weapons", name: HOSTILE_NAME, quantity: 1, role: "member" as const },
    ],
    level: "platoon",
    shape: "wedge",
    facing: "N",
    notes: "",
  };
  return {
    id: "formation",
    title: "Formation sheet",
    kind: "sheet",
    template: "shared/formation-sheet.hbs",
    classes: "application sheet starskirmish actor formation",
    context: {
      actor: { name: "2nd Platoon", img: "icons/svg/combat.svg" },
      system,
      editable: true,
      owner: true,
      markers: [],
      rich: galleryRichText(FORMATION_SCHEMA, { notes: "<p>Sample notes: the platoon holds the <b>ridge</b> until relieved.</p>" }),
      ...formationContext(system, { byMember: new Map([[1, { count: 3, state: "Suppressed" }]]) }),
    },
  };
}

/** The drop dialog of a company, as a GM sees it: side, and grouping by each of its levels. */
function formationDropSample(): Sample {
  return dialogSample(
    "formation-drop",
    "Formation drop dialog",
    "shared/dialogs/formation-drop.hbs",
    dropDialogContext(HOSTILE_NAME, 41, ["squad", "section", "platoon", "company"], { side: "hostile", combat: "squad" }, true),
  );
}

/** A squad's row in the combat tracker: members folded under it, their markers, the acting group. */
function combatGroupSample(): Sample {
  const members = [
    { id: "a", group: "g", markers: [{ label: "Wound", count: 2 }, { label: "Suppressed", count: 1 }], state: null },
    { id: "b", group: "g", markers: [{ label: "Suppressed", count: 1 }], state: null },
    { id: "c", group: "g", markers: [], state: "1 casualty" },
  ];
  const [view] = groupViews(members, [{ id: "g", name: `${HOSTILE_NAME} A1.2.1` }], { activeId: "b", collapsed: new Set<string>() });
  const names = ["Fire Team", "Fire Team", "Squad Leader Team"];
  return {
    id: "combat-group",
    title: "Combat tracker: a squad folded under its group row",
    kind: "sheet",
    template: "shared/combat-group.hbs",
    classes: "application sidebar-tab combat-sidebar combat-tracker plain",
    context: { ...groupRowContext(view!, true, members.map((m, i) => ({ id: m.id, name: names[i] ?? "", state: memberStateLine(m) }))) },
  };
}

/** The gallery modules of this folder (gallery/samples-<id>.ts), keyed by rule-set id. */
const GALLERY_MODULES: Readonly<Record<string, { samples?: RuleSetSamples }>> = Object.fromEntries(
  Object.entries(import.meta.glob<{ samples?: RuleSetSamples }>("./samples-*.ts", { eager: true })).map(([path, mod]) => [path.slice("./samples-".length, -".ts".length), mod]),
);

/**
 * The samples of each rule set's gallery module, by rule-set id. Read when asked for, not at
 * load: the sample modules import this file back.
 */
export function ruleSetSamples(): Record<string, RuleSetSamples> {
  const out: Record<string, RuleSetSamples> = {};
  for (const [id, mod] of Object.entries(GALLERY_MODULES)) if (typeof mod.samples === "function") out[id] = mod.samples;
  return out;
}

/** The samples of the given rule sets, each from its own gallery module, then the kit's. */
export function collectSamples(definitions: readonly RuleSetDefinition[], samplesById: Readonly<Record<string, RuleSetSamples>>, readPack: PackReader): Sample[] {
  const samples = [...definitions.flatMap((def) => samplesById[def.id]?.({ def, readPack }) ?? []), formationSample(), formationDropSample(), combatGroupSample(), ...turnSamples()];
  return [...samples, ...appliedSamples(samples)];
}

/** Every sample of every listed rule set. */
export function gallerySamples(readPack: PackReader): Sample[] {
  return collectSamples(RULESET_DEFINITIONS, ruleSetSamples(), readPack);
}
