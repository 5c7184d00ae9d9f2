/** Striker II's sheets and cards for the gallery, built by the same functions the system uses. */
import { sheetTabs } from "./sample";
import { HOSTILE_NAME, galleryRichText, markersOf, ruleSet, type GalleryContext, type Sample, type SourceDoc } from "./samples";
import { initialValue } from "../src/core/schema";
import { markerRows } from "../src/system/sheets/marker-context";
import { TEAM_SCHEMA, type TeamSystem } from "../src/rulesets/striker/data/team-schema";
import { teamContext } from "../src/rulesets/striker/view/team-context";
import { suppressionView } from "../src/rulesets/striker/view/team-suppression";
import { STRIKER_TEAM_TABS, type StrikerTeamTab } from "../src/rulesets/striker/view/team-tabs";
import { suppressionEnd } from "../src/rulesets/striker/rules/turn-expiry";
import { commandTeamOf, ledView } from "../src/rulesets/striker/view/team-command";
import type { TeamItem } from "../src/rulesets/striker/view/team-items";
import type { WeaponItemSystem } from "../src/rulesets/striker/data/weapon-schema";
import type { ArmourItemSystem } from "../src/rulesets/striker/data/armour-schema";
import { STR_MARKER } from "../src/rulesets/striker/rules/markers";
import { strikerFireSamples } from "./samples-striker-fire";
import { strikerGrenadeSamples } from "./samples-striker-grenades";
import { strikerCommandSamples } from "./samples-striker-command";
import { strikerSpottingSamples } from "./samples-striker-spotting";
import { commsView, type CommsView } from "../src/rulesets/striker/view/team-comms";
import { radioRangeM } from "../src/rulesets/striker/rules/communication";
import { turnView } from "../src/rulesets/striker/view/turn-view";
import { intelView } from "../src/rulesets/striker/view/team-intel";
import { ARMOUR_SCHEMA } from "../src/rulesets/striker/data/armour-schema";
import { armourItemFromTable, weaponItemFromTable } from "../src/rulesets/striker/data/weapon-item";
import { weaponSheetContext } from "../src/rulesets/striker/view/weapon-context";
import { armourSheetContext } from "../src/rulesets/striker/view/armour-context";
import { PERSONAL_ARMOUR, SLUG_THROWERS } from "../src/rulesets/striker/rules/index";
import { WEAPON_SCHEMA } from "../src/rulesets/striker/data/weapon-schema";
import { setUpRows } from "../src/rulesets/striker/view/set-up-view";

const ITEM_CLASSES = "application sheet starskirmish item";

function weaponSheet(id: string, title: string, name: string, tableId: string): Sample {
  const weapon = SLUG_THROWERS.find((w) => w.id === tableId);
  if (!weapon) throw new Error(`No weapon ${tableId}`);
  const system = weaponItemFromTable(weapon);
  return {
    id,
    title,
    kind: "sheet",
    template: "striker/sheets/weapon.hbs",
    classes: `${ITEM_CLASSES} striker str-weapon-sheet`,
    context: { item: { name, img: "icons/svg/combat.svg" }, system, rich: galleryRichText(WEAPON_SCHEMA, system), editable: true, ...weaponSheetContext(system) },
  };
}

function armourSheet(): Sample {
  const armour = PERSONAL_ARMOUR.find((p) => p.id === "ablat");
  if (!armour) throw new Error("No ablat");
  const system = armourItemFromTable(armour);
  return {
    id: "striker-armour",
    title: "Striker armour: Ablat, the PERSONAL ARMOR row it copies named with its values",
    kind: "sheet",
    template: "striker/sheets/armour.hbs",
    classes: `${ITEM_CLASSES} striker str-armour-sheet`,
    context: {
      item: { name: "Ablat", img: "icons/svg/mystery-man.svg" },
      system,
      rich: galleryRichText(ARMOUR_SCHEMA, system),
      editable: true,
      ...armourSheetContext(system),
    },
  };
}

interface EmbeddedDoc {
  _id: string;
  name: string;
  type: string;
  system: Record<string, unknown>;
}

