/**
 * StarMarines's gallery samples: a soldier and a vehicle on their sheet, the weapon on its drawn
 * sheet, the attack and morale cards and dialogs, and the initiative modifiers in the tracker. The
 * units' numbers are sample numbers, marked as such: the race books are not part of the rules.
 */
import { HOSTILE_NAME, galleryRichText, itemSheet, specSheet, type GalleryContext, type Sample } from "./samples";
import { cardSample, dialogSample, sheetTabs } from "./sample";
import { SMR_UNIT_TABS, type SmrUnitTab } from "../src/rulesets/starmarines/view/unit-tabs";
import { markerRows } from "../src/system/sheets/marker-context";
import { unitProfile, type UnitInput, type WeaponInput } from "../src/rulesets/starmarines/view/unit-profile";
import { unitChoices } from "../src/rulesets/starmarines/view/unit-choices";
import { resolveAttack } from "../src/rulesets/starmarines/rules/attack";
import { attackCardContext } from "../src/rulesets/starmarines/view/attack-card";
import { attackDialogContext } from "../src/rulesets/starmarines/view/attack-dialog";
import { checkMorale } from "../src/rulesets/starmarines/rules/morale";
import { moraleCardContext, moraleDialogContext } from "../src/rulesets/starmarines/view/morale-card";
import { armyReport, GAME_SIZES, type BuildableUnit } from "../src/rulesets/starmarines/view/army-builder";
import { overrunCardContext } from "../src/rulesets/starmarines/view/overrun-card";
import { repairOptions, selfUnstunRows } from "../src/rulesets/starmarines/view/repair-phase";
import { OVERRUN_ATTACK } from "../src/rulesets/starmarines/rules/combat-extras";
import { UNIT_SCHEMA } from "../src/rulesets/starmarines/data/unit-schema";
import { SMR_MARKER } from "../src/rulesets/starmarines/rules/markers";

/** Sample notes, as a user writes them in the rich-text editor. */
const NOTES = "<p>Sample notes: <b>held back</b> as the reserve.</p>";

type Transport = { carrier: { aboard: number; capacity: number; names: string } | null; aboard: string | null };

function unitSheet(ctx: GalleryContext, id: string, title: string, name: string, unit: UnitInput & Record<string, unknown>, weapons: WeaponInput[], markers: Record<string, number>, transport: Transport = { carrier: null, aboard: null }, tab: SmrUnitTab = "combat"): Sample {
  return {
    id,
    title,
    kind: "sheet",
    template: "starmarines/sheets/unit.hbs",
    classes: "application sheet starskirmish actor starmarines smr-unit",
    context: {
      actor: { name, img: "icons/svg/mystery-man.svg" },
      system: { notes: "", attribute: "", ...unit },
      rich: galleryRichText(UNIT_SCHEMA, { notes: NOTES }),
      tabs: sheetTabs(SMR_UNIT_TABS, "STARSKIRMISH.StarMarines.Tab", tab),
      markers: markerRows(ctx.def.markers, markers, unit.kind),
      editable: true,
      owner: true,
      ...unitChoices(),
      // the sheet's own markers decide what the profile may claim (IX-B, IX-D, SMR-6)
      profile: unitProfile(unit, weapons, { broken: (markers[SMR_MARKER.broken] ?? 0) > 0, wounded: (markers[SMR_MARKER.wounded] ?? 0) > 0, killed: (markers[SMR_MARKER.killed] ?? 0) > 0, stunned: (markers[SMR_MARKER.vehicleStunned] ?? 0) > 0, crippled: (markers[SMR_MARKER.vehicleCrippled] ?? 0) > 0, weaponsLost: markers[SMR_MARKER.weaponsLost] ?? 0 }),
      transport,
      broken: (markers["smr-broken"] ?? 0) > 0,
    },
  };
}

const weapon = (id: string, name: string, more: Partial<WeaponInput>): WeaponInput => ({ id, name, category: "light", range: 4, aim: 0, armourPierce: 1, damage: 2, frag: false, closeCombat: false, ignoresLineOfSight: false, ...more });

