/**
 * What the rules track for one fire team between rolls (Striker 4.A, 8.B.6, 8.C.4): morale,
 * initiative, leader, soldiers left, morale condition and visibility.
 */
import { oneOf, record, text } from "../../../core/checks";
import { INITIATIVE_LEVELS, LEADER_KINDS, type Initiative, type LeaderKind } from "./team-status";

export const MORALE_CONDITIONS = ["normal", "suppressed", "routed"] as const;
export type MoraleCondition = (typeof MORALE_CONDITIONS)[number];
export const TEAM_VISIBILITIES = ["open", "concealed", "hidden"] as const;
export type TeamVisibility = (typeof TEAM_VISIBILITIES)[number];

export interface TeamState {
  readonly id: string;
  readonly morale: number;
  readonly initiative: Initiative;
  /** Null for a team without a leader, or whose leader fell (Striker 4.A). */
  readonly leader: LeaderKind | null;
  /** Soldiers still on the stand, in card order; the leader is the first (Striker 4.A). */
  readonly soldiers: number;
  readonly condition: MoraleCondition;
  readonly visibility: TeamVisibility;
}

/** Throws on a team that no rule could produce. */
export function assertTeam(team: TeamState): void {
  record(team, "team");
  text(team.id, "team.id");
  oneOf(team.initiative, "team.initiative", INITIATIVE_LEVELS);
  if (team.leader !== null) oneOf(team.leader, "team.leader", LEADER_KINDS);
  oneOf(team.condition, "team.condition", MORALE_CONDITIONS);
  oneOf(team.visibility, "team.visibility", TEAM_VISIBILITIES);
  if (!Number.isInteger(team.morale)) throw new RangeError(`Team ${team.id}: morale must be whole, not ${team.morale}`);
  if (!Number.isInteger(team.soldiers) || team.soldiers < 0 || team.soldiers > 4) {
    throw new RangeError(`Team ${team.id}: 0 to 4 soldiers, not ${team.soldiers}`);
  }
}
