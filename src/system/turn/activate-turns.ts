/**
 * The hooks of a rule set's turn on the engine, registered once while it is the world's rule set:
 * the banner on every tracker render, and a redraw on every client when the GM moves the turn on
 * or rolls its initiative.
 */
import { flagPath, INITIATIVE_FLAG, type PositionFlag } from "./turn-flags";
import type { TurnBinding } from "./turn-binding";
import { scheduleTrackerRender } from "../combat/tracker-render";
import { noteWorldTurnFlag } from "./combat-place";

/**
 * `flag` is the Combat flag the binding keeps its position under; the binding itself comes with
 * the rule set's table, and the banner with its chunk, loaded only once a combat is there to show.
 */
export function activateTurns(flag: PositionFlag, binding: () => Promise<TurnBinding>): void {
  // the GM's ledger records each card's turn from this flag (combat-place.ts)
  noteWorldTurnFlag(flag);
  Hooks.on("renderCombatTracker", (_app, html) => {
    // with no combat there is no banner to draw, and nothing of the turn to load
    if (!game.combat) return void html.querySelector(".ssk-turn")?.remove();
    void import("./turn-banner")
      .then((m) => m.renderTurnBanner(html, binding))
      .catch((err: unknown) => console.error("Star Skirmish: the turn banner could not be drawn", err));
  });
  Hooks.on("updateCombat", (_combat, change) => {
    const has = (path: string) => foundry.utils.hasProperty(change, path);
    if (has(flagPath(flag)) || has(flagPath(INITIATIVE_FLAG))) scheduleTrackerRender();
  });
}
