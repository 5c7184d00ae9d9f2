// Compendium packs of other rule sets are hidden; grid defaults map to Foundry's grid types.
import { describe, expect, it } from "vitest";
import { hiddenPackIds } from "../../src/core/pack-visibility";
import { sceneGrid } from "../../src/core/grid";
import { RULESET_DEFINITIONS } from "../../src/rulesets/definitions";
import { SPACE_PATROL } from "../../src/rulesets/space-patrol/data/definition";
import { STRIKER } from "../../src/rulesets/striker/data/definition";
import { STARSHIP_MARINE } from "../../src/rulesets/starship-marine/data/definition";
import { STARMARINES } from "../../src/rulesets/starmarines/data/definition";

describe("hiddenPackIds", () => {
  it("hides every other rule set's packs and none of the world's own", () => {
    const ids = (...defs: { packs: readonly { name: string }[] }[]) => new Set(defs.flatMap((d) => d.packs.map((p) => `starskirmish.${p.name}`)));
    expect(hiddenPackIds(RULESET_DEFINITIONS, "space-patrol", "starskirmish")).toEqual(ids(STRIKER, STARSHIP_MARINE, STARMARINES));
    expect(hiddenPackIds(RULESET_DEFINITIONS, "striker", "starskirmish")).toEqual(ids(SPACE_PATROL, STARSHIP_MARINE, STARMARINES));
    expect(hiddenPackIds(RULESET_DEFINITIONS, "starship-marine", "starskirmish")).toEqual(ids(SPACE_PATROL, STRIKER, STARMARINES));
    expect(hiddenPackIds(RULESET_DEFINITIONS, "starmarines", "starskirmish")).toEqual(ids(SPACE_PATROL, STRIKER, STARSHIP_MARINE));
  });
});

describe("sceneGrid", () => {
  it("Space Patrol! squares are 1.5 m (Guide 6.1)", () => {
    expect(sceneGrid(SPACE_PATROL.grid)).toEqual({ type: 1, size: 100, distance: 1, units: "in" });
  });
  it("Striker uses a 50 m square grid", () => {
    expect(sceneGrid(STRIKER.grid)).toMatchObject({ type: 1, distance: 50, units: "m" });
  });
});
