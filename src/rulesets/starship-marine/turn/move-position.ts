/**
 * Where a Starship Marine move stands (3.1), for any code that needs the move number or the step:
 * the combat's "ssmPosition" flag read against the move the GM plays, a-l or a-o (SSM-7).
 */
import { readStoredPosition } from "../../../system/turn/turn-flags";
import { readPosition, type TurnPosition } from "../../../core/turn/index";
import { ssmMoveSequence } from "../rules/sequence";
import { optionalStepsOn } from "./optional-steps-setting";

/** Where the combat's move stands (move 1 step a until the GM moves on), or null with no combat. */
export function ssmPosition(combat: Combat.Implementation | null | undefined = game.combat): TurnPosition | null {
  return combat ? readPosition(ssmMoveSequence(optionalStepsOn()), readStoredPosition(combat, "ssmPosition")) : null;
}
