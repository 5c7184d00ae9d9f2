/**
 * Striker II as the system sees it without Foundry: fire-team tokens on a 50 m grid (Striker 1),
 * and the turn of Striker 3: a command phase, then each player's movement and fire phases.
 */
import type { RuleSetDefinition } from "../../../core/ruleset-definition";
import { STRIKER_MARKERS } from "../rules/markers";
import { STRIKER_TURN } from "../rules/sequence";
import { TEAM_SCHEMA } from "./team-schema";
import { WEAPON_SCHEMA } from "./weapon-schema";
import { ARMOUR_SCHEMA } from "./armour-schema";
import { STRIKER_MIGRATIONS } from "./migrations";
import { STR_TERRAIN_REGION } from "./terrain-region";

export const STRIKER_TYPES = { team: "strTeam", weapon: "strWeapon", armour: "strArmour" } as const;

export const STRIKER: RuleSetDefinition = {
  id: "striker",
  label: "STARSKIRMISH.RuleSet.striker",
  documentTypes: [
    // Striker 8.C.2.d: the team's current morale number, which falls with casualties and routs
    { documentName: "Actor", type: STRIKER_TYPES.team, schema: TEAM_SCHEMA, tokenBar: { attribute: "morale.value", kind: "value" } },
    { documentName: "Item", type: STRIKER_TYPES.weapon, schema: WEAPON_SCHEMA },
    { documentName: "Item", type: STRIKER_TYPES.armour, schema: ARMOUR_SCHEMA },
  ],
  regionBehaviors: [STR_TERRAIN_REGION],
  markers: STRIKER_MARKERS,
  // Striker 3.B: a fixed sequence; the scenario names the first player, nobody rolls for it.
  turn: { initiative: "sequence", ...STRIKER_TURN },
  grid: { type: "square", size: 100, distance: 50, units: "m", measureIn: "units" },
  packs: [
    { name: "str-teams", type: "Actor", label: "Striker II Fire Teams" },
    { name: "str-weapons", type: "Item", label: "Striker II Weapons" },
    { name: "str-armour", type: "Item", label: "Striker II Personal Armour" },
    { name: "str-organisations", type: "Actor", label: "Striker II Organisations" },
  ],
  packFolder: { name: "Striker II", color: "#4a4a2a" },
  migrations: STRIKER_MIGRATIONS,
};
