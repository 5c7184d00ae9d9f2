/**
 * Space Patrol!'s side turns while it is the world's rule set: the combat-tracker banner and its
 * redraws, the Tactics buttons on task cards (listed with the task card's kind, cards/index.ts),
 * the "moved this turn" records from token movement, and the space move checks (space-movement.ts).
 * Players' requests go through the
 * side-turn GM request (side-turn-query.ts).
 */
import { SYSTEM_ID } from "../../../system/constants";
import type { CardButtonContext } from "../../../system/cards/card-button-types";
import type { TASK_CARD } from "../cards/task";
import { TURN_SIDES, type TurnSide } from "../rules/side-turns";
import { renderSideTurnBanner } from "./side-turn-banner";
import { requestSideTurn } from "./side-turn-query";
import { onTokenMoved } from "./moved-tracking";
import { auditShipMove, checkShipMove } from "./space-movement";
import { recordHeading } from "./space-heading";
import { scheduleTrackerRender } from "../../../system/combat/tracker-render";

/** Card action: one Tactics point, +1 or -1, for the side the button names (Guide 6.3). */
export async function onTacticsButton({ message, button }: CardButtonContext<typeof TASK_CARD>): Promise<void> {
  const side = button.dataset.side;
  const points = Number(button.dataset.points);
  if (!(TURN_SIDES as readonly unknown[]).includes(side) || (points !== 1 && points !== -1)) return;
  await requestSideTurn({ action: "tactics", messageId: message.id ?? "", side: side as TurnSide, points });
}

export function activateSideTurns(): void {
  Hooks.on("renderCombatTracker", (_app, html) => void renderSideTurnBanner(html));
  // Every client redraws the tracker when the GM changes the side turns or a moved record.
  Hooks.on("updateCombat", (_combat, change) => {
    if (foundry.utils.hasProperty(change, `flags.${SYSTEM_ID}`)) scheduleTrackerRender();
  });
  // the audit reads the GM's record before onTokenMoved adds this move to it
  Hooks.on("updateToken", (token, changed, _options, userId) => auditShipMove(token, changed, userId));
  Hooks.on("updateToken", (token, changed) => void onTokenMoved(token, changed));
  Hooks.on("preUpdateToken", (token, changed) => {
    const allowed = checkShipMove(token, changed as Record<string, unknown>);
    if (allowed) recordHeading(token, changed as Record<string, unknown>);
    return allowed;
  });
}
