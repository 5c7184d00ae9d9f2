/**
 * A unit's move in a movement phase as the rules read it (VIII-A to VIII-D, SMR-11): the steps along
 * a path of hexes from where its token stands, checked against the board (terrain from the painted
 * regions, the other units) and against what it already used this phase. Both the check before a
 * move is written (turn/move-check.ts) and the ruler while dragging (turn/move-ruler.ts) read it, so
 * the ruler never promises a move the check refuses.
 */
import { hasMarker as has } from "../actions/unit-markers";
import type { TurnPosition } from "../../../core/turn/index";
import { readFlag } from "../../../system/flags";
import { UnitData } from "../models/unit-model";
import { facing, hexLine, type Facing, type Hex } from "../rules/hex-facing";
import { checkMove, sideTowards, stepsAlong, type BoardUnit, type MoveBoard, type MoveCheck, type Mover } from "../rules/movement";
import { vehicleOf } from "./aboard";
import { movementPosition } from "./movement-phase";
import { facingOfToken, hexOfToken } from "../actions/board-hexes";
import { terrainMap } from "./terrain-map";

/**
 * The hexes a path enters through the hexes of its points in order, each leg a straight hex line
 * (the ruler's waypoints, or a drag's, turn/move-check.ts); null where a point is off the hex board.
 */
export function hexPathThrough(points: readonly (Hex | null)[]): Hex[] | null {
  if (points.some((h) => h === null)) return null;
  const out: Hex[] = [];
  for (let i = 1; i < points.length; i += 1) out.push(...hexLine(points[i - 1]!, points[i]!).slice(1));
  return out;
}

export function boardOf(scene: Scene.Implementation, mover: TokenDocument.Implementation): MoveBoard {
  const units: BoardUnit[] = scene.tokens.contents.flatMap((t) => {
    const actor = t.actor;
    const unit = actor?.system;
    // VIII-G: a soldier aboard is inside his vehicle, not a unit of its hex
    const hex = t.id !== mover.id && !vehicleOf(t) ? hexOfToken(t, scene) : null;
    if (!actor || !(unit instanceof UnitData) || !hex || has(actor, "killed") || has(actor, "vehicleDestroyed")) return [];
    return [{ hex, friendly: t.disposition === mover.disposition, kind: unit.kind, wounded: has(actor, "wounded"), airborneFlying: has(actor, "airborne"), stacksTwo: unit.stacksTwo }];
  });
  return { terrain: terrainMap(scene), units };
}

/** The rules' view of a unit as it moves: its kind, move and what its markers change. */
export function moverOf(actor: Actor.Implementation, unit: UnitData): Mover {
  return { kind: unit.kind, move: unit.move, skimmer: unit.kind === "vehicle" && unit.motion === "skimmer", walker: unit.kind === "vehicle" && unit.walker, largeGround: unit.kind === "vehicle" && unit.size === "large" && unit.motion === "ground", stacksTwo: unit.stacksTwo, airborneFlying: has(actor, "airborne"), charging: unit.kind === "soldier" && has(actor, "charged"), broken: has(actor, "broken") };
}

/** The move so far this phase, from the token's flag, or nothing used. */
export function usedSoFar(token: TokenDocument.Implementation, turn: number, phase: string): { spent: number; turns: number; continuing: boolean } {
  const stored: unknown = readFlag(token, "Token", "smrMove");
  const s = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  const same = s.turn === turn && s.phase === phase && typeof s.spent === "number" && typeof s.turns === "number";
  return same ? { spent: s.spent as number, turns: s.turns as number, continuing: true } : { spent: 0, turns: 0, continuing: false };
}

export interface MovePlan {
  readonly result: MoveCheck;
  readonly position: TurnPosition;
}

/** Where a move starts when not from the token's hex (a soldier stepping out of a vehicle, VIII-G). */
export interface PlanStart {
  readonly from: Hex;
  /** Move units the step to `from` cost, on top of what was used before. */
  readonly spent: number;
}

/**
 * The move of the token's unit along `path` (the hexes entered, each next to the one before), ending
 * facing `endFacing`, or null when no rule of movement applies: no combat, not a movement phase, not
 * a unit in the combat. A board already read may be passed, as the ruler does for every waypoint.
 */
export function planMove(token: TokenDocument.Implementation, path: readonly Hex[], endFacing: Facing | null, board?: MoveBoard, start?: PlanStart): MovePlan | null {
  const combat = game.combat;
  const scene = token.parent;
  const actor = token.actor;
  const unit = actor?.system;
  if (!combat || !scene || !actor || !(unit instanceof UnitData) || !combat.combatants.some((c) => c.tokenId === token.id)) return null;
  const position = movementPosition(combat);
  if (!position) return null;
  const from = start?.from ?? hexOfToken(token, scene);
  if (!from) return null;
  const startFacing = facingOfToken(token);
  // a drag has no end facing yet: the unit ends facing the way it last stepped
  const steps = stepsAlong(from, startFacing, path, endFacing ?? lastFacing(from, startFacing, path));
  const used = usedSoFar(token, position.turn, position.phase);
  const result = checkMove(moverOf(actor, unit), from, startFacing, steps, board ?? boardOf(scene, token), { spentBefore: used.spent + (start?.spent ?? 0), turnsBefore: used.turns, continuing: used.continuing || start !== undefined, chargeEnd: false });
  return { result, position };
}

/** The facing after walking the path without a last turn: each step's side, a step back keeping it (VIII-B). */
function lastFacing(from: Hex, startFacing: Facing, path: readonly Hex[]): Facing {
  let f = startFacing;
  let at = from;
  for (const hex of path) {
    const side = sideTowards(at, hex);
    if (side !== null && side !== facing(f + 3)) f = side;
    at = hex;
  }
  return f;
}
