/**
 * The StarMarines token ruler class (VIII-A): CONFIG.Token.rulerClass is set to it at init, so it
 * is part of the start-up module. Its label for a waypoint is read synchronously as the token is
 * dragged, from the rules in the table (turn/move-ruler.ts); selecting the token started loading
 * it (system/ruleset-table.ts, preloadOnControl), so a drag finds it there. Until it has loaded,
 * the label is core's.
 */
import type { MoveBoard } from "../rules/movement";
import { SMR_TABLE } from "../load-table";

type Waypoint = foundry.canvas.placeables.tokens.TokenRuler.Waypoint;
type LabelContext = foundry.canvas.placeables.tokens.TokenRuler.WaypointContext;

/** The StarMarines token ruler class, made once Foundry's classes exist (at init). */
export function starMarinesTokenRuler() {
  // the board is read once per ruler refresh: every waypoint of one drag shares it
  const boards = new WeakMap<object, MoveBoard>();
  return class StarMarinesTokenRuler extends foundry.canvas.placeables.tokens.TokenRuler {
    protected override _getWaypointLabelContext(waypoint: Waypoint, state: foundry.canvas.placeables.tokens.TokenRuler.State): LabelContext | void {
      const context = super._getWaypointLabelContext(waypoint, state);
      const doc = this.token.document;
      if (!context || !doc.parent) return context;
      const t = SMR_TABLE.loaded;
      if (!t) {
        void SMR_TABLE.load().catch((err: unknown) => console.error(err));
        return context;
      }
      let board = boards.get(state);
      if (!board) {
        board = t.boardOf(doc.parent, doc);
        boards.set(state, board);
      }
      return t.labelMove(doc, waypoint, context, board);
    }
  };
}
