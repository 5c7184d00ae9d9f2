/**
 * The Striker token ruler class (Striker 6), set at init (system/table-token-ruler.ts): its label
 * for a waypoint comes from the movement check in the table (turn/move-check.ts labelTeamMove).
 */
import { STRIKER_TABLE } from "../load-table";
import { tableTokenRuler } from "../../../system/table-token-ruler";

/** The Striker token ruler class, made once Foundry's classes exist (at init). */
export function strikerTokenRuler() {
  return tableTokenRuler("StrikerTokenRuler", STRIKER_TABLE, (t, doc, waypoint, context) => t.labelTeamMove(doc, waypoint, context));
}
