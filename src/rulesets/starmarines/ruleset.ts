/**
 * StarMarines in Foundry: the unit with its sheet, weapons as items, the attack and morale cards,
 * what a landed result does next, the eight-phase turn in the tracker and the army builder.
 */
import type { RuleSet } from "../../system/ruleset";
import { SpecItemSheet } from "../../system/sheets/spec-item-sheet";
import { STARMARINES } from "./data/definition";
import { UnitData } from "./models/unit-model";
import { WeaponData } from "./models/weapon-model";
import { StarMarinesUnitSheet } from "./sheets/unit-sheet";
import { STARMARINES_CARD_KINDS } from "./cards";
import { afterHit } from "./actions/after-hit";
import { activateSmrTurns } from "./turn/turn-tracker";
import { addArmyButton } from "./actions/army-builder";
import { skimmerAfterHit } from "./actions/skimmer-damage";
import { evacuateWreck } from "./actions/transport";
import { promptNeighbours, registerMoralePromptSetting } from "./actions/morale-prompt";
import { starMarinesTokenRuler } from "./turn/move-ruler";

export const STARMARINES_RULESET: RuleSet = {
  definition: STARMARINES,
  dataModels: { smrUnit: UnitData, smrWeapon: WeaponData },
  sheets: { smrUnit: StarMarinesUnitSheet, smrWeapon: SpecItemSheet },
  cardKinds: STARMARINES_CARD_KINDS,
  // IX-B, VIII-H, SMR-15: damage adds up, and a wound un-breaks
  async applyResult(actor, data) {
    // SMR-9: a skimmer over water sinks, or a crippled one on land may crash
    await skimmerAfterHit(actor, data.outcome);
    await afterHit(actor);
    // IX-B: the soldiers aboard a destroyed vehicle roll to get out
    await evacuateWreck(actor);
    // SMR-3: a soldier wounded or killed calls the friends next to him to check morale
    if (data.outcome === "wounded" || data.outcome === "dead") await promptNeighbours(actor);
  },
  activate() {
    registerMoralePromptSetting();
    activateSmrTurns();
    // VIII-A: the ruler counts move units left while a unit is dragged
    // a class, as v13 reads it (its default is `typeof TokenRuler`); fvtt-types 13.345.1 types the
    // field as an instance, so it is set without that declaration
    Object.assign(CONFIG.Token, { rulerClass: starMarinesTokenRuler() });
    // IV-a: the army builder from the Actors directory
    Hooks.on("renderActorDirectory", (_app, html) => addArmyButton(html));
  },
};
