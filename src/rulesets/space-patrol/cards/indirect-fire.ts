/**
 * The indirect fire cards (Guide 6.11): the fire mission a spotter called, with their Correct and Fire
 * for effect buttons, and where the rounds fell, kept as a grenade card is (grenade-record.ts, its
 * deviation 2d6 x 10") so the GM works every victim's Apply out again from the Rolls.
 */
import { field } from "../../../core/schema";
import { defineCardKind } from "../../../system/cards/card-kind";
import { GRENADE_RECORD } from "./grenade-record";
import { confirmGrenadeVictim } from "./target-facts-confirm";
import { deriveGrenade } from "./grenade-derive";

export const FIRE_MISSION_CARD = defineCardKind({
  id: "spFireMission",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/fire-mission.hbs",
  payload: { missionId: field.string() },
  buttons: ["spCorrectFire", "spFireForEffect"],
});

export const INDIRECT_FIRE_CARD = defineCardKind({
  id: "spIndirectFire",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/indirect-fire.hbs",
  payload: GRENADE_RECORD,
  targetData: { dead: field.boolean() },
  buttons: ["applyResult"],
  derive: deriveGrenade,
  confirm: confirmGrenadeVictim,
});
