/**
 * Attacker morale (Starship Marine 3.13): a 1d6 when a factor first applies or changes (SSM-30).
 * Each kind of factor counts once, at its worst (SSM-4): strength (below 50% -1, below 25% -2),
 * distance (below 50% and no attacker yet more than 40 cm from the point of entry, -1, SSM-31) and
 * control rooms (none captured and below 50% -2, below 25% -3). Below 2 they try to withdraw, which
 * cannot be undone.
 */
import { record, whole, yesNo } from "../../../core/checks";
import { strengthShare } from "./morale-strength";

export const ATTACKER_MORALE_RESULTS = ["withdraw", "steady"] as const;
export type AttackerMorale = (typeof ATTACKER_MORALE_RESULTS)[number];

/** 3.13: the point of entry distance below which the distance factor holds. */
export const ENTRY_DISTANCE_CM = 40;
/** 3.13: a score below this withdraws. */
export const STEADY_FROM = 2;

export interface AttackerMoraleInput {
  readonly startStrength: number;
  readonly strength: number;
  /** No attacking figure has yet got further than 40 cm from its point of entry (SSM-31). */
  readonly withinEntryDistance: boolean;
  readonly controlRoomsCaptured: number;
}

export type AttackerFactorId = "strength" | "distance" | "controlRooms";

export function attackerMoraleFactors(input: AttackerMoraleInput): { id: AttackerFactorId; value: number }[] {
  record(input, "input");
  const share = strengthShare(input.startStrength, input.strength);
  const near = yesNo(input.withinEntryDistance, "withinEntryDistance");
  const none = whole(input.controlRoomsCaptured, "controlRoomsCaptured", 0) === 0;
  const out: { id: AttackerFactorId; value: number }[] = [];
  if (share < 0.25) out.push({ id: "strength", value: -2 });
  else if (share < 0.5) out.push({ id: "strength", value: -1 });
  if (share < 0.5 && near) out.push({ id: "distance", value: -1 });
  if (none && share < 0.25) out.push({ id: "controlRooms", value: -3 });
  else if (none && share < 0.5) out.push({ id: "controlRooms", value: -2 });
  return out;
}

/** The test with its 1d6 face; none is due while no factor applies (SSM-30). */
export function resolveAttackerMorale(input: AttackerMoraleInput, d6: number): { factors: ReturnType<typeof attackerMoraleFactors>; score: number; result: AttackerMorale } | null {
  const factors = attackerMoraleFactors(input);
  const face = whole(d6, "d6", 1, 6);
  if (factors.length === 0) return null;
  const score = face + factors.reduce((s, f) => s + f.value, 0);
  return { factors, score, result: score < STEADY_FROM ? "withdraw" : "steady" };
}
