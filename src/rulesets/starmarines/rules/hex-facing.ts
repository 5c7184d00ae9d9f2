/**
 * Facing on the hex map (VIII-B, IX-A, IX-E, X Scatter Diagram, SMR-12, SMR-21). StarMarines
 * scenes use flat-topped hexes in columns, so a hex has a side straight up. Facing is one of the six
 * hex sides, numbered clockwise from straight up (0) as the scatter diagram numbers them from the
 * facing. Hexes are axial (q, r): q counts columns to the right, r runs down and to the left.
 * Bearings are in degrees clockwise from the facing.
 */
import { between, list, oneOf, record, whole } from "../../../core/checks";
import { axialRound } from "../../../core/formation/hex";
import { ARC_DIRECTIONS } from "../data/lists";

export interface Hex {
  readonly q: number;
  readonly r: number;
}

export type Facing = 0 | 1 | 2 | 3 | 4 | 5;
export const FACINGS: readonly Facing[] = [0, 1, 2, 3, 4, 5];

/** No map is wider than this many hexes from its origin; a bound keeps a mistaken hex from hanging a line. */
export const MAX_HEX_COORD = 10_000;

/** Throws a RangeError naming the field unless `value` is a hex with whole coordinates on a map. */
export function checkHex(value: Hex, field: string): Hex {
  record(value, field);
  return { q: whole(value.q, `${field}.q`, -MAX_HEX_COORD, MAX_HEX_COORD), r: whole(value.r, `${field}.r`, -MAX_HEX_COORD, MAX_HEX_COORD) };
}

const checkFacing = (f: Facing, field = "facing"): Facing => oneOf(f, field, FACINGS);

/** The neighbour across each side, clockwise from straight up. */
export const DIRECTIONS: readonly Hex[] = [
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
];

/** Any whole number of sides turned, as a facing. */
export function facing(n: number): Facing {
  return ((((whole(n, "facing", -1e9, 1e9) % 6) + 6) % 6) as Facing);
}

/** The facing nearest a token's rotation in degrees (0 is straight up, clockwise). */
export function facingFromRotation(degrees: number): Facing {
  return facing(Math.round(between(degrees, "degrees", -1e6, 1e6) / 60));
}

export function rotationOf(f: Facing): number {
  return checkFacing(f) * 60;
}

export function neighbour(hex: Hex, f: Facing): Hex {
  const h = checkHex(hex, "hex");
  const d = DIRECTIONS[checkFacing(f)]!;
  return { q: h.q + d.q, r: h.r + d.r };
}

export function hexDistance(a: Hex, b: Hex): number {
  const ha = checkHex(a, "a");
  const hb = checkHex(b, "b");
  const dq = ha.q - hb.q;
  const dr = ha.r - hb.r;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

export function sameHex(a: Hex, b: Hex): boolean {
  const ha = checkHex(a, "a");
  const hb = checkHex(b, "b");
  return ha.q === hb.q && ha.r === hb.r;
}

/** A hex's centre on a plane where neighbours' centres are √3 apart, y down. */
export function centreOf(hex: Hex): { x: number; y: number } {
  const h = checkHex(hex, "hex");
  return { x: 1.5 * h.q, y: Math.sqrt(3) * (h.r + h.q / 2) };
}

/** Degrees clockwise from `f` to the line from `from` to `to`, in (-180, 180]. */
export function bearing(from: Hex, f: Facing, to: Hex): number {
  const a = centreOf(from);
  const b = centreOf(to);
  const compass = (Math.atan2(b.x - a.x, -(b.y - a.y)) * 180) / Math.PI;
  let rel = compass - rotationOf(checkFacing(f));
  while (rel <= -180) rel += 360;
  while (rel > 180) rel -= 360;
  // round off float noise so that lines along hex sides read exactly
  return Math.round(rel * 1e6) / 1e6;
}

/**
 * IX-E: a soldier fires into his front three hexes, and on beyond them: every hex whose centre is
 * no more than 90 degrees off his facing. A line exactly along the edge is inside (SMR-12).
 */
export function inFrontArc(from: Hex, f: Facing, to: Hex): boolean {
  return !sameHex(from, to) && Math.abs(bearing(from, f, to)) <= 90;
}

/**
 * IX-A: a rear shot comes through the target's rear hex, or more than halfway through its
 * left-rear or right-rear hex: more than 120 degrees off the target's facing. Exactly along the
 * border is not a rear shot (SMR-12).
 */
export function isRearShot(target: Hex, targetFacing: Facing, attacker: Hex): boolean {
  return !sameHex(target, attacker) && Math.abs(bearing(target, targetFacing, attacker)) > 120;
}

// SMR-24: the six directions of an arc sit with the data, which the weapon model reads at init
export { ARC_DIRECTIONS };
export type ArcDirection = (typeof ARC_DIRECTIONS)[number];

/**
 * SMR-24: whether a target lies in a vehicle weapon's arc, a set of the six directions. Each
 * direction covers the 60 degrees around its hex side; a line along the border between two is in
 * both (SMR-12).
 */
export function inVehicleArc(from: Hex, f: Facing, to: Hex, arc: readonly ArcDirection[]): boolean {
  list(arc, "arc").forEach((d, i) => oneOf(d, `arc[${i}]`, ARC_DIRECTIONS));
  if (sameHex(from, to)) return false;
  const rel = bearing(from, f, to);
  return arc.some((dir) => {
    const centre = ARC_DIRECTIONS.indexOf(dir) * 60;
    let off = Math.abs(rel - centre);
    if (off > 180) off = 360 - off;
    return off <= 30;
  });
}

function cubeRound(q: number, r: number): Hex {
  const [rq, rr] = axialRound(q, r);
  return { q: rq, r: rr };
}

/**
 * The hexes a line from centre to centre passes through, both ends included. A line along the
 * border of two hexes is read as passing through both sides' hexes; `side` picks which way to
 * nudge (+1 or -1) so that the caller can look at both.
 */
export function hexLine(a: Hex, b: Hex, side: 1 | -1 = 1): Hex[] {
  const n = hexDistance(a, b);
  const eps = 1e-6 * oneOf(side, "side", [1, -1]);
  const out: Hex[] = [];
  for (let i = 0; i <= n; i += 1) {
    const t = n === 0 ? 0 : i / n;
    out.push(cubeRound(a.q + (b.q - a.q) * t + eps, a.r + (b.r - a.r) * t + eps * -2));
  }
  return out;
}

/** SMR-21: the hex one step away in the scatter diagram's numbered direction, 1 being the facing. */
export function scatterHex(from: Hex, f: Facing, die: number): Hex {
  return neighbour(from, facing(checkFacing(f) + whole(die, "die", 1, 6) - 1));
}
