/**
 * What the GM's client checks before a morale card's result lands (IX-D, IV-f, VIII-H, SMR-6): the
 * result lands on the unit that checked, the one the card was posted for (whose owner posted it),
 * and that unit is, on its sheet and its markers, the Morale, experience, kind, role, race and
 * Broken state the check read. A player writes their own cards: a Morale claimed higher than the
 * sheet's passes a check the unit failed, and a card posted for their own unit that lists an enemy's
 * as its target would break the enemy with their own die. Whether the unit passed a check this turn
 * is its Passed Morale marker, not the card's word (IX-D): a unit that bears it checks no more, so a
 * check rolled for it lands nothing. The friends, Hero and Leader a card counts around the unit are
 * held to the board at Apply (actions/morale-board.ts): a card that counts more than the board shows
 * lands only when what the board shows gives the same result with the same die. Claiming less only
 * costs the unit, and stands. Whether enemies block a broken unit's retreat stays the player's call.
 * A broken unit's Leader recheck lands only from its side's Morale Recheck Phase, its first there,
 * with a Leader in range (VIII-H.1, SMR-6; actions/morale-recheck.ts).
 */
import type { ReadonlySchemaValue } from "../../../system/cards/card-schema";
import { UnitData } from "../models/unit-model";
import { RACE_PROFILES } from "../rules/races";
import type { MORALE_RECORD } from "../cards/morale";
import { cardTargetActor } from "../../../system/cards/card-target-actor";
import { hasMarker } from "./unit-markers";
import { checkedToken, moraleBoard } from "./morale-board";
import { heldToBoard, type Surroundings } from "../rules/morale-surroundings";
import { checkMorale } from "../rules/morale";
import { moraleMarkers } from "../view/morale-card";
import { facesOfRoll, refusedAsNull } from "../../../core/dice-replay";
import { sameData } from "../../../core/same-data";
import type { CardAt } from "../../../system/cards/card-kind";
import { readCardLedger } from "../../../system/ledger/ledger-store";
import { isLeaderRecheck } from "../rules/morale-recheck";
import { recheckRefusal, recheckTurn } from "./morale-recheck";

export const UNIT_CHANGED = "STARSKIRMISH.StarMarines.Morale.unitChanged";

/** The refusal of a check whose "passed this turn" is not the unit's Passed Morale marker (IX-D). */
export const PASSED_CLAIM = "STARSKIRMISH.StarMarines.Morale.passedClaim";

/** The refusal of a card that counts more around the unit than the board shows, to another result. */
export const BOARD_DISAGREES = "STARSKIRMISH.StarMarines.Morale.boardDisagrees";

/** A unit on no hex has no one beside it and no Leader near. */
const ALONE: Surroundings = { adjacentUnbrokenFriends: 0, adjacentFriendlyHero: false, inLeaderRange: false };

/**
 * IX-D, IV-f: whether the card's count of what stands around the unit gives the result the board's
 * gives, with the card's own die: the same marks either way. A card with no result to apply never
 * reaches Apply; one whose die does not fit lands nothing anyway (cards/morale.ts derive).
 */
function boardAgrees(situation: ReadonlySchemaValue<typeof MORALE_RECORD>["situation"], board: Surroundings, dice: readonly { readonly formula: string; readonly faces: readonly number[] }[]): boolean {
  const held = { ...situation, ...heldToBoard(situation, board) };
  if (sameData(held, situation)) return true;
  const die = facesOfRoll(dice[0], 6, 1)?.[0];
  const marks = (c: typeof situation) => refusedAsNull(() => moraleMarkers(checkMorale(c, die), c));
  return sameData(marks(situation), marks(held));
}

/** The refusal of a card whose target is not the unit it was posted for. */
export const NOT_ITS_OWN = "STARSKIRMISH.StarMarines.Morale.notItsOwn";

export async function confirmMorale(payload: ReadonlySchemaValue<typeof MORALE_RECORD>, actorUuid: string, targets: readonly { readonly key: string; readonly actorUuid: string }[], dice: readonly { readonly formula: string; readonly faces: readonly number[] }[], at: CardAt): Promise<string | null> {
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
  if (s.passedThisTurn !== hasMarker(actor, "passedMorale")) return PASSED_CLAIM;
  // IX-D, IV-f, SMR-6: friends, a Hero and a Leader as the board shows them around the unit's token
  const token = checkedToken(payload.key, actor.uuid);
  const board = (token && moraleBoard(token)) ?? ALONE;
  // VIII-H.1, VII.3, VII.5, SMR-6: a Leader recheck only in the side's Morale Recheck Phase where the
  // GM's client recorded the card, once there (the rechecks it recorded before this one), and only
  // with a Leader in range as the board shows it; as the owner's client asked before rolling
  if (isLeaderRecheck(s)) {
    const refusal = recheckRefusal(board.inLeaderRange, recheckTurn(readCardLedger()[at.messageId]?.combat, token, actorUuid, at.messageId));
    if (refusal) return refusal;
  }
  return boardAgrees(s, board, dice) ? null : BOARD_DISAGREES;
}
