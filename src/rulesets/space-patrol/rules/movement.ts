/**
 * How far a person moves in a combat turn (Guide 5.3, 6.4, 6.5, 6.14, 8.7): 8" plus Athletics,
 * less the armour penalty and 1" per Wound and Mortal Wound Marker, never below 0; the second
 * move in place of an action; standing up from prone.
 */
import { record } from "../../../core/checks";
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { SP_MARKER } from "./markers";
import { athleticsMovementBonus } from "./asset-uses";
import type { AssetLevel } from "./task";

/** Guide 5.3 / 6.5: a human's basic allowance, in inches per turn. */
export const BASE_MOVEMENT_INCHES = 8;
/** Guide 6.14: each Wound Marker takes 1" off movement; a Mortal Wound Marker has every effect of one. */
export const MOVEMENT_LOSS_PER_WOUND = 1;
/** Guide 6.6: crossing low cover costs double. */
export const LOW_COVER_MOVE_COST_MULTIPLIER = 2;

export interface MovementInput {
  readonly athletics: AssetLevel;
  /** The worn armour's movement penalty from the personal armour table, in inches (0 or more). */
  readonly armourPenalty?: number;
  readonly wounds?: number;
  readonly mortalWounds?: number;
  /** Extra inches from effects such as Blitz (Guide 8.7). */
  readonly bonus?: number;
  /** Guide 5.3: aliens and monsters may have another base allowance. */
  readonly base?: number;
}

/** The inches one move covers (Guide 5.3, 6.5, 6.14). */
export function movementAllowance(input: MovementInput): number {
  record(input, "input");
  const penalty = nonNegative(input.armourPenalty ?? 0, "Armour penalty");
  const wounds = nonNegative(input.wounds ?? 0, "Wound Markers");
  const mortal = nonNegative(input.mortalWounds ?? 0, "Mortal Wound Markers");
  const base = nonNegative(input.base ?? BASE_MOVEMENT_INCHES, "Base movement");
  const bonus = input.bonus ?? 0;
  if (!Number.isFinite(bonus)) throw new RangeError(`Movement bonus must be a number, not ${bonus}`);
  const raw = base + athleticsMovementBonus(input.athletics) + bonus - penalty - MOVEMENT_LOSS_PER_WOUND * (wounds + mortal);
  return Math.max(0, raw);
}

/** The same, reading the Wound and Mortal Wound counts from a combatant's markers. */
export function movementAllowanceFromMarkers(
  input: Omit<MovementInput, "wounds" | "mortalWounds">,
  markers: MarkerCounts,
): number {
  return movementAllowance({
    ...record(input, "input"),
    wounds: markerCount(markers, SP_MARKER.wound),
    mortalWounds: markerCount(markers, SP_MARKER.mortalWound),
  });
}

export interface TurnMovementInput {
  /** One move's allowance (movementAllowance). */
  readonly allowance: number;
  /** Guide 6.4: the action is spent on a second move. */
  readonly secondMove?: boolean;
  /** Guide 6.5: knocked down or prone at the start of the move. */
  readonly prone?: boolean;
  /** Guide 6.4, 6.7: vehicles never take a second move. */
  readonly vehicle?: boolean;
  /** Guide 6.14: an unconscious combatant cannot move. */
  readonly unconscious?: boolean;
}

export interface TurnMovement {
  /** Inches that can be covered this turn after standing up. */
  readonly inches: number;
  /** Whether the first move is spent getting up (Guide 6.5). */
  readonly standsUp: boolean;
  /** Whether the action is spent moving (Guide 6.4). */
  readonly actionUsed: boolean;
}

/**
 * A whole turn's movement (Guide 5.3, 6.4, 6.5): standing up takes the full first move; a second
 * move, in place of the action, covers the allowance again. Vehicles refuse a second move.
 */
export function turnMovement(input: TurnMovementInput): TurnMovement {
  record(input, "input");
  const allowance = nonNegative(input.allowance, "Movement allowance");
  const second = input.secondMove ?? false;
  if (second && input.vehicle) throw new RangeError("Vehicles cannot make a second move");
  if (input.unconscious) return { inches: 0, standsUp: false, actionUsed: false };
  const prone = input.prone ?? false;
  const moves = second ? 2 : 1;
  return { inches: allowance * (moves - (prone ? 1 : 0)), standsUp: prone, actionUsed: second };
}

/** Guide 6.6: inches of allowance spent to cover a distance, doubled over low cover. */
export function movementCost(inches: number, overLowCover = false): number {
  nonNegative(inches, "Distance");
  return overLowCover ? inches * LOW_COVER_MOVE_COST_MULTIPLIER : inches;
}

function nonNegative(n: number, what: string): number {
  if (!Number.isFinite(n) || n < 0) throw new RangeError(`${what} must be 0 or more, not ${n}`);
  return n;
}
