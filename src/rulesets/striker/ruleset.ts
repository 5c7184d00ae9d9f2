/** Striker II in Foundry: the team type with its model and (for now) the field-drawn sheet. */
import type { RuleSet } from "../../system/ruleset";
import { SpecActorSheet } from "../../system/sheets/spec-actor-sheet";
import { STRIKER, STRIKER_TYPES } from "./definition";
import { TeamData } from "./models/team-model";

export const STRIKER_RULESET: RuleSet = {
  definition: STRIKER,
  dataModels: { [STRIKER_TYPES.team]: TeamData },
  sheets: { [STRIKER_TYPES.team]: SpecActorSheet },
  templates: [],
};
