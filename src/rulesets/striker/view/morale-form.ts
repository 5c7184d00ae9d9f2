/**
 * The morale dialog (Striker 8.C.2): the team's status from its markers and ground (and, where the
 * board's forest or building made it concealed, or a forest's depth hid it, with no marker, a note
 * saying so, 7.A.1.c, 7.A.2), the
 * leader teams near it on the board (ruling STR-6), and reading the answers back into the core's
 * MoraleInput.
 */
import { COVER_MORALE_DM, LEADER_INFLUENCE_RANGE_M, type LeaderInfluence, type MoraleInput } from "../rules/morale";
import type { LeaderKind } from "../rules/team-status";
import { statusFromGround, type GroundSource } from "./fire-plan";
import type { MoraleMode } from "./morale-card";

/** A leader team near the checking team, as the board shows it. */
export interface NearLeader {
  readonly name: string;
  readonly kind: LeaderKind;
  readonly distanceM: number;
  /** Striker 8.C.2.b.i: whether it may lead this team (an NCO helps only his own teams). */
  readonly normallyLeads: boolean;
  /** Ruling STR-6: a leader team now Suppressed or Routed is taken to have failed its own check. */
  readonly failedDefault: boolean;
  /** Striker 7.A.1: whether the board finds a line of sight to it; the player has the last word. */
  readonly seen?: boolean;
}

export const MORALE_STATUSES = Object.keys(COVER_MORALE_DM) as (keyof typeof COVER_MORALE_DM)[];

/**
 * `concealedBy`: the forest or building that made the team concealed, or the forest's depth that
 * made it hidden, with no marker saying so (fire-plan.ts concealingTerrain): the dialog says so
 * while it offers that status.
 */
export function moraleDialogContext(input: { teamName: string; mode: MoraleMode; morale: number; status: keyof typeof COVER_MORALE_DM; leaders: readonly NearLeader[]; concealedBy?: GroundSource | null }) {
  return {
    teamName: input.teamName,
    modeLabel: `STARSKIRMISH.Striker.Morale.${input.mode}`,
    morale: input.morale,
    status: input.status,
    statusFrom: input.concealedBy && input.status === statusFromGround(input.concealedBy) ? `STARSKIRMISH.Striker.Morale.StatusFrom.${input.concealedBy}` : "",
    statuses: MORALE_STATUSES.map((s) => ({ value: s, label: `STARSKIRMISH.Striker.Fire.Status.${s}` })),
    leaders: input.leaders
      .filter((l) => l.distanceM <= LEADER_INFLUENCE_RANGE_M)
      .map((l, index) => ({ index, name: l.name, distanceM: Math.round(l.distanceM), failed: l.failedDefault, unseen: l.seen === false })),
  };
}

/** The answers as the core's input; leaders beyond 100 m are left out (they cannot help). */
export function readMoraleForm(raw: unknown, morale: number, status: keyof typeof COVER_MORALE_DM, leaders: readonly NearLeader[]): MoraleInput {
  const f = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const near = leaders.filter((l) => l.distanceM <= LEADER_INFLUENCE_RANGE_M);
  const n = Number(f.nearbyCasualties);
  const chosen = MORALE_STATUSES.includes(f.status as keyof typeof COVER_MORALE_DM) ? (f.status as keyof typeof COVER_MORALE_DM) : status;
  const influences: LeaderInfluence[] = near.map((l, i) => ({
    kind: l.kind,
    visible: f[`visible-${i}`] === undefined ? true : f[`visible-${i}`] === true,
    distanceM: l.distanceM,
    normallyLeads: l.normallyLeads,
    failedOwnCheck: f[`failed-${i}`] === undefined ? l.failedDefault : f[`failed-${i}`] === true,
  }));
  return { morale, status: chosen, leaders: influences, nearbyCasualties: Number.isInteger(n) && n >= 0 && n <= 24 ? n : 0 };
}
