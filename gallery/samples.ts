/**
 * Every sheet, card and dialog of every rule set with sample data, built by the same context
 * functions the Foundry sheets use. The gallery page and the template tests both render these.
 * Sample actors come from the compendium sources where they exist.
 */
import { dialogSample, type Sample } from "./sample";
import { initialValue, type FieldsSpec } from "../src/core/schema";
import { withMarker, findMarker, type MarkerCounts } from "../src/core/markers";
import { RULESET_DEFINITIONS } from "../src/rulesets/definitions";
import type { RuleSetDefinition } from "../src/core/ruleset-definition";
import { markerRows } from "../src/system/sheets/marker-context";
import { specRows } from "../src/system/sheets/spec-fields";
import { patrolmanContext } from "../src/rulesets/space-patrol/view/patrolman-context";
import { PATROLMAN_SCHEMA, type PatrolmanSystem } from "../src/rulesets/space-patrol/data/patrolman-schema";
import { taskCardContext } from "../src/rulesets/space-patrol/view/task-card";
import { difficultyChoices } from "../src/rulesets/space-patrol/view/task-form";
import { resolveTask } from "../src/rulesets/space-patrol/rules/task";
import { ASSET_IDS } from "../src/rulesets/space-patrol/rules/assets";
import { SP_MARKER } from "../src/rulesets/space-patrol/rules/markers";
import { sheetActions } from "../src/rulesets/space-patrol/view/sheet-actions";
import { advancementContext, improvableAssets } from "../src/rulesets/space-patrol/view/advancement-context";
import { strikerSamples } from "./samples-striker";
import { spaceActorSamples } from "./samples-space-patrol-actors";
import { spaceCombatSamples } from "./samples-space-patrol-combat";
import { spaceCareSamples } from "./samples-space-patrol-care";
import { spaceTurnSamples } from "./samples-space-patrol-turns";
import { turnSamples } from "./samples-turn";
import { formationContext } from "../src/system/formation/formation-context";
import { resolveStartOfTurn, startOfTurnCardContext } from "../src/rulesets/space-patrol/view/start-of-turn-card";
import { FixedDice } from "../src/core/seeded-dice";
import { resolveFire } from "../src/rulesets/space-patrol/rules/fire";
import { fireCardContext } from "../src/rulesets/space-patrol/view/fire-card";
import type { CarriedItem } from "../src/rulesets/space-patrol/view/inventory-context";
import { WEAPON_SCHEMA, type WeaponSystem } from "../src/rulesets/space-patrol/data/weapon-schema";
import { ARMOUR_SCHEMA, type ArmourSystem } from "../src/rulesets/space-patrol/data/armour-schema";

export interface SourceDoc {
  name: string;
  type: string;
  img?: string;
  system: Record<string, unknown>;
}

export type { Sample } from "./sample";

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

