/**
 * Space maneuvers (Guide 7.5): every maneuver's roll, the marker disadvantages that weigh on it,
 * the pilots' comparison, and what success and failure bring. Their effect on shooting (evasive,
 * come to grips, shimsham) is read by space-fire.ts from flags the caller sets.
 */
import { counts as checkedCounts, record } from "../../../core/checks";
import { checkedDie, type DiceSource } from "../../../core/dice";
import { resolveDamage, type DamageResult } from "./damage";
import type { MarkerCounts } from "../../../core/markers";
import type { AssetId } from "./assets";
import { SP_SPACECRAFT_MARKER_ID as SC } from "./marker-ids";
import { taskDisadvantagesFromMarkers, type MarkerTaskKind } from "./marker-effects";
import { assertAssetLevel, assertTaskResult, resolveTask, type AssetLevel, type TaskResult } from "./task";

export type ManeuverKey =
  | "evasiveManeuvers"
  | "comeToGrips"
  | "rideTheWake"
  | "asteroidShimsham"
  | "goDark"
  | "boostEngines"
  | "boostBeam"
  | "boostField";

export interface ManeuverRule {
  readonly key: ManeuverKey;
  readonly label: string;
  readonly dt: number;
  readonly assets: readonly AssetId[];
  /** The ship system whose code is the equipment bonus. */
  readonly equipment: "flightComputer" | "sDrive" | "astrogationComputer";
  /** Which markers burden it (Guide 7.5). */
  readonly markerTask: MarkerTaskKind;
  /** The asset compared with the enemy pilot's for an advantage or disadvantage. */
  readonly compare: AssetId | null;
  /** Needs the enemy ship's hex (or, for the shimsham, a body nearby). */
  readonly needs: "none" | "sameHexAsEnemy" | "nearBody";
  /** Marker the ship takes when it fails. */
  readonly failureMarker: string | null;
}

const rule = (r: Omit<ManeuverRule, "label">): ManeuverRule => ({ ...r, label: `STARSKIRMISH.SpacePatrol.Maneuver.${r.key}` });

/** Guide 7.5. */
export const MANEUVERS = [
  rule({ key: "evasiveManeuvers", dt: 12, assets: ["spacePilot"], equipment: "flightComputer", markerTask: "spacePilot", compare: null, needs: "none", failureMarker: null }),
  rule({ key: "comeToGrips", dt: 12, assets: ["spacePilot"], equipment: "flightComputer", markerTask: "spacePilot", compare: "spacePilot", needs: "sameHexAsEnemy", failureMarker: null }),
  rule({ key: "rideTheWake", dt: 16, assets: ["spacePilot"], equipment: "flightComputer", markerTask: "spacePilot", compare: "spacePilot", needs: "sameHexAsEnemy", failureMarker: null }),
  rule({ key: "asteroidShimsham", dt: 16, assets: ["spacePilot"], equipment: "flightComputer", markerTask: "spacePilot", compare: "tactics", needs: "nearBody", failureMarker: null }),
  rule({ key: "goDark", dt: 12, assets: ["shipDrives"], equipment: "sDrive", markerTask: "shipDrives", compare: null, needs: "none", failureMarker: null }),
  rule({ key: "boostEngines", dt: 12, assets: ["shipDrives"], equipment: "sDrive", markerTask: "shipDrives", compare: null, needs: "none", failureMarker: SC.drive }),
  rule({ key: "boostBeam", dt: 12, assets: ["shipDrives"], equipment: "sDrive", markerTask: "shipDrives", compare: null, needs: "none", failureMarker: SC.gunnery }),
  rule({ key: "boostField", dt: 16, assets: ["electronics", "astrogation"], equipment: "astrogationComputer", markerTask: "boostField", compare: null, needs: "none", failureMarker: SC.astrogation }),
] as const satisfies readonly ManeuverRule[];

