/**
 * Where the running combat stands, as the GM's client records it against each card it receives
 * (ledger/ledger-store.ts): the Combat's id and the turn engine's position under the flag the
 * world's rule set keeps it (activate-turns.ts names it at init). Rules that count a unit's shots
 * in a turn read a card's turn from this record, never from the card (core/earlier-cards.ts).
 */
import { readCombatPlace, type CombatPlace } from "../../core/card-ledger";
import { readStoredPosition, type PositionFlag } from "./turn-flags";

let worldFlag: PositionFlag | null = null;

/** The flag the world's rule set keeps its turn position under; called once, at init. */
export function noteWorldTurnFlag(flag: PositionFlag): void {
  worldFlag = flag;
}

/**
 * Where the combat stands now; undefined with no combat, or for a rule set with no turn on the
 * engine. A combat whose turn was never started stands at turn 1, as the engine reads it
 * (core/turn readPosition), in no phase yet.
 */
export function combatPlaceNow(combat: Combat.Implementation | null | undefined = game.combat): CombatPlace | undefined {
  if (!combat?.id || !worldFlag) return undefined;
  const stored: unknown = readStoredPosition(combat, worldFlag);
  return readCombatPlace({ turn: 1, phase: "", ...(typeof stored === "object" && stored !== null ? stored : {}), combat: combat.id }) ?? { combat: combat.id, turn: 1, phase: "" };
}