function patrolmanSheet(id: string, title: string, doc: SourceDoc, counts: MarkerCounts, items: readonly CarriedItem[] = []): Sample {
  const sp = ruleSet("space-patrol");
  const system = { ...initialValue(PATROLMAN_SCHEMA), ...doc.system } as PatrolmanSystem;
  return {
    id,
    title,
    kind: "sheet",
    template: "space-patrol/sheets/patrolman.hbs",
    classes: "application sheet starskirmish actor space-patrol patrolman",
    context: { ...sheetBase(sp, { ...doc, system }, counts, "individual"), ...patrolmanContext(system, items, counts), combatActions: sheetActions("individual"), advancement: advancementContext(system), isGM: true },
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

export function itemSheet(def: RuleSetDefinition, type: string, name: string, system: Record<string, unknown>): Sample {
  const spec = def.documentTypes.find((t) => t.documentName === "Item" && t.type === type);
  if (!spec) throw new Error(`No item type ${type} in ${def.id}`);
  return {
    id: `${def.id}-${type}`,
    title: `${type} sheet`,
    kind: "sheet",
    template: "shared/spec-item-sheet.hbs",
    classes: `application sheet starskirmish item ${def.id} spec-sheet`,
    context: {
      item: { name, img: "icons/svg/combat.svg" },
      ruleSetLabel: def.label,
      rows: specRows(spec.schema, { ...initialValue(spec.schema), ...system }, "system", "STARSKIRMISH.Field"),
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
      ...formationContext(system, { byMember: new Map([[1, { count: 3, state: "Suppressed" }]]) }),
    },
  };
}

/** The full patrolman: every asset trained, a hostile name, and stacked markers. */
function fullestPatrolman(): SourceDoc {
  const assets: Record<string, number> = {};
  ASSET_IDS.forEach((id, i) => (assets[id] = i % 11));
  return { name: HOSTILE_NAME, type: "spPatrolman", system: { branch: "medicine", rank: 6, terms: 5, assets, heroPoints: { value: 2, max: 2 } } };
}

/** Guide 3.3's laser pistol: 30(5)+2 at effective range; the Guide gives no other band. */
function laserPistol(): CarriedItem {
  const system = { ...initialValue(WEAPON_SCHEMA), code: "S", kind: "energyWeapon", attack: "energy", magazine: 20, ammo: 14 } as WeaponSystem;
  system.effective = { range: 30, penetration: 5, bonus: 2 };
  return { id: "laserPistol0001", name: "Laser Pistol", img: "icons/svg/combat.svg", type: "spWeapon", system };
}

/** Guide 6.10: an EVA suit carries 2 hours of air; its ratings come from the technical tables. */
function evaSuit(): CarriedItem {
  const system = { ...initialValue(ARMOUR_SCHEMA), suit: "evaSuit", patrolIssue: true, airHours: 2 } as ArmourSystem;
  return { id: "evaSuit00000001", name: "Patrol EVA Suit", img: "icons/svg/mystery-man.svg", type: "spArmour", system };
}

function fireSample(shooter: string): Sample {
  const wounded = { [SP_MARKER.wound]: 1 };
  const result = resolveFire({
    shooter: { asset: 2, steadyAim: true },
    weapon: { band: "effective", equipment: 2, penetration: 5, targets: 2, ammoPerTurn: 4, attack: "energy" },
    targets: [
      { markers: wounded, armour: { hand: 0, bullets: 0, energy: 1 }, shots: 1 },
      { markers: {}, armour: { hand: 0, bullets: 0, energy: 0 }, shots: 1, distanceToPrimary: 2 },
    ],
    d20: [17, 4],
    dice: new FixedDice([7, 5, 6, 2, 3, 1]),
  });
  return {
    id: "sp-fire",
    title: "Fire card",
    kind: "card",
    template: "space-patrol/cards/fire.hbs",
    classes: "chat-message message",
    context: {
      ...fireCardContext({
        shooterName: shooter,
        weaponName: "Laser Pistol",
        band: "effective",
        result,
        targets: [
          { key: "tokA", name: HOSTILE_NAME, markers: wounded },
          { key: "tokB", name: "Pirate Lookout", markers: {} },
        ],
      }),
    },
  };
}

export function gallerySamples(sources: { patrolman: SourceDoc; team: SourceDoc }): Sample[] {
  const sp = ruleSet("space-patrol");
  const success = resolveTask({ dt: 12, asset: 2, equipment: 2, advantages: 1, disadvantages: 2 }, 15);
  const failure = resolveTask({ dt: 16, asset: "X" }, 9);
  const samples: Sample[] = [
    patrolmanSheet("sp-patrolman", "Patrolman (compendium)", sources.patrolman, markersOf(sp, { [SP_MARKER.wound]: 2, [SP_MARKER.stun]: 1 }), [
      laserPistol(),
      evaSuit(),
    ]),
    patrolmanSheet("sp-patrolman-full", "Patrolman, every asset", fullestPatrolman(), markersOf(sp, { [SP_MARKER.wound]: 12, [SP_MARKER.mortalWound]: 1, [SP_MARKER.prone]: 1 })),
    dialogSample("sp-improve-asset", "Improve an asset", "space-patrol/dialogs/improve-asset.hbs", {
      points: 4,
      improvable: improvableAssets({ assets: { tactics: 3, leadership: 4 }, advancement: { points: 4, improvedThisSession: ["vigor"] } }),
    }),
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
    fireSample(sources.patrolman.name),
    {
      id: "sp-fire-dialog",
      title: "Fire dialog",
      kind: "dialog",
      template: "space-patrol/dialogs/fire.hbs",
      classes: "application dialog",
      context: {
        weaponName: "Laser Pistol",
        band: "STARSKIRMISH.SpacePatrol.Fire.band.effective",
        targets: [
          { index: 0, name: HOSTILE_NAME, shots: 1 },
          { index: 1, name: "Pirate Lookout", shots: 1 },
        ],
      },
    },
    itemSheet(ruleSet("space-patrol"), "spWeapon", "Laser Pistol", laserPistol().system as unknown as Record<string, unknown>),
    formationSample(),
    {
      id: "sp-start-prompt",
      title: "Start of turn: prompt",
      kind: "card",
      template: "space-patrol/cards/start-of-turn.hbs",
      classes: "chat-message message",
      context: {
        actorName: sources.patrolman.name,
        prompt: true,
        checks: [
          { label: "STARSKIRMISH.SpacePatrol.StartOfTurn.individual.mortalWound", dt: 16, disadvantages: 2 },
          { label: "STARSKIRMISH.SpacePatrol.StartOfTurn.individual.stun", dt: 24, disadvantages: 2 },
        ],
      },
    },
    {
      id: "sp-start-result",
      title: "Start of turn: rolled",
      kind: "card",
      template: "space-patrol/cards/start-of-turn.hbs",
      classes: "chat-message message",
      context: {
        ...startOfTurnCardContext(
          HOSTILE_NAME,
          resolveStartOfTurn({ "sp-wound": 1, "sp-mortalWound": 1, "sp-stun": 1 }, (a) => (a === "vigor" ? 3 : 0), [15, 20]),
        ),
        prompt: false,
      },
    },
    ...spaceActorSamples(sp, HOSTILE_NAME, (c) => markersOf(sp, c)),
    ...spaceCombatSamples(HOSTILE_NAME),
    ...spaceCareSamples(HOSTILE_NAME),
    ...spaceTurnSamples(HOSTILE_NAME),
    ...strikerSamples({ team: sources.team }),
    ...turnSamples(),
  ];
  for (const def of RULESET_DEFINITIONS) {
    if (def.id === "space-patrol" || def.id === "striker") continue;
    for (const type of def.documentTypes) {
      samples.push(specSheet(def, { name: `Sample ${type.type}`, type: type.type, system: {} }, {}));
    }
  }
  return samples;
}
