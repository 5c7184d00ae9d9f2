/**
 * A unit's move in a movement phase as the rules read it (VIII-A to VIII-D, SMR-11): the steps along
 * a path of hexes from where its token stands, checked against the board (terrain from the painted
 * regions, the other units) and against what it already used this phase. Both the check before a
 * move is written (turn/move-check.ts) and the ruler while dragging (turn/move-ruler.ts) read it, so
 * the ruler never promises a move the check refuses: neither in a phase that is not the unit's
 * side's movement phase (VII.2, VII.4), where there is no plan. Both read a drag as ending facing the
 * way it last stepped (facingAfterWalk), which the check then writes as the token's rotation.
 */
import { hasMarker as has, isFlying } from "../actions/unit-markers";
import type { TurnPosition } from "../../../core/turn/index";
import { UnitData } from "../models/unit-model";
import { facing, hexDistance, hexLine, type Facing, type Hex } from "../rules/hex-facing";
import { checkMove, sideTowards, stepsAlong, type BoardUnit, type MoveBoard, type MoveCheck, type Mover } from "../rules/movement";
import { vehicleOf } from "./aboard";
import { movementPosition, phaseProblem } from "./movement-phase";
import { facingOfToken, hexOfToken } from "../actions/board-hexes";
import { terrainMap } from "./terrain-map";
import { unitMovesNow, type UnitMoves } from "./unit-moves";
import { combatantOf } from "../../../system/turn/combatant-of";

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
    // VIII-G: a soldier aboard is inside the vehicle, not a unit of its hex
    const hex = t.id !== mover.id && !vehicleOf(t) ? hexOfToken(t, scene) : null;
    if (!actor || !(unit instanceof UnitData) || !hex || has(actor, "killed") || has(actor, "vehicleDestroyed")) return [];
    return [{ hex, friendly: t.disposition === mover.disposition, kind: unit.kind, wounded: has(actor, "wounded"), airborneFlying: isFlying(actor), stacksTwo: unit.stacksTwo }];
  });
  return { terrain: terrainMap(scene), units };
}

/** The rules' view of a unit as it moves: its kind, move and what its markers change. */
export function moverOf(actor: Actor.Implementation, unit: UnitData): Mover {
  return { kind: unit.kind, move: unit.move, skimmer: unit.kind === "vehicle" && unit.motion === "skimmer", walker: unit.kind === "vehicle" && unit.walker, largeGround: unit.kind === "vehicle" && unit.size === "large" && unit.motion === "ground", stacksTwo: unit.stacksTwo, airborneFlying: isFlying(actor), charging: unit.kind === "soldier" && has(actor, "charged"), broken: has(actor, "broken") };
}

/** What a unit used of its move before a move, and whether the move goes on from an earlier one this phase. */
export interface UsedSoFar {
  readonly spent: number;
  readonly turns: number;
  readonly continuing: boolean;
}

/** The move so far this phase, from the GM's record (turn/unit-moves.ts), or nothing used. */
export function usedSoFar(token: TokenDocument.Implementation, turn: number, phase: string): UsedSoFar {
  return usedFrom(unitMovesNow(token, { turn, phase }));
}

/** What a record of the phase leaves used; nothing without one. */
export function usedFrom(record: UnitMoves | null): UsedSoFar {
  return record ? { spent: record.spent, turns: record.turns, continuing: true } : { spent: 0, turns: 0, continuing: false };
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
  /**
   * The facing it starts with at `from`, when not its token's: a soldier stepping out keeps the
   * facing it had aboard (VIII-B, VIII-G; turn/unit-moves.ts aboardFacingOf).
   */
  readonly facing?: Facing;
}

/**
 * The move of the token's unit along `path` (the hexes entered, each next to the one before), ending
 * facing `endFacing`, or null when no rule of movement applies: no combat, not a movement phase or
 * not the unit's side's (VII.2, VII.4: the check refuses the move before it asks), not a unit in the
 * combat. A board already read may be passed, as the ruler does for every waypoint.
 */
export function planMove(token: TokenDocument.Implementation, path: readonly Hex[], endFacing: Facing | null, board?: MoveBoard, start?: PlanStart): MovePlan | null {
  const combat = game.combat;
  const scene = token.parent;
  const actor = token.actor;
  const unit = actor?.system;
  if (!combat || !scene || !actor || !(unit instanceof UnitData) || !combatantOf(token, combat)) return null;
  const position = movementPosition(combat);
  // SMR-24: the GM moves any unit in any movement phase, and the ruler shows the GM the plan
  if (!position || (!game.user?.isGM && phaseProblem(combat, token))) return null;
  const from = start?.from ?? hexOfToken(token, scene);
  if (!from) return null;
  const used = usedSoFar(token, position.turn, position.phase);
  return { result: judgeMove(token, actor, unit, scene, { from, facing: start?.facing ?? facingOfToken(token), path, endFacing, used, board, startSpent: start?.spent }), position };
}

/** A move as the rules judge it, wherever it starts: the check before it, and the GM's record after it. */
export interface MoveToJudge {
  readonly from: Hex;
  readonly facing: Facing;
  /** The hexes entered, each next to the one before. */
  readonly path: readonly Hex[];
  /** The facing it ends in; null for a drag, which ends facing the way it last stepped. */
  readonly endFacing: Facing | null;
  readonly used: UsedSoFar;
  readonly board?: MoveBoard;
  /** Move units spent reaching `from` (a soldier stepping out of a vehicle, VIII-G). */
  readonly startSpent?: number;
}

/** The steps of the move checked against the board and what was used before it (VIII-A to VIII-D). */
export function judgeMove(token: TokenDocument.Implementation, actor: Actor.Implementation, unit: UnitData, scene: Scene.Implementation, move: MoveToJudge): MoveCheck {
  const { from, facing: startFacing, path, used } = move;
  const steps = stepsAlong(from, startFacing, path, move.endFacing ?? facingAfterWalk(from, startFacing, path));
  const stepping = move.startSpent !== undefined;
  return checkMove(moverOf(actor, unit), from, startFacing, steps, move.board ?? boardOf(scene, token), { spentBefore: used.spent + (move.startSpent ?? 0), turnsBefore: used.turns, continuing: used.continuing || stepping, chargeEnd: false });
}

/**
 * VIII-F: the charge's extra hex is for reaching an enemy: a soldier's move that uses it must end
 * next to one. The rule the move breaks, or null.
 */
export function chargeProblem(token: TokenDocument.Implementation, scene: Scene.Implementation, actor: Actor.Implementation, result: MoveCheck): "chargeNotAdjacent" | null {
  const unit = actor.system;
  if (!(unit instanceof UnitData) || unit.kind !== "soldier" || !has(actor, "charged") || result.spent <= unit.move) return null;
  const enemyNext = boardOf(scene, token).units.some((u) => !u.friendly && !u.airborneFlying && hexDistance(u.hex, result.end) === 1);
  return enemyNext ? null : "chargeNotAdjacent";
}

/**
 * The facing after walking the path without a last turn: each step's side, a step back keeping it
 * (VIII-B: "A unit can move only in the direction it is facing", so it faces the way it last stepped
 * forward). A drag ends so: the ruler plans it, and the check writes it as the token's rotation
 * (turn/move-check.ts).
 */
export function facingAfterWalk(from: Hex, startFacing: Facing, path: readonly Hex[]): Facing {
  let f = startFacing;
  let at = from;
  for (const hex of path) {
    const side = sideTowards(at, hex);
    if (side !== null && side !== facing(f + 3)) f = side;
    at = hex;
  }
  return f;
}
