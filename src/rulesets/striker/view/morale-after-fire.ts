/**
 * Which teams must check morale after an attack (Striker 8.C.1): the target for casualties or a
 * combat result, and every friendly team that saw casualties within 50 m; each team's reasons as
 * the fire card words them, and as it keeps them for the morale card, and as the morale card shows
 * them again from the attack's result. Pure; Foundry gives the target's neighbours on the board.
 */
import { moraleTriggers, type MoraleSituation, type MoraleTrigger } from "../rules/morale";
import type { FireOutcome } from "./fire-outcome";

export interface MoraleCandidate {
  readonly uuid: string;
  readonly name: string;
  readonly distanceM: number;
  /** Whether it can see the team that took the casualties (Striker 8.C.1 "and can see it", 7.A.1). */
  readonly sees: boolean;
}

export interface MoraleDue {
  readonly uuid: string;
  readonly name: string;
  readonly triggers: readonly MoraleTrigger[];
  /**
   * The team took at least one hit, so its combat result (Striker 8.A.1.b) was a hit, not an "M"
   * alone: the card names the one that applies.
   */
  readonly hit: boolean;
}

/** What the attack did to a team, as far as the morale rules ask: its casualties, its hits, and whether the hit table called for a check. */
export type MoraleOutcome = Pick<FireOutcome, "rows" | "casualties" | "moraleCheck">;

/**
 * The target first, then its neighbours nearest first: a friendly team within 50 m that can see the
 * team which took casualties checks too (8.C.1); the glue traces that sight on the board.
 */
export function moraleDue(target: Pick<MoraleCandidate, "uuid" | "name">, outcome: MoraleOutcome, neighbours: readonly MoraleCandidate[]): MoraleDue[] {
  const out: MoraleDue[] = [];
  const casualties = outcome.casualties.length;
  const hit = outcome.rows.some((r) => r.hits > 0);
  const own = moraleTriggers({ tookCasualties: casualties > 0, combatResult: outcome.moraleCheck, casualtyTeams: [], routedLeaders: [] });
  if (own.length > 0) out.push({ uuid: target.uuid, name: target.name, triggers: own, hit });
  if (casualties === 0) return out;
  for (const n of [...neighbours].sort((a, b) => a.distanceM - b.distanceM)) {
    if (n.uuid === target.uuid) continue;
    const triggers = moraleTriggers({ tookCasualties: false, combatResult: false, casualtyTeams: [{ distanceM: n.distanceM, visible: n.sees }], routedLeaders: [] });
    if (triggers.length > 0) out.push({ uuid: n.uuid, name: n.name, triggers, hit: false });
  }
  return out;
}

/**
 * One list from several (a burst puts casualties on more than one team, Striker 8.A.1.b.5): each
 * team once, in first-seen order, with every reason it has to check, hit if any attack hit it.
 */
export function mergeMoraleDue(lists: readonly (readonly MoraleDue[])[]): MoraleDue[] {
  const byUuid = new Map<string, { uuid: string; name: string; triggers: MoraleTrigger[]; hit: boolean }>();
  for (const due of lists.flat()) {
    const entry = byUuid.get(due.uuid) ?? { uuid: due.uuid, name: due.name, triggers: [], hit: false };
    for (const t of due.triggers) if (!entry.triggers.includes(t)) entry.triggers.push(t);
    entry.hit ||= due.hit;
    byUuid.set(due.uuid, entry);
  }
  return [...byUuid.values()];
}

/** A reason the card gives for a team's check: the rules' triggers, with the combat result told as a hit or an "M". */
export const MORALE_REASONS = ["casualties", "hit", "mResult", "nearbyCasualty", "leaderRouted"] as const;
export type MoraleReason = (typeof MORALE_REASONS)[number];

/**
 * The reasons that apply, each once, in the rules' order (Striker 8.C.1). A casualty is a hit
 * (8.B.1), so a team that took casualties is not told it was also hit; a team hit without loss is
 * told it was hit; only a team with no hit is told of the hit table's "M" (8.A.1.b: "If the target
 * takes a hit or there is a 'M' in that position the target team also takes a morale check").
 */
export function moraleReasons(due: Pick<MoraleDue, "triggers" | "hit">): MoraleReason[] {
  const out: MoraleReason[] = [];
  for (const t of due.triggers) {
    if (t !== "combatResult") out.push(t);
    else if (!due.triggers.includes("casualties")) out.push(due.hit ? "hit" : "mResult");
  }
  return [...new Set(out)];
}

