// Guide 1.1-1.2 creation building blocks.
import { describe, expect, it } from "vitest";
import {
  acquireAsset,
  bestBranchTableLevel,
  branchTableAssets,
  crewBranchProblems,
  eligibleTables,
  tableEntry,
} from "../../../../src/rulesets/space-patrol/rules/creation-rules";

describe("gaining an asset (Guide 1.2)", () => {
  it.each([
    ["X", 1],
    [0, 1],
    [1, 2],
    [5, 6],
    [9, 10],
    [10, 10],
  ] as const)("from %s to %i", (from, to) => {
    const start = from === "X" ? {} : { tactics: from };
    expect(acquireAsset(start, "tactics").tactics).toBe(to);
  });
});

describe("reading a table", () => {
  it("d8 picks the row", () => {
    expect(tableEntry("combat", 5)).toEqual({ kind: "asset", asset: "tactics" });
    expect(tableEntry("advancedTraining", 8)).toEqual({ kind: "crossTraining" });
    expect(tableEntry("flight", 1)).toEqual({ kind: "asset", asset: "spacePilot" });
  });
  it.each([0, 9, 2.5])("refuses a d8 of %s", (d8) => {
    expect(() => tableEntry("combat", d8)).toThrow(/d8/);
  });
});

describe("which tables (Guide 1.1, 1.2)", () => {
  const base = { branch: "gunnery", term: 2, rankAtTermStart: 1, branchAssetAtTermStart: 1 } as const;
  it("academy branch rolls: the branch table only", () => {
    expect(eligibleTables({ ...base, term: 1, rollSet: "academyBranch" })).toEqual(["gunnery"]);
  });
  it("honors: Personal Development, Combat, Exploration or the branch", () => {
    expect(eligibleTables({ ...base, term: 1, rollSet: "honors" })).toEqual(["personalDevelopment", "combat", "exploration", "gunnery"]);
  });
  it("term 2: adds Infiltration", () => {
    expect(eligibleTables({ ...base, rollSet: "term" })).toEqual(["personalDevelopment", "combat", "exploration", "gunnery", "infiltration"]);
  });
  it("branch asset 3+ at the term's start: Advanced Training; 2 is not enough", () => {
    expect(eligibleTables({ ...base, rollSet: "term", branchAssetAtTermStart: 3 })).toContain("advancedTraining");
    expect(eligibleTables({ ...base, rollSet: "term", branchAssetAtTermStart: 2 })).not.toContain("advancedTraining");
    expect(eligibleTables({ ...base, rollSet: "term", branchAssetAtTermStart: "X" })).not.toContain("advancedTraining");
  });
  it("rank 3+ at the term's start: Command Training; rank 2 is not enough", () => {
    expect(eligibleTables({ ...base, rollSet: "term", rankAtTermStart: 3 })).toContain("commandTraining");
    expect(eligibleTables({ ...base, rollSet: "term", rankAtTermStart: 2 })).not.toContain("commandTraining");
  });
});

describe("continuation modifier (Guide 1.2, CONTINUATION_COUNTS_CATEGORY_ASSETS)", () => {
  it("is the best level on the branch table", () => {
    expect(bestBranchTableLevel({ spacePilot: 3, tactics: 5, leadership: 7 }, "flight")).toBe(5);
  });
  it("counts assets a category line offers (Gunnery's Shooting includes Energy Weapons)", () => {
    expect(branchTableAssets("gunnery")).toContain("energyWeapons");
    expect(bestBranchTableLevel({ energyWeapons: 4, spaceGunnery: 2 }, "gunnery")).toBe(4);
  });
  it("X counts as 0", () => {
    expect(bestBranchTableLevel({}, "medicine")).toBe(0);
  });
});

describe("crew branches (Guide 1.1)", () => {
  it("every player a different branch", () => {
    expect(crewBranchProblems(["flight", "gunnery"])).toEqual([]);
    expect(crewBranchProblems(["flight", "flight"])).toHaveLength(1);
  });
});
