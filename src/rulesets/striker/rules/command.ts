/**
 * Command and control (Striker 5.A): who may lead whom, command ranges with the summary's
 * alternate higher-superior ranges, whether a team is led, and what unled teams do.
 */
import { keyOf, record, text, yesNo } from "../../../core/checks";
import { ECHELONS, TEAM_ROLES, type Echelon, type TeamRole } from "./forces";
import { INITIATIVE_LEVELS, type Initiative } from "./team-status";

/**
 * Striker 5.A.2 and the Command Ranges summary: the range to its superior a team needs, by the
 * team's own role (fire teams 100 m, squad NCOs 200 m, section NCOs and the platoon senior NCO
 * 400 m, officers 400 m). Each includes its boundary (ruling STR-7; see isLed).
 */
export const RANGE_TO_SUPERIOR_M = {
  fireTeam: 100,
  squadLeader: 200,
  sectionLeader: 400,
  platoonSeniorNco: 400,
  platoonOfficer: 400,
  companySeniorNco: 400,
  companyCommander: 400,
} as const satisfies Record<TeamRole, number>;

/**
 * Command Ranges note: a unit may instead be within the range stated for a higher superior
 * (fire teams within 200 m of the section NCO or 400 m of the platoon officer or senior NCO).
 */
export const LEADER_REACH_M = { squad: 100, section: 200, platoon: 400, company: 400 } as const satisfies Record<
  Exclude<Echelon, "team">,
  number
>;

/** Whether the alternate ranges of the Command Ranges note apply (they do by default). */
export const USE_HIGHER_SUPERIOR_RANGES = true;

/**
 * Striker 5.A.1.b reads "have a line of sight, or be within the command range": either will do.
 * Kept literal; set false to require the command range even in line of sight.
 */
export const LINE_OF_SIGHT_REPLACES_RANGE = true;

/** A team as command sees it. Unit ids are whatever the caller uses; null if none. */
export interface CommandTeam {
  readonly id: string;
  readonly role: TeamRole;
  readonly initiative: Initiative;
  /** False once the team's leader has fallen (Striker 4.A, 8.B.6). */
  readonly hasLeader: boolean;
  readonly squad: string | null;
  readonly section: string | null;
  readonly platoon: string | null;
  readonly company: string | null;
}

/** How the leader and the led team stand to each other. */
export interface LeaderLink {
  readonly distanceM: number;
  readonly inCommunication: boolean;
  readonly lineOfSight: boolean;
}

const isOfficer = (role: TeamRole) => TEAM_ROLES[role].leader === "officer" || TEAM_ROLES[role].leader === "companyCommander";

function unitOf(team: CommandTeam, echelon: Echelon): string | null {
  switch (echelon) {
    case "team":
      return team.id;
    case "squad":
      return team.squad;
    case "section":
      return team.section;
    case "platoon":
      return team.platoon;
    case "company":
      return team.company;
  }
}

/**
 * Striker 5.A.2: NCOs lead teams of their own unit; officer teams may lead any team but an
 * officer senior to them (5.A.2.b). The company senior NCO's limit to a single section is left
 * to the players.
 */
/** Throws a RangeError naming the field unless `t` is a team as the command rules read it. */
function checkTeam(t: CommandTeam, field: string): void {
  record(t, field);
  text(t.id, `${field}.id`);
  keyOf(t.role, `${field}.role`, TEAM_ROLES);
  if (!INITIATIVE_LEVELS.includes(t.initiative)) throw new RangeError(`${field}.initiative must be low, average or high, not ${String(t.initiative)}`);
  yesNo(t.hasLeader, `${field}.hasLeader`);
  for (const unit of ["squad", "section", "platoon", "company"] as const) if (t[unit] !== null) text(t[unit], `${field}.${unit}`);
}

