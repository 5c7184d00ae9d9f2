/**
 * Deviation of a miss (Guide 6.11, 6.12): a d12 clock for the direction (12 is long and straight
 * on, 6 short) and 2d6 x 10" for bombs and distant artillery or 2d4" for grenades, thrown
 * weapons and rocket guns.
 */
import { between, finite, record } from "../../../core/checks";
import { checkedDie, type DiceSource } from "../../../core/dice";

export type DeviationKind = "bombOrArtillery" | "grenadeThrownOrRocketGun";

/** Guide 6.11: the dice and multiplier of the distance. */
export const DEVIATION_DISTANCE = {
  bombOrArtillery: { count: 2, sides: 6, multiplier: 10 },
  grenadeThrownOrRocketGun: { count: 2, sides: 4, multiplier: 1 },
} as const satisfies Record<DeviationKind, { count: number; sides: number; multiplier: number }>;

export interface Deviation {
  /** 1-12 on a clock face, 12 straight on beyond the target, 6 short. */
  readonly clock: number;
  /** Degrees clockwise from straight on (12 o'clock = 0). */
  readonly bearingDegrees: number;
  readonly inches: number;
}

/** Rolls a miss's deviation. */
export function rollDeviation(kind: DeviationKind, dice: DiceSource): Deviation {
  const d: { count: number; sides: number; multiplier: number } | undefined = typeof kind === "string" && Object.hasOwn(DEVIATION_DISTANCE, kind) ? DEVIATION_DISTANCE[kind] : undefined;
  if (!d) throw new RangeError(`Unknown deviation kind "${String(kind)}"`);
  const clock = checkedDie(dice, 12);
  let total = 0;
  for (let i = 0; i < d.count; i++) total += checkedDie(dice, d.sides);
  return { clock, bearingDegrees: (clock % 12) * 30, inches: total * d.multiplier };
}

/** Where a deviated shot lands, given the aim line (from firer to target) as a unit direction. */
export function deviatedPoint(target: { readonly x: number; readonly y: number }, aim: { readonly x: number; readonly y: number }, deviation: Deviation): { x: number; y: number } {
  for (const [name, p] of [["target", target], ["aim", aim]] as const) {
    record(p, name);
    finite(p.x, `${name}.x`);
    finite(p.y, `${name}.y`);
  }
  record(deviation, "deviation");
  // a clock face read as degrees: 0 to 330 in steps of 30
  between(deviation.bearingDegrees, "deviation.bearingDegrees", 0, 360);
  finite(deviation.inches, "deviation.inches");
  const len = Math.hypot(aim.x, aim.y);
  if (!(len > 0)) throw new RangeError("The aim direction needs a length");
  const ux = aim.x / len;
  const uy = aim.y / len;
  const r = (deviation.bearingDegrees * Math.PI) / 180;
  // Rotate the aim clockwise by the bearing (screen coordinates, y down: clockwise is +angle).
  const dx = ux * Math.cos(r) - uy * Math.sin(r);
  const dy = ux * Math.sin(r) + uy * Math.cos(r);
  return { x: target.x + dx * deviation.inches, y: target.y + dy * deviation.inches };
}
