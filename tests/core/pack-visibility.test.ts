// Compendium packs of other rule sets are hidden; grid defaults map to Foundry's grid types.
import { describe, expect, it } from "vitest";
import { hiddenPackIds } from "../../src/core/pack-visibility";
import { sceneGrid } from "../../src/core/grid";
import { RULESET_DEFINITIONS } from "../../src/rulesets/definitions";
import { SPACE_PATROL } from "../../src/rulesets/space-patrol/data/definition";
import { STRIKER } from "../../src/rulesets/striker/data/definition";

describe("hiddenPackIds", () => {
  it("hides Striker's packs in a Space Patrol! world and the other way round", () => {
    expect(hiddenPackIds(RULESET_DEFINITIONS, "space-patrol", "starskirmish")).toEqual(new Set(STRIKER.packs.map((p) => `starskirmish.${p.name}`)));
    expect(hiddenPackIds(RULESET_DEFINITIONS, "striker", "starskirmish")).toEqual(new Set(SPACE_PATROL.packs.map((p) => `starskirmish.${p.name}`)));
  });
});

describe("sceneGrid", () => {
  it("Space Patrol! squares are 1.5 m (Guide 6.1)", () => {
    expect(sceneGrid(SPACE_PATROL.grid)).toEqual({ type: 1, size: 100, distance: 1.5, units: "m" });
  });
  it("Striker uses a 50 m square grid", () => {
    expect(sceneGrid(STRIKER.grid)).toMatchObject({ type: 1, distance: 50, units: "m" });
  });
});
