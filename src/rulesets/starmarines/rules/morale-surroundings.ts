/**
 * What stands around a unit when it checks its morale (IX-D, IV-f, SMR-6, SMR-13), from the units
 * on the board: how many unbroken friendly soldiers are next to it, whether a friendly Hero is, and
 * whether it is within the leadership range of a friendly, unbroken, unwounded Leader. Pure: the
 * board (actions/morale-board.ts) lists the units and their distances in hexes.
 *
 * Our readings, where the text is silent: "adjacent" counts a unit in the next hex or in the same
 * one (some small units stack two to a hex, and riders with their vehicle, VIII-C); a killed unit
 * stands beside no one; a Leader is one of "all friendly units within their leadership range"
 * (IV-f), its own included.
 */
import { list, record, whole, yesNo } from "../../../core/checks";
import type { MoraleCase } from "./morale";

/** Another unit on the board, or the checking unit itself at distance 0 with `self`. */
export interface MoraleNeighbour {
  /** Hexes from the checking unit. */
  readonly distance: number;
  readonly self: boolean;
  readonly friendly: boolean;
  readonly soldier: boolean;
  readonly hero: boolean;
  readonly leader: boolean;
  readonly broken: boolean;
  readonly wounded: boolean;
  readonly killed: boolean;
  /** A Leader's range in hexes: its race book's and its experience's (IV-f, X Soldier Experience Table). */
  readonly leaderRange: number;
}

export type Surroundings = Pick<MoraleCase, "adjacentUnbrokenFriends" | "adjacentFriendlyHero" | "inLeaderRange">;

/** The most friends the check counts (MoraleCase bounds it; IX-D needs two). */
const MOST_FRIENDS = 6;

/** A neighbour as given, refused with a RangeError where a field is not what it must be. */
function checked(u: MoraleNeighbour, at: string): MoraleNeighbour {
  record(u, at);
  whole(u.distance, `${at}.distance`, 0);
  whole(u.leaderRange, `${at}.leaderRange`, 0);
  for (const key of ["self", "friendly", "soldier", "hero", "leader", "broken", "wounded", "killed"] as const) yesNo(u[key], `${at}.${key}`);
  return u;
}

function checkedSurroundings(s: Surroundings, at: string): Surroundings {
  record(s, at);
  whole(s.adjacentUnbrokenFriends, `${at}.adjacentUnbrokenFriends`, 0, MOST_FRIENDS);
  yesNo(s.adjacentFriendlyHero, `${at}.adjacentFriendlyHero`);
  yesNo(s.inLeaderRange, `${at}.inLeaderRange`);
  return s;
}

export function moraleSurroundings(units: readonly MoraleNeighbour[]): Surroundings {
  const standing = list(units, "units").map((u, i) => checked(u, `units[${i}]`)).filter((u) => !u.killed);
  const beside = standing.filter((u) => !u.self && u.friendly && u.distance <= 1);
  // IX-D: "adjacent to at least two friendly soldiers which are not broken"
  const friends = beside.filter((u) => u.soldier && !u.broken).length;
  return {
    adjacentUnbrokenFriends: Math.min(MOST_FRIENDS, friends),
    // IX-D: "adjacent to a friendly Hero"
    adjacentFriendlyHero: beside.some((u) => u.hero),
    // IV-f, IX-D, SMR-6: "a friendly, unbroken, unwounded Leader unit", within its range
    inLeaderRange: standing.some((u) => (u.self || u.friendly) && u.leader && !u.broken && !u.wounded && u.distance <= u.leaderRange),
  };
}

/**
 * What a card may claim of the board: no more than it gives. A claim of less stands (it only costs
 * the unit); one of more is cut down to what the board gives.
 */
export function heldToBoard(claimed: Surroundings, board: Surroundings): Surroundings {
  const c = checkedSurroundings(claimed, "claimed");
  const b = checkedSurroundings(board, "board");
  return {
    adjacentUnbrokenFriends: Math.min(c.adjacentUnbrokenFriends, b.adjacentUnbrokenFriends),
    adjacentFriendlyHero: c.adjacentFriendlyHero && b.adjacentFriendlyHero,
    inLeaderRange: c.inLeaderRange && b.inLeaderRange,
  };
}
