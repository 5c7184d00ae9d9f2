/**
 * The lists and counts Starship Marine's data models, markers and settings are built from at init,
 * kept apart from the rules that give them meaning: a module is bundled whole, so the tables and
 * checks beside them in rules/ would otherwise load with the world instead of with the table
 * (load-table.ts). Each rule file re-exports its own, where the rest of the rules read them.
 */

/** 2.1-2.3, 4.9, Part 5: every troop type the rules give; what each is, is data/troop-types.ts. */
export const TROOP_TYPE_IDS = [
  "marineScaII",
  "marineScaIII",
  "closeSupportMarine",
  "crewman",
  "shipsOfficer",
  "nonCombatant",
  "armouredCrew",
  "combatRobot",
  "armouredRobot",
  "fusilierRobot",
  "clanker",
  "closeSupportRobot",
  "truc",
] as const;
export type TroopTypeId = (typeof TROOP_TYPE_IDS)[number];

/**
 * Which markers a figure of each troop type carries besides the shared ones, as the markers' groups
 * (rules/markers.ts): only Marines fight wounded and take Direct Control (4.6, 2.3), only robots take
 * robot damage and are switched off (3.7), crew take neither. A test holds it to data/troop-types.ts.
 */
export type FigureMarkerGroup = "marine" | "robot" | "crew";
export const TROOP_TYPE_MARKER_GROUP: Readonly<Record<TroopTypeId, FigureMarkerGroup>> = {
  marineScaII: "marine",
  marineScaIII: "marine",
  closeSupportMarine: "marine",
  crewman: "crew",
  shipsOfficer: "crew",
  nonCombatant: "crew",
  armouredCrew: "crew",
  combatRobot: "robot",
  armouredRobot: "robot",
  fusilierRobot: "robot",
  clanker: "robot",
  closeSupportRobot: "robot",
  truc: "robot",
};

/** 4.7: the experience classes of non-marines; Marines have no Raw class (rules/experience.ts). */
export const NON_MARINE_CLASSES = ["raw", "novice", "experienced", "seasoned", "veteran"] as const;

/** 3.3, junior first; "none" for figures outside the Marine hierarchy (crew, robots) (rules/command.ts). */
export const RANKS = ["none", "private", "corporal", "sergeant", "lieutenant", "captain", "major", "lieutenantColonel"] as const;

/** 3.5: the weapons with a line on the fire table (rules/fire-table.ts). */
export const FIRE_WEAPONS = ["scaI", "scaII", "scaIII", "closeSupportApgw"] as const;

/** 3.2, 4.1, 4.2: where the fight happens (rules/environment.ts). */
export const ENVIRONMENTS = ["zeroG", "oneG", "underwater"] as const;

/** 3.9: moves to set a door charge and a SuperCharge up (rules/doors.ts). */
export const CHARGE_SETUP_MOVES = { doorCharge: 1, superCharge: 2 } as const;

/** 2.3, 4.9: the kinds of robot (rules/robots.ts). */
export const ROBOT_KINDS = ["combatRobot", "armouredRobot", "fusilierRobot", "clanker", "closeSupportRobot", "truc"] as const;
export type RobotKind = (typeof ROBOT_KINDS)[number];

/** Hits that knock each kind out (3.7; Fusilier as an Armoured Robot, SSM-9). */
export const HITS_TO_DESTROY: Readonly<Record<RobotKind, number>> = {
  combatRobot: 2,
  armouredRobot: 1,
  fusilierRobot: 1,
  clanker: 1,
  closeSupportRobot: 1,
  truc: 1,
};
