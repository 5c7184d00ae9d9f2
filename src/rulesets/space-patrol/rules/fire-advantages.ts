/**
 * Fire combat advantages and disadvantages (Guide 6.6, 6.2) as named inputs, with rulings SP-1
 * (low cover is a disadvantage), SP-2 (prone or stunned is one advantage), SP-3 (smoke: 1, or 2
 * when both are in it) and SP-4 (faster vehicles stack; on foot is drive code -1). A vehicle's
 * weapon also carries the vehicle's own Damage, Failure Cascade and Control Markers (Guide 6.15).
 */
import { counts as checkedCounts, finite, oneOf, record } from "../../../core/checks";
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { SP_VEHICLE_MARKER_ID as VH } from "./marker-ids";
import { taskDisadvantagesFromMarkers } from "./marker-effects";
import { SP_MARKER } from "./markers";

export const COVER_KINDS = ["none", "low", "high"] as const;
export type CoverKind = (typeof COVER_KINDS)[number];

/** SP-4: a combatant on foot is rated at drive code -1. */
export const ON_FOOT_DRIVE_CODE = -1;
/** SP-4: a second disadvantage when the moving target's drive code is this much higher. */
export const MUCH_FASTER_DRIVE_CODES = 3;
/** Guide 6.6: darkness gives 1 to 3 disadvantages. */
export const MAX_DARKNESS = 3;
/** SP-3: smoke gives one disadvantage, two when shooter and target are both in it. */
export const MAX_SMOKE = 2;

/** The shooter's side of the situation. */
export interface FireShooterSituation {
  /** Wound and Mortal Wound Markers are read from here (one disadvantage each). */
  readonly markers?: MarkerCounts;
  /** Did not move and took Steady Aim last turn. */
  readonly steadyAim?: boolean;
  readonly moved?: boolean;
  /** Undetected by the target: stealth, or surprise in the first turn (Guide 6.2). */
  readonly undetected?: boolean;
  /** How many of an enemy's suppression "targets" are allocated to the shooter. */
  readonly suppressedBy?: number;
  readonly twoSidearms?: boolean;
  readonly mainOrHeavyInMeleeContact?: boolean;
  readonly darkness?: number;
  readonly inSmoke?: boolean;
  /** The shooter's vehicle drive code; on foot when left out (SP-4). */
  readonly driveCode?: number;
  /** The markers of the vehicle whose weapon fires (Guide 6.15); none for a weapon in hand. */
  readonly vehicleMarkers?: MarkerCounts;
  /** Whether that weapon is the vehicle's main weapon, which a Control Marker burdens (Guide 6.15). */
  readonly vehicleMainWeapon?: boolean;
}

const NO_BURDEN = { damage: 0, control: 0 } as const;

/**
 * Guide 6.15: Damage and Failure Cascade Markers put every function of the vehicle at a
 * disadvantage each; a Control Marker burdens its main weapons. A light weapon (LV) is read as
 * not a main weapon, so only the first two burden it.
 */
function vehicleWeaponBurden(s: FireShooterSituation): { readonly damage: number; readonly control: number } {
  const m = s.vehicleMarkers;
  if (m === undefined) return NO_BURDEN;
  return {
    damage: markerCount(m, VH.damage) + markerCount(m, VH.failureCascade),
    control: s.vehicleMainWeapon === true ? markerCount(m, VH.control) : 0,
  };
}

/** One target's side of the situation. */
export interface FireTargetSituation {
  /** Prone, Stun, Hunkered and Flying are read from here as well as from the flags. */
  readonly markers?: MarkerCounts;
  readonly movedLastTurn?: boolean;
  readonly cover?: CoverKind;
  readonly movingWhileSuppressedByShooter?: boolean;
  readonly vehicleOrLargeCreature?: boolean;
  readonly prone?: boolean;
  readonly stunned?: boolean;
  readonly hunkered?: boolean;
  readonly twoMovesLastTurn?: boolean;
  readonly flying?: boolean;
  /** Set when the target is a vehicle that is moving: its drive code. */
  readonly movingVehicleDriveCode?: number;
  readonly inSmoke?: boolean;
}

