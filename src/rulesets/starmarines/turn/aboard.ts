/**
 * Which vehicle a soldier's token rides in (VIII-G), read from the token's flag: the board, the move
 * check and the attack all ask it, so it depends on nothing but the flags. Its owner may write them;
 * only a judged move changes them in play (turn/ride-guard.ts puts back any other player's change),
 * and while a combat runs the turns of boarding and stepping out are read from the GM's record
 * instead (turn/unit-moves.ts rodeIn).
 */
import { readFlag } from "../../../system/flags";

declare module "../../../system/flags" {
  interface TokenFlags {
    /** VIII-G: the vehicle token this soldier rides in, and the turn he boarded. */
    smrAboard?: { vehicle: string; turn: number };
    /** VIII-G: the turn this soldier last dismounted (no boarding again that turn). */
    smrDismounted?: number;
  }
}

/** The vehicle token the soldier's token rides in, if it is still on the scene. */
export function vehicleOf(token: TokenDocument.Implementation): { vehicle: TokenDocument.Implementation; turn: number } | null {
  const stored: unknown = readFlag(token, "Token", "smrAboard");
  if (typeof stored !== "object" || stored === null) return null;
  const { vehicle, turn } = stored as Record<string, unknown>;
  const doc = typeof vehicle === "string" ? token.parent?.tokens.get(vehicle) : undefined;
  return doc && typeof turn === "number" ? { vehicle: doc, turn } : null;
}

