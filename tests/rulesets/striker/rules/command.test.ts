import { describe, expect, it } from "vitest";
import { commandRange, isLed, mayLead, unledBehaviour, type CommandTeam, type LeaderLink } from "../../../../src/rulesets/striker/rules/command";
import { communication, hasRadio } from "../../../../src/rulesets/striker/rules/communication";
import { TEAM_ROLES, type TeamRole } from "../../../../src/rulesets/striker/rules/forces";

const t = (id: string, role: TeamRole, squad: string | null, section: string | null, platoon = "p1"): CommandTeam => ({
  id,
  role,
  initiative: TEAM_ROLES[role].initiative,
  hasLeader: TEAM_ROLES[role].leader !== null,
  squad,
  section,
  platoon,
  company: "c1",
});

const fire = t("f", "fireTeam", "sq1", "s1");
const squadNco = t("sq1", "squadLeader", "sq1", "s1");
const otherSquadNco = t("sq2", "squadLeader", "sq2", "s1");
const sectionNco = t("s1", "sectionLeader", "sq0", "s1");
const seniorNco = t("snco", "platoonSeniorNco", "sq3", "s2");
const officer = t("o", "platoonOfficer", null, null);
const otherOfficer = t("o2", "platoonOfficer", null, null, "p2");
const captain = t("cc", "companyCommander", null, null, "hq");
const link = (distanceM: number, inCommunication = true, lineOfSight = false): LeaderLink => ({ distanceM, inCommunication, lineOfSight });

describe("who may lead (Striker 5.A.2)", () => {
  it.each([
    ["squad NCO leads his fire team", squadNco, fire, true],
    ["squad NCO of another squad does not", otherSquadNco, fire, false],
    ["section NCO leads a team of his section", sectionNco, fire, true],
    ["section NCO leads the other squad NCO", sectionNco, otherSquadNco, true],
    ["platoon senior NCO leads any team of the platoon", seniorNco, fire, true],
    ["an NCO never leads an officer", seniorNco, officer, false],
    ["an officer leads any team", otherOfficer, fire, true],
    ["an officer leads a fellow platoon officer", otherOfficer, officer, true],
    ["an officer does not lead his senior", officer, captain, false],
    ["the company commander leads a platoon officer", captain, officer, true],
    ["a fire team leads nobody", fire, fire, false],
  ] as const)("%s", (_, leader, team, ok) => {
    expect(mayLead(leader, team)).toBe(ok);
  });
  it("a leader team that lost its leader leads nobody", () => {
    expect(mayLead({ ...squadNco, hasLeader: false }, fire)).toBe(false);
  });
});

describe("command ranges (Striker 5.A.2 and Command Ranges summary)", () => {
  it.each([
    ["fire team to squad NCO", squadNco, fire, 100],
    ["fire team to section NCO (alternate)", sectionNco, fire, 200],
    ["fire team to platoon officer (alternate)", officer, fire, 400],
    ["fire team to senior NCO (alternate)", seniorNco, fire, 400],
    ["squad NCO to section NCO", sectionNco, otherSquadNco, 200],
    ["section NCO to platoon officer", officer, sectionNco, 400],
    ["platoon officer to company commander", captain, officer, 400],
  ] as const)("%s: %i m", (_, leader, team, range) => {
    expect(commandRange(leader, team)).toBe(range);
  });
});

describe("isLed (Striker 5.A.1)", () => {
  it("within range and in communication", () => {
    expect(isLed(fire, [squadNco], { sq1: link(60) })).toEqual({ needsLeader: true, led: true, by: ["sq1"] });
  });
  it("exactly at the command range is under command, at 100, 200 and 400 m (ruling STR-7)", () => {
    expect(isLed(fire, [squadNco], { sq1: link(100) })).toEqual({ needsLeader: true, led: true, by: ["sq1"] });
    expect(isLed(otherSquadNco, [sectionNco], { s1: link(200) }).led).toBe(true);
    expect(isLed(sectionNco, [officer], { o: link(400) }).led).toBe(true);
  });
  it("just past the command range, with no line of sight, is not (ruling STR-7)", () => {
    expect(isLed(fire, [squadNco], { sq1: link(101) }).led).toBe(false);
    expect(isLed(fire, [squadNco], { sq1: link(100.5) }).led).toBe(false);
    expect(isLed(otherSquadNco, [sectionNco], { s1: link(201) }).led).toBe(false);
    expect(isLed(sectionNco, [officer], { o: link(401) }).led).toBe(false);
  });
  it("line of sight stands in for range (5.A.1.b)", () => {
    expect(isLed(fire, [squadNco], { sq1: link(600, true, true) }).led).toBe(true);
  });
  it("never without communication", () => {
    expect(isLed(fire, [squadNco], { sq1: link(10, false, true) }).led).toBe(false);
  });
  it("squad NCO lost: the section NCO within 200 m takes over (summary example)", () => {
    expect(isLed(fire, [{ ...squadNco, hasLeader: false }, sectionNco], { sq1: link(10), s1: link(200) }).by).toEqual(["s1"]);
  });
  it("high initiative teams need no leader", () => {
    expect(isLed(officer, [], {})).toEqual({ needsLeader: false, led: true, by: [] });
  });
  it("rejects bad distances", () => {
    expect(() => isLed(fire, [squadNco], { sq1: link(-1) })).toThrow(/0 m or more/);
  });
});

describe("unled teams (Striker 5.A.2.c)", () => {
  it("low: must fire at enemies within 100 m, may not move", () => {
    expect(unledBehaviour("low", false)).toMatchObject({ mayMove: false, fire: "mustFireWithin", mustFireWithinM: 100 });
  });
  it("average, and low within 100 m of average: may fire at any range or not", () => {
    expect(unledBehaviour("average", false)).toMatchObject({ mayMove: false, fire: "mayFireAnyRange" });
    expect(unledBehaviour("low", true)).toMatchObject({ mayMove: false, fire: "mayFireAnyRange" });
  });
  it("high: free", () => {
    expect(unledBehaviour("high", false)).toMatchObject({ mayMove: true, fire: "free" });
  });
});

describe("communication (Striker 5.B)", () => {
  const base = { touching: false, chainLengthM: null, lineOfSight: false, distanceM: 300, radioRangeM: [null, null] as const };
  it.each([
    ["touching", { ...base, touching: true }, "touching"],
    ["chain of 250 m", { ...base, chainLengthM: 250 }, "chain"],
    ["chain of 251 m", { ...base, chainLengthM: 251 }, null],
    ["sight within 250 m", { ...base, lineOfSight: true, distanceM: 250 }, "sight"],
    ["sight at 251 m", { ...base, lineOfSight: true, distanceM: 251 }, null],
    ["radios in range", { ...base, radioRangeM: [500, 300] as const }, "radio"],
    ["one radio short", { ...base, radioRangeM: [500, 299] as const }, null],
    ["one radio only", { ...base, radioRangeM: [500, null] as const }, null],
  ] as const)("%s", (_, l, means) => {
    expect(communication(l)).toBe(means);
  });
  it.each([
    [4, "companyCommander", false],
    [5, "companyCommander", true],
    [5, "platoonOfficer", false],
    [6, "platoonOfficer", true],
    [6, "sectionLeader", false],
    [7, "sectionLeader", true],
    [8, "sectionLeader", true],
    [8, "fireTeam", false],
    [9, "fireTeam", true],
  ] as const)("TL %i: %s has a radio: %s", (tl, role, yes) => {
    expect(hasRadio(tl, role)).toBe(yes);
  });
});
