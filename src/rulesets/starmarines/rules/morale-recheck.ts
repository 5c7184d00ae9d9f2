/**
 * When a broken unit may roll its Leader recheck (VIII-H.1, VII.3, VII.5, SMR-6): "if it ends its
 * move within the leadership range of a friendly Leader unit, the broken unit can make another
 * morale check", in its side's Morale Recheck Phase ("all Player-1 units which can re-check their
 * morale due to the presence of a Leader, can do so"). The Leader must be friendly, unbroken and
 * unwounded (IV-f: "Wounded leaders give no benefit"; IX-D). Failure "changes nothing", so the unit
 * rolls once in that phase: a second roll would let it press until it rallies. A broken unit's other
 * checks (a retreat blocked by enemies, VIII-H.3) are not this recheck. Outside a tracked combat
 * there is no phase to hold it to, but the Leader is still needed. Pure: the caller reads the board,
 * the turn and the GM's ledger.
 */
import { record, whole, yesNo } from "../../../core/checks";
import type { MoraleCase } from "./morale";

/** VII.3, VII.5: the two Morale Recheck Phases of the turn (rules/sequence.ts). */
const RECHECK_PHASES: ReadonlySet<string> = new Set(["p1Recheck", "p2Recheck"]);

export function isRecheckPhase(phase: string): boolean {
  return RECHECK_PHASES.has(phase);
}

/** VIII-H.1: a broken unit's check that is its Leader recheck: not the blocked retreat's of VIII-H.3. */
export function isLeaderRecheck(c: Pick<MoraleCase, "broken" | "retreatBlockedByEnemy">): boolean {
  record(c, "case");
  return yesNo(c.broken, "broken") && !yesNo(c.retreatBlockedByEnemy, "retreatBlockedByEnemy");
}

/** Where the combat's turn stood for the recheck; null outside a combat whose turn is tracked. */
export interface RecheckTurn {
  readonly phase: string;
  /** The unit's side's Morale Recheck Phase this turn; null when it cannot be told (initiative not rolled). */
  readonly ownRecheckPhase: string | null;
  /** The unit's Leader rechecks already rolled in this phase of this turn. */
  readonly rechecksThisPhase: number;
}

export type RecheckProblem = "notRecheckPhase" | "notYourRecheckPhase" | "noLeader" | "alreadyRechecked";

/** Why the broken unit may not roll its Leader recheck now, or null. */
export function recheckProblem(inLeaderRange: boolean, turn: RecheckTurn | null): RecheckProblem | null {
  if (turn !== null) {
    record(turn, "turn");
    // VII.3, VII.5: the recheck has a phase of its own, after the side's movement
    if (!isRecheckPhase(turn.phase)) return "notRecheckPhase";
    if (turn.ownRecheckPhase !== null && turn.ownRecheckPhase !== turn.phase) return "notYourRecheckPhase";
  }
  // VIII-H.1, IV-f, SMR-6: "within the leadership range of a friendly Leader unit", unbroken and unwounded
  if (!yesNo(inLeaderRange, "inLeaderRange")) return "noLeader";
  // VIII-H.1: "failure changes nothing": one roll in the phase
  if (turn !== null && whole(turn.rechecksThisPhase, "turn.rechecksThisPhase", 0) > 0) return "alreadyRechecked";
  return null;
}
