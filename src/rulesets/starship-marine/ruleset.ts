/**
 * Starship Marine in Foundry: the figure type with its model and profile sheet, the cards, where the
 * fight is, and the move in the tracker with its side panel.
 */
import type { RuleSet } from "../../system/ruleset";
import { StarshipMarineFigureSheet } from "./sheets/figure-sheet";
import { STARSHIP_MARINE_CARD_KINDS } from "./cards";
import { registerEnvironmentSetting } from "./actions/environment-setting";
import { afterRobotHit } from "./actions/robot-hits";
import { STARSHIP_MARINE } from "./data/definition";
import { FigureData } from "./models/figure-model";
import { GearData } from "./models/gear-model";
import { SpecItemSheet } from "../../system/sheets/spec-item-sheet";
import { activateSsmTurns } from "./turn/turn-tracker";
import { decorateSquadRow } from "./turn/squad-record";

export const STARSHIP_MARINE_RULESET: RuleSet = {
  definition: STARSHIP_MARINE,
  dataModels: { ssmFigure: FigureData, ssmGear: GearData },
  sheets: { ssmFigure: StarshipMarineFigureSheet, ssmGear: SpecItemSheet },
  cardKinds: STARSHIP_MARINE_CARD_KINDS,
  // 3.7: a hit on a robot may knock it out, or call for the robot damage roll
  async applyResult(actor) {
    await afterRobotHit(actor);
  },
  // 3.16: each squad's ammunition record on its row in the tracker
  decorateGroup: decorateSquadRow,
  activate() {
    registerEnvironmentSetting();
    activateSsmTurns();
  },
};
