/**
 * The Space Patrol! token ruler class (Guide 6.7, 7.2): CONFIG.Token.rulerClass is set to it at
 * init, so it is part of the start-up module. Its label for a waypoint is read synchronously as the
 * token is dragged, from the table (turn/move-ruler.ts); selecting the token started loading it
 * (system/ruleset-table.ts, preloadOnControl), so a drag finds it there. Until it has loaded, the
 * label is core's.
 */
import { SPACE_PATROL_TABLE } from "../load-table";

type Waypoint = foundry.canvas.placeables.tokens.TokenRuler.Waypoint;
type LabelContext = foundry.canvas.placeables.tokens.TokenRuler.WaypointContext;

/** The Space Patrol! token ruler class, made once Foundry's classes exist (at init). */
export function spacePatrolTokenRuler() {
  return class SpacePatrolTokenRuler extends foundry.canvas.placeables.tokens.TokenRuler {
    protected override _getWaypointLabelContext(waypoint: Waypoint, state: foundry.canvas.placeables.tokens.TokenRuler.State): LabelContext | void {
      const context = super._getWaypointLabelContext(waypoint, state);
      if (!context) return context;
      const t = SPACE_PATROL_TABLE.loaded;
      if (!t) {
        void SPACE_PATROL_TABLE.load().catch((err: unknown) => console.error(err));
        return context;
      }
      return t.labelCraftMove(this.token.document, waypoint, context);
    }
  };
}
