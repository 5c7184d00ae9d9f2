// Starship Marine movement and the fighting environment: Table 3.2 and Table 4.1 row by row, the
// robots' rows as ruled (SSM-3, SSM-14), TRUCs towed underwater (4.2), a wounded Marine's exact half
// speed (SSM-33), turning on the spot (3.4), and what gravity and water do to weapons (4.1, 4.2).
import { describe, expect, it } from "vitest";
import { MOVEMENT_TABLE, moveAllowance, turnIsMove } from "../../../../src/rulesets/starship-marine/rules/movement";
import { ENVIRONMENT_LIMITS } from "../../../../src/rulesets/starship-marine/rules/environment";
import { inReach } from "../../../../src/rulesets/starship-marine/rules/fire";
import { resolveThrow, throwNeeds } from "../../../../src/rulesets/starship-marine/rules/grenades";

const MARINE = { robot: false, marine: true, experience: "experienced", wounded: false } as const;

describe("movement (3.2, 4.1, 4.2)", () => {
  it("has Table 3.2 in zero g: Marines 15/30, crewmen 10/20, combat robots and clankers 12/24 (SSM-3), support robots 10/20", () => {
    const zeroG = Object.fromEntries(Object.entries(MOVEMENT_TABLE).map(([k, v]) => [k, [v.zeroG.tactical, v.zeroG.nonTactical]]));
    expect(zeroG).toEqual({ marine: [15, 30], crewman: [10, 20], combatRobot: [12, 24], clanker: [12, 24], closeSupportRobot: [10, 20], truc: [10, 20] });
  });

  it("has Table 4.1 in 1 g, with clankers on the combat robot row and close support robots on the TRUCs' (SSM-14)", () => {
    const oneG = Object.fromEntries(Object.entries(MOVEMENT_TABLE).map(([k, v]) => [k, [v.oneG.tactical, v.oneG.nonTactical]]));
    expect(oneG).toEqual({ marine: [10, 20], crewman: [8, 16], combatRobot: [10, 20], clanker: [10, 20], closeSupportRobot: [8, 16], truc: [8, 16] });
  });

  it("moves underwater as in 1 g, except TRUCs, which must be towed (4.2)", () => {
    expect(moveAllowance("marine", "underwater")).toEqual({ tactical: 10, nonTactical: 20 });
    expect(moveAllowance("truc", "underwater")).toEqual({ tactical: 0, nonTactical: 0 });
  });

  it("halves a wounded Marine's move exactly (SSM-33), and nobody else's", () => {
    expect(moveAllowance("marine", "zeroG", true)).toEqual({ tactical: 7.5, nonTactical: 15 });
    expect(moveAllowance("crewman", "zeroG", true)).toEqual({ tactical: 10, nonTactical: 20 });
  });

  it("counts a turn on the spot of more than 90 degrees as a move (3.4)", () => {
    expect([90, 91, -120].map(turnIsMove)).toEqual([false, true, true]);
    expect(() => moveAllowance("dog" as never, "zeroG")).toThrow(RangeError);
  });
});

describe("the environment's limits (3.10, 4.1, 4.2)", () => {
  it("has the printed limits", () => {
    expect(ENVIRONMENT_LIMITS.oneG).toMatchObject({ grenadeMaxCm: 50, grenadeAccuracy: -1, apgwMaxCm: 50, wirePodFailsOn: 1, spaceFoam: "halfHeight" });
    expect(ENVIRONMENT_LIMITS.underwater).toMatchObject({ energyWeaponMaxCm: 40, grenadeMaxCm: false, apgwMaxCm: false, wirePodFailsOn: 2, spaceFoam: "none" });
    expect(ENVIRONMENT_LIMITS.zeroG).toMatchObject({ apgwMaxCm: 100, grenadeMaxCm: null });
  });

  it("keeps APGW within 100 cm (50 under gravity, none underwater) and SCAs within 40 cm underwater", () => {
    expect([inReach("closeSupportApgw", 100, "zeroG"), inReach("closeSupportApgw", 101, "zeroG")]).toEqual([true, false]);
    expect([inReach("closeSupportApgw", 50, "oneG"), inReach("closeSupportApgw", 51, "oneG"), inReach("closeSupportApgw", 5, "underwater")]).toEqual([true, false, false]);
    expect([inReach("scaII", 200, "zeroG"), inReach("scaII", 40, "underwater"), inReach("scaII", 41, "underwater")]).toEqual([true, true, false]);
  });

  it("limits grenades under gravity to 50 cm at -1, and forbids them underwater", () => {
    expect(throwNeeds({ rangeCm: 51, inSight: true, thrower: MARINE, environment: "oneG" })).toEqual({ allowed: false, reason: "beyondMaxRange" });
    expect(resolveThrow({ rangeCm: 30, inSight: true, thrower: MARINE, environment: "oneG" }, 3)).toMatchObject({ roll: 2, good: false });
    expect(throwNeeds({ rangeCm: 5, inSight: true, thrower: MARINE, environment: "underwater" })).toEqual({ allowed: false, reason: "noGrenadesHere" });
  });
});
