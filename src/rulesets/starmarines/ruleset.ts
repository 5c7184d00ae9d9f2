/**
 * StarMarines in Foundry: the unit with its sheet, weapons as items, the attack and morale cards,
 * what a landed result does next, the eight-phase turn in the tracker and the army builder. What
 * runs once something is played comes with the table (table.ts), loaded when first needed; the
 * hooks are registered here at init, their work done through the table.
 */
import { facingBefore, watchFacings } from "../../system/turn/facing-memory";
import type { RuleSet } from "../../system/ruleset";
import { checkedOnceLoaded } from "../../system/ruleset-table";
import { movesOnBoard } from "../../system/board";
import { activateTurns } from "../../system/turn/activate-turns";
import { SpecItemSheet } from "../../system/sheets/spec-item-sheet";
import { STARMARINES } from "./data/definition";
import { UnitData } from "./models/unit-model";
import { WeaponData } from "./models/weapon-model";
import { StarMarinesUnitSheet } from "./sheets/unit-sheet";
import { addArmyButton } from "./actions/army-button";
import { registerMoralePromptSetting } from "./actions/morale-prompt-setting";
import { starMarinesTokenRuler } from "./turn/token-ruler";
import { watchRides } from "./turn/ride-guard";
import { SMR_TABLE } from "./load-table";

const STARMARINES_RULESET: RuleSet = {
  definition: STARMARINES,
  dataModels: { smrUnit: UnitData, smrWeapon: WeaponData },
  sheets: { smrUnit: StarMarinesUnitSheet, smrWeapon: SpecItemSheet },
  table: SMR_TABLE,
  // IX-B, VIII-H, SMR-15: damage adds up, and a wound un-breaks (actions/after-result.ts)
  applyResult: async (actor, data) => (await SMR_TABLE.load()).applyStarMarinesResult(actor, data),
  activate() {
    registerMoralePromptSetting();
    activateTurns("smrPosition", async () => (await SMR_TABLE.load()).SMR_TURN_BINDING);
    // VIII-E, SMR-10: moves in the movement phases call Overwatch fire
    Hooks.on("updateToken", (token, changed) => {
      if (movesOnBoard(changed)) SMR_TABLE.whenLoaded((t) => t.onUnitMoved(token, changed));
    });
    // VIII-A to VIII-D: moves are checked before they are written, and mark the unit Moved
    Hooks.on("preUpdateToken", (token, changed, options) => {
      if (!(token.actor?.system instanceof UnitData)) return true;
      // VIII-B: a turn snaps to a hex side, for the GM too; SMR-24: otherwise the GM's moves are not
      // checked, and outside a combat no move is (turn/move-check.ts): those need no rules
      const turns = changed.rotation !== undefined;
      if (!turns && (!movesOnBoard(changed) || game.user?.isGM || !game.combat)) return true;
      return checkedOnceLoaded(SMR_TABLE, (t) => t.checkUnitMove(token, changed as Record<string, unknown>, options));
    });
    Hooks.on("updateToken", (token, changed, _options, userId) => {
      if (movesOnBoard(changed)) SMR_TABLE.whenLoaded((t) => t.markMoved(token, changed, userId));
    });
    // VIII-A, SMR-11: the GM's client records each unit's move and turns on the Combat, from the
    // rotation the token stood at before the change (system/turn/facing-memory.ts; taken here, at the
    // hook, before any table load waits)
    watchFacings();
    Hooks.on("updateToken", (token, changed, options, userId) => {
      const rotationBefore = game.user?.isGM ? facingBefore(token, changed) : undefined;
      if (!game.user?.isActiveGM || !(token.actor?.system instanceof UnitData)) return;
      if (movesOnBoard(changed) || changed.rotation !== undefined) SMR_TABLE.whenLoaded((t) => t.recordUnitMove(token, changed, userId, options, rotationBefore));
    });
    // VIII-G: a player's change of a soldier's ride that no move made is put back, the ride as it was
    // taken here, at the hook, before any table load waits (turn/ride-guard.ts)
    watchRides();
    // VIII-G: a vehicle takes the soldiers aboard with it
    Hooks.on("updateToken", (token, changed) => {
      if (movesOnBoard(changed)) SMR_TABLE.whenLoaded((t) => t.carryPassengers(token, changed));
    });
    // IX-F: a large ground vehicle that moves onto an enemy soldier runs him over
    Hooks.on("updateToken", (token, changed) => {
      if (movesOnBoard(changed)) SMR_TABLE.whenLoaded((t) => t.onVehicleMoved(token, changed));
    });
    // VIII-A: the ruler counts move units left while a unit is dragged
    // a class, as v13 reads it (its default is `typeof TokenRuler`); fvtt-types 13.345.1 types the
    // field as an instance, so it is set without that declaration
    Object.assign(CONFIG.Token, { rulerClass: starMarinesTokenRuler() });
    // IV-a: the army builder from the Actors directory
    Hooks.on("renderActorDirectory", (_app, html) => addArmyButton(html));
  },
};

export default STARMARINES_RULESET;
