// The shipped Striker organisations, dropped, give every team its squad, section, platoon and
// company (Striker 4.A.1), so who leads whom follows the organisation (Striker 5.A): laid out on
// the Striker board (50 m squares), every team of a company is led by a leader in range, and a
// section that loses its NCO's team leaves that squad's fire teams unled.
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { expandFormation, type ResolvedMember } from "../../src/core/formation-expand";
import { figureChains, levelsPresent } from "../../src/core/formation-identity";
import { layoutFormation } from "../../src/core/formation/layout";
import type { FormationSystem } from "../../src/core/formation-schema";
import { commandUnitsOf } from "../../src/rulesets/striker/view/command-identity";
import { commandTeamOf, ledView, type LeaderOnBoard } from "../../src/rulesets/striker/view/team-command";
import type { TeamSystem } from "../../src/rulesets/striker/data/team-schema";
import { TEAM_ROLES } from "../../src/rulesets/striker/rules/forces";

const root = join(__dirname, "../..");
const resolved = new Map<string, ResolvedMember>();
const teams = new Map<string, TeamSystem>();
for (const pack of ["str-teams", "str-organisations"]) {
  for (const file of readdirSync(join(root, "packs/_source", pack))) {
    const doc = YAML.parse(readFileSync(join(root, "packs/_source", pack, file), "utf8"));
    const uuid = `Compendium.starskirmish.${pack}.Actor.${doc._id}`;
    if (doc.type === "formation") resolved.set(uuid, { kind: "formation", uuid, name: doc.name, system: doc.system as FormationSystem });
    else {
      resolved.set(uuid, { kind: "actor", uuid, name: doc.name, width: 1, height: 1 });
      teams.set(uuid, doc.system as TeamSystem);
    }
  }
}

/** Striker's board: 50 m a square (Striker 1; the rule set's grid defaults). */
const METRES_PER_SQUARE = 50;
const SQUARE_PX = 100;

interface DroppedTeam {
  id: string;
  name: string;
  system: TeamSystem;
  x: number;
  y: number;
}

/** Drops an organisation as the system does: expanded, chains stamped, laid out around (3000, 3000). */
function drop(id: string, tag = "A"): DroppedTeam[] {
  const org = resolved.get(`Compendium.starskirmish.str-organisations.Actor.${id}`) as Extract<ResolvedMember, { kind: "formation" }>;
  const e = expandFormation({ uuid: org.uuid, name: org.name, system: org.system }, (u) => resolved.get(u) ?? null);
  expect(e.problems).toEqual([]);
  const chains = figureChains(e.units, e.figures, tag);
  const layout = layoutFormation({
    members: e.figures,
    groups: e.groups,
    grid: { kind: "square", size: SQUARE_PX, bounds: { x: 0, y: 0, width: 6000, height: 6000 } },
    drop: { x: 3000, y: 3000 },
    shape: "default",
    defaultShape: org.system.shape,
  });
  if (!layout.ok) throw new Error("no room");
  const at = new Map(layout.placements.map((p) => [p.id, p]));
  return e.figures.map((f) => {
    const base = teams.get(f.actorUuid)!;
    const p = at.get(f.id)!;
    return { id: f.id, name: resolved.get(f.actorUuid)!.name, system: { ...base, command: { ...base.command, ...commandUnitsOf(chains.get(f.id)!) } }, x: p.x, y: p.y };
  });
}

const metresBetween = (a: DroppedTeam, b: DroppedTeam) => (Math.hypot(a.x - b.x, a.y - b.y) / SQUARE_PX) * METRES_PER_SQUARE;
const isLeaderTeam = (t: DroppedTeam) => TEAM_ROLES[t.system.command.role as keyof typeof TEAM_ROLES].echelon !== "team";

/** Whether each team is led (Striker 5.A.1) by the leader teams on the board, by name. */
function ledness(board: readonly DroppedTeam[]): { name: string; id: string; led: boolean; needs: boolean }[] {
  return board.map((team) => {
    const leaders: LeaderOnBoard[] = board
      .filter((l) => l !== team && isLeaderTeam(l))
      .map((l) => ({ team: commandTeamOf(l.id, l.system, false), name: l.id, distanceM: metresBetween(team, l) }));
    const view = ledView(commandTeamOf(team.id, team.system, false), leaders);
    return { name: team.name, id: team.id, led: view.led, needs: view.needsLeader };
  });
}

