// Which markers a figure's sheet and token HUD offer, by troop type (4.6, 2.3, 3.7): the list in
// data/lists.ts that the rule set's definition names, held to what data/troop-types.ts says each is.
import { describe, expect, it } from "vitest";
import { TROOP_TYPE_IDS, TROOP_TYPE_MARKER_GROUP } from "../../../../src/rulesets/starship-marine/data/lists";
import { TROOP_TYPES } from "../../../../src/rulesets/starship-marine/data/troop-types";
import { STARSHIP_MARINE } from "../../../../src/rulesets/starship-marine/data/definition";
import { markerGroupOf } from "../../../../src/core/marker-group";
import { markerRows } from "../../../../src/system/sheets/marker-context";

const figure = STARSHIP_MARINE.documentTypes.find((t) => t.type === "ssmFigure");
const offered = (troopType: string) => markerRows(STARSHIP_MARINE.markers, {}, markerGroupOf(figure, { troopType })).map((r) => r.id);

describe("Starship Marine marker groups", () => {
  it("puts Marines with the Marines, robots with the robots and everyone else with the crew", () => {
    for (const id of TROOP_TYPE_IDS) {
      const type = TROOP_TYPES[id];
      expect(TROOP_TYPE_MARKER_GROUP[id], id).toBe(type.marine ? "marine" : type.robot !== null ? "robot" : "crew");
    }
  });

  it("offers Wounded to a Marine only, robot damage and switching off to a robot only, and neither to crew", () => {
    expect(offered("marineScaII")).toContain("ssm-wounded");
    expect(offered("marineScaII")).not.toContain("ssm-robotDamage");
    expect(offered("combatRobot")).toEqual(expect.arrayContaining(["ssm-robotDamage", "ssm-deactivated"]));
    expect(offered("combatRobot")).not.toContain("ssm-wounded");
    const crew = offered("crewman");
    expect(crew.filter((id) => ["ssm-wounded", "ssm-robotDamage", "ssm-deactivated"].includes(id))).toEqual([]);
    // the shared ones show on every sheet
    expect(crew).toContain("ssm-casualty");
  });
});
