/**
 * Whether a figure's weapon has fired in a move already (Starship Marine 3.1, 3.5, 3.8, 3.10), from
 * the GM's ledger of cards (system/ledger/turn-cards.ts). Our reading: a move runs steps a-l once
 * (3.1: the turn engine's turn), fire is worked out once in it (step f, "Roll 1d10 for each weapon
 * firing", 3.5; "All targets must be nominated before firing is adjudicated", 3.4), and 3.10 says it
 * outright for guided weapons: "Each APGW launcher can only launch one missile per move". So each
 * weapon fires once a move, at a figure or at a door (3.8 SCA fire at a door is that weapon's fire),
 * and a figure carries one weapon, its troop type's. A door charge placed or set off (3.9) and a
 * grenade (3.6) are not the weapon's fire and are not counted. A fire or guided weapon card counts
 * in the move the GM's client recorded it in; an SCA shot at a door counts from the door card only a
 * GM's client posts (actions/door-attack.ts).
 */
import type { TurnOfCombat } from "../../../core/earlier-cards";
import { turnCards } from "../../../system/ledger/turn-cards";
import { isGmUser } from "../../../system/gm-users";

/** The cards that carry a weapon's fire: SSM_FIRE_CARD, SSM_APGW_CARD and SSM_DOOR_ATTACK_CARD, by id (their modules need not be loaded to count). */
export const FIRE_KINDS = ["ssmFire", "ssmApgw", "ssmDoorAttack"] as const;

export const FIRED_THIS_MOVE = "STARSKIRMISH.StarshipMarine.Fire.firedThisMove";

export interface FiredQuery {
  readonly actorUuid: string;
  /** The card judged: only cards the GM recorded before it count, in the move it recorded it in. */
  readonly before?: string;
  /** The move, when no card is judged (a GM's act about to be recorded, or the firer's client before rolling). */
  readonly when?: TurnOfCombat;
}

/** Whether the figure's weapon fired earlier in the move, as the GM's ledger holds it. */
export function firedThisMove(q: FiredQuery): boolean {
  const cards = turnCards({ kinds: FIRE_KINDS, actorUuid: q.actorUuid, ...(q.before !== undefined ? { before: q.before } : {}), ...(q.when ? { when: q.when } : {}) });
  return cards.some(([, e]) => e.kind !== "ssmDoorAttack" || (e.payload.scaFired === true && isGmUser(e.author)));
}
