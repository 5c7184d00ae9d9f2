/**
 * Whether a team is led (Striker 5.A), from the teams on the board: each leader team's role,
 * units, distance, line of sight and communication (5.B). Pure; the board measures them
 * (actions/team-links.ts), the gallery uses a computed example.
 */
import { isLed, type CommandTeam, type LeaderLink } from "../rules/command";
import { TEAM_ROLES, type TeamRole } from "../rules/forces";
import type { TeamSystem } from "../data/team-schema";

/**
 * For a leader whose link the caller did not measure (the gallery's examples, old callers): assume
 * the two teams talk (Striker 5.B) and take the command range alone (5.A.1.b lets either do). The
 * board measures both (actions/team-links.ts).
 */
export const BOARD_ASSUMES_COMMUNICATION = true;
export const BOARD_TRACES_LINE_OF_SIGHT = false;

function isRole(v: string): v is TeamRole {
  return v in TEAM_ROLES;
}

/**
 * Whether the team's officer or NCO still stands, so that it still leads (Striker 4.A: the leader is
 * the first trooper, and once that trooper is a casualty the team "is no longer considered a leader
 * team for all purposes"; 8.B.6: "no longer capable of the functions of a leader"). `leaderLost` is
 * the Leader lost marker. The one reading for command (5.A), the morale DM of leaders (8.C.2.b.i)
 * and rallying (8.C.5; actions/rally-leader.ts).
 */
export function leaderStands(system: Pick<TeamSystem, "troopers">, leaderLost: boolean): boolean {
  return !leaderLost && system.troopers[0]?.casualty !== true;
}

/** A team as the command rules see it. `leaderLost` is the Leader lost marker (Striker 8.B.6). */
export function commandTeamOf(id: string, system: Pick<TeamSystem, "command" | "initiative" | "troopers">, leaderLost: boolean): CommandTeam {
  const c = system.command;
  const blank = (s: string) => (s === "" ? null : s);
  return {
    id,
    role: isRole(c.role) ? c.role : "fireTeam",
    initiative: system.initiative === "high" || system.initiative === "average" ? system.initiative : "low",
    hasLeader: leaderStands(system, leaderLost),
    squad: blank(c.squad),
    section: blank(c.section),
    platoon: blank(c.platoon),
    company: blank(c.company),
  };
}

export interface LeaderOnBoard {
  readonly team: CommandTeam;
  readonly name: string;
  readonly distanceM: number;
  /** Striker 5.B: whether the two teams are in communication, as the board found it. */
  readonly inCommunication?: boolean;
  /** Striker 7.A.1: whether a line of sight joins them. */
  readonly lineOfSight?: boolean;
}

export interface LedView {
  readonly needsLeader: boolean;
  readonly led: boolean;
  /** Names of the leader teams leading it. */
  readonly by: readonly string[];
  /** Leader teams that may lead it and are near enough or in sight, but out of communication (Striker 5.B). */
  readonly outOfCommunication?: readonly string[];
  readonly label: string;
}

/** Striker 5.A.1: led or not, by whom, and the sheet's wording. */
export function ledView(team: CommandTeam, leaders: readonly LeaderOnBoard[]): LedView {
  const links: Record<string, LeaderLink> = {};
  for (const l of leaders) links[l.team.id] = { distanceM: l.distanceM, inCommunication: l.inCommunication ?? BOARD_ASSUMES_COMMUNICATION, lineOfSight: l.lineOfSight ?? BOARD_TRACES_LINE_OF_SIGHT };
  const result = isLed(team, leaders.map((l) => l.team), links);
  const by = result.by.map((id) => leaders.find((l) => l.team.id === id)?.name ?? id);
  const label = !result.needsLeader ? "noLeaderNeeded" : result.led ? "led" : "unled";
  // the leaders that would lead it were they in communication
  const talking = result.needsLeader ? isLed(team, leaders.map((l) => l.team), Object.fromEntries(Object.entries(links).map(([id, l]) => [id, { ...l, inCommunication: true }]))).by : [];
  const outOfCommunication = talking.filter((id) => !result.by.includes(id)).map((id) => leaders.find((l) => l.team.id === id)?.name ?? id);
  return { needsLeader: result.needsLeader, led: result.led, by, outOfCommunication, label: `STARSKIRMISH.Striker.Team.Led.${label}` };
}