/** The embedded items of a compendium team, as the sheet reads them. */
function itemsOf(doc: SourceDoc): TeamItem[] {
  const items = ((doc as SourceDoc & { items?: EmbeddedDoc[] }).items ?? []) as EmbeddedDoc[];
  return items.flatMap((i): TeamItem[] => {
    if (i.type === "strWeapon") return [{ id: i._id, name: i.name, kind: "weapon", weapon: i.system as unknown as WeaponItemSystem }];
    if (i.type === "strArmour") return [{ id: i._id, name: i.name, kind: "armour", armour: i.system as unknown as ArmourItemSystem }];
    return [];
  });
}

/**
 * The compendium fire team on the board: one trooper down and renamed with a hostile name, its
 * units as a drop of company A stamps them, and a computed example of command (its squad leader
 * 80 m away leads it, Striker 5.A.2) and communication (5.B).
 */
function teamSheet(doc: SourceDoc, tab: StrikerTeamTab = "troopers"): Sample {
  const striker = ruleSet("striker");
  const system = { ...initialValue(TEAM_SCHEMA), ...doc.system } as TeamSystem;
  const troopers = system.troopers.map((t, i) => (i === 3 ? { ...t, name: HOSTILE_NAME, casualty: true } : t));
  const team = { ...system, troopers, command: { ...system.command, squad: "A1.1.2", section: "A1.1", platoon: "A1", company: "A" } };
  const leader = commandTeamOf("squadLeader", { ...team, initiative: "average", command: { ...team.command, role: "squadLeader" } }, false);
  const led = ledView(commandTeamOf("team", team, false), [{ team: leader, name: "Squad leader 1", distanceM: 80, inCommunication: true, lineOfSight: true }]);
  // Striker 5.B: at TL 12 every soldier has a radio; a friendly team touches it, another is out of touch
  const comms = commsView(radioRangeM(team.techLevel, "fireTeam", false, team.radioRangeM), [
    { name: "Squad leader 1", distanceM: 80, means: "radio", mayLead: true },
    { name: HOSTILE_NAME, distanceM: 50, means: "touching", mayLead: false },
    { name: "Blue A3", distanceM: 180, means: "sight", mayLead: false },
  ]);
  const counts = markersOf(striker, { [STR_MARKER.moved]: 1, [STR_MARKER.suppressed]: 1 });
  return {
    id: tab === "troopers" ? "striker-strTeam" : `striker-strTeam-${tab}`,
    title: tab === "troopers" ? "Striker fire team (compendium, one casualty)" : tab === "gear" ? "Striker fire team, gear tab: a one-shot charge used up" : `Striker fire team, ${tab === "comms" ? "communication" : tab} tab`,
    kind: "sheet",
    template: "striker/sheets/team.hbs",
    classes: "application sheet starskirmish actor striker str-team-sheet",
    context: {
      actor: { name: doc.name, img: doc.img ?? "icons/svg/mystery-man.svg" },
      system: team,
      rich: galleryRichText(TEAM_SCHEMA, team),
      tabs: sheetTabs(STRIKER_TEAM_TABS, "STARSKIRMISH.Striker.Tab", tab),
      markers: markerRows(striker.markers, counts),
      editable: true,
      owner: true,
      ...teamContext(team, itemsOf(doc), led),
      comms,
      // Suppressed in step b of turn 2's first fire phase: it ends a full turn on (Striker 8.C.4.a).
      suppression: suppressionView(suppressionEnd({ turn: 2, phase: "firstFire", step: "b" })),
      // a referee's one-shot charge thrown this phase, kept for its card's Apply (actions/spent-weapons.ts)
      spent: tab === "gear" ? `${HOSTILE_NAME}'s blast charge` : "",
    },
  };
}

/**
 * The same team routed off the battlefield (Striker 8.C.4.b): out of play, its sheet offers no
 * Fire, Morale check, Rally, Rally teams nor Command check, shows no leader nor link of
 * communication (5.A, 5.B), and says why, as sheets/team-sheet.ts prepares it.
 */
function routedOffSheet(doc: SourceDoc): Sample {
  const sample = teamSheet(doc);
  // routed (8.C.4), not suppressed: a rout takes the Suppressed marker off
  const markers = markerRows(ruleSet("striker").markers, markersOf(ruleSet("striker"), { [STR_MARKER.routed]: 1 }));
  const comms = { ...(sample.context.comms as CommsView), rows: [] };
  return {
    ...sample,
    id: "striker-strTeam-routed-off",
    title: "Striker fire team routed off the battlefield: out of play, no Fire, Morale check, Rally nor Command check",
    context: { ...sample.context, markers, suppression: null, routedOff: true, led: null, comms },
  };
}

