/**
 * Hand to hand (Starship Marine 3.15): each side of a fight rolls 1d10 (read 0-9, SSM-1) with its
 * additions; the higher wins and the loser is a casualty, a tie is inconclusive that move (SSM-5).
 * A figure touching several enemies fights each, at -1/-2/-3 when 2/3/4 or more touch it (SSM-26).
 * TRUCs and close support robots lose automatically (3.15, SSM-5); clankers are no combat robots
 * (SSM-18); a Veteran Marine adds his +1 (4.7, SSM-27).
 */
import { record, whole, yesNo } from "../../../core/checks";
import { readD10 } from "./d10";

export const HAND_TO_HAND_ADDITIONS = {
  marine: 3,
  combatRobot: 1,
  /** "Unarmed /Surprised"; a figure out of ammunition, or one that set off a grenade at his feet, is unarmed. */
  unarmed: -2,
  veteran: 1,
} as const;

/** "Outnumbered 2-1 -1, 3-1 -2, 4-1 -3", by enemies touching the figure. */
export function outnumberedAddition(enemiesTouching: number): number {
  const n = whole(enemiesTouching, "enemiesTouching", 1);
  return n >= 4 ? -3 : n === 3 ? -2 : n === 2 ? -1 : 0;
}

export interface Fighter {
  readonly kind: "marine" | "combatRobot" | "crew" | "clanker" | "noCloseCombat";
  readonly unarmed: boolean;
  readonly veteran: boolean;
  readonly enemiesTouching: number;
}

const KINDS = ["marine", "combatRobot", "crew", "clanker", "noCloseCombat"] as const;

/** One named addition on a fighter's die (3.15): what it is for, and how much. */
export interface HandToHandTerm {
  readonly id: "marine" | "combatRobot" | "unarmed" | "veteran" | "outnumbered";
  readonly value: number;
}

/** The additions on one fighter's die, each named; those worth 0 are left out. */
export function handToHandTerms(f: Fighter): HandToHandTerm[] {
  record(f, "fighter");
  if (!KINDS.includes(f.kind)) throw new RangeError(`fighter.kind must be one of ${KINDS.join(", ")}, not ${String(f.kind)}`);
  const terms: HandToHandTerm[] = [];
  if (f.kind === "marine") terms.push({ id: "marine", value: HAND_TO_HAND_ADDITIONS.marine });
  if (f.kind === "combatRobot") terms.push({ id: "combatRobot", value: HAND_TO_HAND_ADDITIONS.combatRobot });
  if (yesNo(f.veteran, "veteran")) terms.push({ id: "veteran", value: HAND_TO_HAND_ADDITIONS.veteran });
  if (yesNo(f.unarmed, "unarmed")) terms.push({ id: "unarmed", value: HAND_TO_HAND_ADDITIONS.unarmed });
  const outnumbered = outnumberedAddition(f.enemiesTouching);
  if (outnumbered !== 0) terms.push({ id: "outnumbered", value: outnumbered });
  return terms;
}

/** The additions on one fighter's die. */
export function handToHandAdditions(f: Fighter): number {
  return handToHandTerms(f).reduce((sum, t) => sum + t.value, 0);
}

export type HandToHandResult = { readonly winner: "a" | "b" | null; readonly scores: readonly [number | null, number | null] };

/** One fight between a and b with their 1d10 faces (1-10). */
export function resolveHandToHand(a: Fighter, b: Fighter, faces: readonly [number, number]): HandToHandResult {
  if (!Array.isArray(faces) || faces.length !== 2) throw new RangeError("faces must be the two fighters' 1d10 faces");
  const [fa, fb] = faces;
  const aOut = record(a, "a").kind === "noCloseCombat";
  const bOut = record(b, "b").kind === "noCloseCombat";
  const scoreA = aOut ? null : readD10(fa) + handToHandAdditions(a);
  const scoreB = bOut ? null : readD10(fb) + handToHandAdditions(b);
  if (aOut || bOut) return { winner: aOut && bOut ? null : aOut ? "b" : "a", scores: [scoreA, scoreB] };
  if (scoreA === scoreB) return { winner: null, scores: [scoreA, scoreB] };
  return { winner: scoreA! > scoreB! ? "a" : "b", scores: [scoreA, scoreB] };
}
