/**
 * What the GM's client checks at Apply before an attack card's result lands (IX-A, IX-E, IX-G, IV-h,
 * VIII-E, VIII-F, VIII-G): the attacker still carries the weapon with the numbers the card claims and
 * may attack at all, the target's armour, toughness, kind, Wounded and Airborne are its own, and the
 * result lands on the target token's own actor. A flying soldier is shot only by a shot answering the
 * GM's Overwatch call, at the mover it called and with the weapon it named; a unit that fired in
 * Overwatch this turn fires no more (VIII-E), and a soldier attacks once a turn and a vehicle fires
 * each weapon once (IV-h), as the GM's ledger of cards tells it. These stay at Apply: they are judged
 * against what has landed since the card was rolled. A player writes their own cards; these are the
 * facts they could have bent.
 *
 * The board (range, arc, a line the terrain lets through, cover, the situation claimed: IX-A, IX-C,
 * IX-E, VIII-F, X, SMR-8) is judged as the GM's client records the card (actions/attack-board.ts),
 * since the shot was taken on the board as it stood when rolled: a card found to hold there is not
 * judged again here, and one refused there never reaches here. A card with no such judgement
 * (recorded before that step existed, or one the step could not judge) has its board checked here in
 * full, as it stands now.
 */
import type { ReadonlySchemaValue } from "../../../system/cards/card-schema";
import type { CardAt } from "../../../system/cards/card-kind";
import { readCardLedger } from "../../../system/ledger/ledger-store";
import { isGmUser } from "../../../system/gm-users";
import type { CardLedger, CardSnapshot } from "../../../core/card-ledger";
import type { TurnOfCombat } from "../../../core/earlier-cards";
import { turnCards } from "../../../system/ledger/turn-cards";
import { attackThisTurnProblem, SMR_ATTACK_KIND } from "./attacks-this-turn";
import { turnPosition } from "../turn/movement-phase";
import { UnitData } from "../models/unit-model";
import { WeaponData } from "../models/weapon-model";
import { defaultWoundingColumn } from "../rules/races";
import type { ATTACK_RECORD } from "../cards/attack-record";
import { cannotAttack } from "./attack-barred";
import { hasMarker, isFlying } from "./unit-markers";
import { vehicleOf } from "../turn/aboard";
import { attackBoardOf, attackBoardProblem, boardJudged } from "./attack-board";

type AttackRecord = ReadonlySchemaValue<typeof ATTACK_RECORD>;

const refused = (key: string): string => `STARSKIRMISH.StarMarines.Attack.refused.${key}`;

/**
 * The Overwatch call (VIII-E) the card answers, as the GM's ledger recorded it, and what it let this
 * attacker fire: null for a shot that answers none. The kit has already judged the answer itself
 * (cards/attack.ts `prompt`: a GM's call that named this attacker, its first shot at it).
 */
function overwatchCall(at: CardAt, actorUuid: string): { readonly called: boolean; readonly mover: string; readonly weaponId: string; readonly combat: string; readonly turn: number } | null {
  const ledger = readCardLedger();
  const callId = ledger[at.messageId]?.answers ?? "";
  if (callId === "") return null;
  const call = ledger[callId];
  const option = call?.targets.find((t) => t.actorUuid === actorUuid);
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  const turn = call?.payload.turn;
  return { called: option !== undefined, mover: text(option?.data.mover), weaponId: text(option?.data.weaponId), combat: text(call?.payload.combat), turn: typeof turn === "number" ? turn : 0 };
}

/**
 * VIII-E, SMR-10: whether the attacker fired in Overwatch in a turn of a combat before this card, as
 * the GM's ledger tells it: an earlier attack card for the same actor answering a GM's Overwatch call
 * of that turn of that combat (a combat's turns count from 1 again, and the ledger outlives it); the
 * shot counts in the turn of the call it answers. Read from the ledger, not from the unit's "Fired in
 * Overwatch" marker, which its owner's client sets on the owner's own actor and a hostile one need
 * not (turn/overwatch.ts onOverwatchFire).
 */