/** A Norx trooper run over by a halftrack: 2 to escape, then AP 3, damage 5 wound him (IX-F). */
function overrunSample(): Sample {
  const attack = resolveAttack(OVERRUN_ATTACK, { kind: "soldier", armour: 1, toughness: 2, column: "norx", wounded: false, airborne: false, supertank: false, walker: null }, { unitAim: 0, steadyAim: false, rearShot: false, elite: false, charging: false, cover: "none" }, { aim: [4], armour: 2, damage: 3, toughness: 4 });
  return cardSample("smr-overrun-card", "StarMarines overrun: run over and wounded", "starmarines/cards/overrun.hbs", overrunCardContext({ vehicleName: "Halftrack", soldierName: HOSTILE_NAME, die: 1, modifier: 1, outcome: "runOver", attack, targetKey: "t1", hasResult: true }));
}

/** The army builder after a refused try: 6 troopers and a Hero are 30 of 25 points (IV-a). */
function armySample(): Sample {
  const units: BuildableUnit[] = [
    { uuid: "a", name: `${HOSTILE_NAME} trooper`, pointCost: 2, experience: "average", role: "none", hasAttribute: false, weaponCost: 1 },
    { uuid: "b", name: "Hero Okafor", pointCost: 6, experience: "elite", role: "hero", hasAttribute: false, weaponCost: 0 },
    { uuid: "c", name: "New recruit", pointCost: 0, experience: "green", role: "none", hasAttribute: false, weaponCost: 0 },
  ];
  const report = armyReport(units, { a: 6, b: 1 }, 25);
  return dialogSample("smr-army-dialog", "StarMarines army builder: a force refused for its points", "starmarines/dialogs/army.hbs", {
    ...report,
    tried: true,
    name: "Blue force",
    sizes: GAME_SIZES.map((s) => ({ value: String(s), label: String(s) })),
    sizeValue: "25",
    rows: report.rows.map((r, i) => ({ ...r, field: `count-${i}` })),
  });
}