type Counter = (s: FireShooterSituation, t: FireTargetSituation) => number;

export interface FireModifier {
  readonly key: string;
  readonly side: "advantage" | "disadvantage";
  readonly label: string;
  readonly count: Counter;
}

const has = (m: MarkerCounts | undefined, id: string): boolean => m !== undefined && markerCount(m, id) > 0;
const yes = (b: boolean | undefined): number => (b ? 1 : 0);
const label = (side: string, key: string): string => `STARSKIRMISH.SpacePatrol.Fire.${side}.${key}`;
const adv = (key: string, count: Counter): FireModifier => ({ key, side: "advantage", label: label("advantage", key), count });
const dis = (key: string, count: Counter): FireModifier => ({ key, side: "disadvantage", label: label("disadvantage", key), count });

function shooterCode(s: FireShooterSituation): number {
  return s.driveCode ?? ON_FOOT_DRIVE_CODE;
}

/** Guide 6.6, in the Guide's order. */
export const FIRE_MODIFIERS = [
  // Guide 6.4: the aim is lost by moving; a Steady Aim marker on the shooter counts as the flag
  adv("steadyAim", (s) => yes((s.steadyAim || has(s.markers, SP_MARKER.steadyAim)) && !s.moved)),
  adv("targetStillInOpen", (_s, t) => yes(!t.movedLastTurn && (t.cover ?? "none") === "none")),
  adv("targetMovingWhileSuppressed", (_s, t) => yes(t.movingWhileSuppressedByShooter)),
  adv("targetVehicleOrLarge", (_s, t) => yes(t.vehicleOrLargeCreature)),
  adv("shooterUndetected", (s) => yes(s.undetected)),
  // SP-2: prone/knocked down or stunned is one advantage
  adv("targetProneOrStunned", (_s, t) => yes(t.prone || t.stunned || has(t.markers, SP_MARKER.prone) || has(t.markers, SP_MARKER.stun))),
  dis("shooterSuppressed", (s) => s.suppressedBy ?? 0),
  // SP-1: low cover is a disadvantage; high cover two
  dis("targetInLowCover", (_s, t) => yes(t.cover === "low")),
  dis("targetInHighCover", (_s, t) => (t.cover === "high" ? 2 : 0)),
  dis("targetHunkered", (_s, t) => yes(t.hunkered || has(t.markers, SP_MARKER.hunkered))),
  dis("shooterMoved", (s) => yes(s.moved)),
  dis("targetTwoMoves", (_s, t) => yes(t.twoMovesLastTurn)),
  dis("targetFlying", (_s, t) => yes(t.flying || has(t.markers, SP_MARKER.flying) || has(t.markers, VH.flying))),
  // SP-4: a faster moving vehicle is one disadvantage, 3+ codes faster a second
  dis("targetFasterVehicle", (s, t) => yes(t.movingVehicleDriveCode !== undefined && t.movingVehicleDriveCode > shooterCode(s))),
  dis("targetMuchFasterVehicle", (s, t) => yes(t.movingVehicleDriveCode !== undefined && t.movingVehicleDriveCode - shooterCode(s) >= MUCH_FASTER_DRIVE_CODES)),
  dis("shooterWounded", (s) => (s.markers ? taskDisadvantagesFromMarkers(s.markers, "asset") : 0)),
  // Guide 6.15: the firing vehicle's own markers
  dis("vehicleDamaged", (s) => vehicleWeaponBurden(s).damage),
  dis("vehicleControl", (s) => vehicleWeaponBurden(s).control),
  dis("twoSidearms", (s) => yes(s.twoSidearms)),
  dis("mainOrHeavyInMelee", (s) => yes(s.mainOrHeavyInMeleeContact)),
  dis("darkness", (s) => s.darkness ?? 0),
  // SP-3: smoke is one disadvantage, two when shooter and target are both in it
  dis("smoke", (s, t) => yes(s.inSmoke) + yes(t.inSmoke)),
] as const satisfies readonly FireModifier[];

