/**
 * What each Space Patrol! marker does while it sits on a combatant (Guide 6.14, 6.15, 7.5, 7.6,
 * 7.12): which tasks take a disadvantage per marker, and how movement and speed fall. Removal
 * tasks live in marker-removal.ts, start-of-turn checks in start-of-turn.ts.
 */
import { finite } from "../../../core/checks";
import { markerCount, markerLimit, type MarkerCounts } from "../../../core/markers";
import { SP_SPACECRAFT_MARKER_ID as SC, SP_VEHICLE_MARKER_ID as VH } from "./marker-ids";
import { SPACE_PATROL_MARKERS, SP_MARKER } from "./markers";

/** The kinds of task a marker can burden. */
export const MARKER_TASK_KINDS = [
  // Guide 6.14: any asset task a person rolls
  "asset",
  // Guide 6.15: vehicle functions; the Control Marker names the first three
  "vehicleDrive",
  "vehicleScanner",
  "vehicleMainWeapon",
  "vehicleLightWeapon",
  "vehicleFunction",
  // Guide 7.5, 7.6, 7.7, 7.8, 7.12: spacecraft tasks
  "spaceFire",
  "pointDefense",
  "scanner",
  "comms",
  "spacePilot",
  "shipDrives",
  "boostField",
  "warpPreparation",
  // repairs and crew survival checks: no marker burdens them (see REPAIR_IS_A_VEHICLE_FUNCTION)
  "repair",
] as const;
export type MarkerTaskKind = (typeof MARKER_TASK_KINDS)[number];

/**
 * Guide 6.15 puts "all functions" of a damaged vehicle at a disadvantage. The crew's own repair
 * and Failure Cascade checks are read as work on the vehicle, not functions of it; otherwise each
 * Failure Cascade Marker would make its own check harder and the text would say so.
 */
export const REPAIR_IS_A_VEHICLE_FUNCTION = false;

const VEHICLE_FUNCTIONS = ["vehicleDrive", "vehicleScanner", "vehicleMainWeapon", "vehicleLightWeapon", "vehicleFunction"] as const;

export interface MarkerEffect {
  readonly id: string;
  /** Each marker gives one disadvantage to each of these task kinds. */
  readonly disadvantageTo: readonly MarkerTaskKind[];
  /** Inches of movement lost per marker (people). */
  readonly moveInches: number;
  /** Percent of vehicle speed lost per marker. */
  readonly speedPercent: number;
  /** Space hexes of speed lost per marker. */
  readonly spaceHexes: number;
  /** Air drive codes lost per marker (spacecraft in a gravity well). */
  readonly airDriveCodes: number;
  /** Astrogation Computer codes (and PBF effect number) lost per marker. */
  readonly astrogationCodes: number;
  /** Guide 7.12: life support is off while any such marker remains. */
  readonly disablesLifeSupport: boolean;
}

const effect = (id: string, extra: Partial<Omit<MarkerEffect, "id">>): MarkerEffect => ({
  id,
  disadvantageTo: [],
  moveInches: 0,
  speedPercent: 0,
  spaceHexes: 0,
  airDriveCodes: 0,
  astrogationCodes: 0,
  disablesLifeSupport: false,
  ...extra,
});

/** Every marker with a standing effect; markers not listed here have none of these effects. */
export const MARKER_EFFECTS = [
  // Guide 6.14: a disadvantage to every asset task and -1" per marker
  effect(SP_MARKER.wound, { disadvantageTo: ["asset"], moveInches: 1 }),
  // Guide 6.14: a Mortal Wound has every effect of a Wound and stacks with them
  effect(SP_MARKER.mortalWound, { disadvantageTo: ["asset"], moveInches: 1 }),
  // Guide 6.15: ruptured structure, every function and 10% of speed per marker
  effect(VH.damage, { disadvantageTo: VEHICLE_FUNCTIONS, speedPercent: 10 }),
  // Guide 6.15: as a Damage Marker and stacking with them
  effect(VH.failureCascade, { disadvantageTo: VEHICLE_FUNCTIONS, speedPercent: 10 }),
  // Guide 6.15: Drive/Pilot, scanner and main weapon checks
  effect(VH.control, { disadvantageTo: ["vehicleDrive", "vehicleScanner", "vehicleMainWeapon"] }),
  // Guide 7.12, 7.8: every firing and point defense roll
  effect(SC.gunnery, { disadvantageTo: ["spaceFire", "pointDefense"] }),
  // Guide 7.12, 7.6: scanner and comm tasks
  effect(SC.electronics, { disadvantageTo: ["scanner", "comms"] }),
  // Guide 7.12
  effect(SC.hull, { disablesLifeSupport: true }),
  // Guide 7.5 (Ship's Drives tasks, Boost Field), 7.7 (warp roll), 7.12 (-1 hex, -1 air code)
  effect(SC.drive, { disadvantageTo: ["shipDrives", "boostField", "warpPreparation"], spaceHexes: 1, airDriveCodes: 1 }),
  // Guide 7.5 (Boost Field), 7.7 (warp roll), 7.12 (-1 Astrogation Computer code and PBF)
  effect(SC.astrogation, { disadvantageTo: ["boostField", "warpPreparation"], astrogationCodes: 1 }),
  // Guide 7.5 (Space Pilot tasks), 7.12 (-1 hex, pilot maneuvers)
  effect(SC.flight, { disadvantageTo: ["spacePilot"], spaceHexes: 1 }),
] as const satisfies readonly MarkerEffect[];

