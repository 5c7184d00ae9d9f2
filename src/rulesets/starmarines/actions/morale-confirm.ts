/**
 * What the GM's client checks before a morale card's result lands (IX-D, IV-f, SMR-6): the unit
 * the card names is, on its sheet, the Morale, experience, kind, role and race the check read. A
 * player writes his own cards: a Morale claimed higher than the sheet's passes a check the unit
 * failed. What the dialog asked of the board (friends, a Hero, a Leader in range) is the player's
 * call and stays on the card for the table to see.
 */
import type { ReadonlySchemaValue } from "../../../system/cards/card-schema";
import { UnitData } from "../models/unit-model";
import { RACE_PROFILES } from "../rules/races";
import type { MORALE_RECORD } from "../cards/morale";
import { cardTargetActor } from "../../../system/cards/card-target-actor";

export const UNIT_CHANGED = "STARSKIRMISH.StarMarines.Morale.unitChanged";

export async function confirmMorale(payload: ReadonlySchemaValue<typeof MORALE_RECORD>, targets: readonly { readonly key: string; readonly actorUuid: string }[]): Promise<string | null> {
  const unit = (await cardTargetActor(targets, payload.key))?.system;
  if (!(unit instanceof UnitData)) return UNIT_CHANGED;
  const s = payload.situation;
  const held = s.morale === unit.morale && s.experience === unit.experience && s.kind === unit.kind && s.hero === (unit.role === "hero") && s.neverFails === RACE_PROFILES[unit.race].neverFailsMorale;
  return held ? null : UNIT_CHANGED;
}
