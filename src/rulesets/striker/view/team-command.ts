/**
 * Whether a team is led (Striker 5.A), from the teams on the board: each leader team's role,
 * units and distance. Pure; the sheet measures the distances on the canvas, the gallery uses
 * a computed example.
 */
import { isLed, type CommandTeam, type LeaderLink } from "../rules/command";
import { TEAM_ROLES, type TeamRole } from "../rules/forces";
import type { TeamSystem } from "../data/team-schema";

/**
 * The board cannot tell whether two teams talk by voice chain or radio (Striker 5.B); the sheet
 * assumes they do and leaves the exceptions to the players.
 */
export const BOARD_ASSUMES_COMMUNICATION = true;
/**
 * Line of sight is not traced on the canvas; the command range alone decides (Striker 5.A.1.b
 * lets either do), which can only call a team unled that a player may still show is led.
 */
export const BOARD_TRACES_LINE_OF_SIGHT = false;

function isRole(v: string): v is TeamRole {
  return v in TEAM_ROLES;
}

/** A team as the command rules see it. `leaderLost` is the Leader lost marker (Striker 8.B.6). */
export function commandTeamOf(id: string, system: Pick<TeamSystem, "command" | "initiative" | "troopers">, leaderLost: boolean): CommandTeam {
  const c = system.command;
  const blank = (s: string) => (s === "" ? null : s);
  const leaderDown = system.troopers[0]?.role === "leader" && system.troopers[0]?.casualty === true;
  return {
    id,
    role: isRole(c.role) ? c.role : "fireTeam",
    initiative: system.initiative === "high" || system.initiative === "average" ? system.initiative : "low",
    hasLeader: !leaderLost && !leaderDown,
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
}

export interface LedView {
  readonly needsLeader: boolean;
  readonly led: boolean;
  /** Names of the leader teams leading it. */
  readonly by: readonly string[];
  readonly label: string;
}

/** Striker 5.A.1: led or not, by whom, and the sheet's wording. */
export function ledView(team: CommandTeam, leaders: readonly LeaderOnBoard[]): LedView {
  const links: Record<string, LeaderLink> = {};
  for (const l of leaders) links[l.team.id] = { distanceM: l.distanceM, inCommunication: BOARD_ASSUMES_COMMUNICATION, lineOfSight: BOARD_TRACES_LINE_OF_SIGHT };
  const result = isLed(team, leaders.map((l) => l.team), links);
  const by = result.by.map((id) => leaders.find((l) => l.team.id === id)?.name ?? id);
  const label = !result.needsLeader ? "noLeaderNeeded" : result.led ? "led" : "unled";
  return { needsLeader: result.needsLeader, led: result.led, by, label: `STARSKIRMISH.Striker.Team.Led.${label}` };
}
