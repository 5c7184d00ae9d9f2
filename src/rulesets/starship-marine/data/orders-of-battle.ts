/**
 * The four orders of battle (Starship Marine Part 5) as nested units of figures, built from the line
 * items where the printed totals disagree (SSM-22 to SSM-25), with the lines the rulings restore:
 * the Martian Group HQ's two TRUCs (SSM-23) and the Sirian squads' four combat robots (SSM-25). The
 * Sirian logistics platoon's TRUC line prints no quantity; its 16 is the ruling's default and the GM
 * may change it on the formation (SSM-25). Each figure is a troop type with a rank (3.3).
 */
import type { FormationLevel } from "../../../core/formation-schema";
import type { TroopTypeId } from "./troop-types";
import type { Rank } from "../rules/command";

export interface OobFigure {
  readonly name: string;
  readonly troopType: TroopTypeId;
  readonly rank: Rank;
}

/** Every figure Part 5 lists, by the name it gives it. */
export const OOB_FIGURES = {
  lieutenantColonel: { name: "Lieutenant Colonel", troopType: "marineScaII", rank: "lieutenantColonel" },
  staffMajor: { name: "Staff Major", troopType: "marineScaII", rank: "major" },
  staffCaptain: { name: "Staff Captain", troopType: "marineScaII", rank: "captain" },
  major: { name: "Major", troopType: "marineScaII", rank: "major" },
  captain: { name: "Captain", troopType: "marineScaII", rank: "captain" },
  lieutenant: { name: "Lieutenant", troopType: "marineScaII", rank: "lieutenant" },
  regimentalSergeantMajor: { name: "Regimental Sergeant Major", troopType: "marineScaIII", rank: "sergeant" },
  sergeant: { name: "Sergeant", troopType: "marineScaIII", rank: "sergeant" },
  corporal: { name: "Corporal", troopType: "marineScaIII", rank: "corporal" },
  marine: { name: "Marine", troopType: "marineScaII", rank: "private" },
  marineLogsSpecialist: { name: "Marine Logs Specialist", troopType: "marineScaII", rank: "private" },
  navalLieutenantCommander: { name: "Naval Lieutenant Commander", troopType: "shipsOfficer", rank: "none" },
  navalLieutenant: { name: "Naval Lieutenant", troopType: "shipsOfficer", rank: "none" },
  navalLogs: { name: "Naval Logs Personnel", troopType: "crewman", rank: "none" },
  combatRobot: { name: "Combat Robot", troopType: "combatRobot", rank: "none" },
  closeSupportRobot: { name: "Close Support Robot", troopType: "closeSupportRobot", rank: "none" },
  truc: { name: "TRUC", troopType: "truc", rank: "none" },
} as const satisfies Record<string, OobFigure>;

export type OobFigureId = keyof typeof OOB_FIGURES;

export interface OobUnit {
  /** A stable key, unique over every order of battle. */
  readonly key: string;
  readonly name: string;
  readonly level: FormationLevel;
  /** The section of Part 5 it comes from. */
  readonly section: string;
  /** Figures in it, leaders first (the first line leads the unit). */
  readonly figures: readonly { readonly figure: OobFigureId; readonly quantity: number }[];
  /** Units in it, each as many times as the text gives. */
  readonly units: readonly { readonly unit: OobUnit; readonly quantity: number }[];
  /** What the rulings changed or supplied, in our words; empty when the text is followed as printed. */
  readonly note: string;
}

const f = (figure: OobFigureId, quantity = 1) => ({ figure, quantity });
const u = (unit: OobUnit, quantity = 1) => ({ unit, quantity });

