/**
 * Ground scale of a regular battle (Guide 6.1): one square is 1.5 m, or, for big outdoor battles,
 * 15 m or 150 m, which "divide move rates, ranges and burst areas by 10 or 100". The rules keep
 * speaking regular-scale inches; the board converts here, once each way: squares on the board times
 * the divisor are rule inches, and rule inches over the divisor are squares to draw. Light (no
 * other rules), as the board reads it before the rule set's table has loaded.
 */
import { finite } from "../../../core/checks";

/** Guide 6.1: one inch or square is 1.5 m; a turn is 15 seconds. */
export const REGULAR_SCALE = { metresPerInch: 1.5, secondsPerTurn: 15 } as const;
/** Guide 6.1: big outdoor battles may use 15 m or 150 m per inch, dividing moves, ranges and bursts. */
export const LARGER_GROUND_SCALES = [
  { metresPerInch: 15, divisor: 10 },
  { metresPerInch: 150, divisor: 100 },
] as const;

/** Guide 6.1: the metres one square stands for, regular scale first. */
export const GROUND_SCALES = [REGULAR_SCALE.metresPerInch, ...LARGER_GROUND_SCALES.map((s) => s.metresPerInch)] as const;
export type GroundScale = (typeof GROUND_SCALES)[number];

/** Guide 6.1: a battle is fought at 1.5 m to the inch unless the Space Judge enlarges it. */
export const DEFAULT_GROUND_SCALE: GroundScale = REGULAR_SCALE.metresPerInch;

export function isGroundScale(value: unknown): value is GroundScale {
  return typeof value === "number" && (GROUND_SCALES as readonly number[]).includes(value);
}

/**
 * A stored ground scale, as the scene's flag or a form gives it (a number, or its text): one of
 * 6.1's three, else the regular scale.
 */
export function groundScaleOf(value: unknown): GroundScale {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return isGroundScale(n) ? n : DEFAULT_GROUND_SCALE;
}

/** Guide 6.1: what the rules' inches are divided by on the board: 1, 10 or 100. */
export function groundScaleDivisor(scale: GroundScale): number {
  if (!isGroundScale(scale)) throw new RangeError(`A ground scale is 1.5, 15 or 150 m to the inch, not ${String(scale)}`);
  return LARGER_GROUND_SCALES.find((s) => s.metresPerInch === scale)?.divisor ?? 1;
}

/** Guide 6.1: a length on the board, in squares, as regular-scale inches for the rules. */
export function boardToRuleInches(squares: number, scale: GroundScale): number {
  finite(squares, "squares");
  return squares * groundScaleDivisor(scale);
}

/** Guide 6.1: a length in the rules' inches, as squares to measure or draw on the board. */
export function ruleInchesToBoard(inches: number, scale: GroundScale): number {
  finite(inches, "inches");
  return inches / groundScaleDivisor(scale);
}
