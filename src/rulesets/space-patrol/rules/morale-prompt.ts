/**
 * Which morale checks an event on the board calls for (Guide 6.9): a friend killed within 6"
 * (Will DT 12), a friendly vehicle exploding within 12" (DT 16), the leader killed or knocked
 * unconscious within 12" (DT 20). Only the victim's own side checks, and only those still able to
 * (not dead, not unconscious: Guide 6.14, an unconscious combatant senses nothing).
 */
import { list, record, text } from "../../../core/checks";
import { moraleCheckFor, type MoraleTrigger } from "./morale";

export type MoraleVictimKind = "person" | "craft";
export type MoraleEventStatus = "dead" | "unconscious";

/** The triggers one change of state sets off. */
export function moraleTriggersFor(victim: { readonly kind: MoraleVictimKind; readonly leader: boolean }, status: MoraleEventStatus): MoraleTrigger[] {
  if (record(victim, "victim").kind === "craft") return status === "dead" ? ["friendlyVehicleExplodes"] : [];
  const out: MoraleTrigger[] = [];
  if (status === "dead") out.push("friendKilled");
  if (victim.leader) out.push("leaderDown");
  return out;
}

export interface MoraleWitness {
  readonly key: string;
  readonly side: string | null;
  readonly distanceInches: number;
  /** Dead or unconscious: no check. */
  readonly out: boolean;
}

export interface MoralePromptRow {
  readonly key: string;
  readonly trigger: MoraleTrigger;
  readonly dt: number;
  readonly distanceInches: number;
}

/**
 * When one event sets off two triggers for the same witness (their leader killed beside them), the
 * Guide does not say whether they roll twice. One Morale Marker is the most they can take (SP-9), so
 * they make the hardest check that applies, once.
 */
export const ONE_CHECK_PER_WITNESS_HARDEST_FIRST = true;

/** The witnesses that must check, nearest first, each with the hardest check that reaches them. */
export function moralePromptRows(triggers: readonly MoraleTrigger[], victimSide: string | null, witnesses: readonly MoraleWitness[]): MoralePromptRow[] {
  list(triggers, "triggers");
  list(witnesses, "witnesses").forEach((w, i) => text(record(w, `witnesses[${i}]`).key, `witnesses[${i}].key`));
  if (victimSide === null) return [];
  const rows: MoralePromptRow[] = [];
  for (const w of witnesses) {
    if (w.out || w.side !== victimSide) continue;
    let best: MoralePromptRow | null = null;
    for (const trigger of triggers) {
      const check = moraleCheckFor(trigger, w.distanceInches);
      if (check && (!best || check.dt > best.dt)) best = { key: w.key, trigger, dt: check.dt, distanceInches: w.distanceInches };
    }
    if (best) rows.push(best);
  }
  return rows.sort((a, b) => a.distanceInches - b.distanceInches);
}
