/**
 * The ruler while a craft is dragged: a vehicle in the battle (Guide 6.7, 6.15), or a ship in space
 * combat (7.2, 7.5). At each waypoint its label says what the move this turn comes to against what
 * the craft may move, read as the check before the move is written reads it (turn/vehicle-movement.ts,
 * turn/space-movement.ts): the GM's record so far plus the path, in the rules' inches at the scene's
 * ground scale (6.1) or in hexes. A path past the move reads as a warning. For any other token, or
 * outside a battle, the label is core's. The ruler class itself is token-ruler.ts, at start-up; this
 * comes with the table.
 */
import { centresTo, rulerText, type RulerLabel, type RulerWaypoint } from "../../../system/table-token-ruler";
import { formatCounted } from "../../../system/i18n/counted";
import { withinVehicleMove } from "../rules/vehicle-move";
import { inchesAlong, vehicleMoveThisTurn } from "./vehicle-movement";
import { shipMove } from "./space-movement";
import { hexesAlong } from "./space-hexes";

type Point = { x: number; y: number };

/** What the move comes to and may come to, in its unit, or null when no rule counts it. */
function craftMove(token: TokenDocument.Implementation, scene: Scene.Implementation, centres: readonly Point[]): { key: string; used: number; allowance: number; refused: boolean } | null {
  const ship = shipMove(token);
  if (ship) {
    const hexes = hexesAlong(scene, centres);
    const used = ship.spent + hexes;
    const { allowance } = ship.allowance;
    // 7.2: out of its side's turn a ship does not move at all
    return { key: "ship", used, allowance, refused: used > allowance || (hexes > 0 && !ship.acting) };
  }
  const vehicle = vehicleMoveThisTurn(token);
  if (!vehicle) return null;
  const inches = inchesAlong(scene, centres);
  return { key: "vehicle", used: vehicle.used + inches, allowance: vehicle.allowance, refused: !withinVehicleMove(vehicle.used, inches, vehicle.allowance) };
}

/** Writes the move this turn over core's distance and cost, which measure the path alone. */
export function labelCraftMove(token: TokenDocument.Implementation, waypoint: RulerWaypoint, context: RulerLabel): RulerLabel {
  const scene = token.parent;
  if (!scene || waypoint.stage === "passed") return context;
  const move = craftMove(token, scene, centresTo(waypoint));
  if (!move) return context;
  const text = formatCounted(`STARSKIRMISH.SpacePatrol.MoveRuler.${move.key}`, move.allowance, { used: String(move.used) });
  return rulerText(context, text, `sp-move${move.refused ? " sp-move-refused" : ""}`);
}