function firedInOverwatch(at: CardAt, actorUuid: string, when: TurnOfCombat): boolean {
  const callOf = (e: CardSnapshot, ledger: CardLedger) => {
    const call = e.answers ? ledger[e.answers] : undefined;
    if (call?.kind !== "smrOverwatch" || !isGmUser(call.author)) return null;
    const { combat, turn } = call.payload;
    return typeof combat === "string" && typeof turn === "number" ? { combat, turn } : null;
  };
  return turnCards({ kinds: [SMR_ATTACK_KIND], actorUuid, before: at.messageId, when, placeOf: callOf }).length > 0;
}

export async function confirmAttack(payload: AttackRecord, actorUuid: string, targets: readonly { readonly key: string; readonly actorUuid: string }[], at: CardAt): Promise<string | null> {
  const board = attackBoardOf(payload);
  if (!board) return refused("gone");
  const { scene, attackerToken, targetToken } = board;
  const attacker = attackerToken.actor;
  if (!attacker || attacker.uuid !== actorUuid || !(attacker.system instanceof UnitData)) return refused("gone");
  const targetActor = targetToken.actor;
  const t = targetActor?.system;
  if (!targetActor || !(t instanceof UnitData)) return refused("gone");
  // the result lands on the actor the card lists for the target: it must be the target token's own
  if (targets.find((x) => x.key === payload.target.key)?.actorUuid !== targetActor.uuid) return refused("landsElsewhere");
  const item = attacker.items.get(payload.weaponId);
  const w = item?.system;
  if (!(w instanceof WeaponData)) return refused("weapon");
  const claimed = payload.weapon;
  if (w.aim !== claimed.aim || w.armourPierce !== claimed.armourPierce || w.damage !== claimed.damage || w.frag !== claimed.frag || w.closeCombat !== claimed.closeCombat) return refused("weapon");
  if (attacker.system.aim !== payload.situation.unitAim || (attacker.system.experience === "elite") !== payload.situation.elite) return refused("attacker");
  // IX-B, IX-D, IV-h, SMR-14: a unit out of action, broken, stunned or disarmed does not attack
  const barred = cannotAttack(attacker, attacker.system);
  if (barred) return barred;
  // VIII-G: no attack from inside a vehicle
  if (vehicleOf(attackerToken)) return "STARSKIRMISH.StarMarines.Transport.noAttackAboard";
  const column = t.woundingColumn || defaultWoundingColumn(t.race);
  const walker = t.kind === "vehicle" && t.walker ? t.size : "";
  const target = payload.target;
  if (t.kind !== target.kind || t.armour !== target.armour || t.toughness !== target.toughness || column !== target.column || (t.kind === "vehicle" && t.supertank) !== target.supertank || walker !== target.walker) return refused("target");
  // IX-B: a wounded soldier pierced again is dead; IX-G: an airborne one pierced is shot down, and
  // a Grounded one, shot down before, is on the ground whatever Airborne its owner put back on it
  const airborne = isFlying(targetActor);
  if (hasMarker(targetActor, "wounded") !== target.wounded || airborne !== target.airborne) return refused("targetState");
  // VIII-E, SMR-10: a shot answering an Overwatch call is at the mover it called, with the weapon it named, never with steady aim
  const call = overwatchCall(at, actorUuid);
  if (call && (!call.called || call.mover !== target.key || call.weaponId !== payload.weaponId || payload.situation.steadyAim)) return refused("overwatch");
  // IX-G: a flying soldier is shot only by Overwatch fire
  if (airborne && !call) return "STARSKIRMISH.StarMarines.Attack.flying";
  // VIII-E: a unit fires in Overwatch once a turn, and then not in the combat phase either
  const combat = game.combat;
  const when = call ? call : combat?.id ? { combat: combat.id, turn: turnPosition(combat).turn } : null;
  if (when && when.combat !== "" && firedInOverwatch(at, actorUuid, when)) return "STARSKIRMISH.StarMarines.Overwatch.alreadyFired";
  // IV-h, SMR-14: a soldier attacks once a turn, a vehicle fires each weapon once, in the turn the
  // GM's client recorded this card in; a charge and an Overwatch shot are that attack
  const again = attackThisTurnProblem({ actorUuid, scene, before: at.messageId, soldier: attacker.system.kind === "soldier", weaponId: payload.weaponId, frag: w.frag, targetKey: target.key });
  if (again) return again;
  // the board as the GM's client found it when the card came in, or as it stands now for a card it did not judge
  return boardJudged(at.messageId) ? null : attackBoardProblem(board, attacker, attacker.system, w, payload);
}
