/**
 * The StarMarines token ruler class (VIII-A), set at init (system/table-token-ruler.ts): its label
 * for a waypoint comes from the rules in the table (turn/move-ruler.ts), the board read once per
 * ruler refresh.
 */
import type { MoveBoard } from "../rules/movement";
import { SMR_TABLE } from "../load-table";
import { tableTokenRuler } from "../../../system/table-token-ruler";

/** The StarMarines token ruler class, made once Foundry's classes exist (at init). */
export function starMarinesTokenRuler() {
  // every waypoint of one drag shares the board read for it
  const boards = new WeakMap<object, MoveBoard>();
  return tableTokenRuler("StarMarinesTokenRuler", SMR_TABLE, (t, doc, waypoint, context, state) => {
    if (!doc.parent) return context;
    let board = boards.get(state);
    if (!board) {
      board = t.boardOf(doc.parent, doc);
      boards.set(state, board);
    }
    return t.labelMove(doc, waypoint, context, board);
  });
}
