/**
 * The Tactics buttons on task cards (Guide 6.3), listed with the task card's kind (cards/index.ts).
 * The side turns' own hooks (the combat-tracker banner and its redraws, the "moved this turn"
 * records from token movement, and the space move checks of space-movement.ts) are registered at
 * init in ruleset.ts, their work coming with the table. Players' requests go through the side-turn
 * GM request (side-turn-query.ts).
 */
import type { CardButtonContext } from "../../../system/cards/card-button-types";
import type { TASK_CARD } from "../cards/task";
import { TURN_SIDES, type TurnSide } from "../rules/side-turns";
import { requestSideTurn } from "./side-turn-query";

/** Card action: one Tactics point, +1 or -1, for the side the button names (Guide 6.3). */
export async function onTacticsButton({ message, button }: CardButtonContext<typeof TASK_CARD>): Promise<void> {
  const side = button.dataset.side;
  const points = Number(button.dataset.points);
  if (!(TURN_SIDES as readonly unknown[]).includes(side) || (points !== 1 && points !== -1)) return;
  await requestSideTurn({ action: "tactics", messageId: message.id ?? "", side: side as TurnSide, points });
}