const BY_KIND: ReadonlyMap<MarkerTaskKind, readonly string[]> = new Map(
  MARKER_TASK_KINDS.map((kind) => [kind, MARKER_EFFECTS.filter((e) => (e.disadvantageTo as readonly string[]).includes(kind)).map((e) => e.id)]),
);

/** Disadvantages a combatant's markers give to a task of the given kind (one per marker). */
export function taskDisadvantagesFromMarkers(counts: MarkerCounts, taskKind: MarkerTaskKind): number {
  const ids = BY_KIND.get(taskKind);
  if (!ids) throw new RangeError(`Unknown task kind "${String(taskKind)}"`);
  let total = 0;
  for (const id of ids) total += markerCount(counts, id);
  return total;
}

function summed(counts: MarkerCounts, field: "moveInches" | "speedPercent" | "spaceHexes" | "airDriveCodes" | "astrogationCodes"): number {
  let total = 0;
  for (const e of MARKER_EFFECTS) if (e[field] !== 0) total += e[field] * markerCount(counts, e.id);
  return total;
}

/** Guide 6.14: a person's movement in inches after Wound and Mortal Wound Markers, never below 0. */
export function movementAfterMarkers(baseInches: number, counts: MarkerCounts): number {
  assertNonNegative(baseInches, "Movement");
  return Math.max(0, baseInches - summed(counts, "moveInches"));
}

/** Guide 6.15: a vehicle's speed after Damage and Failure Cascade Markers, 10% each, never below 0. */
export function vehicleSpeedAfterMarkers(baseSpeed: number, counts: MarkerCounts): number {
  assertNonNegative(baseSpeed, "Speed");
  return Math.max(0, (baseSpeed * (100 - summed(counts, "speedPercent"))) / 100);
}

/** Guide 7.12: space speed in hexes after Drive and Flight Markers, never below 0. */
export function spaceSpeedAfterMarkers(baseHexes: number, counts: MarkerCounts): number {
  assertNonNegative(baseHexes, "Speed");
  return Math.max(0, baseHexes - summed(counts, "spaceHexes"));
}

/** Guide 7.12: the air drive code after Drive Markers; below 0 the craft cannot fly in a gravity well. */
export function airDriveCodeAfterMarkers(baseCode: number, counts: MarkerCounts): number {
  finite(baseCode, "baseCode");
  return baseCode - summed(counts, "airDriveCodes");
}

/** Guide 7.12: the Astrogation Computer code (and PBF effect number) after Astrogation Markers. */
export function astrogationCodeAfterMarkers(baseCode: number, counts: MarkerCounts): number {
  finite(baseCode, "baseCode");
  return baseCode - summed(counts, "astrogationCodes");
}

/**
 * Guide 7.12: a ship whose Drive Markers bring its speed to 0 loses artificial gravity (zero-G
 * aboard). "Reduced" by the markers: a ship with no Drive Marker keeps its gravity, whatever speed
 * its sheet gives (a blank speed is a GM who has not filled it in, not a broken drive).
 */
export function hasGravityLoss(baseHexes: number, counts: MarkerCounts): boolean {
  finite(baseHexes, "baseHexes");
  const drive = markerCount(counts, SC.drive);
  return drive > 0 && baseHexes - drive <= 0;
}

/** Guide 7.12: life support works only while the ship carries no Hull Marker. */
export function lifeSupportWorks(counts: MarkerCounts): boolean {
  return markerCount(counts, SC.hull) === 0;
}

function assertNonNegative(n: number, what: string): void {
  if (!Number.isFinite(n) || n < 0) throw new RangeError(`${what} must be 0 or more, not ${n}`);
}

/** SP-9: the most of a marker a combatant may carry (1 for Morale, Stun and the other single markers). */
export function markerMaximum(id: string): number {
  const def = SPACE_PATROL_MARKERS.find((d) => d.id === id);
  if (!def) throw new RangeError(`Unknown Space Patrol marker "${id}"`);
  return markerLimit(def);
}
