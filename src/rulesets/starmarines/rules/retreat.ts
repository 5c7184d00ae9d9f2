/**
 * A broken unit's retreat (VIII-H, SMR-11): at its full move, as straight as it can toward the map
 * edge its side started from, swerving round friendly units that are in the way, and off the map and
 * out of the game when it gets there. Each step goes to the neighbour that brings it nearest the
 * edge, keeping to its straight line where two are as near; it never steps sideways or back. It may
 * pass through friends but not stop on them. Friends lined up so it cannot get through stop it, still
 * broken (VIII-H.2); enemies in the way call for its morale check at -1 (VIII-H.3). It turns to face
 * its way for free (SMR-11).
 */
import { oneOf, record, whole } from "../../../core/checks";
import { cubeToOffset, HEX_LAYOUTS } from "../../../core/board/hex-offsets";
import { centreOf, checkHex, FACINGS, neighbour, sameHex, type Facing, type Hex } from "./hex-facing";
import { entryCost, moveAllowance, type MoveBoard, type Mover } from "./movement";

export const EDGES = ["north", "east", "south", "west"] as const;
export type Edge = (typeof EDGES)[number];

/** The map in Foundry's offset hexes (odd-q): the first and last column and row whose hexes are on it. */
export interface MapSize {
  readonly firstColumn: number;
  readonly lastColumn: number;
  readonly firstRow: number;
  readonly lastRow: number;
}

export interface Retreat {
  /** The hexes entered, in order. */
  readonly path: readonly Hex[];
  readonly spent: number;
  /** It reached its edge and left the map: out of the game (VIII-H). */
  readonly offMap: boolean;
  /** What stopped it short of its allowance, if anything: friends lined up, enemies, or terrain. */
  readonly blockedBy: "friends" | "enemies" | "terrain" | null;
  readonly facing: Facing;
}

/** How far toward the edge a hex lies: larger is nearer. */
function towardEdge(edge: Edge, hex: Hex): number {
  const c = centreOf(hex);
  return edge === "north" ? -c.y : edge === "south" ? c.y : edge === "east" ? c.x : -c.x;
}

/** How far a hex lies off the straight line from the start toward the edge. */
function offLine(edge: Edge, start: Hex, hex: Hex): number {
  const a = centreOf(start);
  const c = centreOf(hex);
  return edge === "north" || edge === "south" ? Math.abs(c.x - a.x) : Math.abs(c.y - a.y);
}

function onMap(map: MapSize, hex: Hex): boolean {
  const { i, j } = cubeToOffset(hex.q, hex.r, HEX_LAYOUTS.hexOddQ);
  return i >= map.firstRow && i <= map.lastRow && j >= map.firstColumn && j <= map.lastColumn;
}

export function retreat(mover: Mover, start: Hex, startFacing: Facing, edge: Edge, board: MoveBoard, map: MapSize): Retreat {
  record(map, "map");
  const limit = (k: keyof MapSize) => whole(map[k], `map.${k}`, -10_000, 10_000);
  const size: MapSize = { firstColumn: limit("firstColumn"), lastColumn: limit("lastColumn"), firstRow: limit("firstRow"), lastRow: limit("lastRow") };
  const from = checkHex(start, "start");
  oneOf(edge, "edge", EDGES);
  const allowance = moveAllowance(mover);
  let at = from;
  let facing = oneOf(startFacing, "startFacing", FACINGS);
  let spent = 0;
  const path: Hex[] = [];
  const costs: number[] = [];
  const facings: Facing[] = [];
  let blockedBy: Retreat["blockedBy"] = null;
  // VIII-H: "at its full speed", one hex at a time while the allowance lasts
  for (let guard = 0; guard < 200; guard += 1) {
    const ahead = FACINGS.map((f) => ({ f, hex: neighbour(at, f) }))
      .filter((n) => towardEdge(edge, n.hex) > towardEdge(edge, at) + 1e-9)
      .sort((a, b) => towardEdge(edge, b.hex) - towardEdge(edge, a.hex) || offLine(edge, from, a.hex) - offLine(edge, from, b.hex));
    if (ahead.some((n) => !onMap(size, n.hex))) {
      // the edge is the next step: off the map and out of the game
      return { path, spent, offMap: true, blockedBy: null, facing };
    }
    let step: { f: Facing; hex: Hex; cost: number } | null = null;
    let reason: Retreat["blockedBy"] = null;
    for (const n of ahead) {
      const here = board.units.filter((u) => sameHex(u.hex, n.hex) && !u.airborneFlying);
      if (here.some((u) => !u.friendly)) {
        reason ??= "enemies";
        continue;
      }
      const cost = entryCost(mover, board, at, n.hex);
      if (cost === null) {
        reason ??= "terrain";
        continue;
      }
      if (here.length > 0) reason ??= "friends";
      // a friend's hex may be passed through, so long as the unit can go on beyond it
      step = { f: n.f, hex: n.hex, cost };
      break;
    }
    if (!step || spent + step.cost > allowance + 1e-9) {
      blockedBy = step ? null : reason;
      break;
    }
    spent += step.cost;
    at = step.hex;
    facing = step.f;
    path.push(at);
    costs.push(step.cost);
    facings.push(step.f);
  }
  // it may pass through friends but not stop among them: back to the last hex of its own
  while (path.length > 0 && board.units.some((u) => sameHex(u.hex, path.at(-1)!) && u.friendly && !u.airborneFlying)) {
    path.pop();
    spent -= costs.pop()!;
    facings.pop();
    blockedBy ??= "friends";
  }
  return { path, spent, offMap: false, blockedBy, facing: facings.at(-1) ?? facing };
}
