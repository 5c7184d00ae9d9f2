/**
 * StarMarines as the system sees it without Foundry: hex maps, a unit per token, initiative
 * rolled each turn with movement, combat and repair phases.
 */
import type { RuleSetDefinition } from "../../../core/ruleset-definition";
import { STARMARINES_MARKERS } from "../rules/markers";
import { UNIT_SCHEMA } from "./unit-schema";

export const STARMARINES: RuleSetDefinition = {
  id: "starmarines",
  label: "STARSKIRMISH.RuleSet.starmarines",
  documentTypes: [{ documentName: "Actor", type: "smrUnit", schema: UNIT_SCHEMA }],
  markers: STARMARINES_MARKERS,
  turn: {
    initiative: "eachTurn",
    phases: [
      { id: "movement", label: "STARSKIRMISH.StarMarines.Phase.movement" },
      { id: "combat", label: "STARSKIRMISH.StarMarines.Phase.combat" },
      { id: "repair", label: "STARSKIRMISH.StarMarines.Phase.repair" },
    ],
  },
  grid: { type: "hexOddQ", size: 100, distance: 1, units: "hex", measureIn: "spaces" },
  packs: [],
};
