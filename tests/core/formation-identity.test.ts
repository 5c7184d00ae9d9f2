// The chain of command a drop gives its figures (core/formation-identity.ts) and the drop's
// choices (core/formation-drop.ts): drop letters, unit ids down the nesting, the level each
// figure is grouped by, and a submitted or stored choice read back checked.
import { describe, expect, it } from "vitest";
import { expandFormation, type ResolvedMember } from "../../src/core/formation-expand";
import { dropTag, figureChains, groupingUnit, levelsPresent, unitIds } from "../../src/core/formation-identity";
import { DEFAULT_DROP_CHOICE, dropDialogContext, groupingLevel, readDropChoice } from "../../src/core/formation-drop";
import type { FormationSystem } from "../../src/core/formation-schema";

const system = (level: FormationSystem["level"], members: [string, number, ("member" | "leader")?][]): FormationSystem => ({
  members: members.map(([uuid, quantity, role]) => ({ uuid, name: uuid, quantity, role: role ?? "member" })),
  level,
  shape: "block",
  facing: "N",
  notes: "",
});

const world: Record<string, ResolvedMember> = {
  "Actor.cmd": { kind: "actor", uuid: "Actor.cmd", name: "Commander", width: 1, height: 1 },
  "Actor.nco": { kind: "actor", uuid: "Actor.nco", name: "NCO", width: 1, height: 1 },
  "Actor.rifle": { kind: "actor", uuid: "Actor.rifle", name: "Rifle", width: 1, height: 1 },
  "Actor.squad": { kind: "formation", uuid: "Actor.squad", name: "Squad", system: system("squad", [["Actor.nco", 1, "leader"], ["Actor.rifle", 2]]) },
  "Actor.platoon": { kind: "formation", uuid: "Actor.platoon", name: "Platoon", system: system("platoon", [["Actor.squad", 3]]) },
};
const expandCompany = () => expandFormation({ uuid: "Actor.company", name: "Company", system: system("company", [["Actor.cmd", 1, "leader"], ["Actor.platoon", 2]]) }, (u) => world[u] ?? null);

describe("drop letters", () => {
  it("run A to Z, then AA, AB... as spreadsheet columns do", () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(dropTag)).toEqual(["A", "B", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA"]);
  });
  it("refuse a count that is not a whole number 0 or more", () => {
    for (const bad of [-1, 1.5, Number.NaN]) expect(() => dropTag(bad)).toThrow(RangeError);
  });
});

describe("unit ids and chains", () => {
  it("number each unit after its parent: C, C1, C1.2", () => {
    const e = expandCompany();
    const ids = unitIds(e.units, "C");
    expect(e.units.map((u) => [u.level, ids.get(u.id)])).toEqual([
      ["company", "C"],
      ["platoon", "C1"],
      ["squad", "C1.1"],
      ["squad", "C1.2"],
      ["squad", "C1.3"],
      ["platoon", "C2"],
      ["squad", "C2.1"],
      ["squad", "C2.2"],
      ["squad", "C2.3"],
    ]);
  });

  it("give each figure its units outermost first; the commander stands in the company alone", () => {
    const e = expandCompany();
    const chains = figureChains(e.units, e.figures, "C");
    expect(chains.get(e.figures[0]!.id)!.map((l) => l.id)).toEqual(["C"]);
    const last = e.figures.at(-1)!;
    expect(chains.get(last.id)!.map((l) => `${l.level}:${l.id}`)).toEqual(["company:C", "platoon:C2", "squad:C2.3"]);
  });

  it("group a figure under its innermost unit at or above the level, else its outermost", () => {
    const e = expandCompany();
    const chains = figureChains(e.units, e.figures, "C");
    const rifle = chains.get(e.figures.at(-1)!.id)!;
    const commander = chains.get(e.figures[0]!.id)!;
    expect(groupingUnit(rifle, "squad")?.id).toBe("C2.3");
    expect(groupingUnit(rifle, "section")?.id).toBe("C2");
    expect(groupingUnit(rifle, "platoon")?.id).toBe("C2");
    expect(groupingUnit(commander, "squad")?.id).toBe("C");
    expect(groupingUnit(commander, "battalion")?.id).toBe("C");
    expect(groupingUnit([], "squad")).toBeNull();
    expect(levelsPresent(e.units)).toEqual(["squad", "platoon", "company"]);
  });
});

describe("the drop's choice", () => {
  it("reads a submitted choice, and falls back to the default for anything not offered", () => {
    expect(readDropChoice({ side: "hostile", combat: "section" })).toEqual({ side: "hostile", combat: "section" });
    expect(readDropChoice({ side: "enemy", combat: "division" })).toEqual(DEFAULT_DROP_CHOICE);
    expect(readDropChoice(null)).toEqual(DEFAULT_DROP_CHOICE);
  });

  it("groups by the chosen level, else the drop's smallest, else as one group; none when left out of combat", () => {
    expect(groupingLevel({ side: "prototype", combat: "section" }, ["squad", "section"])).toBe("section");
    expect(groupingLevel({ side: "prototype", combat: "section" }, ["platoon"])).toBe("platoon");
    expect(groupingLevel({ side: "prototype", combat: "squad" }, [])).toBe("group");
    expect(groupingLevel({ side: "prototype", combat: "none" }, ["squad"])).toBeNull();
  });

  it("offers a GM the combat by each level the drop has, the last choice selected; a player no combat", () => {
    const gm = dropDialogContext("Company", 41, ["squad", "platoon"], { side: "hostile", combat: "platoon" }, true);
    expect(gm.sides.find((s) => s.selected)?.value).toBe("hostile");
    expect(gm.combatChoices.map((c) => c.value)).toEqual(["none", "squad", "platoon"]);
    expect(gm.combatChoices.find((c) => c.selected)?.value).toBe("platoon");
    expect(dropDialogContext("Squad", 3, [], DEFAULT_DROP_CHOICE, false).combatOffered).toBe(false);
  });
});

describe("the member a figure stands for in the dropped formation's list", () => {
  it("is its own place for a direct member, and its top-level formation's place for a nested one", () => {
    const e = expandCompany();
    // the company lists the commander (0) and the platoon twice over (1): every rifleman stands in member 1
    expect(e.figures[0]!.rootMember).toBe(0);
    expect(new Set(e.figures.slice(1).map((f) => f.rootMember))).toEqual(new Set([1]));
    // while memberIndex keeps its place inside its own squad
    expect(new Set(e.figures.slice(1).map((f) => f.memberIndex))).toEqual(new Set([0, 1]));
  });
});
