/**
 * The difficulty profile of an attack (Striker 8.A.1.b.1): range band, firer movement, number of
 * firers. Ranges follow ruling STR-1.
 */
import { finite, list, oneOf, record, whole } from "../../../core/checks";
import { shiftDifficulty, type DifficultyId } from "./difficulty";

/** The three range columns of the weapon tables, in order (ruling STR-1). */
export const RANGE_BAND_PROFILES = ["difficult", "formidable", "impossible"] as const satisfies readonly DifficultyId[];

/** One range column of a weapon: longest range, penetration there, autofire DM there. */
export interface RangeBand {
  /** Metres, or "C" for contact only (ruling STR-1). */
  readonly range: number | "C";
  readonly penetration: number;
  readonly autofire: number;
}

/**
 * Ruling STR-1 says "C" is contact range only; the text gives it no distance. Teams in base
 * contact are treated as 0 m apart, so "C" is 0 m.
 */
export const CONTACT_RANGE_M = 0;

/** Striker 8.A.1.b.1.c: troops per stand when counting firers. */
export const TROOPS_PER_STAND = 4;

/** Striker 8.A.1.b: up to one section (6 teams of 4) may attack one target. */
export const MAX_TEAMS_PER_ATTACK = 6;
export const MAX_FIRERS_PER_ATTACK = MAX_TEAMS_PER_ATTACK * TROOPS_PER_STAND;

/** Striker 8.A.1.b.1.c: stands firing above which the profile eases by one and by two. */
export const FIRER_STEPS = [
  { moreThanStands: 2, ease: 1 },
  { moreThanStands: 4, ease: 2 },
] as const satisfies readonly { moreThanStands: number; ease: number }[];

/**
 * Throws a RangeError naming the field unless a range column is whole: a range in metres (0 or
 * more) or "C", and whole-number penetration and autofire DM (Striker 8.A.1.b.2.a.ii, 8.B.1).
 */
export function assertRangeBand(band: RangeBand, field = "band"): void {
  if (isWholeBand(band)) return;
  record(band, field);
  if (band.range !== "C" && (finite(band.range, `${field}.range`) < 0)) throw new RangeError(`${field}.range must be 0 m or more, not ${band.range}`);
  whole(band.penetration, `${field}.penetration`);
  whole(band.autofire, `${field}.autofire`);
}

/** The test assertRangeBand makes, without naming anything: bands are read on every attack. */
function isWholeBand(band: RangeBand): boolean {
  return (
    band !== null &&
    typeof band === "object" &&
    !Array.isArray(band) &&
    (band.range === "C" || (typeof band.range === "number" && Number.isFinite(band.range) && band.range >= 0)) &&
    Number.isSafeInteger(band.penetration) &&
    Number.isSafeInteger(band.autofire)
  );
}

export interface BandChoice {
  readonly index: number;
  readonly band: RangeBand;
  readonly profile: DifficultyId;
}

/** Ruling STR-1: the first band whose range reaches the target; null beyond the last. */
export function rangeBand(bands: readonly RangeBand[], rangeM: number): BandChoice | null {
  if (!Number.isFinite(rangeM) || rangeM < 0) throw new RangeError(`Range must be 0 m or more, not ${rangeM}`);
  list(bands, "bands");
  for (let i = 0; i < bands.length; i++) if (!isWholeBand(bands[i] as RangeBand)) assertRangeBand(bands[i] as RangeBand, `bands[${i}]`);
  if (bands.length === 0 || bands.length > RANGE_BAND_PROFILES.length) {
    throw new RangeError(`A weapon has 1 to 3 range bands, not ${bands.length}`);
  }
  for (let i = 0; i < bands.length; i++) {
    const band = bands[i];
    const profile = RANGE_BAND_PROFILES[i];
    if (!band || !profile) continue;
    const reach = band.range === "C" ? CONTACT_RANGE_M : band.range;
    if (rangeM <= reach) return { index: i, band, profile };
  }
  return null;
}

/** Striker 8.A.1.b.1.c: divide troops by four (round down), ease by 1 above 2 stands, 2 above 4. */
export function firerEase(troops: number): number {
  if (!Number.isInteger(troops) || troops < 1) throw new RangeError(`At least one trooper must fire, not ${troops}`);
  if (troops > MAX_FIRERS_PER_ATTACK) {
    throw new RangeError(`At most ${MAX_FIRERS_PER_ATTACK} troops (one section) may attack one target, not ${troops}`);
  }
  const stands = Math.floor(troops / TROOPS_PER_STAND);
  let ease = 0;
  for (const step of FIRER_STEPS) if (stands > step.moreThanStands) ease = step.ease;
  return ease;
}

export interface ProfileSteps {
  readonly band: BandChoice;
  readonly firerEase: number;
  /** Striker 8.A.1.b.1.b: one level harder if the firers moved. */
  readonly movedPenalty: number;
  readonly profile: DifficultyId;
}

/** The profile used: the band's level, eased for firers, made harder for movement. */
export function difficultyProfile(band: BandChoice, troops: number, moved: boolean): ProfileSteps {
  record(band, "band");
  whole(band.index, "band.index", 0, RANGE_BAND_PROFILES.length - 1);
  assertRangeBand(band.band, "band.band");
  oneOf(band.profile, "band.profile", RANGE_BAND_PROFILES);
  const ease = firerEase(troops);
  const movedPenalty = moved ? 1 : 0;
  return { band, firerEase: ease, movedPenalty, profile: shiftDifficulty(band.profile, movedPenalty - ease) };
}