export interface FireModifierCount {
  readonly advantages: number;
  readonly disadvantages: number;
}

/** Checks the counted inputs; an impossible situation is an error, not a silent zero. */
export function assertFireSituation(s: FireShooterSituation): void {
  if (s?.markers !== undefined) checkedCounts(s.markers, "shooter.markers");
  assertShooterCounts(s);
}

/** assertFireSituation without the markers, which the counting loops check as they read them. */
function assertShooterCounts(s: FireShooterSituation): void {
  record(s, "shooter");
  if (s.vehicleMarkers !== undefined) checkedCounts(s.vehicleMarkers, "shooter.vehicleMarkers");
  const sup = s.suppressedBy ?? 0;
  if (!Number.isInteger(sup) || sup < 0) throw new RangeError(`Suppression on the shooter must be 0 or more, not ${sup}`);
  const dark = s.darkness ?? 0;
  if (!Number.isInteger(dark) || dark < 0 || dark > MAX_DARKNESS) throw new RangeError(`Darkness must be 0 to ${MAX_DARKNESS}, not ${dark}`);
  if (s.driveCode !== undefined && !Number.isInteger(s.driveCode)) throw new RangeError(`Drive code must be a whole number, not ${s.driveCode}`);
}

/**
 * Total advantages and disadvantages of one shot (Guide 6.6). The same sums as FIRE_MODIFIERS,
 * written out flat because this runs for every target of every fire action; a test holds the two
 * equal.
 */
export function fireModifiers(s: FireShooterSituation, t: FireTargetSituation): FireModifierCount {
  return targetFireModifiers(shooterFireModifiers(s), t, false);
}

/** The shooter's share of the count: the same for every target of one fire action. */
export interface ShooterFireCount extends FireModifierCount {
  /** The shooter's drive code, on foot when none (SP-4). */
  readonly driveCode: number;
}

/** Checks the shooter's inputs and counts their side once per fire action, not per target. */
export function shooterFireModifiers(s: FireShooterSituation): ShooterFireCount {
  assertShooterCounts(s);
  // one walk over the marker record instead of a keyed lookup per marker (see scanCount)
  let steadyAimMarker = false;
  let wounds = 0;
  const markers = s.markers;
  if (markers !== undefined) {
    if (markers === null || typeof markers !== "object") record(markers, "shooter.markers");
    // each value read once from the record being walked: the engine reads it through the walk's key cache
    for (const key in markers) {
      const n = markers[key];
      checkedCount(n, "shooter.markers", key);
      if (key === SP_MARKER.steadyAim) steadyAimMarker = positive(n) > 0;
      else if (key === SP_MARKER.wound || key === SP_MARKER.mortalWound) wounds += positive(n);
    }
  }
  const advantages = yes((s.steadyAim || steadyAimMarker) && !s.moved) + yes(s.undetected);
  const disadvantages =
    (s.suppressedBy ?? 0) +
    yes(s.moved) +
    wounds +
    yes(s.twoSidearms) +
    yes(s.mainOrHeavyInMeleeContact) +
    (s.darkness ?? 0) +
    yes(s.inSmoke);
  const vehicle = vehicleWeaponBurden(s);
  return { advantages, disadvantages: disadvantages + vehicle.damage + vehicle.control, driveCode: shooterCode(s) };
}

/**
 * The shooter's count plus one target's side. `vehicle` counts the target as a vehicle or large
 * creature whatever its flag says (a fire action's target read on a vehicle or spacecraft table).
 */
