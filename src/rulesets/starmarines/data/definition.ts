/**
 * StarMarines as the system sees it without Foundry: hex maps of flat-topped hexes in columns, one
 * unit per token, weapons as items, and the eight-phase game turn with initiative each turn (VII).
 */
import type { RuleSetDefinition } from "../../../core/ruleset-definition";
import { STARMARINES_MARKERS } from "../rules/markers";
import { PHASES } from "../rules/sequence";
import { UNIT_SCHEMA } from "./unit-schema";
import { WEAPON_SCHEMA } from "./weapon-schema";
import { STARMARINES_MIGRATIONS } from "./migrations";
import { TERRAIN_REGION } from "./terrain-region";

export const STARMARINES: RuleSetDefinition = {
  id: "starmarines",
  label: "STARSKIRMISH.RuleSet.starmarines",
  documentTypes: [
    // a soldier's sheet shows the soldier markers, a vehicle's its damage (IX-B); both the shared ones
    { documentName: "Actor", type: "smrUnit", schema: UNIT_SCHEMA, markerGroup: { field: "kind" } },
    { documentName: "Item", type: "smrWeapon", schema: WEAPON_SCHEMA },
  ],
  regionBehaviors: [TERRAIN_REGION],
  markers: STARMARINES_MARKERS,
  turn: {
    initiative: "eachTurn",
    phases: PHASES.map((id) => ({ id, label: `STARSKIRMISH.StarMarines.Phase.${id}` })),
  },
  grid: { type: "hexOddQ", size: 100, distance: 1, units: "hex", measureIn: "spaces" },
  packs: [
    { name: "smr-units", type: "Actor", label: "StarMarines Units and Templates" },
    { name: "smr-tables", type: "RollTable", label: "StarMarines Tables" },
    { name: "smr-rules", type: "JournalEntry", label: "StarMarines Rules Reference" },
    { name: "smr-scenarios", type: "Scene", label: "StarMarines Scenarios" },
  ],
  packFolder: { name: "StarMarines", color: "#5d2e1f" },
  migrations: STARMARINES_MIGRATIONS,
};
