/**
 * What a morale result does (Striker 8.C.4), permanent morale loss (8.C.2.d) and rallying
 * (8.C.5).
 */
import type { MoraleResult } from "./morale";
import { record, yesNo } from "../../../core/checks";
import { assertTeam, type TeamState } from "./team-state";

/** Striker 8.C.2.d: morale lost each time a team routs. */
export const ROUT_MORALE_LOSS = 1;

/** Striker 8.C.5: a rallying leader must be visible and within this range. */
export const RALLY_RANGE_M = 100;

export interface MoraleEffects {
  readonly team: TeamState;
  /** Striker 8.C.4.b: the routed team makes its first move away at once. */
  readonly movesAwayNow: boolean;
  /** Striker 8.C.4.b: it then stays in its next movement phase but counts as moved for fire. */
  readonly skipsNextMovement: boolean;
  /** Striker 7.A.3: a concealed team that becomes suppressed hides at once. */
  readonly hidesNow: boolean;
}

/** Applies a morale result to a team. */
export function applyMoraleResult(team: TeamState, result: MoraleResult): MoraleEffects {
  assertTeam(team);
  switch (result) {
    case "passed":
      return { team, movesAwayNow: false, skipsNextMovement: false, hidesNow: false };
    case "suppressed": {
      const hides = team.visibility === "concealed";
      const next: TeamState = { ...team, condition: team.condition === "routed" ? "routed" : "suppressed", visibility: hides ? "hidden" : team.visibility };
      return { team: next, movesAwayNow: false, skipsNextMovement: false, hidesNow: hides };
    }
    case "routed":
      return {
        team: { ...team, condition: "routed", morale: team.morale - ROUT_MORALE_LOSS },
        movesAwayNow: true,
        skipsNextMovement: true,
        hidesNow: false,
      };
    default:
      throw new RangeError(`Unknown morale result "${String(result)}"`);
  }
}

/**
 * Striker 8.C.5: a routed officer/NCO team checks morale in the command phase; a pass rallies it,
 * and it may not move or fire this turn. A fail leaves it routed.
 */
export function selfRally(team: TeamState, check: MoraleResult): { team: TeamState; rallied: boolean; idleThisTurn: boolean } {
  assertTeam(team);
  if (team.leader === null) throw new RangeError(`Team ${team.id} has no leader and cannot rally itself`);
  if (team.condition !== "routed") throw new RangeError(`Team ${team.id} is not routed`);
  if (check !== "passed") return { team, rallied: false, idleThisTurn: false };
  return { team: { ...team, condition: "normal" }, rallied: true, idleThisTurn: true };
}

export interface RallyingLeader {
  readonly team: TeamState;
  readonly visible: boolean;
  readonly distanceM: number;
}

/**
 * Striker 8.C.5: whether a leader can rally a routed team, without a roll. The leader must still
 * be one (Striker 8.B.6) and must itself be in normal order, since a suppressed team may not
 * check LOS and a routed one is running.
 */
export function canRally(target: TeamState, by: RallyingLeader): boolean {
  assertTeam(target);
  record(by, "by");
  assertTeam(by.team);
  yesNo(by.visible, "by.visible");
  if (!Number.isFinite(by.distanceM) || by.distanceM < 0) throw new RangeError(`Distance must be 0 m or more, not ${by.distanceM}`);
  return (
    target.condition === "routed" &&
    by.team.id !== target.id &&
    by.team.leader !== null &&
    by.team.condition === "normal" &&
    by.visible &&
    by.distanceM <= RALLY_RANGE_M
  );
}

/** Striker 8.C.5: rally a team; both it and the leader may not move or fire this turn. */
export function rallyByLeader(target: TeamState, by: RallyingLeader): { team: TeamState; idleThisTurn: readonly string[] } {
  if (!canRally(target, by)) throw new RangeError(`Team ${by.team.id} cannot rally team ${target.id}`);
  return { team: { ...target, condition: "normal" }, idleThisTurn: [target.id, by.team.id] };
}

/**
 * Striker 8.C.5: "Neither the rallying team nor the troops being rallied may move or fire during the
 * turn" (and a leader team that rallies itself "may not move or fire in the turn"). Whether a team
 * rallied, or rallied others, in turn `ralliedTurn` is still held idle in turn `nowTurn`: only in the
 * same turn, as "returns to its normal capabilities in the next turn". Null for either reads as no.
 */
export function idleAfterRally(ralliedTurn: number | null, nowTurn: number | null): boolean {
  if (ralliedTurn === null || nowTurn === null) return false;
  if (!Number.isInteger(ralliedTurn) || ralliedTurn < 1) throw new RangeError(`A rally's turn must be 1 or more, not ${ralliedTurn}`);
  if (!Number.isInteger(nowTurn) || nowTurn < 1) throw new RangeError(`The turn must be 1 or more, not ${nowTurn}`);
  return ralliedTurn === nowTurn;
}
