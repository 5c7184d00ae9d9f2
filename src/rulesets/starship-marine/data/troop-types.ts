/**
 * Every troop type the rules give (Starship Marine 2.1-2.3, 4.9, Part 5), as the rules read it: its
 * place in morale strength (3.12, 3.13), its movement row (3.2, 4.1), its line on the fire table and
 * whether it is an armoured target (3.5, 3.7, SSM-9), how it fights hand to hand (3.15, SSM-18), what
 * protects it when it falls (4.3) and which equipment column it rolls (4.4), and what it may do with
 * grenades, charges and APGW (2.5, 3.6, 3.10, 4.9, SSM-21).
 */
import type { FigureClass } from "../rules/morale-strength";
import type { MoverClass } from "../rules/movement";
import type { FireWeapon } from "../rules/fire-table";
import type { Fighter } from "../rules/hand-to-hand";
import type { Equipment, Protection } from "../rules/casualties";
import type { RobotKind } from "../rules/robots";
import type { TroopTypeId } from "./lists";

// the ids sit in lists.ts, which the figure model reads at init; TROOP_TYPES gives each exactly once
export { TROOP_TYPE_IDS, type TroopTypeId } from "./lists";

export interface TroopType {
  readonly figureClass: FigureClass;
  readonly mover: MoverClass;
  /** Its line on Table 3.5; null for a figure that does not fire. */
  readonly weapon: FireWeapon | null;
  readonly armoured: boolean;
  readonly marine: boolean;
  readonly robot: RobotKind | null;
  readonly handToHand: Fighter["kind"];
  /** 4.3's table for it as a casualty; null for robots, which are recovered or not (4.4). */
  readonly protection: Protection | null;
  /** 4.4's column for its suit or chassis; null where the table has none. */
  readonly equipment: Equipment | null;
  /** Throws grenades and counts toward the squad's grenades (3.6, 3.16, SSM-21). */
  readonly grenades: boolean;
  /** Carries door charges for the squad (3.16, SSM-21). */
  readonly doorCharges: boolean;
  /** May call and illuminate APGW fire: a living Marine with an SCA II or III (2.5, 3.10). */
  readonly spotsApgw: boolean;
  /** Counts as a non-combatant (3.14's -3; does not fire). */
  readonly nonCombatant: boolean;
}

const MARINE_BASE: Omit<TroopType, "weapon"> = {
  figureClass: "marine",
  mover: "marine",
  armoured: true,
  marine: true,
  robot: null,
  handToHand: "marine",
  protection: "marineArmour",
  equipment: "marineArmour",
  grenades: true,
  doorCharges: true,
  spotsApgw: true,
  nonCombatant: false,
};

const CREW_BASE: TroopType = {
  figureClass: "crewman",
  mover: "crewman",
  weapon: "scaI",
  armoured: false,
  marine: false,
  robot: null,
  handToHand: "crew",
  protection: "spaceSuit",
  equipment: "spaceSuit",
  grenades: true,
  doorCharges: false,
  spotsApgw: false,
  nonCombatant: false,
};

const ROBOT_BASE: Omit<TroopType, "robot" | "mover" | "weapon" | "handToHand" | "equipment"> = {
  figureClass: "robot",
  armoured: false,
  marine: false,
  protection: null,
  grenades: false,
  doorCharges: false,
  spotsApgw: false,
  nonCombatant: false,
};

export const TROOP_TYPES = {
  /** 2.1, 2.4: a Marine in armour with an SCA II. */
  marineScaII: { ...MARINE_BASE, weapon: "scaII" },
  /** 2.4: the squad heavy weapon, double charge (single charge at SCA II effect). */
  marineScaIII: { ...MARINE_BASE, weapon: "scaIII" },
  /** 4.9: APGW launcher on the armour; no personal weapon, so no illuminating, grenades or charges. */
  closeSupportMarine: { ...MARINE_BASE, weapon: "closeSupportApgw", grenades: false, doorCharges: false, spotsApgw: false },
  /** 2.2: crew in space suits with an SCA I (Part 5: naval logistics personnel likewise). */
  crewman: CREW_BASE,
  /** 3.12: an officer counts 2 for ship morale; 3.14: +1 when testing. */
  shipsOfficer: { ...CREW_BASE, figureClass: "officer" },
  /** 3.14: -3 when testing; unarmed. */
  nonCombatant: { ...CREW_BASE, weapon: null, grenades: false, nonCombatant: true },
  /** 4.3: armoured combat crew and pirates, in substandard armour; the fire table's armoured target. */
  armouredCrew: { ...CREW_BASE, armoured: true, protection: "substandardArmour", equipment: "marineArmour" },
  /** 2.3, 3.7: counts as unarmoured, two hits, SCA I. */
  combatRobot: { ...ROBOT_BASE, robot: "combatRobot", mover: "combatRobot", weapon: "scaI", handToHand: "combatRobot", equipment: "combatRobot" },
  /** 3.7: armoured to Marine standard: an armoured target, one hit. */
  armouredRobot: { ...ROBOT_BASE, robot: "armouredRobot", mover: "combatRobot", weapon: "scaI", armoured: true, handToHand: "combatRobot", equipment: "combatRobot" },
  /** 4.9, SSM-9: an armoured robot with an SCA III on its line. */
  fusilierRobot: { ...ROBOT_BASE, robot: "fusilierRobot", mover: "combatRobot", weapon: "scaIII", armoured: true, handToHand: "combatRobot", equipment: "combatRobot" },
  /** 2.3, SSM-18: maintenance robots in melee; no fire line, no combat robot bonus, one hit. */
  clanker: { ...ROBOT_BASE, robot: "clanker", mover: "clanker", weapon: null, handToHand: "clanker", equipment: null },
  /** 2.3: the APGW carrier; not equipped for close combat (3.15). */
  closeSupportRobot: { ...ROBOT_BASE, robot: "closeSupportRobot", mover: "closeSupportRobot", weapon: "closeSupportApgw", handToHand: "noCloseCombat", equipment: "closeSupportRobot" },
  /** 2.3, 3.17, 3.18: recovery and ammunition robot; cannot fight. */
  truc: { ...ROBOT_BASE, robot: "truc", mover: "truc", weapon: null, handToHand: "noCloseCombat", equipment: null },
} as const satisfies Record<TroopTypeId, TroopType>;
