/**
 * Every sheet, card and dialog of every rule set with sample data, built by the same context
 * functions the Foundry sheets use. The gallery page and the template tests both render these.
 * Sample actors come from the compendium sources where they exist.
 */
import { initialValue, type FieldsSpec } from "../src/core/schema";
import { withMarker, findMarker, type MarkerCounts } from "../src/core/markers";
import { RULESET_DEFINITIONS } from "../src/rulesets/definitions";
import type { RuleSetDefinition } from "../src/core/ruleset-definition";
import { markerRows } from "../src/system/sheets/marker-context";
import { specRows } from "../src/system/sheets/spec-fields";
import { patrolmanContext } from "../src/rulesets/space-patrol/sheets/patrolman-context";
import { PATROLMAN_SCHEMA, type PatrolmanSystem } from "../src/rulesets/space-patrol/data/patrolman-schema";
import { taskCardContext } from "../src/rulesets/space-patrol/cards/task-card";
import { difficultyChoices } from "../src/rulesets/space-patrol/rolls/task-form";
import { resolveTask } from "../src/rulesets/space-patrol/rules/task";
import { ASSET_IDS } from "../src/rulesets/space-patrol/rules/assets";
import { SP_MARKER } from "../src/rulesets/space-patrol/rules/markers";
import { strikerSamples } from "./samples-striker";

export interface SourceDoc {
  name: string;
  type: string;
  img?: string;
  system: Record<string, unknown>;
}

export interface Sample {
  id: string;
  title: string;
  kind: "sheet" | "card" | "dialog";
  template: string;
  /** Classes of the element that holds the rendered template (Foundry's app or message). */
  classes: string;
  context: Record<string, unknown>;
}

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

function sheetBase(def: RuleSetDefinition, doc: SourceDoc, counts: MarkerCounts, group?: string) {
  return {
    actor: { name: doc.name, img: doc.img ?? "icons/svg/mystery-man.svg" },
    system: doc.system,
    markers: markerRows(def.markers, counts, group),
    editable: true,
    owner: true,
  };
}

function patrolmanSheet(id: string, title: string, doc: SourceDoc, counts: MarkerCounts): Sample {
  const sp = ruleSet("space-patrol");
  const system = { ...initialValue(PATROLMAN_SCHEMA), ...doc.system } as PatrolmanSystem;
  return {
    id,
    title,
    kind: "sheet",
    template: "space-patrol/sheets/patrolman.hbs",
    classes: "application sheet starskirmish actor space-patrol patrolman",
    context: { ...sheetBase(sp, { ...doc, system }, counts, "individual"), ...patrolmanContext(system) },
  };
}

export function specSheet(def: RuleSetDefinition, doc: SourceDoc, counts: MarkerCounts): Sample {
  const type = def.documentTypes.find((t) => t.type === doc.type);
  if (!type) throw new Error(`No type ${doc.type} in ${def.id}`);
  const system = { ...initialValue(type.schema as FieldsSpec), ...doc.system };
  return {
    id: `${def.id}-${doc.type}`,
    title: `${doc.type} sheet`,
    kind: "sheet",
    template: "shared/spec-sheet.hbs",
    classes: `application sheet starskirmish actor ${def.id} spec-sheet`,
    context: {
      ...sheetBase(def, { ...doc, system }, counts),
      ruleSetLabel: def.label,
      rows: specRows(type.schema, system, "system", "STARSKIRMISH.Field"),
    },
  };
}

/** The full patrolman: every asset trained, a hostile name, and stacked markers. */
function fullestPatrolman(): SourceDoc {
  const assets: Record<string, number> = {};
  ASSET_IDS.forEach((id, i) => (assets[id] = i % 11));
  return { name: HOSTILE_NAME, type: "spPatrolman", system: { branch: "medicine", rank: 6, terms: 5, assets, heroPoints: { value: 2, max: 2 } } };
}

export function gallerySamples(sources: { patrolman: SourceDoc; team: SourceDoc }): Sample[] {
  const sp = ruleSet("space-patrol");
  const success = resolveTask({ dt: 12, asset: 2, equipment: 2, advantages: 1, disadvantages: 2 }, 15);
  const failure = resolveTask({ dt: 16, asset: "X" }, 9);
  const samples: Sample[] = [
    patrolmanSheet("sp-patrolman", "Patrolman (compendium)", sources.patrolman, markersOf(sp, { [SP_MARKER.wound]: 2, [SP_MARKER.stun]: 1 })),
    patrolmanSheet("sp-patrolman-full", "Patrolman, every asset", fullestPatrolman(), markersOf(sp, { [SP_MARKER.wound]: 12, [SP_MARKER.mortalWound]: 1, [SP_MARKER.prone]: 1 })),
    {
      id: "sp-task-success",
      title: "Task card: success",
      kind: "card",
      template: "space-patrol/cards/task-roll.hbs",
      classes: "chat-message message",
      context: { ...taskCardContext({ actorName: sources.patrolman.name, assetLabel: "Energy Weapons", assetLevel: "2", result: success, heroPoints: 3 }) },
    },
    {
      id: "sp-task-failure",
      title: "Task card: failure with Not So Fast",
      kind: "card",
      template: "space-patrol/cards/task-roll.hbs",
      classes: "chat-message message",
      context: { ...taskCardContext({ actorName: HOSTILE_NAME, assetLabel: "Astrogation", assetLevel: "X", result: failure, heroPoints: 1 }) },
    },
    {
      id: "sp-task-dialog",
      title: "Task dialog",
      kind: "dialog",
      template: "space-patrol/dialogs/asset-task.hbs",
      classes: "application dialog",
      context: { difficulties: difficultyChoices(), dt: 12, advantages: 0, disadvantages: 2, equipment: 0 },
    },
    ...strikerSamples({ team: sources.team }),
  ];
  for (const def of RULESET_DEFINITIONS) {
    if (def.id === "space-patrol" || def.id === "striker") continue;
    for (const type of def.documentTypes) {
      samples.push(specSheet(def, { name: `Sample ${type.type}`, type: type.type, system: {} }, {}));
    }
  }
  return samples;
}
