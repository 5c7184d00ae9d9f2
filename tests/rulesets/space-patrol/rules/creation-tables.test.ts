// Guide 1.1-1.3 creation tables, typed out from the text.
import { describe, expect, it } from "vitest";
import {
  BASIC_TRAINING_LEVEL_0,
  BASIC_TRAINING_LEVEL_1,
  BRANCHES,
  CONTINUATION_TABLE,
  GENERAL_TABLES,
  HONORS_TABLE,
  PROMOTION_TABLE,
  SPECIAL_MISSION_TABLE,
  bandFor,
  endOfGeneration,
  type AssetTableEntry,
  type BranchId,
  type GeneralTableId,
} from "../../../../src/rulesets/space-patrol/rules/creation-tables";

// Category lines are written in capitals, Cross-Training as "CROSS".
const show = (e: AssetTableEntry): string =>
  e.kind === "asset" ? e.asset : e.kind === "category" ? e.category.toUpperCase() : "CROSS";

describe("Basic Training (Guide 1.1)", () => {
  it("level 1: Energy Weapons, Vigor, Will, Athletics, Leadership, EVA", () => {
    expect([...BASIC_TRAINING_LEVEL_1].sort()).toEqual(["athletics", "energyWeapons", "eva", "leadership", "vigor", "will"]);
  });
  it("level 0: Air Pilot, Astrogation, Space Pilot, Space Drives, Scanners, Communications, Life Support, Flying Belt", () => {
    expect([...BASIC_TRAINING_LEVEL_0].sort()).toEqual([
      "airPilot", "astrogation", "communications", "flyingBelt", "lifeSupport", "scanners", "shipDrives", "spacePilot",
    ]);
  });
});

describe("branches (Guide 1.1 automatic assets, Guide 1.2 branch tables)", () => {
  it.each([
    ["flight", "spacePilot", "spacePilot spacePilot airPilot airPilot astrogation scanners spaceGunnery tactics"],
    ["engineering", "shipDrives", "shipDrives shipDrives mechanics lifeSupport computers eva electronics KNOWLEDGE"],
    ["gunnery", "spaceGunnery", "spaceGunnery spaceGunnery tactics scanners SHOOTING mechanics fireDirection VEHICLES"],
    ["intelligence", "scanners", "computers communications scanners scanners forensics interrogation PSI PSI"],
    ["astrogation", "astrogation", "astrogation astrogation communications electronics spaceGunnery scanners scanners computers"],
    ["medicine", "medicine", "medicine medicine lifeSupport lifeSupport scanners research KNOWLEDGE KNOWLEDGE"],
  ] as const)("%s: automatic %s; d8 1-8: %s", (id, automatic, rows) => {
    const b = BRANCHES[id as BranchId];
    expect(b.automatic).toBe(automatic);
    expect(b.table.map(show).join(" ")).toBe(rows);
  });
});

describe("general tables (Guide 1.2)", () => {
  it.each([
    ["personalDevelopment", "athletics athletics leadership vigor fastTalking will KNOWLEDGE VEHICLES"],
    ["combat", "FIGHTING FIGHTING SHOOTING SHOOTING tactics recon stealth explosives"],
    ["exploration", "recon survival tracking VEHICLES beastRider stealth eva KNOWLEDGE"],
    ["infiltration", "stealth disguise forgery recon intrusion explosives fastTalking fireDirection"],
    ["advancedTraining", "leadership tactics forgery research interrogation KNOWLEDGE CROSS CROSS"],
    ["commandTraining", "leadership leadership tactics tactics will research KNOWLEDGE KNOWLEDGE"],
  ] as const)("%s d8 1-8: %s", (id, rows) => {
    expect(GENERAL_TABLES[id as GeneralTableId].map(show).join(" ")).toBe(rows);
  });
});

describe("honors (Guide 1.1)", () => {
  it.each([
    [1, "none", 0, 1],
    [11, "none", 0, 1],
    [12, "honors", 1, 1],
    [15, "honors", 1, 1],
    [16, "highHonors", 2, 1],
    [19, "highHonors", 2, 1],
    [20, "highestHonors", 3, 2],
  ] as const)("%i: %s, %i extra rolls, rank %i", (roll, honors, extra, rank) => {
    expect(bandFor(HONORS_TABLE, roll)).toMatchObject({ honors, extraRolls: extra, rank });
  });
});

describe("promotion (Guide 1.2)", () => {
  it.each([
    [1, 0, 0], [11, 0, 0], [12, 1, 1], [15, 1, 1], [16, 1, 2], [19, 1, 2], [20, 1, 3], [23, 1, 3], [24, 2, 4], [30, 2, 4],
  ])("total %i: %i ranks, %i rolls", (total, ranks, rolls) => {
    expect(bandFor(PROMOTION_TABLE, total)).toMatchObject({ ranks, rolls });
  });
});

describe("special mission (Guide 1.2)", () => {
  it.each([
    [11, false, null, 0], [12, true, null, 1], [15, true, null, 1], [16, true, "flare", 2], [19, true, "flare", 2],
    [20, true, "comet", 3], [23, true, "comet", 3], [24, true, "star", 4], [29, true, "star", 4],
  ] as const)("total %i: mission %s, medal %s, %i rolls", (total, mission, medal, rolls) => {
    expect(bandFor(SPECIAL_MISSION_TABLE, total)).toMatchObject({ mission, medal, rolls });
  });
});

describe("continuation (Guide 1.2)", () => {
  it.each([
    [1, "cannot", 0], [7, "cannot", 0], [8, "may", 0], [11, "may", 0], [12, "may", 1], [15, "may", 1],
    [16, "may", 2], [19, "may", 2], [20, "may", 3], [23, "may", 3], [24, "must", 4], [30, "must", 4],
  ] as const)("total %i: %s, %i bonus rolls", (total, outcome, rolls) => {
    expect(bandFor(CONTINUATION_TABLE, total)).toMatchObject({ outcome, rolls });
  });
  it("a table with a gap refuses a total it lacks", () => {
    expect(() => bandFor(HONORS_TABLE, 0)).toThrow(/No table row/);
    expect(() => bandFor(HONORS_TABLE, Number.NaN)).toThrow(/must be a number/);
  });
});

describe("end of generation (Guide 1.3)", () => {
  it.each([
    [1, 5, 9], [2, 4, 7], [3, 3, 5], [4, 2, 3], [5, 2, 1], [6, 1, 0], [7, 1, 0],
  ])("%i terms: %i hero points, %i bonus level-0 assets", (terms, heroPoints, bonusAssets) => {
    expect(endOfGeneration(terms)).toEqual({ heroPoints, bonusAssets });
  });
  it("refuses 0 terms", () => {
    expect(() => endOfGeneration(0)).toThrow(/Terms completed/);
  });
});
