/**
 * The morale check (Striker 8.C.1-3): when a team must check, its modifiers and the roll.
 * Rulings STR-2 (cover +2/+3), STR-3 (table includes the +1) and STR-6 (leaders add up).
 */
import { keyOf, list, record, text } from "../../../core/checks";
import { sum, type DiceSource } from "../../../core/dice";
import { roll2d6, type DiceModifier } from "./difficulty";
import type { LeaderKind } from "./team-status";

const KEY = "STARSKIRMISH.Striker.Morale";

/** Ruling STR-3 / Striker 8.C.3: 2D6 + morale + modifiers; 14+ passes, 9-13 suppressed, -8 routed. */
export const MORALE_RESULTS = [
  { result: "routed", max: 8 },
  { result: "suppressed", max: 13 },
  { result: "passed", max: Number.POSITIVE_INFINITY },
] as const satisfies readonly { result: string; max: number }[];

export type MoraleResult = (typeof MORALE_RESULTS)[number]["result"];

/** Ruling STR-2 / Striker 8.C.2.b.ii: concealed +2, hidden +3. */
export const COVER_MORALE_DM = { open: 0, concealed: 2, hidden: 3 } as const;

/** Ruling STR-6 / Striker 8.C.2.b.i: each visible leader team within 100 m. */
export const LEADER_MORALE_DM = { nco: 1, officer: 2, companyCommander: 3 } as const satisfies Record<LeaderKind, number>;

/** Striker 8.C.2.b.i: leaders influence teams within this range. */
export const LEADER_INFLUENCE_RANGE_M = 100;

/** Striker 8.C.3: each friendly casualty within this range this phase, not in the team, -1. */
export const NEARBY_CASUALTY_RANGE_M = 50;
export const NEARBY_CASUALTY_DM = -1;

/** Striker 8.C.1: reasons a team must check. */
export const MORALE_TRIGGERS = ["casualties", "nearbyCasualty", "combatResult", "leaderRouted"] as const;
export type MoraleTrigger = (typeof MORALE_TRIGGERS)[number];

/** Striker 8.C (intro), 8.C.1: a routed leader stand within this range and in LOS. */
export const LEADER_ROUT_RANGE_M = 200;

/**
 * A leader team as the checking team sees it. Only a team whose leader still stands is one: once
 * the first trooper falls it is "no longer considered a leader team for all purposes" (Striker 4.A,
 * 8.B.6), so it neither adds nor, failing, subtracts; the caller leaves it out (actions/morale-roll.ts).
 */
export interface LeaderInfluence {
  readonly kind: LeaderKind;
  readonly visible: boolean;
  readonly distanceM: number;
  /** Striker 8.C.2.b.i: an NCO helps only teams normally under his leadership. */
  readonly normallyLeads: boolean;
  /** Ruling STR-6: a leader that failed its own check this phase subtracts its value. */
  readonly failedOwnCheck: boolean;
}

/** The modifier one leader gives, 0 if it cannot influence this team. */
export function leaderModifier(leader: LeaderInfluence): number {
  record(leader, "leader");
  keyOf(leader.kind, "leader.kind", LEADER_MORALE_DM);
  if (!Number.isFinite(leader.distanceM) || leader.distanceM < 0) throw new RangeError(`Leader distance must be 0 m or more, not ${leader.distanceM}`);
  if (!leader.visible || leader.distanceM > LEADER_INFLUENCE_RANGE_M) return 0;
  const value = LEADER_MORALE_DM[leader.kind];
  // A failed leader unsettles every team that can see it; a steady NCO only helps his own.
  if (leader.failedOwnCheck) return -value;
  if (leader.kind === "nco" && !leader.normallyLeads) return 0;
  return value;
}

export interface MoraleInput {
  /** The team's current morale, after this phase's casualties (Striker 8.C.2). */
  readonly morale: number;
  readonly status: keyof typeof COVER_MORALE_DM;
  readonly leaders: readonly LeaderInfluence[];
  /** Striker 8.C.2.c: friendly casualties this phase within 50 m, outside the team. */
  readonly nearbyCasualties: number;
}

export interface MoraleCheck {
  readonly dice: readonly [number, number];
  readonly modifiers: readonly DiceModifier[];
  readonly total: number;
  readonly result: MoraleResult;
}

/** Reads the morale table for a modified total. */
export function moraleResult(total: number): MoraleResult {
  if (!Number.isInteger(total)) throw new RangeError(`A morale total must be whole, not ${total}`);
  const row = MORALE_RESULTS.find((r) => total <= r.max);
  if (!row) throw new RangeError(`No morale result for ${total}`);
  return row.result;
}

