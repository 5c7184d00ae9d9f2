/**
 * Swapping weapons (VIII-I), with the reason it is refused: a soldier next to a wounded soldier of his
 * own army spends 1 move unit to swap weapons with him. Vehicles never swap, nobody takes a vehicle's
 * weapons, and a killed soldier's weapon is gone with him. Whether the soldier can use the other's
 * weapons is the GM's to judge.
 */
import { between, record, yesNo } from "../../../core/checks";
import { SWAP_COST } from "./combat-extras";

export type SwapProblem = "notSoldier" | "partnerNotSoldier" | "notWounded" | "otherArmy" | "notAdjacent" | "noMoveLeft";

export interface SwapCase {
  readonly soldier: boolean;
  readonly partnerSoldier: boolean;
  readonly partnerWounded: boolean;
  readonly sameArmy: boolean;
  readonly adjacent: boolean;
  readonly unitsLeft: number;
}

export function swapProblem(c: SwapCase): SwapProblem | null {
  record(c, "case");
  const yes = (k: "soldier" | "partnerSoldier" | "partnerWounded" | "sameArmy" | "adjacent") => yesNo(c[k], `case.${k}`);
  if (!yes("soldier")) return "notSoldier";
  if (!yes("partnerSoldier")) return "partnerNotSoldier";
  if (!yes("partnerWounded")) return "notWounded";
  if (!yes("sameArmy")) return "otherArmy";
  if (!yes("adjacent")) return "notAdjacent";
  if (between(c.unitsLeft, "case.unitsLeft", 0, 99) < SWAP_COST) return "noMoveLeft";
  return null;
}
