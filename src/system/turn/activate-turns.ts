/**
 * The hooks of a rule set's turn on the engine, registered once while it is the world's rule set:
 * the banner on every tracker render, and a redraw on every client when the GM moves the turn on
 * or rolls its initiative.
 */
import { flagPath, INITIATIVE_FLAG } from "./turn-flags";
import { renderTurnBanner } from "./turn-banner";
import type { TurnBinding } from "./turn-binding";
import { scheduleTrackerRender } from "../combat/tracker-render";

export function activateTurns(binding: TurnBinding): void {
  Hooks.on("renderCombatTracker", (_app, html) => void renderTurnBanner(html, binding));
  Hooks.on("updateCombat", (_combat, change) => {
    const has = (path: string) => foundry.utils.hasProperty(change, path);
    if (has(flagPath(binding.flag)) || has(flagPath(INITIATIVE_FLAG))) scheduleTrackerRender();
  });
}
