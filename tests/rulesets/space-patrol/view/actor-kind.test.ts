// Which kind of Space Patrol! combatant an actor is, read from its type's marker group (data/definition.ts):
// the one reading the start-of-turn checks (SP-11) and the wreck decision (Guide 6.15, 7.12) share. A
// patrolman and an NPC are persons, and no actor of another rule set is any kind, whatever its group is called.
import { describe, expect, it } from "vitest";
import { actorKindOf, craftKindOf } from "../../../../src/rulesets/space-patrol/view/actor-kind";
import { startOfTurnChecks } from "../../../../src/rulesets/space-patrol/rules/start-of-turn";
import { SPACE_PATROL_TYPES } from "../../../../src/rulesets/space-patrol/data/definition";
import { SP_MARKER } from "../../../../src/rulesets/space-patrol/rules/markers";
import { SP_VEHICLE_MARKER_ID as VH } from "../../../../src/rulesets/space-patrol/rules/marker-ids";

describe("the kind of a Space Patrol! actor", () => {
  it("names a patrolman and an NPC persons, a vehicle and a spacecraft crafts", () => {
    expect(actorKindOf("spPatrolman", {})).toBe("individual");
    expect(actorKindOf("spNpc", {})).toBe("individual");
    expect(actorKindOf("spVehicle", {})).toBe("vehicle");
    expect(actorKindOf("spSpacecraft", {})).toBe("spacecraft");
  });

  it("gives every Space Patrol! actor type a kind, so none goes without its start-of-turn checks", () => {
    const actors = [SPACE_PATROL_TYPES.patrolman, SPACE_PATROL_TYPES.npc, SPACE_PATROL_TYPES.vehicle, SPACE_PATROL_TYPES.spacecraft];
    expect(actors.map((type) => actorKindOf(type, {}))).toEqual(["individual", "individual", "vehicle", "spacecraft"]);
    // and the kind picks that kind's checks: a Stun Marker is a person's (SP-11), not a vehicle's
    expect(startOfTurnChecks({ [SP_MARKER.stun]: 1 }, actorKindOf("spNpc", {})!).map((c) => c.key)).toEqual(["stun"]);
    expect(startOfTurnChecks({ [SP_MARKER.stun]: 1 }, actorKindOf("spVehicle", {})!)).toEqual([]);
    expect(startOfTurnChecks({ [VH.control]: 1 }, actorKindOf("spVehicle", {})!).map((c) => c.key)).toEqual(["control"]);
  });

  it("names no item and no actor of another rule set, though a StarMarines unit's group is called vehicle", () => {
    expect(actorKindOf(SPACE_PATROL_TYPES.weapon, {})).toBeNull();
    expect(actorKindOf("smrUnit", { kind: "vehicle" })).toBeNull();
    expect(actorKindOf("ssmFigure", { troopType: "crewman" })).toBeNull();
  });
});

describe("the kind of craft", () => {
  it("names a vehicle and a spacecraft, and no person", () => {
    expect(craftKindOf("spVehicle", {})).toBe("vehicle");
    expect(craftKindOf("spSpacecraft", {})).toBe("spacecraft");
    expect(craftKindOf("spPatrolman", {})).toBeNull();
    expect(craftKindOf("spNpc", {})).toBeNull();
  });

  it("names no craft of another rule set, though its marker group is called vehicle", () => {
    // a StarMarines vehicle unit's markers are its own group "vehicle", not Space Patrol!'s
    expect(craftKindOf("smrUnit", { kind: "vehicle" })).toBeNull();
  });
});
