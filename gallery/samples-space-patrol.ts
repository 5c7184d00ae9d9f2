/**
 * Space Patrol!'s gallery samples: the patrolman sheet, task and fire cards and dialogs, the
 * start-of-turn card, and the NPC, vehicle, spacecraft, combat, care and turn samples of the
 * other samples-space-patrol-* files.
 */
import { dialogSample, type Sample } from "./sample";
import { HOSTILE_NAME, itemSheet, markersOf, sheetBase, type GalleryContext, type SourceDoc } from "./samples";
import { sheetTabs } from "./sample";
import { initialValue } from "../src/core/schema";
import type { MarkerCounts } from "../src/core/markers";
import { patrolmanContext } from "../src/rulesets/space-patrol/view/patrolman-context";
import { PATROLMAN_SCHEMA, type PatrolmanSystem } from "../src/rulesets/space-patrol/data/patrolman-schema";
import { taskCardContext } from "../src/rulesets/space-patrol/view/task-card";
import { scratchCardContext } from "../src/rulesets/space-patrol/view/scratch-view";
import { difficultyChoices } from "../src/rulesets/space-patrol/view/task-form";
import { resolveTask } from "../src/rulesets/space-patrol/rules/task";
import { ASSET_IDS } from "../src/rulesets/space-patrol/rules/assets";
import { SP_MARKER } from "../src/rulesets/space-patrol/rules/markers";
import { sheetActions } from "../src/rulesets/space-patrol/view/sheet-actions";
import { sessionAwardDialogContext, advancementContext, improvableAssets } from "../src/rulesets/space-patrol/view/advancement-context";
import { spaceActorSamples } from "./samples-space-patrol-actors";
import { spaceCombatSamples } from "./samples-space-patrol-combat";
import { spaceCareSamples } from "./samples-space-patrol-care";
import { spacePsiRepairSamples } from "./samples-space-patrol-psi";
import { spaceVehicleSamples } from "./samples-space-patrol-vehicles";
import { spaceTurnSamples } from "./samples-space-patrol-turns";
import { starshipCombatSamples } from "./samples-space-patrol-space";
import { resolveStartOfTurn, startOfTurnCardContext, startOfTurnPromptChecks } from "../src/rulesets/space-patrol/view/start-of-turn-card";
import { startOfTurnChecks } from "../src/rulesets/space-patrol/rules/start-of-turn";
import { FixedDice } from "../src/core/seeded-dice";
import { resolveFire } from "../src/rulesets/space-patrol/rules/fire";
import { fireCardContext } from "../src/rulesets/space-patrol/view/fire-card";
import type { CarriedItem } from "../src/rulesets/space-patrol/view/inventory-context";
import { WEAPON_SCHEMA, type WeaponSystem } from "../src/rulesets/space-patrol/data/weapon-schema";
import { ARMOUR_SCHEMA, type ArmourSystem } from "../src/rulesets/space-patrol/data/armour-schema";
import { ageAfter, patrolmanFromCreation } from "../src/rulesets/space-patrol/data/creation-result";
import { withRecoveryLine } from "../src/rulesets/space-patrol/data/service-log";
import { serviceLineText } from "../src/rulesets/space-patrol/view/creation-log-text";
import { creationSamples, everyEventLifepath } from "./samples-space-patrol-creation";
import { galleryWords } from "./english-words";
import { PATROLMAN_TABS } from "../src/rulesets/space-patrol/view/sheet-tabs";

/** A biography as a user writes it in the rich-text editor (sample text). */
const BIOGRAPHY = "<p>Sample biography: raised on a <b>Luna</b> freighter, Rana joined the Patrol at eighteen.</p><p>She flies anything with an A-Drive.</p>";

/** The compendium patrolman the sheet and cards show. */
const PATROLMAN_SOURCE = "sp-patrolmen/rana-okafor.yml";

/**
 * A patrolman's sheet. `commandRole` stands in for the GM's chain-of-command roll (Guide 1.5), which
 * names the highest rank aboard captain: the gallery has no crew to roll it among.
 */
function patrolmanSheet(ctx: GalleryContext, id: string, title: string, doc: SourceDoc, counts: MarkerCounts, items: readonly CarriedItem[] = [], tab: (typeof PATROLMAN_TABS)[number] = "main", commandRole: string | null = null): Sample {
  const sp = ctx.def;
  const system = { ...initialValue(PATROLMAN_SCHEMA), ...doc.system } as PatrolmanSystem;
  return {
    id,
    title,
    kind: "sheet",
    template: "space-patrol/sheets/patrolman.hbs",
    classes: "application sheet starskirmish actor space-patrol patrolman",
    context: { ...sheetBase(sp, { ...doc, system }, counts, "individual"), ...patrolmanContext(system, items, counts), combatActions: sheetActions("individual"), tabs: sheetTabs(PATROLMAN_TABS, "STARSKIRMISH.SpacePatrol.Tab", tab), advancement: advancementContext(system), isGM: true, creating: false, canCreate: system.serviceLog.length === 0, age: ageAfter(system.terms), serviceLines: system.serviceLog.map((line) => serviceLineText(line, galleryWords)), commandRole },
  };
}

