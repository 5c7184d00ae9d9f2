/**
 * Indirect fire (Guide 6.11): who may call it, how long rounds take to land, the Fire Direction
 * DTs, corrections, ROF bursts and unguided bombs.
 */
import { record, whole } from "../../../core/checks";
import { checkedDie, type DiceSource } from "../../../core/dice";
import { assertAssetLevel, DIFFICULTY_TARGETS, type AssetLevel, type TaskInput } from "./task";

/** Guide 6.11: a spotter needs Fire Direction 0 or better. */
export const MIN_FIRE_DIRECTION_LEVEL = 0;

export type IndirectRange = "close" | "nearby" | "far";

/** Guide 6.11: timing bands by distance from gun to target. */
export const INDIRECT_TIMING = [
  { band: "close", maxKm: 5, turns: 1, extraD6: 0 },
  { band: "nearby", maxKm: 50, turns: 2, extraD6: 0 },
  { band: "far", maxKm: Number.POSITIVE_INFINITY, turns: 2, extraD6: 1 },
] as const satisfies readonly { band: IndirectRange; maxKm: number; turns: number; extraD6: number }[];

/** The timing band for a gun-to-target distance. */
export function indirectRangeBand(km: number): IndirectRange {
  if (!Number.isFinite(km) && km !== Number.POSITIVE_INFINITY) throw new RangeError(`Distance must be a number, not ${km}`);
  if (km < 0) throw new RangeError(`Distance must be 0 or more, not ${km}`);
  for (const t of INDIRECT_TIMING) if (km <= t.maxKm) return t.band;
  return "far";
}

/** Turns until the rounds land (Guide 6.11: next turn, 2 turns later, or 2+1d6 turns). */
export function turnsToLand(km: number, dice: DiceSource): number {
  const t = INDIRECT_TIMING.find((x) => x.band === indirectRangeBand(km));
  if (!t) throw new RangeError("No timing band");
  return t.turns + (t.extraD6 > 0 ? checkedDie(dice, 6) : 0);
}

export type IndirectWeapon = "artillery" | "missile" | "spaceTorp";

/** Guide 6.11: DT 24 for most weapons, DT 12 for missiles and space torps. */
export const INDIRECT_FIRE_DT = {
  artillery: DIFFICULTY_TARGETS.desperate,
  missile: DIFFICULTY_TARGETS.average,
  spaceTorp: DIFFICULTY_TARGETS.average,
} as const satisfies Record<IndirectWeapon, number>;

/** Guide 6.11: each turn the observer spends correcting gives one advantage. */
export function correctionAdvantages(turnsOfCorrection: number): number {
  if (!Number.isInteger(turnsOfCorrection) || turnsOfCorrection < 0) throw new RangeError(`Turns of correction must be 0 or more, not ${turnsOfCorrection}`);
  return turnsOfCorrection;
}

/** Guide 6.11: field artillery HE grows its burst by 0.5" per ROF over 1, with one attack roll. */
export const BURST_GROWTH_PER_ROF = 0.5;

export function artilleryBurstRadius(baseRadius: number, rof: number): number {
  if (!Number.isInteger(rof) || rof < 1) throw new RangeError(`ROF must be 1 or more, not ${rof}`);
  if (!Number.isFinite(baseRadius) || baseRadius < 0) throw new RangeError(`Burst radius must be 0 or more, not ${baseRadius}`);
  return baseRadius + BURST_GROWTH_PER_ROF * (rof - 1);
}

/** Guide 6.11: unguided bombs: the bombardier's Fire Direction DT 16 or the pilot's Air Pilot DT 20. */
export const BOMB_TASKS = {
  bombardier: { dt: DIFFICULTY_TARGETS.difficult, asset: "fireDirection", equipment: "fdAids" },
  pilot: { dt: DIFFICULTY_TARGETS.extreme, asset: "airPilot", equipment: null },
} as const;

/** Guide 6.11 Deviation: indirect fire that misses deviates as distant artillery does, 2d6 x 10 inches. */
export const INDIRECT_DEVIATION_KIND = "bombOrArtillery" as const;

/** The weapons a spotter may call, in the order the dialog offers them. */
export const INDIRECT_WEAPONS = ["artillery", "missile", "spaceTorp"] as const satisfies readonly IndirectWeapon[];

/**
 * The spotter's task when the rounds arrive (Guide 6.11): DT 24 (12 for missiles and space torps) on
 * Fire Direction, their FD Aids as the equipment bonus (3.3), an advantage per turn of correction, and
 * a disadvantage per Wound Marker of theirs (6.14), counted by the caller.
 */
export function indirectFireTask(input: { readonly weapon: IndirectWeapon; readonly fireDirection: AssetLevel; readonly fdAid: number; readonly corrections: number; readonly disadvantages: number }): TaskInput {
  record(input, "input");
  const dt: number | undefined = typeof input.weapon === "string" && Object.hasOwn(INDIRECT_FIRE_DT, input.weapon) ? INDIRECT_FIRE_DT[input.weapon] : undefined;
  if (dt === undefined) throw new RangeError(`Unknown indirect weapon "${String(input.weapon)}"`);
  assertAssetLevel(input.fireDirection, "fireDirection");
  whole(input.fdAid, "fdAid");
  whole(input.disadvantages, "disadvantages", 0);
  return { dt, asset: input.fireDirection, equipment: input.fdAid, advantages: correctionAdvantages(input.corrections), disadvantages: input.disadvantages };
}

/** Guide 6.11: the burst where the rounds land: field artillery's HE grows with its ROF, other weapons keep theirs. */
export function indirectBurstRadius(weapon: IndirectWeapon, baseRadius: number, rof: number): number {
  return weapon === "artillery" ? artilleryBurstRadius(baseRadius, rof) : artilleryBurstRadius(baseRadius, 1);
}

/** Guide 6.11: who may call: a Fire Direction of 0 or better (X cannot). */
export function maySpot(fireDirection: AssetLevel): boolean {
  assertAssetLevel(fireDirection, "fireDirection");
  return fireDirection !== "X" && fireDirection >= MIN_FIRE_DIRECTION_LEVEL;
}

export type BombAimer = keyof typeof BOMB_TASKS;

/**
 * The task of dropping unguided bombs (Guide 6.11): the bombardier's Fire Direction, DT 16, with their
 * FD Aids, or the pilot's Air Pilot, DT 20, with none; the caller counts the disadvantages.
 */
export function bombTask(input: { readonly aimer: BombAimer; readonly level: AssetLevel; readonly fdAid: number; readonly disadvantages: number }): TaskInput {
  record(input, "input");
  const task: (typeof BOMB_TASKS)[BombAimer] | undefined = typeof input.aimer === "string" && Object.hasOwn(BOMB_TASKS, input.aimer) ? BOMB_TASKS[input.aimer] : undefined;
  if (!task) throw new RangeError(`Unknown bomb aimer "${String(input.aimer)}"`);
  assertAssetLevel(input.level, "level");
  whole(input.fdAid, "fdAid");
  whole(input.disadvantages, "disadvantages", 0);
  return { dt: task.dt, asset: input.level, equipment: task.equipment === null ? 0 : input.fdAid, advantages: 0, disadvantages: input.disadvantages };
}
