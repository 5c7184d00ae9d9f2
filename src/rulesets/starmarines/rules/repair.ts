/**
 * The Repair Phase (VII.7, IX-B, SMR-19): a Doctor takes Wounded off a soldier, a Fixer repairs a
 * vehicle's Stunned (a level-1 repair) or its Disarmed or Crippled (level 2). Lost weapons never
 * return. A large Stunned vehicle un-stuns itself on a 6. Reach, number and any roll of Doctors and
 * Fixers are the GM's to confirm: the text gives none.
 */
import { oneOf, whole } from "../../../core/checks";
import { checkVehicleState, type VehicleState } from "./vehicle-state";

/** IX-B: "a large Stunned vehicle can un-stun itself if it rolls a die and gets a 6". */
export const SELF_UNSTUN_ON = 6;

export function selfUnstuns(die: number): boolean {
  return whole(die, "die", 1, 6) >= SELF_UNSTUN_ON;
}

export type FixerRepair = "stunned" | "disarmed" | "crippled";

/** IX-B: a repair level per damage. */
export const REPAIR_LEVEL: Readonly<Record<FixerRepair, 1 | 2>> = { stunned: 1, disarmed: 2, crippled: 2 };

/** A Fixer's repair: the damage comes off; weapons lost stay lost (SMR-19). */
export function fixVehicle(state: VehicleState, repair: FixerRepair): VehicleState {
  checkVehicleState(state, "state");
  oneOf(repair, "repair", ["stunned", "disarmed", "crippled"] as const);
  if (state.destroyed) return state;
  return { ...state, [repair]: false };
}
