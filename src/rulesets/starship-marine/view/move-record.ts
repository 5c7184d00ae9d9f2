/**
 * One figure's movement in the movement step (Starship Marine 3.2, 3.4, 4.1, 4.2, SSM-33), pure:
 * the centimetres it has covered and the way it faced when the step began, and what that makes of
 * it. Any distance, or a turn of more than 90 degrees, is a move; more than the tactical allowance
 * is a non-tactical move; more than the non-tactical allowance is too far.
 */
import { turnIsMove, type MoveAllowance } from "../rules/movement";

export interface MoveRecord {
  /** Centimetres covered in this movement step. */
  readonly cm: number;
  /** The token's rotation in degrees when the step began. */
  readonly rotation: number;
}

export type MoveVerdict = "none" | "tactical" | "nonTactical" | "tooFar";

/** The smaller angle between two facings, 0-180 degrees. */
export function turnBetween(from: number, to: number): number {
  const d = Math.abs((((to - from) % 360) + 360) % 360);
  return d > 180 ? 360 - d : d;
}

export function moveVerdict(record: MoveRecord, rotationNow: number, allowance: MoveAllowance): MoveVerdict {
  // a hair's tolerance, so a move measured to exactly the allowance stays within it
  const cm = record.cm - 1e-6;
  if (cm > allowance.nonTactical) return "tooFar";
  if (cm > allowance.tactical) return "nonTactical";
  return record.cm > 0 || turnIsMove(turnBetween(record.rotation, rotationNow)) ? "tactical" : "none";
}

/** Reads a stored record leniently: anything malformed reads as not yet moved, facing 0. */
export function readMoveRecord(stored: unknown): MoveRecord | null {
  if (typeof stored !== "object" || stored === null) return null;
  const s = stored as Record<string, unknown>;
  const cm = typeof s.cm === "number" && Number.isFinite(s.cm) && s.cm >= 0 ? Math.min(s.cm, 100_000) : 0;
  const rotation = typeof s.rotation === "number" && Number.isFinite(s.rotation) ? s.rotation : 0;
  return { cm, rotation };
}
