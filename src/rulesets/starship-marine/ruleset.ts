/**
 * Starship Marine in Foundry: the figure type with its model and profile sheet, the cards, where the
 * fight is, and the move in the tracker with its side panel. What runs once something is played
 * comes with the table (table.ts), loaded when first needed.
 */
import type { RuleSet } from "../../system/ruleset";
import { activateTurns } from "../../system/turn/activate-turns";
import { movesOnBoard } from "../../system/board";
import { scheduleTrackerRender } from "../../system/combat/tracker-render";
import { SpecItemSheet } from "../../system/sheets/spec-item-sheet";
import { StarshipMarineFigureSheet } from "./sheets/figure-sheet";
import { registerEnvironmentSetting } from "./actions/environment-setting";
import { optionalStepsOn, registerOptionalStepsSetting } from "./turn/optional-steps-setting";
import { registerGrenadeSpendsSince } from "./turn/grenade-spends-since";
import { STARSHIP_MARINE } from "./data/definition";
import { FigureData } from "./models/figure-model";
import { GearData } from "./models/gear-model";
import { SSM_TABLE } from "./load-table";
import { SSM_MARKER } from "./rules/markers";
import { keepGmWrittenFlags } from "./actions/gm-written-flags";
import { keepFightingWounded } from "./turn/wounded-guard";

const STARSHIP_MARINE_RULESET: RuleSet = {
  definition: STARSHIP_MARINE,
  dataModels: { ssmFigure: FigureData, ssmGear: GearData },
  sheets: { ssmFigure: StarshipMarineFigureSheet, ssmGear: SpecItemSheet },
  table: SSM_TABLE,
  // 3.7: a hit on a robot may knock it out, or call for the robot damage roll
  applyResult: async (actor) => (await SSM_TABLE.load()).afterRobotHit(actor),
  // 3.16: each squad's ammunition record on its row in the tracker
  decorateGroup: async (row, group, members) => (await SSM_TABLE.load()).decorateSquadRow(row, group, members),
  activate() {
    registerEnvironmentSetting();
    registerOptionalStepsSetting();
    // 3.16: from when grenade cards are spent from on the GM's client (cards/grenade-spend.ts)
    registerGrenadeSpendsSince();
    // 2.3, 3.17: what a figure carries and who holds a robot are the GM's record, taken at the hook
    // before any table load waits (actions/gm-written-flags.ts)
    keepGmWrittenFlags();
    // 4.6: nothing in a battle heals a wound, and the rules read the box: only the GM clears it while the Marine fights
    keepFightingWounded();
    // 3.1, SSM-7: the move the GM plays, a-l or a-o, read as the binding loads
    activateTurns("ssmPosition", async () => (await SSM_TABLE.load()).ssmTurnBinding(optionalStepsOn()));
    // the side panel reads strength, distances and markers from the board: redraw it when they change
    const redraw = () => {
      if (game.combat) scheduleTrackerRender();
    };
    Hooks.on("updateToken", redraw);
    // 3.2, 3.4: moves in the movement step mark the figure Moved, or Non-Tactical beyond its tactical move
    // a turn on the spot can be a move (3.4), so a rotation passes the filter too
    Hooks.on("updateToken", (token, changed) => {
      if (movesOnBoard(changed, { rotation: true })) SSM_TABLE.whenLoaded((t) => t.onFigureMoved(token, changed));
    });
    Hooks.on("createActiveEffect", redraw);
    Hooks.on("deleteActiveEffect", redraw);
    // 4.6: the "Fighting wounded" box and the token's Wounded marker are one fact, kept in step
    Hooks.on("updateActor", (actor, changed, _options, userId) => {
      if (foundry.utils.hasProperty(changed, "system.wounded")) SSM_TABLE.whenLoaded((t) => t.syncWoundedMarker(actor, changed, userId));
    });
    const woundedEffect = (effect: ActiveEffect.Implementation, userId: string) => {
      if (effect.statuses.has(SSM_MARKER.wounded)) SSM_TABLE.whenLoaded((t) => t.syncWoundedField(effect, userId));
    };
    Hooks.on("createActiveEffect", (effect, _options, userId) => woundedEffect(effect, userId));
    Hooks.on("deleteActiveEffect", (effect, _options, userId) => woundedEffect(effect, userId));
    Hooks.on("updateActiveEffect", redraw);
    // 3.12, 3.13: both sides' morale value at the start of the game, on the GM's client
    Hooks.on("combatStart", (combat) => SSM_TABLE.whenLoaded((t) => t.countStartIfMissing(combat)));
  },
};

export default STARSHIP_MARINE_RULESET;
