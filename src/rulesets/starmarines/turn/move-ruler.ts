/**
 * The ruler while a unit is dragged in a movement phase (VIII-A, VIII-B, SMR-11): at each waypoint it
 * says what the path costs in move units of the unit's allowance, what is left and the hex faces
 * turned, or why the rules refuse it, read by the same plan as the check before the move is written
 * (turn/move-plan.ts). Outside a movement phase, in the other side's for a player (VII.2, VII.4: a
 * player's move there is refused; the GM moves any unit, SMR-24, and the GM's ruler counts it), or
 * for a token that is no unit in the combat, the label is core's. The ruler class itself is
 * token-ruler.ts, at start-up; this comes with the table.
 */
import type { Hex } from "../rules/hex-facing";
import type { MoveBoard } from "../rules/movement";
import { hexAtPoint } from "../actions/board-hexes";
import { moveRulerLabel } from "../view/move-ruler-label";
import { hexPathThrough, planMove } from "./move-plan";
import { vehicleOf } from "./aboard";
import { friendlyVehicleAt } from "../actions/transport";
import { formatCounted } from "../../../system/i18n/counted";
import { centresTo, rulerText, type RulerLabel, type RulerWaypoint } from "../../../system/table-token-ruler";

/** The hexes a token's path enters from its current hex to this waypoint, or null off the hex board. */
function pathTo(scene: Scene.Implementation, waypoint: RulerWaypoint): Hex[] | null {
  return hexPathThrough(centresTo(waypoint).map((c) => hexAtPoint(scene, c)));
}

/** Writes the move's label over core's distance and cost, which count hexes, not move units. */
export function labelMove(token: TokenDocument.Implementation, waypoint: RulerWaypoint, context: RulerLabel, board?: MoveBoard): RulerLabel {
  const scene = token.parent;
  if (!scene || waypoint.stage === "passed") return context;
  const path = pathTo(scene, waypoint);
  // VIII-G: a soldier aboard steps out first (the check counts that); the ruler leaves it to core
  if (!path || vehicleOf(token)) return context;
  // VIII-G: a path that ends on a friendly carrier is a walk up to it and a boarding
  const carrier = path.length > 0 ? friendlyVehicleAt(token, scene, path.at(-1)!) : null;
  const plan = planMove(token, carrier ? path.slice(0, -1) : path, null, board);
  if (!plan) return context;
  const label = carrier && !plan.result.problem ? { ...moveRulerLabel(plan.result), key: "STARSKIRMISH.StarMarines.Move.ruler.boards", count: undefined } : moveRulerLabel(plan.result);
  // VIII-A: "1 of 1 move unit", the noun agreeing with the allowance, goes into the label whole
  const data: Record<string, string> = label.units ? { ...label.data, units: formatCounted(label.units.key, label.units.count, { spent: label.data.spent }) } : { ...label.data };
  const text = label.count === undefined ? (game.i18n?.format(label.key, data) ?? label.key) : formatCounted(label.key, label.count, data);
  return rulerText(context, text, `smr-move${label.refused ? " smr-refused" : ""}`);
}
