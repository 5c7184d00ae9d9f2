/** StarMarines in Foundry: the unit type with its model and the field-drawn sheet. */
import type { RuleSet } from "../../system/ruleset";
import { SpecActorSheet } from "../../system/sheets/spec-actor-sheet";
import { STARMARINES } from "./data/definition";
import { UnitData } from "./models/unit-model";

export const STARMARINES_RULESET: RuleSet = {
  definition: STARMARINES,
  dataModels: { smrUnit: UnitData },
  sheets: { smrUnit: SpecActorSheet },
};
