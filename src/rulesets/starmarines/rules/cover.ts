/**
 * The cover a shot meets on the board (IX-C, X, SMR-8): the target's cover is its own hex's (IX-C
 * "a unit in light cover"), and a shot is stopped by a hex between that blocks line of sight
 * (Buildings, X) or by more than one thick-cover hex counting the target's and those between, never
 * the firer's (SMR-8), unless its weapon ignores line of sight. A firer on raised ground (Slope,
 * Hilltop, and the tech-facility heights that read as them, X) sees over lower ground, so no lower
 * hex between stops its shot.
 *
 * Our reading of a line that runs exactly along a hex edge: it may be traced on either side of each
 * edge it runs along, and the firer takes the clearer hex, as SMR-12 gives the firer a line along an
 * arc's edge. hexLine's two sides give the two hexes at each such tie.
 */
import { yesNo } from "../../../core/checks";
import type { Cover } from "./attack";
import { blockedByThickCover } from "./combat-extras";
import { checkHex, hexLine, sameHex, type Hex } from "./hex-facing";
import { terrainRow, type LineOfSight, type Terrain, type TerrainRow } from "./terrain";

/** IX-C's covers, least first: more cover never helps the attacker (rules/attack.ts, rules/aim.ts). */
export const COVERS: readonly Cover[] = ["none", "light", "thick"];

export function coverRank(cover: Cover): number {
  const rank = COVERS.indexOf(cover);
  if (rank < 0) throw new RangeError(`cover: ${String(cover)} is not one of ${COVERS.join(", ")}`);
  return rank;
}

/** Why the board stops a shot: a hex between blocks line of sight, or SMR-8's thick-cover count. */
export type ShotBlock = "lineOfSight" | "thickCover";

export interface ShotCover {
  /** IX-C: the cover of the target's hex. */
  readonly cover: Cover;
  /** The target hex's terrain, which gives that cover. */
  readonly terrain: Terrain;
  readonly blocked: ShotBlock | null;
}

/** X: how high a terrain's ground stands for seeing over it: Slope over lower ground, Hilltop over other ground. */
const HEIGHT: Record<LineOfSight, number> = { normal: 0, blocks: 0, overLowerGround: 1, overOtherGround: 2 };

/** How much a hex between hinders a shot, to pick the clearer of two at a tie: 0 clear, 1 thick cover, 2 blocks sight. */
const hindrance = (row: TerrainRow): number => (row.lineOfSight === "blocks" ? 2 : row.cover === "thick" ? 1 : 0);

/**
 * The cover the target has against a shot from `from` to `to`, and whether the board stops it.
 * `terrainAt` gives each hex's terrain (grassland where none is painted).
 */
export function shotCover(from: Hex, to: Hex, terrainAt: (hex: Hex) => Terrain, ignoresLineOfSight: boolean): ShotCover {
  const a = checkHex(from, "from");
  const b = checkHex(to, "to");
  const ignores = yesNo(ignoresLineOfSight, "ignoresLineOfSight");
  const terrain = terrainAt(b);
  const target = terrainRow(terrain);
  const cover = target.cover;
  if (sameHex(a, b)) return { cover, terrain, blocked: null };
  const firerHeight = HEIGHT[terrainRow(terrainAt(a)).lineOfSight];
  const one = hexLine(a, b, 1);
  const other = hexLine(a, b, -1);
  // the hexes between, firer's and target's left out (SMR-8); at a tie along an edge, the clearer
  const between = one.slice(1, -1).map((hex, i) => {
    const rows = [terrainRow(terrainAt(hex))];
    const twin = other[i + 1]!;
    if (!sameHex(hex, twin)) rows.push(terrainRow(terrainAt(twin)));
    return rows.reduce((best, row) => (hindrance(row) < hindrance(best) ? row : best));
  });
  // X: raised ground sees over every lower hex between
  const inTheWay = between.filter((row) => HEIGHT[row.lineOfSight] >= firerHeight);
  if (!ignores && inTheWay.some((row) => row.lineOfSight === "blocks")) return { cover, terrain, blocked: "lineOfSight" };
  const thick = [...inTheWay.map((row) => row.cover === "thick"), cover === "thick"];
  return { cover, terrain, blocked: blockedByThickCover(thick, ignores) ? "thickCover" : null };
}
