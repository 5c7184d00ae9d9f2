/**
 * What the GM's client checks before a morale card's result lands (IX-D, IV-f, VIII-H, SMR-6): the
 * result lands on the unit that checked, the one the card was posted for (whose owner posted it),
 * and that unit is, on its sheet and its markers, the Morale, experience, kind, role, race and
 * Broken state the check read. A player writes their own cards: a Morale claimed higher than the
 * sheet's passes a check the unit failed, and a card posted for their own unit that lists an enemy's
 * as its target would break the enemy with their own die. Whether the unit passed a check this turn
 * is its Passed Morale marker, not the card's word (IX-D): a unit that bears it checks no more, so a
 * check rolled for it lands nothing. What the dialog asked of the board
 * (friends, a Hero, a Leader in range) is the player's call and stays on the card for the table to see.
 */
import type { ReadonlySchemaValue } from "../../../system/cards/card-schema";
import { UnitData } from "../models/unit-model";
import { RACE_PROFILES } from "../rules/races";
import type { MORALE_RECORD } from "../cards/morale";
import { cardTargetActor } from "../../../system/cards/card-target-actor";
import { hasMarker } from "./unit-markers";

export const UNIT_CHANGED = "STARSKIRMISH.StarMarines.Morale.unitChanged";

/** The refusal of a check whose "passed this turn" is not the unit's Passed Morale marker (IX-D). */
export const PASSED_CLAIM = "STARSKIRMISH.StarMarines.Morale.passedClaim";

/** The refusal of a card whose target is not the unit it was posted for. */
export const NOT_ITS_OWN = "STARSKIRMISH.StarMarines.Morale.notItsOwn";

export async function confirmMorale(payload: ReadonlySchemaValue<typeof MORALE_RECORD>, actorUuid: string, targets: readonly { readonly key: string; readonly actorUuid: string }[]): Promise<string | null> {
  // IX-D: a unit checks its own morale; its result is its own
  if (actorUuid === "" || targets.find((t) => t.key === payload.key)?.actorUuid !== actorUuid) return NOT_ITS_OWN;
  const actor = await cardTargetActor(targets, payload.key);
  const unit = actor?.system;
  if (!actor || !(unit instanceof UnitData)) return UNIT_CHANGED;
  const s = payload.situation;
  // VIII-H: a broken unit's check is its recheck, whose failure changes nothing: claimed by an unbroken one, it would never break
  const held = s.morale === unit.morale && s.experience === unit.experience && s.kind === unit.kind && s.hero === (unit.role === "hero") && s.neverFails === RACE_PROFILES[unit.race].neverFailsMorale && s.broken === hasMarker(actor, "broken");
  if (!held) return UNIT_CHANGED;
  // IX-D: "Once a unit has passed a morale check, it does not have to make any more morale checks in
  // the same turn": read from the marker only a morale card's Apply puts on (rules/markers.ts KEPT)
  return s.passedThisTurn === hasMarker(actor, "passedMorale") ? null : PASSED_CLAIM;
}