/* 5.1 Earther Marine Regiment: the totals printed match the lines (SSM-22). */
const earSquad: OobUnit = { key: "earther-squad", name: "Earther Marine Squad", level: "squad", section: "5.1", figures: [f("lieutenant"), f("sergeant"), f("corporal"), f("marine", 6), f("combatRobot", 2)], units: [], note: "" };
const earGroupHq: OobUnit = { key: "earther-group-hq", name: "Earther Group HQ", level: "group", section: "5.1", figures: [f("major"), f("captain"), f("corporal"), f("marine", 3), f("combatRobot", 2), f("closeSupportRobot", 4), f("truc", 2)], units: [], note: "" };
const earGroup: OobUnit = { key: "earther-group", name: "Earther Marine Group", level: "company", section: "5.1", figures: [], units: [u(earGroupHq), u(earSquad, 3)], note: "" };
const earHq: OobUnit = { key: "earther-regiment-hq", name: "Earther Regimental HQ", level: "group", section: "5.1", figures: [f("lieutenantColonel"), f("staffCaptain"), f("staffMajor"), f("regimentalSergeantMajor"), f("marine", 3), f("closeSupportRobot", 4), f("combatRobot", 2), f("truc", 6)], units: [], note: "" };
const earLogs: OobUnit = { key: "earther-logistics", name: "Earther Logistics Group", level: "company", section: "5.1", figures: [f("navalLieutenantCommander"), f("navalLogs", 10), f("truc", 20)], units: [], note: "" };
export const EARTHER_REGIMENT: OobUnit = {
  key: "earther-regiment",
  name: "Earther Marine Regiment",
  level: "regiment",
  section: "5.1",
  figures: [],
  units: [u(earHq), u(earGroup, 3), u(earLogs)],
  note: "Built from the line items; the printed totals agree with them (SSM-22).",
};

/* 5.2 Martian Marine Regiment. */
const marSquad: OobUnit = { key: "martian-squad", name: "Martian Marine Squad", level: "squad", section: "5.2", figures: [f("lieutenant"), f("sergeant"), f("corporal"), f("marine", 8)], units: [], note: "" };
const marGroupHq: OobUnit = {
  key: "martian-group-hq",
  name: "Martian Group HQ",
  level: "group",
  section: "5.2",
  figures: [f("major"), f("captain"), f("corporal"), f("marine", 5), f("closeSupportRobot", 4), f("truc", 2)],
  units: [],
  note: "The two TRUCs are restored as in the Earther Group HQ, which is what the printed TRUC total counts (SSM-23).",
};
const marGroup: OobUnit = { key: "martian-group", name: "Martian Marine Group", level: "company", section: "5.2", figures: [], units: [u(marGroupHq), u(marSquad, 3)], note: "" };
const marHq: OobUnit = { key: "martian-regiment-hq", name: "Martian Regimental HQ", level: "group", section: "5.2", figures: [f("lieutenantColonel"), f("staffCaptain"), f("staffMajor"), f("regimentalSergeantMajor"), f("marine", 5), f("closeSupportRobot", 4), f("truc", 2)], units: [], note: "" };
const marLogs: OobUnit = { key: "martian-logistics", name: "Martian Logistics Group", level: "company", section: "5.2", figures: [f("navalLieutenantCommander"), f("navalLogs", 16), f("truc", 10)], units: [], note: "" };
export const MARTIAN_REGIMENT: OobUnit = {
  key: "martian-regiment",
  name: "Martian Marine Regiment",
  level: "regiment",
  section: "5.2",
  figures: [],
  units: [u(marHq), u(marGroup, 3), u(marLogs)],
  note: "Built from the line items: 114 Marine other ranks (printed 104) and 149 humans (printed 139); each Group HQ has two TRUCs restored, giving the printed 18 TRUCs (SSM-23).",
};

/* 5.3 Esteeler Marine Regiment. */
const estSection: OobUnit = { key: "esteeler-section", name: "Esteeler Marine Section", level: "section", section: "5.3", figures: [f("sergeant"), f("corporal"), f("marine", 4), f("combatRobot", 2)], units: [], note: "" };
const estPlatoonHq: OobUnit = { key: "esteeler-platoon-hq", name: "Esteeler Platoon HQ", level: "group", section: "5.3", figures: [f("captain"), f("marine", 2)], units: [], note: "" };
const estPlatoon: OobUnit = { key: "esteeler-platoon", name: "Esteeler Marine Platoon", level: "platoon", section: "5.3", figures: [], units: [u(estPlatoonHq), u(estSection, 4)], note: "" };
const estCompanyHq: OobUnit = { key: "esteeler-company-hq", name: "Esteeler Company HQ", level: "group", section: "5.3", figures: [f("major"), f("combatRobot", 2)], units: [], note: "" };
const estCompany: OobUnit = { key: "esteeler-company", name: "Esteeler Marine Company", level: "company", section: "5.3", figures: [], units: [u(estCompanyHq), u(estPlatoon, 2)], note: "" };
const estHq: OobUnit = { key: "esteeler-regiment-hq", name: "Esteeler Regimental HQ", level: "group", section: "5.3", figures: [f("lieutenantColonel"), f("lieutenant"), f("staffMajor"), f("sergeant"), f("marine", 3), f("truc", 2)], units: [], note: "" };
const estLogs: OobUnit = { key: "esteeler-logistics", name: "Esteeler Logistics Platoon", level: "platoon", section: "5.3", figures: [f("captain"), f("marineLogsSpecialist", 4), f("truc", 14)], units: [], note: "" };
export const ESTEELER_REGIMENT: OobUnit = {
  key: "esteeler-regiment",
  name: "Esteeler Marine Regiment",
  level: "regiment",
  section: "5.3",
  figures: [],
  units: [u(estHq), u(estCompany, 2), u(estLogs)],
  note: "Built from the line items: 10 officers (printed 9), 112 other ranks (printed 105), 122 humans (printed 114), 36 combat robots (printed 40), no close support robots (printed 16, none listed), 16 TRUCs (printed 14), 52 robots (printed 70) (SSM-24).",
};

