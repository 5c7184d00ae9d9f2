/**
 * What the combat actions read from the board (Guide 6.1: 1 square = 1 inch = 1.5 m): the acting
 * token, the user's targets, distances as the grid measures them, asset levels in the rules'
 * terms, and real Rolls fed to the pure rules through the record-then-replay dice.
 */
import { QueuedDice, RecordingDice, inRequestedOrder, type DiceSource } from "../../../core/dice";
import { ASSET_X } from "../data/asset-level";
import type { AssetLevelReader } from "../models/asset-reader";
import type { AssetId } from "../rules/assets";
import type { AssetLevel } from "../rules/task";

export type TokenObject = foundry.canvas.placeables.Token.Implementation;
export interface Point {
  x: number;
  y: number;
}

export function warn(key: string): void {
  ui.notifications?.warn(key, { localize: true });
}

/** The actor's token on the current scene, if it has one. */
export function actingToken(actor: Actor.Implementation): TokenObject | undefined {
  return actor.getActiveTokens()[0] as TokenObject | undefined;
}

/** The tokens the user has targeted. */
export function userTargets(): TokenObject[] {
  return [...(game.user?.targets ?? [])] as TokenObject[];
}

/** Inches (squares) between two points on the canvas, as the grid measures them. */
export function inchesBetweenPoints(a: Point, b: Point): number {
  const grid = canvas?.grid;
  if (!grid) return 0;
  return grid.measurePath([a, b], {}).distance / grid.distance;
}

/** Whole inches between two tokens' centres (Guide 6.1), as rolls/fire.ts measures range. */
export function inchesBetween(a: TokenObject, b: TokenObject): number {
  return Math.round(inchesBetweenPoints(a.center, b.center));
}

/** Pixels in one square (one inch), for turning canvas points into the rules' inches. */
export function pixelsPerInch(): number {
  const size = canvas?.grid?.size ?? 0;
  return size > 0 ? size : 100;
}

/** Stored asset levels in the rules' terms (-1 is X). */
export function assetLevels(system: AssetLevelReader): Partial<Record<AssetId, AssetLevel>> {
  const out: Partial<Record<AssetId, AssetLevel>> = {};
  for (const [id, stored] of Object.entries(system.assets)) out[id as AssetId] = stored <= ASSET_X ? "X" : stored;
  return out;
}

/** The faces of a real Roll's first die term. */
export function faces(roll: Roll): number[] {
  return roll.dice[0]?.results.map((r) => r.result) ?? [];
}

/** Rolls a formula as a real Roll (Dice So Nice, roll modes) and hands back its faces. */
export async function rollFaces(formula: string): Promise<{ roll: Roll; faces: number[] }> {
  const roll = await new Roll(formula).evaluate();
  return { roll, faces: faces(roll) };
}

/** One real roll of `count` d20s. */
export async function rollD20s(count: number): Promise<{ roll: Roll; d20s: number[] }> {
  const roll = await new Roll(`${Math.max(1, count)}d20`).evaluate();
  return { roll, d20s: faces(roll) };
}

/**
 * Runs a pure procedure twice: once to learn which dice it asks for, once with those dice rolled
 * for real, one Roll per die size (so Dice So Nice and roll modes see every die).
 */
export async function withRealDice<T>(procedure: (dice: DiceSource) => T): Promise<{ result: T; rolls: Roll[] }> {
  const recording = new RecordingDice();
  procedure(recording);
  const rolls: Roll[] = [];
  const bySides = new Map<number, number[]>();
  for (const [sides, count] of recording.countsBySides()) {
    const roll = await new Roll(`${count}d${sides}`).evaluate();
    rolls.push(roll);
    bySides.set(sides, faces(roll));
  }
  return { result: procedure(new QueuedDice(inRequestedOrder(recording.requested, bySides))), rolls };
}