/** The labelled modifiers of a check, the team's morale first. */
export function moraleModifiers(input: MoraleInput): DiceModifier[] {
  record(input, "input");
  list(input.leaders, "input.leaders");
  if (typeof input.status !== "string" || !Object.hasOwn(COVER_MORALE_DM, input.status)) throw new RangeError(`Unknown cover status "${String(input.status)}"`);
  if (!Number.isInteger(input.morale)) throw new RangeError(`Morale must be a whole number, not ${input.morale}`);
  if (!Number.isInteger(input.nearbyCasualties) || input.nearbyCasualties < 0) {
    throw new RangeError(`Nearby casualties must be 0 or more, not ${input.nearbyCasualties}`);
  }
  const cover = COVER_MORALE_DM[input.status];
  if (cover === undefined) throw new RangeError(`Unknown cover status "${String(input.status)}"`);
  const out: DiceModifier[] = [{ label: `${KEY}.Modifier.morale`, value: input.morale }];
  const leaders = sum(input.leaders.map(leaderModifier));
  if (leaders) out.push({ label: `${KEY}.Modifier.leaders`, value: leaders });
  if (cover) out.push({ label: `${KEY}.Modifier.${input.status}`, value: cover });
  if (input.nearbyCasualties) out.push({ label: `${KEY}.Modifier.nearbyCasualties`, value: NEARBY_CASUALTY_DM * input.nearbyCasualties });
  return out;
}

/** Striker 8.C.2: roll 2D6, add morale and modifiers, read the table. */
export function resolveMorale(input: MoraleInput, dice: DiceSource): MoraleCheck {
  const modifiers = moraleModifiers(input);
  const rolled = roll2d6(dice);
  const total = sum(rolled) + sum(modifiers.map((m) => m.value));
  return { dice: rolled, modifiers, total, result: moraleResult(total) };
}

/** Localisation key of a morale result. */
export function moraleResultLabel(result: MoraleResult): string {
  return `${KEY}.Result.${result}`;
}

/** What happened around one team this fire phase. */
export interface MoraleSituation {
  readonly tookCasualties: boolean;
  /** A hit or an "M" on the hit table (Striker 8.A.1.b). */
  readonly combatResult: boolean;
  /** Other teams that suffered casualties this phase. */
  readonly casualtyTeams: readonly { readonly distanceM: number; readonly visible: boolean }[];
  /** Leader teams that routed this phase. */
  readonly routedLeaders: readonly { readonly distanceM: number; readonly lineOfSight: boolean }[];
}

/** Striker 8.C.1: every reason this team must check (empty if none). */
export function moraleTriggers(s: MoraleSituation): MoraleTrigger[] {
  record(s, "situation");
  list(s.casualtyTeams, "casualtyTeams").forEach((t, i) => record(t, `casualtyTeams[${i}]`));
  list(s.routedLeaders, "routedLeaders").forEach((l, i) => record(l, `routedLeaders[${i}]`));
  const out: MoraleTrigger[] = [];
  if (s.tookCasualties) out.push("casualties");
  if (s.casualtyTeams.some((t) => t.visible && t.distanceM <= NEARBY_CASUALTY_RANGE_M)) out.push("nearbyCasualty");
  if (s.combatResult) out.push("combatResult");
  if (s.routedLeaders.some((l) => l.lineOfSight && l.distanceM <= LEADER_ROUT_RANGE_M)) out.push("leaderRouted");
  return out;
}

/** One reason for one team to check. */
export interface MoraleEvent {
  readonly teamId: string;
  readonly trigger: MoraleTrigger;
}

/**
 * Striker 8.C.1: checks come at the end of the fire phase, at most one per team however many
 * reasons it has. Returns each team once with all its reasons, in first-seen order.
 */
export function teamsToCheck(events: readonly MoraleEvent[]): { teamId: string; triggers: MoraleTrigger[] }[] {
  const byTeam = new Map<string, MoraleTrigger[]>();
  for (const e of list(events, "events")) {
    text(record(e, "event").teamId, "event.teamId");
    if (!MORALE_TRIGGERS.includes(e.trigger)) throw new RangeError(`Unknown morale trigger "${String(e.trigger)}"`);
    const list = byTeam.get(e.teamId) ?? [];
    if (!list.includes(e.trigger)) list.push(e.trigger);
    byTeam.set(e.teamId, list);
  }
  return [...byTeam].map(([teamId, triggers]) => ({ teamId, triggers }));
}

/** Seniority for ordering checks: company commander, officers, NCOs, then other teams. */
export const CHECK_ORDER: readonly (LeaderKind | null)[] = ["companyCommander", "officer", "nco", null];

/** Striker 8.C.2.b.i: leader teams check before the teams they influence. Stable otherwise. */
export function orderChecks<T extends { readonly leader: LeaderKind | null }>(teams: readonly T[]): T[] {
  list(teams, "teams").forEach((t, i) => record(t, `teams[${i}]`));
  return [...teams].sort((a, b) => CHECK_ORDER.indexOf(a.leader) - CHECK_ORDER.indexOf(b.leader));
}
