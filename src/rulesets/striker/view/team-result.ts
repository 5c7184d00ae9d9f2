/**
 * What a card's result does to a team when it is applied (the rule-set part of "Apply"): fire
 * casualties mark troopers and cost morale, a fallen leader drops initiative (Striker 8.B.6); a
 * rout costs morale (Striker 8.C.2.d). The GM applies what the card's author sent, so the data is
 * checked and the effect recomputed from the team as it is now, never taken from the card.
 */
import { applyCasualties } from "../rules/casualties";
import { ROUT_MORALE_LOSS } from "../rules/morale-effects";
import { MORALE_RESULTS, type MoraleResult } from "../rules/morale";
import type { LeaderKind } from "../rules/team-status";
import type { TeamState } from "../rules/team-state";
import type { TeamSystem } from "../data/team-schema";
import type { PlayPosition } from "../rules/sequence";
import { readPosition } from "./turn-view";
import { NO_END, suppressionEnd } from "../rules/turn-expiry";

export type TeamResultData =
  | { readonly kind: "casualties"; readonly casualties: readonly number[] }
  | { readonly kind: "morale"; readonly result: MoraleResult; readonly failedAt?: PlayPosition }
  /** Striker 8.C.5: the team was rallied by the team `by` (the team itself, where it rallied itself). */
  | { readonly kind: "rallied"; readonly by: string };

/** Reads card data; anything malformed is null and changes nothing. */
export function parseTeamResult(data: Readonly<Record<string, unknown>>): TeamResultData | null {
  if (data.kind === "casualties" && Array.isArray(data.casualties)) {
    const list = data.casualties as unknown[];
    if (list.length > 4 || !list.every((i) => Number.isInteger(i) && (i as number) >= 0 && (i as number) < 4)) return null;
    return { kind: "casualties", casualties: list as number[] };
  }
  if (data.kind === "morale" && MORALE_RESULTS.some((r) => r.result === data.result)) {
    // Where the turn stood when the check failed, if a tracked combat was running (Striker 8.C.4.a).
    const at = typeof data.failedAt === "object" && data.failedAt !== null ? (data.failedAt as Record<string, unknown>) : null;
    const failedAt = at && Number.isInteger(at.turn) && (at.turn as number) >= 1 ? readPosition(at) : undefined;
    return { kind: "morale", result: data.result as MoraleResult, ...(failedAt ? { failedAt } : {}) };
  }
  if (data.kind === "rallied" && typeof data.by === "string" && data.by !== "") return { kind: "rallied", by: data.by };
  return null;
}

const LEADER_KIND: Record<string, LeaderKind | null> = { none: null, nco: "nco", officer: "officer", commander: "companyCommander" };

/** The sheet's leader field as the rules' leader kind (Striker 8.B.6, 8.C.2); null for "none" or an unknown value. */
export const leaderKindOf = (leader: string): LeaderKind | null => LEADER_KIND[leader] ?? null;

export interface TeamChange {
  readonly system: Pick<TeamSystem, "troopers" | "morale" | "initiative"> & Partial<Pick<TeamSystem, "suppressedUntil">>;
  /** Striker 8.B.6: the team's leader fell; the Leader lost marker goes on. */
  readonly leaderLost: boolean;
}

/** The team after the result, or null when there is nothing to change. */
export function teamChange(system: TeamSystem, result: TeamResultData, leaderAlreadyLost: boolean): TeamChange | null {
  // Striker 8.C.5: a rally changes only the Routed marker; its idle turn is the Combat's record
  if (result.kind === "rallied") return null;
  if (result.kind === "morale") {
    // Striker 8.C.4.a: suppression lasts one complete turn from the step it failed in.
    if (result.result === "suppressed" && result.failedAt) {
      return { system: { troopers: system.troopers, initiative: system.initiative, morale: system.morale, suppressedUntil: suppressionEnd(result.failedAt) }, leaderLost: false };
    }
    if (result.result !== "routed") return null;
    return {
      // A rout replaces suppression, and has no end of its own.
      system: { troopers: system.troopers, initiative: system.initiative, morale: { ...system.morale, value: Math.max(0, system.morale.value - ROUT_MORALE_LOSS) }, suppressedUntil: { ...NO_END } },
      leaderLost: false,
    };
  }
  const standing = system.troopers.flatMap((t, i) => (t.casualty ? [] : [i]));
  // Troopers already down (the card applied twice, or marked by hand since) are not hit again.
  const fresh = [...new Set(result.casualties)].filter((i) => standing.includes(i));
  if (fresh.length === 0) return null;
  const leaderStanding = system.troopers[0] !== undefined && !system.troopers[0].casualty;
  const state: TeamState = {
    id: "team",
    morale: system.morale.value,
    initiative: system.initiative === "high" || system.initiative === "average" ? system.initiative : "low",
    // Striker 4.A: the leader is the first soldier on the card, while he stands.
    leader: leaderStanding && !leaderAlreadyLost ? leaderKindOf(system.leader) : null,
    soldiers: standing.length,
    condition: "normal",
    visibility: "open",
  };
  const effects = applyCasualties(state, fresh.map((i) => standing.indexOf(i)));
  return {
    system: {
      troopers: system.troopers.map((t, i) => (fresh.includes(i) ? { ...t, casualty: true } : t)),
      morale: { ...system.morale, value: Math.max(0, effects.team.morale) },
      initiative: effects.team.initiative,
    },
    leaderLost: effects.leaderLost,
  };
}
