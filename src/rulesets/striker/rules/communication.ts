/**
 * Communication (Striker 5.B): touching teams, chains of touching teams up to 250 m, teams in
 * sight within 250 m, and radios by tech level.
 */
import { finite, keyOf, list, record, text, whole, yesNo } from "../../../core/checks";
import { TEAM_ROLES, type TeamRole } from "./forces";

/** Striker 5.B.1: long range of verbal chains and of sight. */
export const VERBAL_RANGE_M = 250;

export interface CommunicationLink {
  readonly touching: boolean;
  /** Length of the shortest chain of touching teams joining them, if any. */
  readonly chainLengthM: number | null;
  readonly lineOfSight: boolean;
  readonly distanceM: number;
  /** Radio range of each team, null if it has none (Striker 5.B.2). */
  readonly radioRangeM: readonly [number | null, number | null];
}

export type CommunicationMeans = "touching" | "chain" | "sight" | "radio";

/** Striker 5.B: how two teams are in communication, or null if they are not. */
export function communication(link: CommunicationLink): CommunicationMeans | null {
  record(link, "link");
  if (!Number.isFinite(link.distanceM) || link.distanceM < 0) throw new RangeError(`Distance must be 0 m or more, not ${link.distanceM}`);
  list(link.radioRangeM, "link.radioRangeM").forEach((r, i) => r !== null && finite(r, `link.radioRangeM[${i}]`));
  if (link.chainLengthM !== null) finite(link.chainLengthM, "link.chainLengthM");
  if (link.touching) return "touching";
  if (link.chainLengthM !== null && link.chainLengthM <= VERBAL_RANGE_M) return "chain";
  if (link.lineOfSight && link.distanceM <= VERBAL_RANGE_M) return "sight";
  const [a, b] = link.radioRangeM;
  // Each must be within the other's stated range.
  if (a !== null && b !== null && link.distanceM <= a && link.distanceM <= b) return "radio";
  return null;
}

/**
 * Striker 5.B.2: who carries a radio. TL 5: the company (usually its commander); TL 6: platoon
 * officers too; TL 7-8: section NCOs too; above TL 8: every soldier.
 */
export const RADIO_ISSUE = [
  { fromTl: 5, roles: ["companyCommander"] },
  { fromTl: 6, roles: ["companyCommander", "platoonOfficer"] },
  { fromTl: 7, roles: ["companyCommander", "platoonOfficer", "sectionLeader", "platoonSeniorNco"] },
  { fromTl: 9, roles: "all" },
] as const satisfies readonly { fromTl: number; roles: readonly TeamRole[] | "all" }[];

/** Whether a team of this role has a radio at this tech level. */
export function hasRadio(tl: number, role: TeamRole): boolean {
  if (!Number.isInteger(tl) || tl < 0) throw new RangeError(`Tech level must be a whole number, not ${tl}`);
  let issue: (typeof RADIO_ISSUE)[number] | undefined;
  for (const row of RADIO_ISSUE) if (tl >= row.fromTl) issue = row;
  if (!issue) return false;
  return issue.roles === "all" || (issue.roles as readonly TeamRole[]).includes(role);
}

/**
 * The introductory rules state no radio ranges (Striker 5.B.2 "the stated range"): a radio whose
 * range the team's card leaves blank (0) reaches anywhere on the board.
 */
export const UNSTATED_RADIO_RANGE_M = Number.MAX_SAFE_INTEGER;

/**
 * A team's radio range, or null without a radio: one by tech level and role (Striker 5.B.2), or
 * a standing radio operator on its card (Striker 4.B). `statedM` is the range written on the
 * card, 0 for none stated.
 */
export function radioRangeM(tl: number, role: TeamRole, operator: boolean, statedM: number): number | null {
  keyOf(role, "role", TEAM_ROLES);
  const carried = yesNo(operator, "operator");
  const stated = whole(statedM, "statedM", 0);
  return hasRadio(tl, role) || carried ? (stated > 0 ? stated : UNSTATED_RADIO_RANGE_M) : null;
}

/** A team's footprint on the board, in metres from the board's corner. */
export interface Footprint {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Footprints closer than this still touch: teams placed edge to edge on the grid. */
export const TOUCH_TOLERANCE_M = 0.5;

/**
 * Striker 5.B.1: whether two teams touch. On the board a team is its token's footprint; two that
 * overlap or meet along an edge or at a corner touch.
 */
export function footprintsTouch(a: Footprint, b: Footprint): boolean {
  const box = (f: Footprint, at: string) => {
    record(f, at);
    const [x, y] = [finite(f.x, `${at}.x`), finite(f.y, `${at}.y`)];
    const [w, h] = [finite(f.width, `${at}.width`), finite(f.height, `${at}.height`)];
    if (w < 0 || h < 0) throw new RangeError(`${at} must have a size of 0 or more, not ${w} x ${h}`);
    return { x0: x, y0: y, x1: x + w, y1: y + h };
  };
  const p = box(a, "a");
  const q = box(b, "b");
  const gapX = Math.max(p.x0 - q.x1, q.x0 - p.x1, 0);
  const gapY = Math.max(p.y0 - q.y1, q.y0 - p.y1, 0);
  return gapX <= TOUCH_TOLERANCE_M && gapY <= TOUCH_TOLERANCE_M;
}

/** Two touching teams and the metres between their centres. */
export interface TouchLink {
  readonly a: string;
  readonly b: string;
  readonly lengthM: number;
}

/**
 * Striker 5.B.1: the length of the shortest chain of touching teams joining two teams, measured
 * from centre to centre along the chain, or null when no chain joins them.
 */
export function chainLengthM(from: string, to: string, links: readonly TouchLink[]): number | null {
  text(from, "from");
  text(to, "to");
  const next = new Map<string, { id: string; lengthM: number }[]>();
  list(links, "links").forEach((link, i) => {
    const l = record(link, `links[${i}]`);
    const [a, b] = [text(l.a, `links[${i}].a`), text(l.b, `links[${i}].b`)];
    const lengthM = finite(l.lengthM, `links[${i}].lengthM`);
    if (lengthM < 0) throw new RangeError(`links[${i}].lengthM must be 0 m or more, not ${lengthM}`);
    next.set(a, [...(next.get(a) ?? []), { id: b, lengthM }]);
    next.set(b, [...(next.get(b) ?? []), { id: a, lengthM }]);
  });
  if (from === to) return 0;
  // Dijkstra over the few teams on a board
  const done = new Set<string>();
  const best = new Map<string, number>([[from, 0]]);
  for (;;) {
    let at: string | null = null;
    for (const [id, d] of best) if (!done.has(id) && (at === null || d < (best.get(at) ?? Infinity))) at = id;
    if (at === null) return null;
    const d = best.get(at) ?? 0;
    if (at === to) return d;
    done.add(at);
    for (const n of next.get(at) ?? []) if (!done.has(n.id) && d + n.lengthM < (best.get(n.id) ?? Infinity)) best.set(n.id, d + n.lengthM);
  }
}
