// Who may crew a vehicle or spacecraft (Guide 6.7, 7.4): a patrolman or an NPC, and never the
// craft itself, a formation, another rule set's actor or another craft.
import { describe, expect, it } from "vitest";
import { crewDropRefusal, crewDropRefusalLabel, CREW_TYPES } from "../../../../src/rulesets/space-patrol/view/crew-context";
import { RULESET_DEFINITIONS } from "../../../../src/rulesets/definitions";

const CRAFT = "Actor.crawler";

describe("a crew drop", () => {
  it("takes a patrolman or an NPC", () => {
    expect(crewDropRefusal(CRAFT, { uuid: "Actor.rana", type: "spPatrolman" })).toBeNull();
    expect(crewDropRefusal(CRAFT, { uuid: "Compendium.starskirmish.sp-patrolmen.Actor.x", type: "spNpc" })).toBeNull();
    expect(CREW_TYPES).toEqual(["spPatrolman", "spNpc"]);
  });

  it("refuses the craft itself, whatever its type", () => {
    expect(crewDropRefusal(CRAFT, { uuid: CRAFT, type: "spVehicle" })).toBe("itself");
  });

  it("refuses a formation", () => {
    expect(crewDropRefusal(CRAFT, { uuid: "Actor.squad", type: "formation" })).toBe("formation");
  });

  it("refuses another craft of this rule set", () => {
    expect(crewDropRefusal(CRAFT, { uuid: "Actor.skiff", type: "spSpacecraft" })).toBe("notCrew");
    expect(crewDropRefusal(CRAFT, { uuid: "Actor.truck", type: "spVehicle" })).toBe("notCrew");
  });

  it("refuses every actor type of every other rule set", () => {
    const others = RULESET_DEFINITIONS.filter((d) => d.id !== "space-patrol").flatMap((d) => d.documentTypes.filter((t) => t.documentName === "Actor").map((t) => t.type));
    expect(others.length).toBeGreaterThanOrEqual(3);
    for (const type of others) expect(crewDropRefusal(CRAFT, { uuid: `Actor.${type}`, type })).toBe("otherRuleSet");
  });

  it("names a string for each refusal", () => {
    expect(crewDropRefusalLabel("formation")).toBe("STARSKIRMISH.SpacePatrol.Crew.refused.formation");
  });
});
