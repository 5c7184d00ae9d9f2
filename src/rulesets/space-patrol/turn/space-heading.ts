/**
 * Keeping a ship's heading as it moves on a space scene (Guide 7.1; view/space-heading.ts): the
 * mover's client adds the bearing of the move to the token's own update, so it is written with the
 * move itself, by whoever may move the token. Who may write it: the GM, as they like; a player
 * only with a move of the token whose bearing it is. Their own client refuses any other change of
 * it, and the active GM's client puts back one written anyway (turn/heading-guard.ts).
 */
import { flagPath, readFlag } from "../../../system/flags";
import { SpacecraftData } from "../models/craft-models";
import { headingDegrees } from "../view/space-heading";
import { isSpaceScene } from "./space-scene";
import { movedTo, movesOnBoard } from "../../../system/board";

declare module "../../../system/flags" {
  interface TokenFlags {
    /** Guide 7.1: the bearing of the ship's last move on a space scene, in degrees. */
    spHeading?: number;
  }
}

/** preUpdateToken, once the move is allowed: the move's bearing goes into the same update. */
export function recordHeading(token: TokenDocument.Implementation, changed: Record<string, unknown>): void {
  if (!movesOnBoard(changed)) return;
  if (!(token.actor?.system instanceof SpacecraftData) || !isSpaceScene(token.parent)) return;
  const to = movedTo(token, changed);
  const heading = headingDegrees({ x: token.x, y: token.y }, to);
  if (heading !== null) foundry.utils.setProperty(changed, flagPath("Token", "spHeading"), heading);
}

/** The heading the token keeps, or null before its first move. */
export function headingOf(token: TokenDocument.Implementation | undefined): number | null {
  const heading = token ? readFlag(token, "Token", "spHeading") : undefined;
  return typeof heading === "number" && Number.isFinite(heading) ? heading : null;
}