/* 5.4 Sirian Marine Company. */
const sirSquad: OobUnit = {
  key: "sirian-squad",
  name: "Sirian Marine Squad",
  level: "squad",
  section: "5.4",
  figures: [f("sergeant"), f("corporal", 2), f("marine", 2), f("combatRobot", 4)],
  units: [],
  note: "Four combat robots restored in each squad, which the printed total of 52 counts (SSM-25).",
};
const sirPlatoonHq: OobUnit = { key: "sirian-platoon-hq", name: "Sirian Platoon HQ", level: "group", section: "5.4", figures: [f("lieutenant"), f("sergeant"), f("marine", 2), f("combatRobot", 4), f("closeSupportRobot", 4)], units: [], note: "" };
const sirPlatoon: OobUnit = { key: "sirian-platoon", name: "Sirian Marine Platoon", level: "platoon", section: "5.4", figures: [], units: [u(sirPlatoonHq), u(sirSquad, 3)], note: "" };
const sirHq: OobUnit = { key: "sirian-company-hq", name: "Sirian Company HQ", level: "group", section: "5.4", figures: [f("major"), f("staffCaptain"), f("sergeant"), f("marine"), f("combatRobot", 4), f("closeSupportRobot", 6), f("truc", 4)], units: [], note: "" };
/** SSM-25: the logistics TRUC line has no quantity; 16 is the default, and the GM may change it. */
export const SIRIAN_LOGISTICS_TRUCS = 16;
const sirLogs: OobUnit = {
  key: "sirian-logistics",
  name: "Sirian Logistics Platoon",
  level: "platoon",
  section: "5.4",
  figures: [f("navalLieutenant"), f("navalLogs", 4), f("truc", SIRIAN_LOGISTICS_TRUCS)],
  units: [],
  note: "The TRUC line prints no quantity: 16 is the ruling's default (the printed 20 TRUCs less the HQ's 4); change it on this formation as the scenario needs (SSM-25).",
};
export const SIRIAN_COMPANY: OobUnit = {
  key: "sirian-company",
  name: "Sirian Marine Company",
  level: "company",
  section: "5.4",
  figures: [],
  units: [u(sirHq), u(sirPlatoon, 3), u(sirLogs)],
  note: "Built from the line items: 56 other ranks (printed 57), 66 humans (printed 61), with the squads' combat robots restored: 52 combat robots, 18 close support robots, 20 TRUCs (SSM-25).",
};

export const ORDERS_OF_BATTLE: readonly OobUnit[] = [EARTHER_REGIMENT, MARTIAN_REGIMENT, ESTEELER_REGIMENT, SIRIAN_COMPANY];

/** How many of each figure a unit holds, all the way down. */
export function figureCounts(unit: OobUnit): Record<OobFigureId, number> {
  const counts = Object.fromEntries(Object.keys(OOB_FIGURES).map((k) => [k, 0])) as Record<OobFigureId, number>;
  for (const line of unit.figures) counts[line.figure] += line.quantity;
  for (const sub of unit.units) {
    const inner = figureCounts(sub.unit);
    for (const [k, n] of Object.entries(inner) as [OobFigureId, number][]) counts[k] += n * sub.quantity;
  }
  return counts;
}

/** Every unit in a unit's tree, once each, innermost first (the order a pack must create them in). */
export function unitsOf(unit: OobUnit): OobUnit[] {
  const seen = new Map<string, OobUnit>();
  const walk = (x: OobUnit): void => {
    for (const sub of x.units) walk(sub.unit);
    if (!seen.has(x.key)) seen.set(x.key, x);
  };
  walk(unit);
  return [...seen.values()];
}