/** A team's reasons as a fire card keeps them in its payload (cards/fire.ts `moraleReasons`). */
export interface RecordedReasons {
  readonly uuid: string;
  readonly reasons: readonly string[];
}

/** What a fire card keeps of each team it calls to check: its reasons by actor UUID. */
export const reasonsRecord = (due: readonly MoraleDue[]): { uuid: string; reasons: MoraleReason[] }[] => due.map((d) => ({ uuid: d.uuid, reasons: moraleReasons(d) }));

/**
 * The reasons a fire card recorded for one team (by actor UUID), each known one once, in the
 * order kept; none for a team it did not record. The caller reads the record from the GM's ledger,
 * where a card's author cannot rewrite it, never from the card's buttons.
 */
export function recordedReasons(recorded: readonly RecordedReasons[], uuid: string): MoraleReason[] {
  const known = new Set<string>(MORALE_REASONS);
  const own = recorded.find((r) => r.uuid === uuid)?.reasons ?? [];
  return [...new Set(own)].filter((r): r is MoraleReason => known.has(r));
}

/** A team an attack reached, by actor UUID, with what the attack did to it. */
export interface AttackedTeam {
  readonly uuid: string;
  readonly outcome: MoraleOutcome;
}

/**
 * One team's reasons to check (Striker 8.C.1) as the attack's own result gives them, in place of
 * the reasons its card claims: its casualties, hit or "M" from what the attack did to it (the GM
 * reads that again from the card's dice), as moraleDue gives them. Seeing a friendly team's
 * casualties within 50 m rests on where the teams stand, which neither the dice nor the card's
 * record keeps: it is kept from the card's claim (`claimed`) only where the attack gave some other
 * team it reached casualties, as it must have for any team to see them, and the glue then judges
 * it from the board (nearbyBorneOut, actions/nearby-casualties.ts).
 */
export function reasonsFromResult(attacked: readonly AttackedTeam[], uuid: string, claimed: readonly MoraleReason[]): MoraleReason[] {
  const own = attacked.filter((t) => t.uuid === uuid).map((t) => moraleDue({ uuid, name: "" }, t.outcome, []));
  const sawCasualties = claimed.includes("nearbyCasualty") && attacked.some((t) => t.uuid !== uuid && t.outcome.casualties.length > 0);
  const nearby: MoraleDue[] = sawCasualties ? [{ uuid, name: "", triggers: ["nearbyCasualty"], hit: false }] : [];
  const [due] = mergeMoraleDue([...own, nearby]);
  return due ? moraleReasons(due) : [];
}

/**
 * A team of the checking team's side that took casualties in the attack, as the board shows it from
 * the checking team: its distance, and whether the checking team sees it (8.C.1 "and can see it",
 * 7.A.1); the rules' own shape of it.
 */
export type CasualtyTeamSeen = MoraleSituation["casualtyTeams"][number];

/**
 * The reasons with "saw casualties nearby" kept only where the board bears it out (Striker 8.C.1:
 * a team "within 50 m of a team (and can see it) which suffered a casualty that phase"): some team
 * of its side that took casualties in this attack stands within 50 m and in its sight. The card's
 * claim alone is its author's word, who may be the checking team's enemy. `dropped` says the claim
 * was not borne out, so the one resolving the check is told why.
 */
export function nearbyBorneOut(reasons: readonly MoraleReason[], casualtyTeams: readonly CasualtyTeamSeen[]): { reasons: MoraleReason[]; dropped: boolean } {
  if (!reasons.includes("nearbyCasualty")) return { reasons: [...reasons], dropped: false };
  const seen = moraleTriggers({ tookCasualties: false, combatResult: false, casualtyTeams, routedLeaders: [] }).includes("nearbyCasualty");
  return seen ? { reasons: [...reasons], dropped: false } : { reasons: reasons.filter((r) => r !== "nearbyCasualty"), dropped: true };
}

/**
 * Why a "saw casualties nearby" claim was not counted (Striker 8.C.1), as the board judged it where
 * the check was resolved (actions/nearby-casualties.ts): no such team stood within 50 m in the
 * checking team's sight (`notSeen`), or the team had no one token on the scene to judge from
 * (`noToken`).
 */
export const NEARBY_DROPS = ["notSeen", "noToken"] as const;
export type NearbyDrop = (typeof NEARBY_DROPS)[number];

/** The language key of a reason. */
export const moraleReasonLabel = (reason: MoraleReason): string => `STARSKIRMISH.Striker.Morale.Reason.${reason}`;
