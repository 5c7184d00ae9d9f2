/**
 * The Space Patrol! token ruler class (Guide 6.7, 7.2), set at init (system/table-token-ruler.ts):
 * its label for a waypoint comes from the table (turn/move-ruler.ts).
 */
import { SPACE_PATROL_TABLE } from "../load-table";
import { tableTokenRuler } from "../../../system/table-token-ruler";

/** The Space Patrol! token ruler class, made once Foundry's classes exist (at init). */
export function spacePatrolTokenRuler() {
  return tableTokenRuler("SpacePatrolTokenRuler", SPACE_PATROL_TABLE, (t, doc, waypoint, context) => t.labelCraftMove(doc, waypoint, context));
}