/** The full patrolman's place aboard: the highest rank of her frigate's crew is its captain (Guide 1.5). */
const CAPTAIN = "STARSKIRMISH.SpacePatrol.Command.captain";

/**
 * The full patrolman: every asset trained, a hostile name, and stacked markers. Its assets are set by
 * hand to fill the sheet, but its branch, rank, terms, medals and Space Hero Points are the
 * lifepath's, so the sheet's age line agrees with the log's End of Generation line (Guide 1.1-1.3).
 */
function fullestPatrolman(): SourceDoc {
  const assets: Record<string, number> = {};
  ASSET_IDS.forEach((id, i) => (assets[id] = i % 11));
  const lifepath = patrolmanFromCreation(everyEventLifepath());
  // lines saved as text before the log held events (one with a hostile name, to show it escaped),
  // then a whole lifepath's events, said in English by the sheet
  const serviceLog = [
    { term: 1, text: "Basic Training" },
    { term: 1, text: "Joined the Medicine branch; gained Medicine" },
    { term: 2, text: `Promotion total 17: rank 2, 2 rolls (rolled 15) ${HOSTILE_NAME}` },
    // a treatment saved as text before recovery lines were events (two follow as events, Guide 8.2, 8.3)
    { term: 2, text: "A wound was treated in a Med Bay (3 hours)." },
    ...lifepath.serviceLog,
  ];
  const { terms } = lifepath;
  const intervened = withRecoveryLine(serviceLog, terms, { treatment: "woundIntervention", outcome: "healed", days: 0, hours: 4 }).log;
  const treated = withRecoveryLine(intervened, terms, { treatment: "natural", outcome: "healed", days: 20, hours: 0 }).log;
  return { name: HOSTILE_NAME, type: "spPatrolman", system: { branch: lifepath.branch, rank: lifepath.rank, terms, medals: lifepath.medals, assets, heroPoints: lifepath.heroPoints, serviceLog: treated } };
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
  const situation = {
    shooter: { asset: 2, steadyAim: true },
    weapon: { band: "effective", equipment: 2, penetration: 5, targets: 2, ammoPerTurn: 4, attack: "energy" },
    targets: [
      { markers: wounded, armour: { hand: 0, bullets: 0, energy: 1 }, shots: 1 },
      { markers: {}, armour: { hand: 0, bullets: 0, energy: 0 }, shots: 1, distanceToPrimary: 2 },
    ],
  } as const;
  const result = resolveFire({
    ...situation,
    d20: [17, 1],
    // a face for each of the four damage rolls' three d10s, so no two rolls look alike
    dice: new FixedDice([7, 5, 6, 2, 3, 1, 9, 4, 8, 3, 6, 2]),
    // Guide 6.3: a Tactics point on the second roll, which still misses (1 + 4 + 1 against DT 8)
    tactics: [[], [{ side: "players", points: 1 }]],
  });
  return {
    id: "sp-fire",
    title: "Fire card, in the side turns: a Tactics point on the second roll, buttons to spend more, Not So Fast on the miss",
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
        tactics: { sides: ["players", "enemies"], spends: [{ row: 1, side: "players", points: 1 }] },
        // Guide 4.2: the missed roll may be rolled again for a Space Hero Point
        rerolled: [],
        situation,
      }),
    },
  };
}

