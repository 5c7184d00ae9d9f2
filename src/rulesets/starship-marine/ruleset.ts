/** Starship Marine in Foundry: the figure type with its model and the field-drawn sheet. */
import type { RuleSet } from "../../system/ruleset";
import { SpecActorSheet } from "../../system/sheets/spec-actor-sheet";
import { STARSHIP_MARINE } from "./data/definition";
import { FigureData } from "./models/figure-model";

export const STARSHIP_MARINE_RULESET: RuleSet = {
  definition: STARSHIP_MARINE,
  dataModels: { ssmFigure: FigureData },
  sheets: { ssmFigure: SpecActorSheet },
};
