/**
 * Movement (Starship Marine 3.2, 4.1, 4.2): tactical and non-tactical moves in cm by troop type and
 * gravity. Combat robots move 12/24 in zero g (SSM-3); clankers share the combat robot row, and close
 * support robots the TRUCs' (SSM-14), in 1 g and underwater alike. TRUCs cannot move underwater:
 * a Marine tows them (4.2). A wounded Marine moves at exactly half speed (4.6, SSM-33). A
 * non-tactical move is straight and allows no fire or throw (3.2); turning more than 90 degrees on
 * the spot counts as moving (3.4).
 */
import { finite, keyOf, yesNo } from "../../../core/checks";
import type { Environment } from "./environment";

export const MOVER_CLASSES = ["marine", "crewman", "combatRobot", "clanker", "closeSupportRobot", "truc"] as const;
export type MoverClass = (typeof MOVER_CLASSES)[number];

export interface MoveAllowance {
  readonly tactical: number;
  readonly nonTactical: number;
}

const move = (tactical: number): MoveAllowance => ({ tactical, nonTactical: tactical * 2 });

/** Table 3.2 (zero g) and Table 4.1 (1 g); 4.2 moves as in 1 g. */
export const MOVEMENT_TABLE: Readonly<Record<MoverClass, Readonly<Record<Environment, MoveAllowance>>>> = {
  marine: { zeroG: move(15), oneG: move(10), underwater: move(10) },
  crewman: { zeroG: move(10), oneG: move(8), underwater: move(8) },
  combatRobot: { zeroG: move(12), oneG: move(10), underwater: move(10) },
  clanker: { zeroG: move(12), oneG: move(10), underwater: move(10) },
  closeSupportRobot: { zeroG: move(10), oneG: move(8), underwater: move(8) },
  truc: { zeroG: move(10), oneG: move(8), underwater: move(0) },
};

/** 3.4: a turn on the spot of more than this many degrees is a move. */
export const TURN_COUNTS_AS_MOVE_DEGREES = 90;

/** The move a figure may make: half, exactly, for a wounded Marine (SSM-33). */
export function moveAllowance(mover: MoverClass, environment: Environment, wounded = false): MoveAllowance {
  const byEnvironment = MOVEMENT_TABLE[keyOf(mover, "mover", MOVEMENT_TABLE)];
  const row = byEnvironment[keyOf(environment, "environment", byEnvironment)];
  if (!yesNo(wounded, "wounded") || mover !== "marine") return row;
  return { tactical: row.tactical / 2, nonTactical: row.nonTactical / 2 };
}

/** Whether a turn on the spot is a move (3.4). */
export function turnIsMove(degrees: number): boolean {
  return Math.abs(finite(degrees, "degrees")) > TURN_COUNTS_AS_MOVE_DEGREES;
}

/** 3.2: a figure that moved non-tactically may not fire or throw grenades. */
export const NON_TACTICAL_MAY_FIRE = false;
