/**
 * Starship Marine as the system sees it without Foundry. Distances are centimetres on the table,
 * so scenes are gridless; the turn is the fixed sequence of action a-o (Starship Marine 3.1).
 */
import type { RuleSetDefinition } from "../../../core/ruleset-definition";
import { STARSHIP_MARINE_MARKERS } from "../rules/markers";
import { FIGURE_SCHEMA } from "./figure-schema";
import { GEAR_SCHEMA } from "./gear-schema";
import { SEQUENCE } from "../rules/sequence";
import { STARSHIP_MARINE_MIGRATIONS } from "./migrations";
import { TROOP_TYPE_MARKER_GROUP } from "./lists";


export const STARSHIP_MARINE: RuleSetDefinition = {
  id: "starship-marine",
  label: "STARSKIRMISH.RuleSet.starship-marine",
  documentTypes: [
    // a figure's sheet and token HUD offer the shared markers and its kind's (4.6, 3.7)
    {
      documentName: "Actor",
      type: "ssmFigure",
      schema: FIGURE_SCHEMA,
      markerGroup: { field: "troopType", groups: TROOP_TYPE_MARKER_GROUP },
      // 4.7: the GM's Apply reads the firer's and the target's troop type and experience (3.5, SSM-27)
      keptInBattle: ["troopType", "experience"],
    },
    // the armoury the GM hands out (2.4-2.6): what a piece fires as (3.5), its door points (3.8),
    // set-up moves (3.9), ECM (SSM-10) and barrier (4.10) are read by the GM's checks
    { documentName: "Item", type: "ssmGear", schema: GEAR_SCHEMA, keptInBattle: ["kind", "fireLine", "doorPoints", "setupMoves", "ecm", "deploys"] },
  ],
  markers: STARSHIP_MARINE_MARKERS,
  turn: {
    initiative: "sequence",
    phases: SEQUENCE.map((step) => ({ id: step.id, label: `STARSKIRMISH.StarshipMarine.Sequence.${step.id}` })),
  },
  // One grid space of 2.5 cm, about one 25 mm figure's base.
  grid: { type: "gridless", size: 100, distance: 2.5, units: "cm", measureIn: "units" },
  packs: [
    { name: "ssm-figures", type: "Actor", label: "Starship Marine Figures" },
    { name: "ssm-organisations", type: "Actor", label: "Starship Marine Orders of Battle" },
    { name: "ssm-gear", type: "Item", label: "Starship Marine Armoury" },
    { name: "ssm-tables", type: "RollTable", label: "Starship Marine Campaign Tables" },
    { name: "ssm-rules", type: "JournalEntry", label: "Starship Marine Rules Reference" },
    { name: "ssm-scenarios", type: "Scene", label: "Starship Marine Scenarios" },
  ],
  packFolder: { name: "Starship Marine", color: "#1f3a5f" },
  migrations: STARSHIP_MARINE_MIGRATIONS,
};
