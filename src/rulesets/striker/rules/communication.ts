/**
 * Communication (Striker 5.B): touching teams, chains of touching teams up to 250 m, teams in
 * sight within 250 m, and radios by tech level.
 */
import { finite, list, record } from "../../../core/checks";
import type { TeamRole } from "./forces";

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