/**
 * The same sheet ticked as a counter standing for a team (Striker 3.A.1), as the GM sees it: no
 * team, so no Fire, Morale check, Rally, Rally teams nor Command check and no led line, its hint
 * saying why; only the GM's Reveal counter, as sheets/team-sheet.ts prepares it.
 */
function counterSheet(doc: SourceDoc): Sample {
  const sample = teamSheet(doc);
  const system = { ...(sample.context.system as TeamSystem), leader: "nco" as const, counter: true, standsFor: "Blue A2" };
  const comms = { ...(sample.context.comms as CommsView), rows: [] };
  return {
    ...sample,
    id: "striker-strTeam-counter",
    title: "Striker counter (GM's view): no Fire, Morale check, Rally nor Command check, only Reveal counter",
    context: { ...sample.context, system, isLeaderTeam: true, suppression: null, led: null, comms, intel: intelView({ isGM: true, isCounter: true, tokensHidden: [false] }) },
  };
}

/**
 * The compendium's heavy machinegun team (SET UP 2) in its own movement phase, one phase into setting
 * its gun up (Striker 6.D.1): the badge shows the phase left, the Setting up marker its count, and the
 * Set up button is disabled with the reason, as sheets/team-sheet.ts prepares it.
 */
function setUpSheet(doc: SourceDoc): Sample {
  const sample = teamSheet(doc);
  const items = itemsOf(doc);
  const gun = items.find((i) => i.kind === "weapon" && i.weapon.setUp > 0);
  if (!gun) throw new Error("The heavy machinegun team carries no weapon that sets up");
  const record = { [gun.id]: { state: "settingUp" as const, left: 1 } };
  const setUp = setUpRows(items, record, { ownMovementPhase: true, movedThisPhase: false, condition: "ready" });
  const markers = markerRows(ruleSet("striker").markers, markersOf(ruleSet("striker"), { [STR_MARKER.settingUp]: 1 }));
  return {
    ...sample,
    id: "striker-strTeam-setting-up",
    title: "Striker heavy machinegun team setting its gun up: one movement phase left, Set up disabled with the reason",
    context: { ...sample.context, markers, suppression: null, setUp },
  };
}

export function strikerSamples(sources: { team: SourceDoc; heavyWeapons?: SourceDoc }): Sample[] {
  return [
    teamSheet(sources.team),
    ...(sources.heavyWeapons ? [setUpSheet(sources.heavyWeapons)] : []),
    routedOffSheet(sources.team),
    counterSheet(sources.team),
    teamSheet(sources.team, "comms"),
    teamSheet(sources.team, "gear"),
    weaponSheet("striker-weapon", "Striker weapon: 9mm ACR, three ammunition types", "9mm ACR (Advanced Combat Rifle)", "acr9mm"),
    weaponSheet("striker-weapon-contact", "Striker weapon: 10mm snub pistol, contact range", "10mm Snub Pistol", "snub10mm"),
    weaponSheet("striker-weapon-blank", "Striker weapon: the LAG, whose price and HE magazine price the table leaves blank", "LAG (Light Assault Gun)", "lag"),
    armourSheet(),
    ...strikerFireSamples(),
    ...strikerGrenadeSamples(),
    ...strikerCommandSamples(),
    ...strikerSpottingSamples(),
    {
      id: "striker-turn",
      title: "Striker turn banner in the combat tracker",
      kind: "dialog",
      template: "shared/turn-banner.hbs",
      classes: "application sidebar-tab combat-sidebar",
      context: { ...turnView({ turn: 2, phase: "firstFire", step: "b" }), gm: true, cssClass: "striker", initiative: null, initiativeDue: false },
    },
  ];
}

/** Striker II's samples for the gallery, around the compendium's fire team. */
export function samples(ctx: GalleryContext): Sample[] {
  return strikerSamples({ team: ctx.readPack("str-teams/fire-team.yml"), heavyWeapons: ctx.readPack("str-teams/heavy-machinegun-team.yml") });
}
