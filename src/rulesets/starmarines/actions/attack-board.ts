/**
 * The board facts of a StarMarines attack card (IX-A, IX-C, IX-E, VIII-F, X, SMR-8, SMR-12, SMR-23,
 * SMR-24): the target within the weapon's range (a catwalk's one hex longer from the ground) and
 * arc, a line the terrain lets through, the target's cover at least what the card claims it had,
 * and the situation it claims (steady aim, rear shot, charge).
 *
 * The shot was taken on the board as it stood when it was rolled, so the active GM's client judges
 * these as it records the card (the kind's `recorded` step, cards/attack.ts), not at Apply: terrain
 * the GM paints or a token moved between the roll and a late Apply changes nothing of a shot already
 * fired. A card the board does not bear out is refused in the GM's record with the reason
 * (refuseRecordedCard: every client shows it, Apply gives it); one that holds is recorded as judged,
 * and Apply then leaves its board alone (actions/attack-confirm.ts). Where the step cannot find the
 * scene, the two tokens or the attacker's weapon, it records nothing, and Apply checks the board in
 * full as it did before this step existed (and for every card recorded before it).
 */
import type { ReadonlySchemaValue } from "../../../system/cards/card-schema";
import type { RecordedCard } from "../../../system/cards/card-kind";
import { readCardLedger, recordOnCard, refuseRecordedCard } from "../../../system/ledger/ledger-store";
import { combatantOf } from "../../../system/turn/combatant-of";
import { UnitData } from "../models/unit-model";
import { WeaponData } from "../models/weapon-model";
import { ARC_DIRECTIONS, inFrontArc, inVehicleArc, isRearShot } from "../rules/hex-facing";
import { coverRank } from "../rules/cover";
import type { ATTACK_RECORD } from "../cards/attack-record";
import { facingOfToken, hexOfToken } from "./board-hexes";
import { boardCover } from "./board-cover";
import { hasMarker, isFlying } from "./unit-markers";
import { boardRange } from "./board-range";
import { walkedThisTurn } from "../turn/walked";

type AttackRecord = ReadonlySchemaValue<typeof ATTACK_RECORD>;

/** The key of the GM's record on an attack card: its board judged as the card came in, and found to hold. */
export const SMR_BOARD_JUDGED_RECORD = "smrBoardJudged";

const refused = (key: string): string => `STARSKIRMISH.StarMarines.Attack.refused.${key}`;

/** The battle's board for a card: its scene and the attacker's and target's tokens on it. */
export interface AttackBoard {
  readonly scene: Scene.Implementation;
  readonly attackerToken: TokenDocument.Implementation;
  readonly targetToken: TokenDocument.Implementation;
}

/**
 * The attacker in the running combat is its combatant's token, on the combatant's own scene (v13
 * Combatant#token), never a token of the same id on a copy of the scene where its owner set it
 * anywhere; outside a combat, the scene that holds both tokens. Null where there is none.
 */
export function attackBoardOf(payload: AttackRecord): AttackBoard | null {
  const fighting = combatantOf(payload.attackerKey, game.combat)?.token?.parent ?? null;
  const scene = fighting ?? game.scenes?.find((s) => s.tokens.has(payload.target.key) && s.tokens.has(payload.attackerKey));
  const attackerToken = scene?.tokens.get(payload.attackerKey);
  const targetToken = scene?.tokens.get(payload.target.key);
  return scene && attackerToken && targetToken ? { scene, attackerToken, targetToken } : null;
}

/**
 * The refusal's language key when the board does not bear out the shot the card claims, with the
 * weapon as the attacker carries it; null when it does.
 */
export function attackBoardProblem(board: AttackBoard, attacker: Actor.Implementation, unit: UnitData, w: WeaponData, payload: AttackRecord): string | null {
  const { scene, attackerToken, targetToken } = board;
  const from = hexOfToken(attackerToken, scene);
  const to = hexOfToken(targetToken, scene);
  if (!from || !to) return refused("grid");
  // IV-h: a close-combat weapon reaches 1 hex
  const reach = w.closeCombat ? 1 : w.range;
  // SMR-23: one hex longer from the ground to a catwalk, as the attacker's client counted it
  const targetActor = targetToken.actor;
  if (boardRange(scene, from, to, { attacker: isFlying(attacker), target: targetActor ? isFlying(targetActor) : false }) > reach) return refused("range");
  // IX-E: a soldier fires into its front three hexes; a vehicle weapon into its arc (SMR-12, SMR-24)
  const facing = facingOfToken(attackerToken);
  const inArc = unit.kind === "soldier" ? inFrontArc(from, facing, to) : inVehicleArc(from, facing, to, ARC_DIRECTIONS.filter((d) => w.arc[d]));
  if (!inArc) return "STARSKIRMISH.StarMarines.Attack.outOfArc";
  // IX-C, X, SMR-8: the painted terrain says whether the shot gets through and what cover the
  // target has; a card may claim more cover, never less
  const cover = boardCover(scene, from, to, w.ignoresLineOfSight);
  if (cover.blocked) return `STARSKIRMISH.StarMarines.Attack.blocked.${cover.blocked}`;
  if (coverRank(payload.situation.cover) < coverRank(cover.cover)) return refused("cover");
  // IX-A: steady aim only for a unit that has not moved this turn (its Moved marker, or the GM's own
  // record of its moves, turn/walked.ts); a rear shot only through the target's rear hexes; VIII-F: a
  // charging soldier's -1 is not left off. A claim the board does not give is refused.
  const s = payload.situation;
  if ((s.steadyAim && (hasMarker(attacker, "moved") || walkedThisTurn(attackerToken))) || (s.rearShot && !isRearShot(to, facingOfToken(targetToken), from)) || (!s.charging && hasMarker(attacker, "charged"))) return refused("situation");
  return null;
}

/** The kind's recorded step, on the active GM's client as the card comes in. */
export async function judgeAttackBoard(card: Pick<RecordedCard<typeof ATTACK_RECORD>, "messageId" | "payload" | "actorUuid">): Promise<void> {
  const board = attackBoardOf(card.payload);
  const attacker = board?.attackerToken.actor;
  const unit = attacker?.system;
  const w = attacker?.items.get(card.payload.weaponId)?.system;
  // nothing to judge from: Apply refuses a card whose tokens, actor or weapon are not there, and
  // checks the board in full for one whose are by then
  if (!board || !attacker || attacker.uuid !== card.actorUuid || !(unit instanceof UnitData) || !(w instanceof WeaponData)) return;
  const problem = attackBoardProblem(board, attacker, unit, w, card.payload);
  if (problem) return refuseRecordedCard(card.messageId, problem);
  await recordOnCard(card.messageId, SMR_BOARD_JUDGED_RECORD, true);
}

/** Whether the GM's client judged the card's board as it recorded it and found it to hold. */
export function boardJudged(messageId: string): boolean {
  return readCardLedger()[messageId]?.gm?.[SMR_BOARD_JUDGED_RECORD] === true;
}
