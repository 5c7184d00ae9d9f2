// Token bars per actor type (V13-FACTS 6): Token Config's choices and a new token's first bar come
// from each rule set's type definitions; types without one show no bar.
import { describe, expect, it } from "vitest";
import { defaultBarOf, trackableAttributesOf } from "../../src/core/token-bars";
import { SPACE_PATROL } from "../../src/rulesets/space-patrol/data/definition";
import { STRIKER } from "../../src/rulesets/striker/data/definition";

describe("token bars per actor type", () => {
  it("Space Patrol!: Space Hero Points for a patrolman, Plot Armor for an NPC, nothing for craft (Guide 4.2)", () => {
    const types = SPACE_PATROL.documentTypes;
    expect(trackableAttributesOf(types)).toEqual({ spPatrolman: { bar: ["heroPoints"], value: [] }, spNpc: { bar: ["plotArmor"], value: [] } });
    expect(defaultBarOf(types, "spPatrolman")).toBe("heroPoints");
    expect(defaultBarOf(types, "spVehicle")).toBeNull();
    expect(defaultBarOf(types, "spWeapon")).toBeNull();
  });
  it("Striker II: a team's current morale as a value (8.C.2.d)", () => {
    expect(trackableAttributesOf(STRIKER.documentTypes)).toEqual({ strTeam: { bar: [], value: ["morale.value"] } });
  });
});
