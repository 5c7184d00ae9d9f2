/**
 * Morale and rally cards (Striker 8.C): the markers a result places, and what the card shows.
 * Pure, so the gallery renders the same card and the marker changes are tested.
 */
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { STR_MARKER } from "../rules/markers";
import { MORALE_RESULTS, moraleResultLabel, type MoraleCheck, type MoraleResult } from "../rules/morale";
import { moraleReasonLabel, type MoraleReason, type NearbyDrop } from "./morale-after-fire";
import { suppressedCounter, type StoredEnd } from "../rules/turn-expiry";
import type { PhaseId } from "../rules/sequence";
import { untilLabels } from "./team-suppression";
import { signed } from "../../../core/signed";

export type MoraleMode = "check" | "rally";

/**
 * Striker 8.C.4: suppressed puts a Suppressed marker on; routed replaces Suppressed with Routed; a
 * routed team stays routed whatever it rolls. A rally check (8.C.5) that passes takes the Routed
 * marker off. Striker 7.A.3: "If a team is concealed and becomes suppressed, it immediately hides":
 * a Concealed marker turns to Hidden, and a team with neither marker that the board had concealed
 * in a forest or building when it rolled (`inConcealment`, 7.A.2: not a team with a heavy weapon;
 * a team the wood's depth hides, 7.A.1.c, too) takes a Hidden marker.
 */
export function moraleMarkerChanges(markers: MarkerCounts, result: MoraleResult, mode: MoraleMode, inConcealment = false): Record<string, number> {
  const has = (id: string) => markerCount(markers, id) > 0;
  if (mode === "rally") return result === "passed" && has(STR_MARKER.routed) ? { [STR_MARKER.routed]: -1 } : {};
  if (has(STR_MARKER.routed) || result === "passed") return {};
  if (result === "routed") return { [STR_MARKER.routed]: 1, ...(has(STR_MARKER.suppressed) ? { [STR_MARKER.suppressed]: -1 } : {}) };
  if (has(STR_MARKER.suppressed)) return {};
  if (has(STR_MARKER.concealed)) return { [STR_MARKER.suppressed]: 1, [STR_MARKER.concealed]: -1, [STR_MARKER.hidden]: 1 };
  // a Hidden team is hidden already; the board's concealment hides only a team no marker placed
  if (inConcealment && !has(STR_MARKER.hidden)) return { [STR_MARKER.suppressed]: 1, [STR_MARKER.hidden]: 1 };
  return { [STR_MARKER.suppressed]: 1 };
}

/**
 * Ruling STR-3 / Striker 8.C.3: the totals the morale table reads a check against, from its rows:
 * the least that passes (14), and the least that is only suppressed, not routed (9).
 */
function moraleScores(): { pass: number; suppressed: number } {
  const routedMax = MORALE_RESULTS.find((r) => r.result === "routed")?.max ?? 0;
  const suppressedMax = MORALE_RESULTS.find((r) => r.result === "suppressed")?.max ?? 0;
  return { pass: suppressedMax + 1, suppressed: routedMax + 1 };
}

export interface MoraleCardContext {
  teamName: string;
  modeLabel: string;
  /** Why the team checks, as the GM's record of the fire card that called for it gives (Striker 8.C.1); empty where not known. */
  reasons: string[];
  /**
   * The line saying the fire card's "saw casualties nearby" was not counted, and why (Striker
   * 8.C.1): the board showed no such team within 50 m in the team's sight, or could not show where
   * the team stands. Null where nothing was dropped.
   */
  nearbyDroppedLabel: string | null;
  dice: readonly number[];
  modifiers: { label: string; value: string }[];
  total: number;
  /**
   * The total against the scores the table needs (STR-3, 8.C.3): 14 to pass, 9 to be only
   * suppressed; a rally (8.C.5) is the same check, passed on 14.
   */
  against: { key: string; total: number; pass: number; suppressed: number };
  resultLabel: string;
  /**
   * What the result means for play, as an ordinary line under the outcome: a rally that passes
   * (Striker 8.C.5) leaves the team unable to move or fire this turn. Null where nothing follows.
   */
  thenLabel: string | null;
  passed: boolean;
  /** What Apply does to the team's markers: place or remove each, so many times. */
  changes: { key: string; label: string; count: number; many: boolean }[];
  targetKey: string;
  canApply: boolean;
  /** Striker 8.C.4.b: a failed check routed the team, which moves away at once. */
  routed: boolean;
  /** Striker 8.C.4.a: when a suppression ends, and the counter the rules print (3 or 5). */
  until: { turn: number; phaseLabel: string; step: string; stepLabel: string | null; counter: number } | null;
}

/** The end of a suppression as the card and sheet show it, or null when none is recorded. */
export function untilView(end: StoredEnd | undefined): MoraleCardContext["until"] {
  const counter = end ? suppressedCounter(end) : null;
  if (!end || counter === null) return null;
  return { turn: end.turn, ...untilLabels(end.phase as PhaseId, end.step), step: end.step, counter };
}

export function moraleCardContext(input: {
  teamName: string;
  mode: MoraleMode;
  check: MoraleCheck;
  changes: Record<string, number>;
  markerLabels: Readonly<Record<string, string>>;
  targetKey: string;
  until?: StoredEnd;
  /** Why the team checks (Striker 8.C.1), from the GM's record of the fire card; absent on a check rolled from the sheet. */
  reasons?: readonly MoraleReason[];
  /** Why "saw casualties nearby" was not counted (8.C.1); absent, null or "" where it was not dropped. */
  nearbyDropped?: NearbyDrop | "" | null;
}): MoraleCardContext {
  const routedLoss = input.mode === "check" && input.check.result === "routed";
  return {
    teamName: input.teamName,
    modeLabel: `STARSKIRMISH.Striker.Morale.${input.mode}`,
    reasons: [...new Set(input.reasons ?? [])].map(moraleReasonLabel),
    // a reason both kept and dropped is no card we post: the kept one stands, with no line against it
    nearbyDroppedLabel: input.nearbyDropped && !input.reasons?.includes("nearbyCasualty") ? `STARSKIRMISH.Striker.Morale.NearbyDropped.${input.nearbyDropped}` : null,
    dice: input.check.dice,
    modifiers: input.check.modifiers.map((m) => ({ label: m.label, value: signed(m.value) })),
    total: input.check.total,
    against: { key: `STARSKIRMISH.Striker.Morale.Against.${input.mode}`, total: input.check.total, ...moraleScores() },
    resultLabel: input.mode === "rally" ? `STARSKIRMISH.Striker.Morale.Rally.${input.check.result === "passed" ? "rallied" : "stillRouted"}` : moraleResultLabel(input.check.result),
    thenLabel: input.mode === "rally" && input.check.result === "passed" ? "STARSKIRMISH.Striker.Morale.Rally.ralliedThen" : null,
    passed: input.check.result === "passed",
    changes: Object.entries(input.changes)
      .filter(([, n]) => n !== 0)
      .map(([id, n]) => ({ key: `STARSKIRMISH.Striker.Morale.change.${n > 0 ? "add" : "remove"}`, label: input.markerLabels[id] ?? id, count: Math.abs(n), many: Math.abs(n) > 1 })),
    targetKey: input.targetKey,
    canApply: Object.keys(input.changes).length > 0 || routedLoss,
    routed: routedLoss,
    until: untilView(input.until),
  };
}
