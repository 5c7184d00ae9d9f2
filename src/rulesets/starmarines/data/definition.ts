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
    {
      documentName: "Actor",
      type: "smrUnit",
      schema: UNIT_SCHEMA,
      markerGroup: { field: "kind" },
      // the race-book values the GM's checks read (IV-b to IV-g, SMR-5): an attack card's Apply, the
      // attacker's Aim and experience and the target's kind, armour, toughness, wounding column (its
      // race's unless set), supertank and walker size (IX-A, IX-B, IX-E; actions/attack-confirm.ts); a
      // morale card's Apply, its Morale, experience, kind, role and race (IX-D, III;
      // actions/morale-confirm.ts); the GM's audit of moves and boardings, its move, motion, size,
      // walker, stacking and a carrier's capacity (VIII-A to VIII-D, VIII-G; turn/move-record.ts); the
      // GM's swap, prompts, repairs and turn limit, its race, role and move (VIII-I, SMR-3, SMR-19, VI).
      // A Leader's range, the attribute and flight are the table's to read (IV-e, IV-f, IX-G). Not kept:
      // the points, which only build the army (IV-a), and the notes, the owner's.
      keptInBattle: ["kind", "race", "woundingColumn", "experience", "role", "move", "aim", "armour", "toughness", "morale", "leaderRange", "attribute", "stacksTwo", "flies", "size", "motion", "supertank", "walker", "capacity"],
    },
    // IV-h, IX-A, IX-C, IX-E, SMR-8, SMR-24: an attack card's Apply reads the weapon's aim,
    // armour-piercing, damage, frag, close combat, range, arc and whether it ignores line of sight
    // (actions/attack-confirm.ts); its category is the table's to read (IV-h). Not kept: the extra
    // cost, which only builds the army (IV-h), and the notes, the owner's
    {
      documentName: "Item",
      type: "smrWeapon",
      schema: WEAPON_SCHEMA,
      keptInBattle: ["category", "range", "aim", "armourPierce", "damage", "frag", "closeCombat", "ignoresLineOfSight", "arc"],
    },
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