export function samples(ctx: GalleryContext): Sample[] {
  const sp = ctx.def;
  const patrolman = ctx.readPack(PATROLMAN_SOURCE);
  const success = resolveTask({ dt: 12, asset: 2, equipment: 2, advantages: 1, disadvantages: 2 }, 15);
  const failure = resolveTask({ dt: 16, asset: "X" }, 9);
  // an Easy task with an advantage: 8 - 4 = 4, raised to the floor of 8 (SP-5)
  const floored = resolveTask({ dt: 8, asset: 1, equipment: 0, advantages: 1 }, 11);
  return [
    ...creationSamples(),
    patrolmanSheet(ctx, "sp-patrolman", "Patrolman (compendium)", patrolman, markersOf(sp, { [SP_MARKER.wound]: 2, [SP_MARKER.stun]: 1 }), [
      laserPistol(),
      evaSuit(),
    ]),
    patrolmanSheet(ctx, "sp-patrolman-full", "Patrolman, every asset", fullestPatrolman(), markersOf(sp, { [SP_MARKER.wound]: 12, [SP_MARKER.mortalWound]: 1, [SP_MARKER.prone]: 1 }), [], "main", CAPTAIN),
    // its service record: old text lines and every kind of creation event (Guide 1.1-1.3)
    patrolmanSheet(ctx, "sp-patrolman-full-service", "Patrolman, every asset, service record", fullestPatrolman(), markersOf(sp, { [SP_MARKER.wound]: 12, [SP_MARKER.mortalWound]: 1, [SP_MARKER.prone]: 1 }), [], "service", CAPTAIN),
    // on its assets tab, the heaviest to lay out: the benchmark's fullest sheet
    patrolmanSheet(ctx, "sp-patrolman-full-assets", "Patrolman, every asset, assets tab", fullestPatrolman(), markersOf(sp, { [SP_MARKER.wound]: 12, [SP_MARKER.mortalWound]: 1, [SP_MARKER.prone]: 1 }), [], "assets", CAPTAIN),
    // the other tabs of the compendium patrolman, one sample each
    ...PATROLMAN_TABS.filter((tab) => tab !== "main").map((tab) =>
      patrolmanSheet(ctx, `sp-patrolman-${tab}`, `Patrolman (compendium), ${tab} tab`, tab === "biography" ? { ...patrolman, system: { ...patrolman.system, biography: BIOGRAPHY } } : patrolman, markersOf(sp, { [SP_MARKER.wound]: 2, [SP_MARKER.stun]: 1 }), [laserPistol(), evaSuit()], tab),
    ),
    dialogSample("sp-session-award", "Close the session: the GM's award (Guide 4.1)", "space-patrol/dialogs/session-award.hbs", sessionAwardDialogContext("Rana Okafor")),
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
      context: { ...taskCardContext({ actorName: patrolman.name, assetLabel: "Energy Weapons", assetLevel: "2", result: success, heroPoints: 3 }) },
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
      id: "sp-tis-but-a-scratch",
      title: "'Tis But a Scratch card: a point spent, Wounds, Stun and Prone cleared (Guide 4.2)",
      kind: "card",
      template: "space-patrol/cards/tis-but-a-scratch.hbs",
      classes: "chat-message message",
      context: { ...scratchCardContext(HOSTILE_NAME, { [SP_MARKER.wound]: 2, [SP_MARKER.stun]: 1, [SP_MARKER.prone]: 1, [SP_MARKER.suppressed]: 1 }, 2, false) },
    },
    {
      id: "sp-task-floor",
      title: "Task card: an Easy task's advantage, the DT held at its floor of 8 (SP-5)",
      kind: "card",
      template: "space-patrol/cards/task-roll.hbs",
      classes: "chat-message message",
      context: { ...taskCardContext({ actorName: patrolman.name, assetLabel: "Recon", assetLevel: "1", result: floored, heroPoints: 3 }) },
    },
    {
      id: "sp-task-dialog",
      title: "Task dialog",
      kind: "dialog",
      template: "space-patrol/dialogs/asset-task.hbs",
      classes: "application dialog",
      context: { difficulties: difficultyChoices(), dt: 12, advantages: 0, disadvantages: 2, equipment: 0 },
    },
    fireSample(patrolman.name),
    {
      id: "sp-fire-dialog",
      title: "Fire dialog",
      kind: "dialog",
      template: "space-patrol/dialogs/fire.hbs",
      classes: "application dialog",
      context: {
        weaponName: "Laser Pistol",
        band: "STARSKIRMISH.SpacePatrol.Fire.band.effective",
        sidearm: true,
        mainOrHeavy: false,
        meleeContact: false,
        targets: [
          { index: 0, name: HOSTILE_NAME, shots: 1, large: false },
          { index: 1, name: "Pirate Crawler", shots: 1, large: true },
        ],
      },
    },
    itemSheet(sp, "spWeapon", "Laser Pistol", laserPistol().system as unknown as Record<string, unknown>),
    {
      id: "sp-start-prompt",
      title: "Start of turn: prompt",
      kind: "card",
      template: "space-patrol/cards/start-of-turn.hbs",
      classes: "chat-message message",
      context: {
        actorName: patrolman.name,
        prompt: true,
        // the checks a Wound, a Mortal Wound and a Stun Marker call for, as the action lists them (SP-11)
        checks: startOfTurnPromptChecks(startOfTurnChecks({ "sp-wound": 1, "sp-mortalWound": 1, "sp-stun": 1 }, "individual")),
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
    ...spacePsiRepairSamples(HOSTILE_NAME),
    ...spaceVehicleSamples(HOSTILE_NAME),
    ...spaceTurnSamples(HOSTILE_NAME),
    ...starshipCombatSamples(),
  ];
}
