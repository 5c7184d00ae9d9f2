import { describe, expect, it } from "vitest";
import { companyOrganisation, ORGANISATIONS, platoonSlots, TEAM_ROLES, teamTotal } from "../../../../src/rulesets/striker/rules/forces";

describe("team roles (Striker 4.A.1)", () => {
  it.each([
    ["fireTeam", "low", 5, null],
    ["squadLeader", "average", 7, "nco"],
    ["sectionLeader", "average", 7, "nco"],
    ["platoonSeniorNco", "average", 7, "nco"],
    ["platoonOfficer", "high", 9, "officer"],
    ["companyCommander", "high", 11, "companyCommander"],
    ["companySeniorNco", "average", 11, "nco"],
  ] as const)("%s: %s initiative, morale %i, leader %s", (role, initiative, morale, leader) => {
    expect(TEAM_ROLES[role]).toMatchObject({ initiative, morale, leader });
  });
});

describe("organisations (Striker 4.A.1)", () => {
  it.each([
    ["squad", 3],
    ["section", 6],
    ["platoon", 13],
  ] as const)("a %s has %i teams", (org, n) => {
    expect(teamTotal(ORGANISATIONS[org])).toBe(n);
  });
  it("a squad is a leader team and two fire teams", () => {
    expect(ORGANISATIONS.squad.teams).toEqual([
      { role: "squadLeader", count: 1 },
      { role: "fireTeam", count: 2 },
    ]);
  });
  it.each([
    [2, 27, false],
    [3, 41, true],
    [5, 67, true],
  ])("a company of %i platoons has %i teams (senior NCO: %s)", (platoons, teams, seniorNco) => {
    const org = companyOrganisation(platoons);
    expect(teamTotal(org)).toBe(teams);
    expect(org.teams.some((t) => t.role === "companySeniorNco")).toBe(seniorNco);
  });
  it("rejects companies of 1 or 6 platoons", () => {
    expect(() => companyOrganisation(1)).toThrow(/2 to 5/);
    expect(() => companyOrganisation(6)).toThrow(/2 to 5/);
  });
  it("platoon slots match the platoon's counts", () => {
    const slots = platoonSlots();
    expect(slots).toHaveLength(13);
    for (const line of ORGANISATIONS.platoon.teams) expect(slots.filter((s) => s.role === line.role)).toHaveLength(line.count);
    expect(new Set(slots.filter((s) => s.squad !== null).map((s) => s.squad)).size).toBe(4);
  });
});
