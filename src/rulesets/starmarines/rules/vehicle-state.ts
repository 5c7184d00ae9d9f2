/**
 * A vehicle's damage as it adds up (IX-B, SMR-15, SMR-9): Stunned, Disarmed and Crippled each mark
 * once; Disarmed and Crippled together destroy it; each "lose 1 weapon" takes another weapon. A
 * skimmer in River, Shallow Water, Deep Water or Swamp is destroyed by any damage but Disarmed; on
 * other ground, Crippled destroys it on an odd die. Passengers of a destroyed vehicle roll: even,
 * destroyed; odd, they dismount into an adjacent empty hex, or are destroyed where there is none.
 */
import { oneOf, record, whole, yesNo } from "../../../core/checks";
import { VEHICLE_DAMAGE_TABLE } from "./wounding";
import type { VehicleResult } from "./wounding";

export interface VehicleState {
  readonly stunned: boolean;
  readonly disarmed: boolean;
  readonly crippled: boolean;
  readonly destroyed: boolean;
  readonly weaponsLost: number;
}

export const UNDAMAGED: VehicleState = { stunned: false, disarmed: false, crippled: false, destroyed: false, weaponsLost: 0 };

export interface SkimmerCase {
  readonly skimmer: boolean;
  /** SMR-9: the hex is River, Shallow Water, Deep Water or Swamp. */
  readonly inWater: boolean;
  /** The die rolled when a skimmer on land is Crippled (IX-B); needed only then. */
  readonly crashDie?: number;
}

export interface DamageOutcome {
  readonly state: VehicleState;
  /** Why it was destroyed by this hit, if it was. */
  readonly destroyedBy: "table" | "disarmedAndCrippled" | "sank" | "crashed" | null;
}

/** Throws a RangeError naming the field unless `state` is a vehicle's damage. */
export function checkVehicleState(state: VehicleState, field: string): VehicleState {
  record(state, field);
  for (const k of ["stunned", "disarmed", "crippled", "destroyed"] as const) yesNo(state[k], `${field}.${k}`);
  whole(state.weaponsLost, `${field}.weaponsLost`, 0, 99);
  return state;
}

/** Whether this hit on a skimmer calls for the crash die (a Crippled result on land). */
export function needsCrashDie(result: VehicleResult, skimmer: SkimmerCase): boolean {
  record(skimmer, "skimmer");
  oneOf(result, "result", VEHICLE_DAMAGE_TABLE);
  return yesNo(skimmer.skimmer, "skimmer.skimmer") && !yesNo(skimmer.inWater, "skimmer.inWater") && result === "crippled";
}

export function applyVehicleDamage(before: VehicleState, result: VehicleResult, skimmer: SkimmerCase): DamageOutcome {
  checkVehicleState(before, "before");
  record(skimmer, "skimmer");
  oneOf(result, "result", VEHICLE_DAMAGE_TABLE);
  if (before.destroyed) return { state: before, destroyedBy: null };
  const destroyed = (by: NonNullable<DamageOutcome["destroyedBy"]>, state: VehicleState = before): DamageOutcome => ({ state: { ...state, destroyed: true }, destroyedBy: by });
  if (result === "destroyed") return destroyed("table");
  // SMR-9: in water or swamp any damage other than Disarmed sinks a skimmer
  if (yesNo(skimmer.skimmer, "skimmer") && yesNo(skimmer.inWater, "inWater") && result !== "disarmed") return destroyed("sank");
  let state: VehicleState = before;
  if (result === "stunned" || result === "stunnedLoseWeapon") state = { ...state, stunned: true, weaponsLost: state.weaponsLost + (result === "stunnedLoseWeapon" ? 1 : 0) };
  if (result === "disarmed") state = { ...state, disarmed: true };
  if (result === "crippled") {
    state = { ...state, crippled: true };
    // IX-B: a crippled skimmer on land hits the ground on an odd roll
    if (needsCrashDie(result, skimmer) && whole(skimmer.crashDie, "crashDie", 1, 6) % 2 === 1) return destroyed("crashed", state);
  }
  return state.disarmed && state.crippled ? destroyed("disarmedAndCrippled", state) : { state, destroyedBy: null };
}

export type PassengerFate = "destroyed" | "dismounts";

/** IX-B: one passenger's die when his vehicle is destroyed. */
export function passengerFate(die: number, emptyHexNearby: boolean): PassengerFate {
  const d = whole(die, "die", 1, 6);
  return d % 2 === 1 && yesNo(emptyHexNearby, "emptyHexNearby") ? "dismounts" : "destroyed";
}

/**
 * IX-B, SMR-15, SMR-19: how many of the weapons a vehicle carries it still has once `lost` are
 * knocked out. The owner chooses which weapon each loss takes, so only the count is known; when it
 * covers every weapon carried (0 left) none may fire, and lost weapons are never repaired.
 */
export function weaponsLeft(carried: number, lost: number): number {
  const c = weaponCount(carried, "carried");
  const l = weaponCount(lost, "lost");
  return l >= c ? 0 : c - l;
}

/**
 * IX-B, SMR-15: whether a vehicle's losses cover every weapon it carries, so none may fire. False
 * while none is lost (a vehicle that carries none has lost none). Any count past the weapons
 * carried is all of them, however large.
 */
export function everyWeaponLost(carried: number, lost: number): boolean {
  return weaponsLeft(carried, lost) === 0 && lost > 0;
}

/**
 * A count of weapons: any whole number from 0 up, with no upper bound. A stored marker count has
 * none either, and a count past the weapons carried still means "all lost", never a refusal.
 */
function weaponCount(value: number, field: string): number {
  if (Number.isInteger(value) && value >= 0) return value;
  // refuses it with the field's name: negative, fractional or not a number at all
  return whole(value, field, 0);
}

/** IX-B: a vehicle can move unless Stunned, Crippled or destroyed, and shoot unless Stunned, Disarmed or destroyed. */
export function vehicleCan(state: VehicleState): { readonly move: boolean; readonly shoot: boolean } {
  checkVehicleState(state, "state");
  const out = state.destroyed || state.stunned;
  return { move: !out && !state.crippled, shoot: !out && !state.disarmed };
}
