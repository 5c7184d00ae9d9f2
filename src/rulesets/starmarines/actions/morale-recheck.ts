/**
 * A broken unit's Leader recheck on the table (VIII-H.1, VII.3, VII.5, SMR-6; rules/morale-recheck.ts):
 * the turn it is rolled in and the rechecks the unit already rolled in that phase, from the GM's
 * ledger of morale cards (system/ledger/turn-cards.ts). The owner's client asks before rolling, where
 * the combat stands now; the GM's client asks at Apply, where its ledger recorded the card, counting
 * only the cards recorded before it, so the better of two rolls cannot be picked.
 */
import type { CombatPlace } from "../../../core/card-ledger";
import { turnCards } from "../../../system/ledger/turn-cards";
import { isLeaderRecheck, isRecheckPhase, recheckProblem, type RecheckTurn } from "../rules/morale-recheck";
import { seatedPhase } from "../turn/movement-phase";

/** The kind id of the morale card (cards/morale.ts), kept here so the card's module need not be loaded to count. */
export const SMR_MORALE_KIND = "smrMorale";

/** Whether an earlier card, as the GM recorded it, was a broken unit's Leader recheck. */
function wasLeaderRecheck(payload: Readonly<Record<string, unknown>>): boolean {
  const s = payload.situation;
  if (typeof s !== "object" || s === null) return false;
  const { broken, retreatBlockedByEnemy } = s as Record<string, unknown>;
  return broken === true && isLeaderRecheck({ broken, retreatBlockedByEnemy: retreatBlockedByEnemy === true });
}

/**
 * The turn of a recheck made at `place` by the unit of `token`: null outside a combat, or in one
 * whose turn was never started (no phase: nothing is tracked yet, as turn/movement-phase.ts has it).
 */
export function recheckTurn(place: CombatPlace | undefined, token: TokenDocument.Implementation | null, actorUuid: string, before?: string): RecheckTurn | null {
  if (!place || place.phase === "") return null;
  const combat = game.combats?.get(place.combat) ?? (game.combat?.id === place.combat ? game.combat : null);
  // VII.1: the seats of that turn's initiative; a combat since deleted tells none
  const own = combat && token ? seatedPhase(combat, token.disposition ?? 0, place.turn, isRecheckPhase) : null;
  const earlier = turnCards({ kinds: [SMR_MORALE_KIND], actorUuid, when: { combat: place.combat, turn: place.turn, phase: place.phase }, ...(before !== undefined ? { before } : {}) });
  return { phase: place.phase, ownRecheckPhase: own, rechecksThisPhase: earlier.filter(([, e]) => wasLeaderRecheck(e.payload)).length };
}

/** The refusal's language key when the recheck may not be rolled (rules/morale-recheck.ts), else null. */
export function recheckRefusal(inLeaderRange: boolean, turn: RecheckTurn | null): string | null {
  const problem = recheckProblem(inLeaderRange, turn);
  return problem === null ? null : `STARSKIRMISH.StarMarines.Morale.Recheck.${problem}`;
}
