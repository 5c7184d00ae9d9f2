/**
 * The Striker turn as the combat tracker shows it (Striker 3.B): turn number, phase, fire step,
 * who acts, and what the step allows, all read from the sequence's data by the shared banner
 * view. Pure; the position is kept on the Combat document.
 */
import { turnBannerView, type TurnBannerView } from "../../../core/turn/index";
import { FIRST_POSITION, readPosition, STRIKER_TURN, type PlayPosition } from "../rules/sequence";

export { FIRST_POSITION, readPosition };

export type TurnView = TurnBannerView;

/** What the tracker shows at a position, and what comes next. */
export function turnView(pos: PlayPosition): TurnView {
  return turnBannerView(STRIKER_TURN, pos);
}