export function targetFireModifiers(shooter: ShooterFireCount, t: FireTargetSituation, vehicle: boolean): FireModifierCount {
  record(shooter, "shooter");
  finite(shooter.advantages, "shooter.advantages");
  finite(shooter.disadvantages, "shooter.disadvantages");
  finite(shooter.driveCode, "shooter.driveCode");
  assertTargetSituation(t);
  let proneOrStunned = t.prone === true || t.stunned === true;
  let hunkered = t.hunkered === true;
  let flying = t.flying === true;
  const markers = t.markers;
  if (markers !== undefined) {
    if (markers === null || typeof markers !== "object") record(markers, "target.markers");
    for (const key in markers) {
      const n = markers[key];
      checkedCount(n, "target.markers", key);
      if (key === SP_MARKER.prone || key === SP_MARKER.stun) proneOrStunned ||= positive(n) > 0;
      else if (key === SP_MARKER.hunkered) hunkered ||= positive(n) > 0;
      else if (key === SP_MARKER.flying || key === VH.flying) flying ||= positive(n) > 0;
    }
  }
  const code = shooter.driveCode;
  const still = !t.movedLastTurn && (t.cover ?? "none") === "none";
  const advantages =
    shooter.advantages +
    yes(still) +
    yes(t.movingWhileSuppressedByShooter) +
    yes(vehicle || t.vehicleOrLargeCreature) +
    yes(proneOrStunned);
  const vehicleCode = t.movingVehicleDriveCode;
  const disadvantages =
    shooter.disadvantages +
    (t.cover === "low" ? 1 : t.cover === "high" ? 2 : 0) +
    yes(hunkered) +
    yes(t.twoMovesLastTurn) +
    yes(flying) +
    (vehicleCode === undefined ? 0 : yes(vehicleCode > code) + yes(vehicleCode - code >= MUCH_FASTER_DRIVE_CODES)) +
    yes(t.inSmoke);
  return { advantages, disadvantages };
}

/** Checks one target's inputs, as assertFireSituation does the shooter's. */
function assertTargetSituation(t: FireTargetSituation): void {
  record(t, "target");
  const cover = t.cover;
  // compared in place, the list named only for a refusal: this runs for every target of every fire action
  if (cover !== undefined && cover !== "none" && cover !== "low" && cover !== "high") oneOf(cover, "target.cover", COVER_KINDS);
  if (t.movingVehicleDriveCode !== undefined) finite(t.movingVehicleDriveCode, "target.movingVehicleDriveCode");
}

/** Refuses a marker count that is not a number as the counting loops meet it. */
function checkedCount(n: number | undefined, field: string, key: string): void {
  if (n !== undefined && (typeof n !== "number" || !Number.isFinite(n))) finite(n, `${field}.${key}`);
}

/** A marker count read the way markerCount reads it. */
function positive(n: number | undefined): number {
  return n !== undefined && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/**
 * Guide 6.6: a target read on a vehicle or spacecraft table is a vehicle, one advantage, whether or not
 * its situation says so; the resolver counts it that way (fire.ts). A card naming the advantages reads
 * the target through this, so the names add up to the count.
 */
export function targetSituation(t: FireTargetSituation & { readonly table?: string }): FireTargetSituation {
  assertTargetSituation(t);
  if (t.markers !== undefined) checkedCounts(t.markers, "target.markers");
  return onVehicleTable(t.table) && t.vehicleOrLargeCreature !== true ? { ...t, vehicleOrLargeCreature: true } : t;
}

/** Guide 6.6: a target read on any damage table but the individual one is a vehicle. */
export function onVehicleTable(table: string | undefined): boolean {
  if (table !== undefined && typeof table !== "string") throw new RangeError(`table must be a string, not ${String(table)}`);
  return table !== undefined && table !== "" && table !== "individual";
}

/** The modifiers that apply, by name, for a chat card. */
export function fireModifierBreakdown(
  s: FireShooterSituation,
  t: FireTargetSituation,
): readonly { readonly key: string; readonly side: FireModifier["side"]; readonly label: string; readonly count: number }[] {
  assertFireSituation(s);
  assertTargetSituation(t);
  if (t.markers !== undefined) checkedCounts(t.markers, "target.markers");
  const out: { key: string; side: FireModifier["side"]; label: string; count: number }[] = [];
  for (const m of FIRE_MODIFIERS) {
    const count = m.count(s, t);
    if (count > 0) out.push({ key: m.key, side: m.side, label: m.label, count });
  }
  return out;
}