describe("the chain of command a drop stamps on the shipped organisations (Striker 4.A.1)", () => {
  it("names a company's units from its letter down: platoons B1..B3, their sections and squads", () => {
    const board = drop("strOrgCompany001", "B");
    const units = (level: "squad" | "section" | "platoon" | "company") => new Set(board.map((t) => t.system.command[level]).filter(Boolean));
    expect(units("company")).toEqual(new Set(["B"]));
    expect(units("platoon")).toEqual(new Set(["B1", "B2", "B3"]));
    // two sections a platoon, two squads a section (Striker 4.A.1.a-c)
    expect(units("section").size).toBe(6);
    expect(units("squad").size).toBe(12);
    // the compendium's own placeholders are gone: the company's command team stands in no platoon
    const commander = board.find((t) => t.name === "Company Commander Team")!;
    expect(commander.system.command).toMatchObject({ company: "B", platoon: "", section: "", squad: "" });
    const fireTeam = board.find((t) => t.name === "Fire Team")!;
    expect(fireTeam.system.command.squad).toMatch(/^B\d\.\d\.\d$/);
    expect(fireTeam.system.command.squad.startsWith(`${fireTeam.system.command.section}.`)).toBe(true);
  });

  it("offers grouping a company by squad, section, platoon or company", () => {
    const org = resolved.get("Compendium.starskirmish.str-organisations.Actor.strOrgCompany001") as Extract<ResolvedMember, { kind: "formation" }>;
    const e = expandFormation({ uuid: org.uuid, name: org.name, system: org.system }, (u) => resolved.get(u) ?? null);
    expect(levelsPresent(e.units)).toEqual(["squad", "section", "platoon", "company"]);
  });

  it("leaves no team of a dropped company unled: each has a leader of its own unit in range (Striker 5.A)", () => {
    const board = drop("strOrgCompany001");
    expect(board).toHaveLength(41);
    const needing = ledness(board).filter((t) => t.needs);
    // the low and average initiative teams need a leader; the officers' teams are high initiative
    expect(needing.length).toBeGreaterThan(30);
    expect(needing.filter((t) => !t.led)).toEqual([]);
  });

  it("leads a squad's fire teams only by leaders of their own squad, section or platoon (Striker 5.A.2)", () => {
    const board = drop("strOrgSection001");
    const squads = new Set(board.map((t) => t.system.command.squad));
    expect(squads.size).toBe(2);
    // the squad leader of one squad may not lead the other squad's fire teams
    const [squadA, squadB] = [...squads];
    const leaderA = board.find((t) => t.system.command.squad === squadA && t.system.command.role === "squadLeader");
    const leaderB = board.find((t) => t.system.command.squad === squadB && t.system.command.role === "squadLeader");
    const squadLeader = (leaderA ?? leaderB)!;
    const otherSquad = squadLeader === leaderA ? squadB : squadA;
    const otherFireTeam = board.find((t) => t.system.command.squad === otherSquad && t.system.command.role === "fireTeam")!;
    const alone = ledness([squadLeader, otherFireTeam]).find((t) => t.id === otherFireTeam.id)!;
    expect(alone.led).toBe(false);
  });

  it("leaves the fire teams of a section's NCO's squad unled once his team is gone, and the other squad led", () => {
    const board = drop("strOrgSection001");
    // dropped whole, every squad is led; the section NCO himself answers to a platoon officer
    // (Striker 5.A.2.b), and a section dropped alone has none
    expect(ledness(board).filter((t) => t.needs && !t.led).map((t) => t.name)).toEqual(["Section Leader Team"]);
    const nco = board.find((t) => t.system.command.role === "sectionLeader")!;
    const without = board.filter((t) => t !== nco);
    const result = ledness(without);
    const ncoSquad = without.filter((t) => t.system.command.squad === nco.system.command.squad);
    expect(ncoSquad.length).toBe(2);
    for (const t of ncoSquad) expect(result.find((r) => r.id === t.id)!.led).toBe(false);
    // the other squad's fire teams keep their squad leader; he himself answered to the section NCO
    const others = without.filter((t) => t.system.command.squad !== nco.system.command.squad && t.system.command.role === "fireTeam");
    expect(others.length).toBe(2);
    for (const t of others) expect(result.find((r) => r.id === t.id)!.led).toBe(true);
  });
});
