/**
 * Table 3.5, base fire factors (Starship Marine 3.5): the score (or higher) a 1d10 needs to hit,
 * by weapon, range band and whether the target is armoured. Unarmoured targets are crew in space or
 * survival suits and all robots; armoured targets are usually armoured Marines (3.5), and the
 * Fusilier and Armoured Robots (3.7, SSM-9).
 */
import { finite, keyOf } from "../../../core/checks";
import { FIRE_WEAPONS } from "../data/lists";

// the weapons sit with the data, which the gear model reads at init
export { FIRE_WEAPONS };
export type FireWeapon = (typeof FIRE_WEAPONS)[number];

export const RANGE_BANDS = ["upTo15", "upTo40", "over40"] as const;
export type RangeBand = (typeof RANGE_BANDS)[number];

/** Table 3.5's columns: up to 15 cm, up to 40 cm, over 40 cm. */
export const RANGE_BAND_LIMITS_CM: Readonly<Record<Exclude<RangeBand, "over40">, number>> = { upTo15: 15, upTo40: 40 };

export interface FireFactor {
  readonly unarmoured: number;
  readonly armoured: number;
}

/** Table 3.5 row by row: "Crewman or Combat Robot (SCA I)", "Marine SCA II", "Marine SCA III", "Close Support APGW". */
export const BASE_FIRE_FACTORS: Readonly<Record<FireWeapon, Readonly<Record<RangeBand, FireFactor>>>> = {
  scaI: { upTo15: { unarmoured: 4, armoured: 6 }, upTo40: { unarmoured: 7, armoured: 9 }, over40: { unarmoured: 8, armoured: 11 } },
  scaII: { upTo15: { unarmoured: 4, armoured: 6 }, upTo40: { unarmoured: 6, armoured: 8 }, over40: { unarmoured: 7, armoured: 10 } },
  scaIII: { upTo15: { unarmoured: 4, armoured: 6 }, upTo40: { unarmoured: 5, armoured: 7 }, over40: { unarmoured: 6, armoured: 9 } },
  closeSupportApgw: { upTo15: { unarmoured: 8, armoured: 9 }, upTo40: { unarmoured: 5, armoured: 7 }, over40: { unarmoured: 5, armoured: 7 } },
};

/** The column of Table 3.5 a range in centimetres falls in: 15 cm is still "up to 15cm". */
export function rangeBand(rangeCm: number): RangeBand {
  const cm = finite(rangeCm, "rangeCm");
  if (cm < 0) throw new RangeError(`rangeCm must be 0 or more, not ${cm}`);
  if (cm <= RANGE_BAND_LIMITS_CM.upTo15) return "upTo15";
  if (cm <= RANGE_BAND_LIMITS_CM.upTo40) return "upTo40";
  return "over40";
}

/** The score a weapon needs on a target at a range (Table 3.5). */
export function baseFireFactor(weapon: FireWeapon, rangeCm: number, armoured: boolean): number {
  const row = BASE_FIRE_FACTORS[keyOf(weapon, "weapon", BASE_FIRE_FACTORS)];
  return row[rangeBand(rangeCm)][armoured === true ? "armoured" : "unarmoured"];
}
