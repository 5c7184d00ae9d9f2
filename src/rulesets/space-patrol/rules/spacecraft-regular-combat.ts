/**
 * Spacecraft in regular combat (Guide 6.16): a craft comes down into a gravity well on its A-Drive
 * and moves by it, and its space weapons always shoot at Effective range there, since a battlefield
 * is far inside the shortest space range band.
 */
import { counts, finite, record } from "../../../core/checks";
import type { MarkerCounts } from "../../../core/markers";
import { WEAPON_RANGE_BANDS, type WeaponRangeEntry, type WeaponRangeProfile } from "./equipment-bonus";
import { airDriveCodeAfterMarkers } from "./marker-effects";
import { SPACE_WEAPONS_IN_ATMOSPHERE_BAND, type VehicleType } from "./vehicles";

/** What regular combat needs to know of a spacecraft's drives. */
export interface SpacecraftInGravityWell {
  /** The A-Drive's drive code, or null for a craft built without one. */
  readonly aDrive: number | null;
  /** Its Drive Markers each cost an air drive code (Guide 7.12). */
  readonly markers?: MarkerCounts;
}

/**
 * Guide 6.16 gives a spacecraft's movement by its A-Drive but not how it turns. A craft in the air
 * is an aircraft to a player, so it turns as Guide 6.7's flying vehicles do.
 */
export const SPACECRAFT_REGULAR_VEHICLE_TYPE: VehicleType = "flying";

/**
 * Why a spacecraft cannot fight at the regular level, or null (Guide 6.16: only with an A-Drive;
 * Guide 7.12: not once Drive Markers push the air drive code below 0).
 */
export function spacecraftRegularCombatProblem(craft: SpacecraftInGravityWell): string | null {
  record(craft, "craft");
  if (craft.markers !== undefined) counts(craft.markers, "craft.markers");
  if (craft.aDrive === null) return "The spacecraft has no A-Drive to enter a gravity well";
  assertDriveCode(craft.aDrive);
  const code = airDriveCodeAfterMarkers(craft.aDrive, craft.markers ?? {});
  if (code < 0) return `Drive Markers have brought the A-Drive to code ${code}: the craft cannot fly in a gravity well`;
  return null;
}

/** How a spacecraft moves in regular combat. */
export interface SpacecraftRegularMovement {
  /** Guide 6.16: the A-Drive, never the S-Drive. */
  readonly drive: "aDrive";
  /**
   * The A-Drive code after Drive Markers: the drive code for the faster-target disadvantages (SP-4)
   * and dog fights (Guide 6.7). The speed in inches for that code is the craft description's.
   */
  readonly driveCode: number;
  readonly vehicleType: VehicleType;
}

/** Guide 6.16: a spacecraft's movement in regular combat, from its A-Drive; throws if it cannot fly there. */
export function spacecraftRegularMovement(craft: SpacecraftInGravityWell): SpacecraftRegularMovement {
  const problem = spacecraftRegularCombatProblem(craft);
  if (problem) throw new RangeError(problem);
  return { drive: "aDrive", driveCode: airDriveCodeAfterMarkers(craft.aDrive as number, craft.markers ?? {}), vehicleType: SPACECRAFT_REGULAR_VEHICLE_TYPE };
}

const EFFECTIVE = WEAPON_RANGE_BANDS.find((b) => b.band === SPACE_WEAPONS_IN_ATMOSPHERE_BAND) as (typeof WEAPON_RANGE_BANDS)[number];

/**
 * Guide 6.16: a space weapon's band, DT and numbers against a target in regular combat: always
 * its Effective entry, however far the target (it stands in for rangeBandAt for space weapons).
 */
export function spaceWeaponRegularCombatRange(profile: WeaponRangeProfile, distanceInches: number): { readonly band: "effective"; readonly dt: number; readonly entry: WeaponRangeEntry } {
  if (!Number.isFinite(distanceInches) || distanceInches < 0) throw new RangeError(`Distance must be 0 or more, not ${distanceInches}`);
  const entry = record(profile, "profile").effective;
  if (!entry) throw new RangeError("The space weapon has no Effective range entry");
  record(entry, "profile.effective");
  for (const key of ["range", "penetration", "bonus"] as const) finite(entry[key], `profile.effective.${key}`);
  return { band: "effective", dt: EFFECTIVE.dt, entry };
}

function assertDriveCode(code: number): void {
  if (!Number.isInteger(code) || code < 0) throw new RangeError(`An A-Drive code is a whole number 0 or more, not ${code}`);
}