export function mayLead(leader: CommandTeam, team: CommandTeam): boolean {
  checkTeam(leader, "leader");
  checkTeam(team, "team");
  if (leader.id === team.id || !leader.hasLeader) return false;
  const echelon = TEAM_ROLES[leader.role].echelon;
  if (echelon === "team") return false;
  if (isOfficer(leader.role)) {
    if (!isOfficer(team.role)) return true;
    return ECHELONS.indexOf(TEAM_ROLES[team.role].echelon) <= ECHELONS.indexOf(echelon);
  }
  if (isOfficer(team.role)) return false;
  if (ECHELONS.indexOf(TEAM_ROLES[team.role].echelon) > ECHELONS.indexOf(echelon)) return false;
  const unit = unitOf(leader, echelon);
  return unit !== null && unit === unitOf(team, echelon);
}

/** The range within which `leader` commands `team`. */
export function commandRange(leader: CommandTeam, team: CommandTeam): number {
  checkTeam(leader, "leader");
  checkTeam(team, "team");
  const own = RANGE_TO_SUPERIOR_M[team.role];
  const echelon = TEAM_ROLES[leader.role].echelon;
  if (!USE_HIGHER_SUPERIOR_RANGES || echelon === "team") return own;
  return Math.max(own, LEADER_REACH_M[echelon]);
}

export interface LedResult {
  /** Striker 5.A: only low and average initiative teams need a leader. */
  readonly needsLeader: boolean;
  readonly led: boolean;
  /** Ids of every leader team leading it. */
  readonly by: readonly string[];
}

/** Striker 5.A.1: whether a team is led, and by whom. */
export function isLed(team: CommandTeam, leaders: readonly CommandTeam[], distances: Readonly<Record<string, LeaderLink>>): LedResult {
  checkTeam(team, "team");
  record(distances, "distances");
  if (!Array.isArray(leaders)) throw new RangeError("leaders must be a list");
  if (team.initiative === "high") return { needsLeader: false, led: true, by: [] };
  const by: string[] = [];
  for (const leader of leaders) {
    if (!mayLead(leader, team)) continue;
    const link = Object.hasOwn(distances, leader.id) ? distances[leader.id] : undefined;
    if (!link) continue;
    record(link, `distances.${leader.id}`);
    if (!Number.isFinite(link.distanceM) || link.distanceM < 0) throw new RangeError(`Distance to ${leader.id} must be 0 m or more`);
    // ruling STR-7: a team at exactly its command range (100, 200, 400 m) is under command, though
    // 5.A.2 prints the squad's as "less than 100 meters"; the summary says "within"
    const inRange = link.distanceM <= commandRange(leader, team);
    if (link.inCommunication && (inRange || (LINE_OF_SIGHT_REPLACES_RANGE && link.lineOfSight))) by.push(leader.id);
  }
  return { needsLeader: true, led: by.length > 0, by };
}

/** Striker 5.A.2.c: what an unled team may and must do. */
export const UNLED_BEHAVIOUR = {
  low: { mayMove: false, fire: "mustFireWithin", mustFireWithinM: 100, followsMoraleResults: true },
  average: { mayMove: false, fire: "mayFireAnyRange", mustFireWithinM: null, followsMoraleResults: true },
  high: { mayMove: true, fire: "free", mustFireWithinM: null, followsMoraleResults: true },
} as const satisfies Record<Initiative, { mayMove: boolean; fire: string; mustFireWithinM: number | null; followsMoraleResults: boolean }>;

/** Striker 5.A.2.c: low teams within this range of an average team act as average. */
export const AVERAGE_TEAM_INFLUENCE_M = 100;

/** What an unled team of this initiative does; low teams near an average team act as average. */
export function unledBehaviour(initiative: Initiative, averageTeamWithin100m: boolean): (typeof UNLED_BEHAVIOUR)[Initiative] {
  keyOf(initiative, "initiative", UNLED_BEHAVIOUR);
  if (initiative === "low" && averageTeamWithin100m) return UNLED_BEHAVIOUR.average;
  return UNLED_BEHAVIOUR[initiative];
}