/** Guide 7.5: a failed Asteroid Shimsham needs Space Pilot DT 12 to avoid crashing into the body. */
export const SHIMSHAM_CRASH_AVOID_DT = 12;
/** Guide 7.5: a dark ship moves a third of its normal speed. */
export const DARK_SHIP_SPEED_FRACTION = 1 / 3;
/** Guide 7.5: Boost Beam adds PEN 10 at effective and long range, 5 at extreme, +5 per special success. */
export const BOOST_BEAM_PEN = { effective: 10, long: 10, extreme: 5, perSpecialSuccess: 5 } as const;
/** Guide 7.5: Boost Engines adds 1d4 hexes plus one per special success. */
export const BOOST_ENGINES_DIE = 4;
/** Guide 7.5: Boost Field raises the PBF's blocking number by 1 for the next enemy turn. */
export const BOOST_FIELD_PBF_BONUS = 1;

export function maneuverRule(key: ManeuverKey): ManeuverRule {
  const r = MANEUVERS.find((m) => m.key === key);
  if (!r) throw new RangeError(`Unknown maneuver "${String(key)}"`);
  return r;
}

export interface ManeuverInput {
  readonly key: ManeuverKey;
  readonly asset: AssetLevel;
  readonly equipment: number;
  readonly shipMarkers?: MarkerCounts;
  /** The two levels compared, where the maneuver compares (own first). */
  readonly compare?: { readonly own: AssetLevel; readonly enemy: AssetLevel };
  /** Other advantages and disadvantages (surprise, covering two stations, ...). */
  readonly advantages?: number;
  readonly disadvantages?: number;
  readonly d20: number;
  /** Dice for Boost Engines' 1d4. */
  readonly dice?: DiceSource;
}

export interface ManeuverResult {
  readonly task: TaskResult;
  readonly success: boolean;
  /** Marker the ship takes (failed boosts). */
  readonly markerGained: string | null;
  /** Boost Engines: extra hexes this turn. */
  readonly extraHexes: number;
  /** Boost Beam: extra PEN by band for one laser this turn. */
  readonly beamPen: { readonly effective: number; readonly long: number; readonly extreme: number } | null;
  /** Go Dark: disadvantages to enemy scanner tasks next turn (one per special success). */
  readonly enemyScannerDisadvantages: number;
  /** Asteroid Shimsham: the pilot must now roll Space Pilot DT 12 or crash. */
  readonly mustAvoidCrash: boolean;
}

const rank = (l: AssetLevel): number => (l === "X" ? -1 : l);

/** Rolls one maneuver and reads its consequences (Guide 7.5). */
export function resolveManeuver(input: ManeuverInput): ManeuverResult {
  const r = maneuverRule(record(input, "input").key);
  if (input.shipMarkers !== undefined) checkedCounts(input.shipMarkers, "shipMarkers");
  if (input.compare !== undefined) {
    record(input.compare, "compare");
    assertAssetLevel(input.compare.own, "compare.own");
    assertAssetLevel(input.compare.enemy, "compare.enemy");
  }
  let advantages = input.advantages ?? 0;
  let disadvantages = (input.disadvantages ?? 0) + (input.shipMarkers ? taskDisadvantagesFromMarkers(input.shipMarkers, r.markerTask) : 0);
  if (r.compare) {
    if (!input.compare) throw new RangeError(`${r.key} compares ${r.compare} with the enemy pilot's: give both levels`);
    if (rank(input.compare.own) > rank(input.compare.enemy)) advantages++;
    if (rank(input.compare.own) < rank(input.compare.enemy)) disadvantages++;
  }
  const task = resolveTask({ dt: r.dt, asset: input.asset, equipment: input.equipment, advantages, disadvantages }, input.d20);
  return maneuverOutcome(r.key, task, input.dice);
}

/**
 * What a maneuver's roll gives (Guide 7.5), from the roll as it stands: as rolled, or after Tactics
 * points changed it (7.3). `dice` is needed for a Boost Engines that succeeds (its 1d4).
 */
