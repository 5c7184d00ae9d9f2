// Scene Region behaviours from the rule sets (kit: regions/): registered at init beside core's own,
// with the icon the definition names, fields built from the pure description, and choices offered
// under their English names in the region config that core draws.
import { describe, expect, it } from "vitest";
import { bootSystem } from "../helpers/boot";

describe("rule sets' region behaviours", () => {
  it("registers StarMarines terrain beside core's behaviours, with its icon", async () => {
    const { g } = await bootSystem({ "starskirmish.ruleSet": "starmarines" });
    const config = (g as unknown as { CONFIG: { RegionBehavior: { dataModels: Record<string, unknown>; typeIcons: Record<string, string> } } }).CONFIG.RegionBehavior;
    expect(Object.keys(config.dataModels)).toEqual(expect.arrayContaining(["pauseGame", "smrTerrain"]));
    expect(config.typeIcons.smrTerrain).toBe("fa-solid fa-mountain-sun");
  });

  it("offers each terrain under its name, and refuses one the tables do not have", async () => {
    const { g } = await bootSystem({ "starskirmish.ruleSet": "starmarines" });
    const Model = (g as unknown as { CONFIG: { RegionBehavior: { dataModels: Record<string, { schema: { fields: Record<string, { choices: () => Record<string, string> }> } }> } } }).CONFIG.RegionBehavior.dataModels.smrTerrain!;
    const choices = Model.schema.fields.terrain!.choices();
    expect(Object.keys(choices)).toHaveLength(25);
    expect(choices.urbanShallowWater).toBe("STARSKIRMISH.Field.Choice.urbanShallowWater");
  });
});
