/**
 * IV-h, SMR-14: whether a unit's attack would be one more than the turn allows, from the GM's ledger
 * of attack cards (system/ledger/turn-cards.ts): a soldier's second attack of the turn, or a vehicle
 * weapon's second shot. The GM's client asks it of a card before its result lands, in the turn it
 * recorded the card in; the attacker's own client asks it before rolling, in the turn the combat
 * stands at, so an honest player is told before the dice fall.
 */
import type { TurnOfCombat } from "../../../core/earlier-cards";
import { turnCards } from "../../../system/ledger/turn-cards";
import { secondAttack, type EarlierAttack, type NextAttack } from "../rules/attacks-per-turn";
import { hexOfToken } from "./board-hexes";

/** The kind id of the attack card (cards/attack.ts), kept here so the card's module need not be loaded to count. */
export const SMR_ATTACK_KIND = "smrAttack";

const text = (v: unknown): string => (typeof v === "string" ? v : "");

/** What an earlier card says it fired and at whom, as the GM recorded it. */
function earlierAttack(payload: Readonly<Record<string, unknown>>): EarlierAttack {
  const target = payload.target;
  return { weaponId: text(payload.weaponId), targetKey: typeof target === "object" && target !== null ? text((target as Record<string, unknown>).key) : "" };
}

export interface AttackThisTurn extends NextAttack {
  readonly actorUuid: string;
  readonly scene: Scene.Implementation;
  /** The card judged, on the GM's client: only cards the GM recorded before it count, in its recorded turn. */
  readonly before?: string;
  /** The turn, when no card is judged yet (the attacker's own client, before rolling). */
  readonly when?: TurnOfCombat;
}

/** The refusal's language key when the attack is one too many this turn (IV-h), else null. */
export function attackThisTurnProblem(a: AttackThisTurn): string | null {
  const earlier = turnCards({ kinds: [SMR_ATTACK_KIND], actorUuid: a.actorUuid, ...(a.before !== undefined ? { before: a.before } : {}), ...(a.when ? { when: a.when } : {}) }).map(([, e]) => earlierAttack(e.payload));
  const targetHex = () => {
    const token = a.scene.tokens.get(a.targetKey);
    return token ? hexOfToken(token, a.scene) : null;
  };
  // the frag attack's first target, where it stands now on the battle's board
  const sameHex = (firstKey: string): boolean => {
    const first = a.scene.tokens.get(firstKey);
    const from = first ? hexOfToken(first, a.scene) : null;
    const to = targetHex();
    return !!from && !!to && from.q === to.q && from.r === to.r;
  };
  const problem = secondAttack(earlier, a, sameHex);
  return problem === null ? null : `STARSKIRMISH.StarMarines.Attack.${problem}`;
}
