/**
 * Loading and unloading (VIII-G), with the reason a boarding or a dismount is refused: a soldier
 * boards a friendly vehicle next to him that has room, whose hex he could enter, with a move unit
 * left, and boarding ends his move; he dismounts into a hex next to the vehicle that he may enter,
 * for 1 move unit whatever the terrain, and moves on. He never boards and dismounts in one turn,
 * and does not attack from inside (unless the vehicle's own rules say so, which the GM judges).
 */
import { between, record, whole, yesNo } from "../../../core/checks";
import { DISMOUNT_COST } from "./combat-extras";

export type MountProblem = "notSoldier" | "notVehicle" | "enemy" | "notAdjacent" | "cannotEnter" | "noMoveLeft" | "dismountedThisTurn" | "full";

export interface MountCase {
  readonly soldier: boolean;
  readonly vehicle: boolean;
  readonly friendly: boolean;
  readonly adjacent: boolean;
  /** The soldier could enter the vehicle's hex, terrain and all. */
  readonly canEnterHex: boolean;
  /** Move units the soldier has left when he reaches the vehicle. */
  readonly unitsLeft: number;
  readonly dismountedThisTurn: boolean;
  /** Soldiers aboard already, and how many it carries (from its race book: a field on the unit). */
  readonly aboard: number;
  readonly capacity: number;
}

/** VIII-G: why the soldier may not board, or null when he may. */
export function mountProblem(c: MountCase): MountProblem | null {
  record(c, "case");
  const yes = (k: "soldier" | "vehicle" | "friendly" | "adjacent" | "canEnterHex" | "dismountedThisTurn") => yesNo(c[k], `case.${k}`);
  if (!yes("soldier")) return "notSoldier";
  if (!yes("vehicle")) return "notVehicle";
  if (!yes("friendly")) return "enemy";
  if (!yes("adjacent")) return "notAdjacent";
  if (!yes("canEnterHex")) return "cannotEnter";
  if (between(c.unitsLeft, "case.unitsLeft", 0, 99) < 1) return "noMoveLeft";
  if (yes("dismountedThisTurn")) return "dismountedThisTurn";
  if (whole(c.aboard, "case.aboard", 0, 99) >= whole(c.capacity, "case.capacity", 0, 99)) return "full";
  return null;
}

export type DismountProblem = "mountedThisTurn" | "noMoveLeft" | "cannotEnter";

/** VIII-G: why the soldier may not step out into that hex, or null; stepping out costs DISMOUNT_COST. */
export function dismountProblem(c: { readonly mountedThisTurn: boolean; readonly unitsLeft: number; readonly canEnterHex: boolean }): DismountProblem | null {
  record(c, "case");
  if (yesNo(c.mountedThisTurn, "case.mountedThisTurn")) return "mountedThisTurn";
  if (between(c.unitsLeft, "case.unitsLeft", 0, 99) < DISMOUNT_COST) return "noMoveLeft";
  if (!yesNo(c.canEnterHex, "case.canEnterHex")) return "cannotEnter";
  return null;
}