export function maneuverOutcome(key: ManeuverKey, task: TaskResult, dice?: DiceSource): ManeuverResult {
  const r = maneuverRule(key);
  assertTaskResult(task, "task");
  const ok = task.success;
  let extraHexes = 0;
  if (ok && r.key === "boostEngines") {
    if (!dice) throw new RangeError("Boost Engines needs dice for its 1d4");
    extraHexes = checkedDie(dice, BOOST_ENGINES_DIE) + task.specialSuccesses;
  }
  const extraPen = BOOST_BEAM_PEN.perSpecialSuccess * task.specialSuccesses;
  return {
    task,
    success: ok,
    markerGained: ok ? null : r.failureMarker,
    extraHexes,
    beamPen: ok && r.key === "boostBeam" ? { effective: BOOST_BEAM_PEN.effective + extraPen, long: BOOST_BEAM_PEN.long + extraPen, extreme: BOOST_BEAM_PEN.extreme + extraPen } : null,
    enemyScannerDisadvantages: ok && r.key === "goDark" ? task.specialSuccesses : 0,
    mustAvoidCrash: !ok && r.key === "asteroidShimsham",
  };
}

/** What a maneuver does to the ship's own turn and to the enemy's next turn against it. */
export interface ManeuverEffects {
  /** Advantages (+) or disadvantages (-) to the ship's own weapon fire this turn. */
  readonly ownFire: number;
  /** Whether the ship's own-fire penalty spares space torps (evasive maneuvers). */
  readonly ownFireSparesTorps: boolean;
  /** Advantages (+) or disadvantages (-) to enemy fire against the ship next enemy turn. */
  readonly enemyFireAgainst: number;
  /** Advantages (+) or disadvantages (-) to the ship's own scanner tasks this turn. */
  readonly ownScanners: number;
  /** Disadvantages to enemy scanner tasks against the ship next enemy turn. */
  readonly enemyScannersAgainst: number;
  readonly noOwnScanners: boolean;
  readonly cannotBeLocked: boolean;
  /** Go Dark: the ship becomes unidentified, moves a third, and neither shoots nor maneuvers. */
  readonly dark: boolean;
}

const NO_EFFECT: ManeuverEffects = {
  ownFire: 0,
  ownFireSparesTorps: false,
  enemyFireAgainst: 0,
  ownScanners: 0,
  enemyScannersAgainst: 0,
  noOwnScanners: false,
  cannotBeLocked: false,
  dark: false,
};

/** Guide 7.5 and 7.8: a maneuver's effects on success and on failure. */
export const MANEUVER_EFFECTS = {
  evasiveManeuvers: {
    success: { ...NO_EFFECT, ownFire: -1, ownFireSparesTorps: true, enemyFireAgainst: -1 },
    failure: { ...NO_EFFECT, ownFire: -1, ownFireSparesTorps: true },
  },
  comeToGrips: {
    success: { ...NO_EFFECT, ownFire: 1, enemyFireAgainst: 1 },
    failure: NO_EFFECT,
  },
  rideTheWake: {
    success: { ...NO_EFFECT, noOwnScanners: true, cannotBeLocked: true },
    failure: { ...NO_EFFECT, noOwnScanners: true },
  },
  asteroidShimsham: {
    success: { ...NO_EFFECT, ownFire: 1, ownScanners: 1, enemyFireAgainst: -1, enemyScannersAgainst: 1 },
    failure: NO_EFFECT,
  },
  goDark: { success: { ...NO_EFFECT, dark: true }, failure: NO_EFFECT },
  boostEngines: { success: NO_EFFECT, failure: NO_EFFECT },
  boostBeam: { success: NO_EFFECT, failure: NO_EFFECT },
  boostField: { success: NO_EFFECT, failure: NO_EFFECT },
} as const satisfies Record<ManeuverKey, { readonly success: ManeuverEffects; readonly failure: ManeuverEffects }>;

/**
 * Guide 7.5: a crash after a failed shimsham means "rolls" on the spacecraft table with no armour
 * or penetration. The number is not given; one roll is what a player would expect from one crash.
 */
export const SHIMSHAM_CRASH_DAMAGE_ROLLS = 1;

/** The damage of a shimsham crash into the body (Guide 7.5). */
export function resolveShimshamCrash(dice: DiceSource): readonly DamageResult[] {
  const out: DamageResult[] = [];
  for (let i = 0; i < SHIMSHAM_CRASH_DAMAGE_ROLLS; i++) out.push(resolveDamage({ table: "spacecraft", penetration: 0, armour: 0, unmodified: true, dice }));
  return out;
}