export function samples(ctx: GalleryContext): Sample[] {
  const sergeant: UnitInput & Record<string, unknown> = { kind: "soldier", race: "colonials", woundingColumn: "", experience: "veteran", role: "leader", move: 2, aim: 0, armour: 2, toughness: 1, morale: 3, leaderRange: 2, pointCost: 3, stacksTwo: false, flies: false, size: "small", motion: "ground", supertank: false, walker: false, capacity: 0 };
  const walker: UnitInput & Record<string, unknown> = { ...sergeant, kind: "vehicle", race: "norx", role: "none", experience: "average", move: 1, armour: 4, toughness: 4, size: "large", walker: true, capacity: 2 };
  const weapons = [weapon("w1", `${HOSTILE_NAME} autogun`, {}), weapon("w2", "Battle axe", { category: "hand", aim: -1, armourPierce: 2, damage: 3, closeCombat: true }), weapon("w3", "Frag grenade", { category: "grenade", range: 2, frag: true, armourPierce: -1 })];
  const attack = resolveAttack({ aim: 1, armourPierce: 1, damage: 2, frag: false, closeCombat: false }, { kind: "soldier", armour: 1, toughness: 2, column: "norx", wounded: false, airborne: false, supertank: false, walker: null }, { unitAim: 0, steadyAim: true, rearShot: true, elite: false, charging: false, cover: "light" }, { aim: [2, 5], armour: 3, damage: 6, toughness: 2 });
  const morale = checkMorale({ morale: 3, experience: "green", kind: "soldier", hero: false, neverFails: false, adjacentUnbrokenFriends: 2, adjacentFriendlyHero: false, inLeaderRange: false, passedThisTurn: false, retreatBlockedByEnemy: false, broken: false }, 4);
  return [
    unitSheet(ctx, "smr-unit-soldier", "StarMarines soldier (sample numbers): a Veteran Colonial sergeant, a Leader, Broken", `Sgt ${HOSTILE_NAME}`, sergeant, weapons, { "smr-moved": 1, "smr-broken": 1 }, { carrier: null, aboard: `APC ${HOSTILE_NAME}` }),
    unitSheet(ctx, "smr-unit-soldier-profile", "StarMarines soldier, profile tab: the race book's values entered by hand", `Sgt ${HOSTILE_NAME}`, sergeant, weapons, { "smr-moved": 1, "smr-broken": 1 }, { carrier: null, aboard: `APC ${HOSTILE_NAME}` }, "profile"),
    unitSheet(ctx, "smr-unit-vehicle", "StarMarines vehicle (sample numbers): a large Norx walker, crippled, its only weapon lost", "Norx walker", walker, [weapon("w4", "Heavy cannon", { category: "heavy", range: 8, armourPierce: 3, damage: 4 })], { "smr-vehicleCrippled": 1, "smr-weaponsLost": 1 }, { carrier: { aboard: 2, capacity: 2, names: `Norx raiders, ${HOSTILE_NAME}` }, aboard: null }),
    unitSheet(ctx, "smr-unit-vehicle-profile", "StarMarines vehicle, profile tab: size, motion, capacity", "Norx walker", walker, [], { "smr-vehicleCrippled": 1 }, { carrier: null, aboard: null }, "profile"),
    cardSample("smr-passengers-card", "StarMarines passengers of a destroyed vehicle: each rolls to get out (IX-B)", "starmarines/cards/passengers.hbs", { vehicle: HOSTILE_NAME, rows: [{ name: "Norx raiders", die: 3, fate: "STARSKIRMISH.StarMarines.Transport.fate.dismounts" }, { name: HOSTILE_NAME, die: 4, fate: "STARSKIRMISH.StarMarines.Transport.fate.destroyed" }] }),
    // the kit's field-drawn actor sheet, as a rule set without a sheet of its own draws a unit
    { ...specSheet(ctx.def, { name: `Field-drawn ${HOSTILE_NAME}`, type: "smrUnit", system: {} }, {}), id: "kit-spec-actor-sheet", title: "Kit: the field-drawn actor sheet, for a type without a sheet of its own" },
    itemSheet(ctx.def, "smrWeapon", "Autogun (sample numbers)", { category: "light", range: 4, aim: 0, armourPierce: 1, damage: 2, arc: { ahead: true, rightAhead: true } }),
    cardSample("smr-attack-card", "StarMarines attack: a rear shot through light cover wounds a Norx", "starmarines/cards/attack.hbs", attackCardContext({ attackerName: HOSTILE_NAME, targetName: "Norx trooper", weaponName: "Autogun", rangeHexes: 3, aimDice: [2, 5], result: attack, targetKey: "t1" })),
    cardSample("smr-morale-card-separation", "StarMarines separation check waived within a Leader's range (SMR-7)", "starmarines/cards/morale.hbs", { ...moraleCardContext({ name: HOSTILE_NAME, result: checkMorale({ morale: 3, experience: "average", kind: "soldier", hero: false, neverFails: false, adjacentUnbrokenFriends: 0, adjacentFriendlyHero: false, inLeaderRange: true, passedThisTurn: false, retreatBlockedByEnemy: false, broken: false }), situation: { broken: false, retreatBlockedByEnemy: false, experience: "average" }, targetKey: "t1" }), separation: true, exemption: "STARSKIRMISH.StarMarines.Morale.Exemption.separationWaived" }),
    cardSample("smr-morale-card", "StarMarines morale: a Green Norx with two friends beside him, Morale 3 - 1 + 1 = 3, rolls 4 and breaks", "starmarines/cards/morale.hbs", moraleCardContext({ name: HOSTILE_NAME, result: morale, situation: { broken: false, retreatBlockedByEnemy: false, experience: "green" }, targetKey: "t1" })),
    cardSample("smr-overwatch-card", "StarMarines Overwatch call, whispered to the watching side", "starmarines/cards/overwatch.hbs", { moverName: HOSTILE_NAME, options: [{ watcherName: "Cpl Menkovich", weaponName: "Autogun", range: 3, actorUuid: "Actor.a", weaponId: "w1", targetKey: "t1" }, { watcherName: "Laser cannon team", weaponName: "Laser cannon", range: 5, actorUuid: "Actor.b", weaponId: "w2", targetKey: "t1" }], barred: [{ watcherName: "Pvt Okafor", reason: "STARSKIRMISH.StarMarines.Overwatch.barred.moved" }] }),
    armySample(),
    overrunSample(),
    cardSample("smr-scatter-card", "StarMarines scatter roll: a 3, toward the right-behind side", "starmarines/cards/scatter.hbs", { name: HOSTILE_NAME, die: 3, directionLabel: "STARSKIRMISH.StarMarines.Arc.rightBehind" }),
    cardSample("smr-skimmer-card", "StarMarines skimmer crippled on land: the crash die", "starmarines/cards/skimmer.hbs", { name: HOSTILE_NAME, terrainLabel: "STARSKIRMISH.StarMarines.Terrain.grassland", die: 3, resultLabel: "STARSKIRMISH.StarMarines.Skimmer.crashed" }),
    cardSample("smr-morale-prompt-card", "StarMarines morale prompt: the friends next to a soldier wounded", "starmarines/cards/morale-prompt.hbs", { name: HOSTILE_NAME, called: [{ name: "Pte Okafor", actorUuid: "Actor.a" }, { name: "Cpl Menkovich", actorUuid: "Actor.b" }] }),
    cardSample("smr-repair-card", "StarMarines Repair Phase: a stunned walker's own die, and the repairs on offer", "starmarines/cards/repair.hbs", {
      rolled: selfUnstunRows([{ name: "Norx walker", die: 4 }]),
      options: repairOptions([
        { uuid: "d", name: "Doc Amari", side: 1, role: "doctor", wounded: false, damage: [] },
        { uuid: "h", name: HOSTILE_NAME, side: 1, role: "other", wounded: true, damage: [] },
        { uuid: "f", name: "Fixer Bao", side: 1, role: "fixer", wounded: false, damage: [] },
        { uuid: "v", name: "Halftrack", side: 1, role: "other", wounded: false, damage: ["disarmed"] },
      ]),
    }),
    dialogSample("smr-attack-dialog", "StarMarines attack dialog: the board gives light cover in a swamp, and more may be chosen", "starmarines/dialogs/attack.hbs", attackDialogContext({ cover: "light", terrain: "swamp" })),
    dialogSample("smr-morale-dialog", "StarMarines morale dialog for a broken unit, a Leader in range on the board", "starmarines/dialogs/morale.hbs", moraleDialogContext(true, { adjacentUnbrokenFriends: 1, adjacentFriendlyHero: false, inLeaderRange: true })),
    dialogSample("smr-morale-dialog-separation", "StarMarines morale dialog for an unbroken unit with two friends beside it on the board: a separation check the GM may call (SMR-7)", "starmarines/dialogs/morale.hbs", moraleDialogContext(false, { adjacentUnbrokenFriends: 2, adjacentFriendlyHero: false, inLeaderRange: false })),
    dialogSample("smr-morale-dialog-off-board", "StarMarines morale dialog for a unit with no token on a hex: nothing ticked", "starmarines/dialogs/morale.hbs", moraleDialogContext(false, null)),
    {
      id: "smr-initiative-mods",
      title: "StarMarines initiative modifiers in the tracker (GM)",
      kind: "dialog",
      template: "starmarines/turn/initiative-modifiers.hbs",
      classes: "application sidebar-tab combat-sidebar",
      context: {
        sides: [
          { id: "friendly", label: "STARSKIRMISH.Turn.Side.friendly", modifier: 1, edge: "south" },
          { id: "hostile", label: "STARSKIRMISH.Turn.Side.hostile", modifier: -1, edge: "" },
        ],
        edges: ["north", "east", "south", "west"].map((value) => ({ value, label: `STARSKIRMISH.StarMarines.Retreat.Edge.${value}` })),
      },
    },
    {
      id: "smr-victory-banner",
      title: "StarMarines Victory Phase in the tracker (GM): the turn limit reached, doubled for slow soldiers",
      kind: "dialog",
      template: "starmarines/turn/victory.hbs",
      classes: "application sidebar-tab combat-sidebar",
      context: { notes: `Hold the bridge until turn 16. ${HOSTILE_NAME}`, scenarioLimit: 8, limit: 16, doubled: true, turn: 16, left: 0, ends: true, mayDouble: true, sides: [{ id: "friendly", label: "STARSKIRMISH.Turn.Side.friendly" }, { id: "hostile", label: "STARSKIRMISH.Turn.Side.hostile" }] },
    },
    cardSample("smr-retreat-card", "StarMarines retreat card: a broken unit stopped by enemies (VIII-H.3)", "starmarines/cards/retreat.hbs", { name: HOSTILE_NAME, hexes: 1, spent: 2, edgeLabel: "STARSKIRMISH.StarMarines.Retreat.Edge.north", outcomeLabel: "STARSKIRMISH.StarMarines.Retreat.outcome.enemies" }),
    cardSample("smr-victory-card", "StarMarines victory card: the GM's decision", "starmarines/cards/victory.hbs", { turn: 16, winnerLabel: "STARSKIRMISH.Turn.Side.hostile", notes: `Hold the bridge until turn 16. ${HOSTILE_NAME}` }),
  ];
}
