/**
 * Space Patrol! as the system sees it without Foundry: its document types, markers, turn, packs,
 * migrations and scene grid (Guide 6.1: one square is 1.5 m, and ranges in inches count squares).
 */
import type { RuleSetDefinition } from "../../../core/ruleset-definition";
import { SPACE_PATROL_MARKERS } from "../rules/markers";
import { PATROLMAN_SCHEMA } from "./patrolman-schema";
import { WEAPON_SCHEMA } from "./weapon-schema";
import { ARMOUR_SCHEMA } from "./armour-schema";
import { DEVICE_SCHEMA } from "./device-schema";
import { NPC_SCHEMA } from "./npc-schema";
import { VEHICLE_SCHEMA } from "./vehicle-schema";
import { SPACECRAFT_SCHEMA } from "./spacecraft-schema";
import { SPACE_PATROL_MIGRATIONS } from "./migrations";

export const SPACE_PATROL_TYPES = {
  patrolman: "spPatrolman",
  npc: "spNpc",
  vehicle: "spVehicle",
  spacecraft: "spSpacecraft",
  weapon: "spWeapon",
  armour: "spArmour",
  device: "spDevice",
} as const;

export const SPACE_PATROL: RuleSetDefinition = {
  id: "space-patrol",
  label: "STARSKIRMISH.RuleSet.space-patrol",
  documentTypes: [
    // Guide 4.2: a patrolman's Space Hero Points, an NPC's Plot Armor Points, on the token's bar
    { documentName: "Actor", type: SPACE_PATROL_TYPES.patrolman, schema: PATROLMAN_SCHEMA, tokenBar: { attribute: "heroPoints", kind: "bar" }, markerGroup: "individual" },
    { documentName: "Actor", type: SPACE_PATROL_TYPES.npc, schema: NPC_SCHEMA, tokenBar: { attribute: "plotArmor", kind: "bar" }, markerGroup: "individual" },
    { documentName: "Actor", type: SPACE_PATROL_TYPES.vehicle, schema: VEHICLE_SCHEMA, markerGroup: "vehicle" },
    { documentName: "Actor", type: SPACE_PATROL_TYPES.spacecraft, schema: SPACECRAFT_SCHEMA, markerGroup: "spacecraft" },
    { documentName: "Item", type: SPACE_PATROL_TYPES.weapon, schema: WEAPON_SCHEMA },
    { documentName: "Item", type: SPACE_PATROL_TYPES.armour, schema: ARMOUR_SCHEMA },
    { documentName: "Item", type: SPACE_PATROL_TYPES.device, schema: DEVICE_SCHEMA },
  ],
  markers: SPACE_PATROL_MARKERS,
  // Guide 6.2: initiative once per combat, then the sides alternate (SP-12).
  turn: {
    initiative: "sidesOnce",
    phases: [{ id: "side", label: "STARSKIRMISH.SpacePatrol.Turn.side" }],
  },
  // Guide 6.1: 1" on the table = 1.5 m.
  // Guide 6.1: ranges, moves and bursts are in inches, one square each (1.5 m at the usual scale); the
  // ruler speaks the sheets' unit
  grid: { type: "square", size: 100, distance: 1, units: "in", measureIn: "spaces" },
  packs: [
    { name: "sp-patrolmen", type: "Actor", label: "Space Patrol! Patrolmen" },
    { name: "sp-spacecraft", type: "Actor", label: "Space Patrol! Spacecraft" },
    { name: "sp-vehicles", type: "Actor", label: "Space Patrol! Vehicles" },
    { name: "sp-npcs", type: "Actor", label: "Space Patrol! NPCs" },
    { name: "sp-weapons", type: "Item", label: "Space Patrol! Weapons" },
    { name: "sp-armour", type: "Item", label: "Space Patrol! Armour" },
    { name: "sp-devices", type: "Item", label: "Space Patrol! Devices" },
    { name: "sp-assets", type: "JournalEntry", label: "Space Patrol! Assets" },
    { name: "sp-rules", type: "JournalEntry", label: "Space Patrol! Branches, Ranks and Markers" },
    { name: "sp-tables", type: "RollTable", label: "Space Patrol! Damage Tables" },
    { name: "sp-creation-tables", type: "RollTable", label: "Space Patrol! Character Creation Tables" },
  ],
  packFolder: { name: "Space Patrol!", color: "#1b3a5c" },
  migrations: SPACE_PATROL_MIGRATIONS,
};
