/**
 * Forces (Striker 4.A): team roles with initiative and morale, and the squad, section, platoon
 * and company organisations as lists of teams, for the formation feature to place.
 */
import { keyOf, list, record, whole } from "../../../core/checks";
import type { Initiative, LeaderKind } from "./team-status";

/** Striker 4.A: soldiers per fire team. */
export const SOLDIERS_PER_TEAM = 4;

/** Levels of unit, smallest first; a leader role leads the unit of its echelon. */
export const ECHELONS = ["team", "squad", "section", "platoon", "company"] as const;
export type Echelon = (typeof ECHELONS)[number];

/**
 * Striker 4.A.1: every team role. A section NCO is a squad leader team that also leads the
 * section; the platoon senior NCO is one of the section NCOs (4.A.1.b-c).
 */
export const TEAM_ROLES = {
  fireTeam: { initiative: "low", morale: 5, leader: null, echelon: "team", label: "STARSKIRMISH.Striker.Role.fireTeam" },
  squadLeader: { initiative: "average", morale: 7, leader: "nco", echelon: "squad", label: "STARSKIRMISH.Striker.Role.squadLeader" },
  sectionLeader: { initiative: "average", morale: 7, leader: "nco", echelon: "section", label: "STARSKIRMISH.Striker.Role.sectionLeader" },
  platoonSeniorNco: { initiative: "average", morale: 7, leader: "nco", echelon: "platoon", label: "STARSKIRMISH.Striker.Role.platoonSeniorNco" },
  platoonOfficer: { initiative: "high", morale: 9, leader: "officer", echelon: "platoon", label: "STARSKIRMISH.Striker.Role.platoonOfficer" },
  companyCommander: { initiative: "high", morale: 11, leader: "companyCommander", echelon: "company", label: "STARSKIRMISH.Striker.Role.companyCommander" },
  companySeniorNco: { initiative: "average", morale: 11, leader: "nco", echelon: "company", label: "STARSKIRMISH.Striker.Role.companySeniorNco" },
} as const satisfies Record<string, { initiative: Initiative; morale: number; leader: LeaderKind | null; echelon: Echelon; label: string }>;

export type TeamRole = keyof typeof TEAM_ROLES;

/** One line of an organisation: so many teams of a role. */
export interface TeamCount {
  readonly role: TeamRole;
  readonly count: number;
}

export interface Organisation {
  readonly echelon: Echelon;
  readonly label: string;
  readonly teams: readonly TeamCount[];
}

/** Striker 4.A.1.a-c: squad (3 teams), section (2 squads), platoon (2 sections + officer, 13 teams). */
export const ORGANISATIONS = {
  squad: {
    echelon: "squad",
    label: "STARSKIRMISH.Striker.Organisation.squad",
    teams: [
      { role: "squadLeader", count: 1 },
      { role: "fireTeam", count: 2 },
    ],
  },
  section: {
    echelon: "section",
    label: "STARSKIRMISH.Striker.Organisation.section",
    teams: [
      { role: "sectionLeader", count: 1 },
      { role: "squadLeader", count: 1 },
      { role: "fireTeam", count: 4 },
    ],
  },
  platoon: {
    echelon: "platoon",
    label: "STARSKIRMISH.Striker.Organisation.platoon",
    teams: [
      { role: "platoonOfficer", count: 1 },
      { role: "platoonSeniorNco", count: 1 },
      { role: "sectionLeader", count: 1 },
      { role: "squadLeader", count: 2 },
      { role: "fireTeam", count: 8 },
    ],
  },
} as const satisfies Record<string, Organisation>;

/** Striker 4.A.1.d: a company has 2 to 5 platoons. */
export const COMPANY_PLATOONS = { min: 2, max: 5 } as const;

/**
 * Striker 4.A.1.d: the company command group is one team (the commander) for two platoons, and a
 * second (the company senior NCO) with more than two.
 */
export function companyOrganisation(platoons: number): Organisation {
  if (!Number.isInteger(platoons) || platoons < COMPANY_PLATOONS.min || platoons > COMPANY_PLATOONS.max) {
    throw new RangeError(`A company has ${COMPANY_PLATOONS.min} to ${COMPANY_PLATOONS.max} platoons, not ${platoons}`);
  }
  const teams: TeamCount[] = [{ role: "companyCommander", count: 1 }];
  if (platoons > 2) teams.push({ role: "companySeniorNco", count: 1 });
  for (const t of ORGANISATIONS.platoon.teams) teams.push({ role: t.role, count: t.count * platoons });
  return { echelon: "company", label: "STARSKIRMISH.Striker.Organisation.company", teams };
}

/** Total teams in an organisation. */
export function teamTotal(org: Organisation): number {
  return list(record(org, "org").teams, "org.teams").reduce((n, t, i) => {
    keyOf(record(t, `org.teams[${i}]`).role, `org.teams[${i}].role`, TEAM_ROLES);
    return n + whole(t.count, `org.teams[${i}].count`, 0);
  }, 0);
}

/** A placed team: its role and the units it belongs to (indices from 0). */
export interface TeamSlot {
  readonly role: TeamRole;
  readonly platoon: number | null;
  readonly section: number | null;
  readonly squad: number | null;
}

/**
 * One platoon as 13 slots in order: officer, then per section its two squads (leader team first).
 * Section 0's NCO is the platoon senior NCO (Striker 4.A.1.c).
 */
export function platoonSlots(platoon = 0): TeamSlot[] {
  whole(platoon, "platoon", 0);
  const out: TeamSlot[] = [{ role: "platoonOfficer", platoon, section: null, squad: null }];
  for (let section = 0; section < 2; section++) {
    for (let s = 0; s < 2; s++) {
      const squad = section * 2 + s;
      const role: TeamRole = s === 1 ? "squadLeader" : section === 0 ? "platoonSeniorNco" : "sectionLeader";
      out.push({ role, platoon, section, squad });
      out.push({ role: "fireTeam", platoon, section, squad }, { role: "fireTeam", platoon, section, squad });
    }
  }
  return out;
}
