/** Starship Marine data migrations: each keeps every field it does not change. */
import type { MigrationStep } from "../../../core/migrations";

/** The four movement rows the first figures were typed by, and the troop type each now is. */
const OLD_TROOP_TYPES: Readonly<Record<string, string>> = {
  marine: "marineScaII",
  crewman: "crewman",
  combatRobot: "combatRobot",
  supportRobot: "closeSupportRobot",
};

export const STARSHIP_MARINE_MIGRATIONS: readonly MigrationStep[] = [
  {
    version: 3,
    documentName: "Actor",
    types: ["ssmFigure"],
    description:
      "A figure typed by its movement row (marine, crewman, combat robot, support robot) becomes the troop type of that row: a Marine with an SCA II, a crewman, a combat robot, a close support robot.",
    migrateSystem(system) {
      const old = system.troopType;
      return typeof old === "string" && Object.hasOwn(OLD_TROOP_TYPES, old) ? { ...system, troopType: OLD_TROOP_TYPES[old] } : system;
    },
  },
];
