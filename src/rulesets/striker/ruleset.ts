/**
 * Striker II in Foundry: the team, weapon and armour types with their models and sheets, the
 * fire, morale and rally cards, how their results land on a team, and the turn in the tracker.
 */
import type { RuleSet } from "../../system/ruleset";
import { checkedOnceLoaded } from "../../system/ruleset-table";
import { movesOnBoard } from "../../system/board";
import { activateTurns } from "../../system/turn/activate-turns";
import { STRIKER, STRIKER_TYPES } from "./data/definition";
import { TeamData } from "./models/team-model";
import { StrikerWeaponData } from "./models/weapon-model";
import { StrikerArmourData } from "./models/armour-model";
import { StrikerWeaponSheet } from "./sheets/weapon-sheet";
import { StrikerArmourSheet } from "./sheets/armour-sheet";
import { StrikerTeamSheet } from "./sheets/team-sheet";
import { commandUnitsOf } from "./view/command-identity";
import { registerSpottingSetting } from "./turn/spotting-setting";
import { STRIKER_TABLE } from "./load-table";
import { strikerTokenRuler } from "./turn/token-ruler";
import { onStrikerTokenHUD } from "./sheets/team-hud-glue";
import { formatCounted } from "../../system/i18n/counted";
import { keepTeamMarkerEnds } from "./turn/marker-ends-guard";
import { keepTeamTroopers } from "./turn/troopers-guard";
import { keepTeamSetUps } from "./turn/set-up-guard";

const STRIKER_RULESET: RuleSet = {
  definition: STRIKER,
  dataModels: { [STRIKER_TYPES.team]: TeamData, [STRIKER_TYPES.weapon]: StrikerWeaponData, [STRIKER_TYPES.armour]: StrikerArmourData },
  sheets: { [STRIKER_TYPES.team]: StrikerTeamSheet, [STRIKER_TYPES.weapon]: StrikerWeaponSheet, [STRIKER_TYPES.armour]: StrikerArmourSheet },
  table: STRIKER_TABLE,
  applyResult: async (actor, data) => (await STRIKER_TABLE.load()).applyStrikerResult(actor, data),
  activate() {
    // 8.C.4, 7.A.4: the records the GM's tracker ends the kept markers by are the GM's in a battle,
    // taken at the hook before any table load waits
    keepTeamMarkerEnds();
    // 4.A, 8.B: the troopers' count, casualties and armour the GM holds fire cards to, likewise
    keepTeamTroopers();
    // 6.D.1: the weapons' set-ups, whose phases the GM's tracker counts, likewise
    keepTeamSetUps();
    activateTurns("strikerPosition", async () => (await STRIKER_TABLE.load()).STRIKER_TURN_BINDING);
    // Striker 6: the ruler counts the metres of the phase's move while a team is dragged. A class,
    // as v13 reads it; fvtt-types 13.345.1 types the field as an instance, so it is set without
    // that declaration
    Object.assign(CONFIG.Token, { rulerClass: strikerTokenRuler() });
    Hooks.on("renderTokenHUD", (hud, html) => onStrikerTokenHUD(hud, html));
    // Striker 6: moves checked against the allowance before they are written; 6.E Moved after
    Hooks.on("preUpdateToken", (token, changed, options) => {
      // only a team's move on the board is checked (Striker 6.B.4: a floor up or down is one); anything else needs no rules
      if (!movesOnBoard(changed, { elevation: true }) || !(token.actor?.system instanceof TeamData)) return true;
      return checkedOnceLoaded(STRIKER_TABLE, (t) => t.checkTeamMoveOnBoard(token, changed as Record<string, unknown>, options));
    });
    Hooks.on("updateToken", (token, changed, options, userId) => {
      if (movesOnBoard(changed)) STRIKER_TABLE.whenLoaded((t) => t.markTeamMoved(token, changed, userId, options));
      // Striker 6: the phase's moves recorded on the Combat, by the GM's client alone
      if (movesOnBoard(changed, { elevation: true }) && game.user?.isActiveGM) STRIKER_TABLE.whenLoaded((t) => t.recordTeamMove(token, changed, userId, options));
    });
    // Striker 7.A.2-4: cover and spotting when a move ends, on the GM's client
    registerSpottingSetting();
    Hooks.on("updateToken", (token, changed) => {
      if (movesOnBoard(changed, { elevation: true })) STRIKER_TABLE.whenLoaded((t) => t.spotAfterMove(token, changed));
    });
    Hooks.on("createActiveEffect", (effect) => STRIKER_TABLE.whenLoaded((t) => t.hideOnSuppression(effect)));
  },
  unitState(actor) {
    if (!(actor.system instanceof TeamData)) return null;
    // Striker 8: casualties are marked per trooper; the formation shows how many a team has.
    const casualties = actor.system.troopers.filter((t) => t.casualty).length;
    return casualties > 0 ? formatCounted("STARSKIRMISH.Striker.casualtyCount", casualties) : null;
  },
  memberIdentity(actor, chain) {
    // Striker 4.A.1: the team's squad, section, platoon and company come from the drop
    return actor.system instanceof TeamData ? { command: commandUnitsOf(chain) } : null;
  },
};

export default STRIKER_RULESET;
