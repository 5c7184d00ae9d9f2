/**
 * Rally by another leader (Striker 8.C.5): an officer/NCO team, visible and within 100 m of a
 * routed team in the command phase, rallies it with no die roll; neither team may move or fire
 * this turn. Pure: the board gives the teams and their markers, the dialog says which are
 * visible, and the card lists who rallied with an Apply per team that takes Routed off.
 */
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { STR_MARKER } from "../rules/markers";
import { RALLY_RANGE_M, canRally } from "../rules/morale-effects";
import type { MoraleCondition, TeamState } from "../rules/team-state";
import type { LeaderKind } from "../rules/team-status";

/** A friendly team near the leader, as the board shows it. */
export interface RallyCandidate {
  readonly key: string;
  readonly uuid: string;
  readonly name: string;
  readonly distanceM: number;
  readonly markers: MarkerCounts;
  /** Striker 7.A.1: whether the board finds a line of sight from the leader; the player has the last word. */
  readonly seen?: boolean;
}

/** The rallying leader team: its leader (null once he fell) and its markers. */
export interface RallyLeaderTeam {
  readonly name: string;
  readonly leader: LeaderKind | null;
  readonly markers: MarkerCounts;
}

export type RallyRefusal = "notVisible" | "tooFar" | "notRouted";
export type LeaderRefusal = "noLeader" | "leaderNotNormal";

/** Striker 8.C.4: the morale condition the markers show. */
export function conditionOf(markers: MarkerCounts): MoraleCondition {
  if (markerCount(markers, STR_MARKER.routed) > 0) return "routed";
  if (markerCount(markers, STR_MARKER.suppressed) > 0) return "suppressed";
  return "normal";
}

const state = (id: string, leader: LeaderKind | null, markers: MarkerCounts): TeamState => ({
  id, morale: 0, initiative: "low", leader, soldiers: 4, condition: conditionOf(markers), visibility: "open",
});

/** Why this leader team cannot rally anyone (Striker 8.B.6, 8.C.5), or null if it can. */
export function leaderRefusal(leader: RallyLeaderTeam): LeaderRefusal | null {
  if (leader.leader === null) return "noLeader";
  // A suppressed team may not check line of sight and a routed one is running (rules canRally).
  return conditionOf(leader.markers) === "normal" ? null : "leaderNotNormal";
}

/** The routed teams the dialog offers: those within 100 m, nearest first. */
export function rallyCandidates(teams: readonly RallyCandidate[]): RallyCandidate[] {
  return teams
    .filter((t) => conditionOf(t.markers) === "routed" && t.distanceM <= RALLY_RANGE_M)
    .sort((a, b) => a.distanceM - b.distanceM);
}

export function rallyDialogContext(leaderName: string, candidates: readonly RallyCandidate[]) {
  return {
    leaderName,
    rangeM: RALLY_RANGE_M,
    teams: candidates.map((c, index) => ({ index, name: c.name, distanceM: Math.round(c.distanceM), unseen: c.seen === false })),
  };
}

/** Which candidates the player ticked as visible to the leader (unticked boxes come back false). */
export function readRallyForm(raw: unknown, candidates: readonly RallyCandidate[]): boolean[] {
  const f = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  return candidates.map((_, i) => f[`visible-${i}`] === true);
}

export interface RallyRow {
  readonly key: string;
  readonly uuid: string;
  readonly name: string;
  readonly distanceM: number;
  readonly rallied: boolean;
  readonly refusal: RallyRefusal | null;
}

/** Striker 8.C.5: each candidate rallied or not, and why not. The leader must be able to rally. */
export function leaderRally(leader: RallyLeaderTeam, candidates: readonly RallyCandidate[], visible: readonly boolean[]): RallyRow[] {
  if (leaderRefusal(leader) !== null) throw new RangeError(`${leader.name} cannot rally`);
  const by = state("leader", leader.leader, leader.markers);
  return candidates.map((c, i) => {
    const seen = visible[i] === true;
    const target = state(c.key, null, c.markers);
    const rallied = canRally(target, { team: by, visible: seen, distanceM: c.distanceM });
    const refusal: RallyRefusal | null = rallied ? null : target.condition !== "routed" ? "notRouted" : c.distanceM > RALLY_RANGE_M ? "tooFar" : "notVisible";
    return { key: c.key, uuid: c.uuid, name: c.name, distanceM: Math.round(c.distanceM), rallied, refusal };
  });
}

/** The marker change a rally makes: Routed comes off (Striker 8.C.5). */
export const RALLY_MARKER_CHANGES: Readonly<Record<string, number>> = { [STR_MARKER.routed]: -1 };

export function rallyCardContext(leaderName: string, rows: readonly RallyRow[]) {
  return {
    leaderName,
    rows: rows.map((r) => ({
      key: r.key,
      name: r.name,
      distanceM: r.distanceM,
      rallied: r.rallied,
      resultLabel: r.rallied ? "STARSKIRMISH.Striker.Rally.rallied" : `STARSKIRMISH.Striker.Rally.Refusal.${r.refusal ?? "notVisible"}`,
    })),
    anyRallied: rows.some((r) => r.rallied),
    // the outcome line counts the teams rallied; the 8.C.5 restriction that follows is ordinary text
    ralliedCount: rows.filter((r) => r.rallied).length,
  };
}
