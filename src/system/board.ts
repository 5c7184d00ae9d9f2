/**
 * The board as every rule set reads it: which token acts for an actor, which tokens the user
 * targets, the tokens on the scene, and straight-line distances in the world's rule set's own unit
 * (core/board/measure.ts), through the rule set's board scale where it keeps one (Space Patrol!'s
 * ground scale). Ranges and radii are measured as a ruler would, never by the grid's diagonal rule;
 * hex maps count hexes. Thin glue: every decision on what a distance means is the rules'.
 */
import { measureBetween, pointInUnits, type BoardGrid, type MeasureIn, type Point } from "../core/board/measure";
import { activeRuleSet } from "./registry";

export type TokenObject = foundry.canvas.placeables.Token.Implementation;
export type { Point };

/**
 * The token that acts for an actor on the current scene: the one the user controls if he controls
 * exactly one of its tokens; otherwise its only token (a token actor has only its own). An actor
 * with several tokens and none of them controlled has no acting token: the user must pick one.
 */
export function actingToken(actor: Actor.Implementation): TokenObject | undefined {
  const controlled = controlledTokens().filter((t) => t.actor === actor);
  if (controlled.length === 1) return controlled[0];
  const placed = actor.getActiveTokens() as TokenObject[];
  return placed.length === 1 ? placed[0] : undefined;
}

/** The tokens the user controls on the current scene. */
export function controlledTokens(): TokenObject[] {
  return [...((canvas?.tokens?.controlled ?? []) as TokenObject[])];
}

/** The tokens the user has targeted. */
export function userTargets(): TokenObject[] {
  return [...((game.user?.targets ?? []) as Iterable<TokenObject>)];
}

/** Every token on the current scene that passes `keep`. */
export function tokensOnBoard(keep: (token: TokenObject) => boolean = () => true): TokenObject[] {
  return ((canvas?.tokens?.placeables ?? []) as TokenObject[]).filter(keep);
}

/** The current scene's grid in the terms core/board/measure.ts needs, or null without a canvas. */
export function boardGrid(): BoardGrid | null {
  const grid = canvas?.grid;
  if (!grid) return null;
  const { size, distance } = grid;
  if (grid.isHexagonal) {
    const hex = grid as foundry.grid.HexagonalGrid;
    return { kind: "hex", size, distance, layout: { columns: hex.columns, even: hex.even }, offsetOf: (p) => hex.getOffset(p) };
  }
  return { kind: grid.isGridless ? "gridless" : "square", size, distance };
}

/** What the world's rule set measures in: grid spaces or the scene's units. */
function measureIn(): MeasureIn {
  return activeRuleSet().definition.grid.measureIn;
}

/**
 * The one conversion between the board and the rules (Space Patrol!'s ground scale, Guide 6.1):
 * how many rule units one measured board unit of the current scene stands for; 1 for a rule set
 * that keeps no such scale. Measuring multiplies by it, drawing divides by it.
 */
export function boardScale(scene: Scene.Implementation | null = canvas?.scene ?? null): number {
  const scale = activeRuleSet().boardScale?.(scene) ?? 1;
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

/** Straight-line distance between two canvas points in the rule set's unit (Infinity without a board). */
export function distanceBetweenPoints(a: Point, b: Point): number {
  const grid = boardGrid();
  return grid ? measureBetween(grid, a, b, measureIn()) * boardScale() : Number.POSITIVE_INFINITY;
}

/** Straight-line distance between two tokens' centres in the rule set's unit. */
export function distanceBetween(a: TokenObject, b: TokenObject): number {
  return distanceBetweenPoints(a.center, b.center);
}

/** A token's centre in the rule set's unit from the scene's origin, for shapes such as a danger space. */
export function positionInUnits(token: TokenObject): Point {
  const grid = boardGrid();
  if (!grid) return { x: 0, y: 0 };
  const p = pointInUnits(grid, token.center, measureIn());
  const scale = boardScale();
  return { x: p.x * scale, y: p.y * scale };
}

/** Pixels in one of the rule set's units, for turning the rules' distances into canvas lengths. */
export function pixelsPerUnit(): number {
  const grid = canvas?.grid;
  if (!grid || !(grid.size > 0)) return 100;
  return (measureIn() === "spaces" ? grid.size : grid.size / grid.distance) / boardScale();
}

/** A length in the rule set's unit as the scene's own distance, what a measured template's size takes. */
export function sceneDistanceOf(units: number): number {
  const grid = canvas?.grid;
  if (!grid || !(grid.size > 0)) return units;
  return (units * pixelsPerUnit() * grid.distance) / grid.size;
}


/** Straight-line distance between two tokens in whole units, as ranges are read (Guide 6.1, Striker 8.A.1). */
export function wholeDistanceBetween(a: TokenObject, b: TokenObject): number {
  return Math.round(distanceBetween(a, b));
}

/**
 * Straight-line distance between two tokens in whole board units, without the rule set's board
 * scale: for touching and contact (melee contact, a touch, a medic at the patient's side), which
 * hold between neighbouring figures at any scale. Space Patrol! Guide 6.1 divides "move rates,
 * ranges and burst areas" by 10 or 100 at 15 m or 150 m to the inch, and says nothing of contact;
 * our reading (it wants a ruling) is that figures side by side touch whatever an inch stands for,
 * so 1 here is the next square on any scene. A rule set without a board scale measures as
 * wholeDistanceBetween does.
 */
export function contactDistanceBetween(a: TokenObject, b: TokenObject): number {
  const grid = boardGrid();
  return grid ? Math.round(measureBetween(grid, a.center, b.center, measureIn())) : Number.POSITIVE_INFINITY;
}

/** Every token of an actor on the current scene, linked or not. */
export function tokensOf(actor: Actor.Implementation): TokenObject[] {
  return actor.getActiveTokens() as TokenObject[];
}

/**
 * Whether a token update moves it across the board (its x or y), with `elevation` also up or down,
 * with `rotation` also turning in place: what a hook registered at init asks before loading a rule
 * set's table for a move.
 */
export function movesOnBoard(changed: object, { elevation = false, rotation = false } = {}): boolean {
  const c = changed as { x?: unknown; y?: unknown; elevation?: unknown; rotation?: unknown };
  return c.x !== undefined || c.y !== undefined || (elevation && c.elevation !== undefined) || (rotation && c.rotation !== undefined);
}

/** Where a token update puts the token's top-left corner: the x and y it changes, else where it stands. */
export function movedTo(token: Readonly<Point>, changed: object): Point {
  const c = changed as { x?: unknown; y?: unknown };
  return { x: typeof c.x === "number" ? c.x : token.x, y: typeof c.y === "number" ? c.y : token.y };
}
