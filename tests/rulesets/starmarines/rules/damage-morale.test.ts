// Vehicle damage adding up (IX-B, SMR-9, SMR-15), passengers, repairs (SMR-19), and morale checks
// (IX-D, VIII-H, IV-f, SMR-6, SMR-13).
import { describe, expect, it } from "vitest";
import { applyVehicleDamage, everyWeaponLost, needsCrashDie, passengerFate, UNDAMAGED, vehicleCan, weaponsLeft } from "../../../../src/rulesets/starmarines/rules/vehicle-state";
import { fixVehicle, REPAIR_LEVEL, selfUnstuns } from "../../../../src/rulesets/starmarines/rules/repair";
import { brokenCheckOutcome, checkMorale, type MoraleCase } from "../../../../src/rulesets/starmarines/rules/morale";

const ground = { skimmer: false, inWater: false };

describe("vehicle damage (IX-B, SMR-15)", () => {
  it("marks Stunned once, and each lost weapon again", () => {
    const once = applyVehicleDamage(UNDAMAGED, "stunnedLoseWeapon", ground).state;
    const twice = applyVehicleDamage(once, "stunnedLoseWeapon", ground).state;
    expect(twice).toEqual({ ...UNDAMAGED, stunned: true, weaponsLost: 2 });
    expect(vehicleCan(twice)).toEqual({ move: false, shoot: false });
  });
  it("counts the weapons a vehicle has left; none once its losses cover all it carries (IX-B, SMR-15)", () => {
    expect(weaponsLeft(1, 1)).toBe(0);
    expect(weaponsLeft(3, 1)).toBe(2);
    expect(weaponsLeft(1, 2)).toBe(0);
    expect(() => weaponsLeft(1, -1)).toThrow(RangeError);
  });
  it("reads any count past the weapons carried as all lost, however large, and refuses only what is no count", () => {
    // a stored marker count has no upper bound; past what the vehicle carries it is every weapon
    expect(weaponsLeft(2, 1000)).toBe(0);
    expect(weaponsLeft(2, 2 ** 60)).toBe(0);
    expect(everyWeaponLost(2, 1000)).toBe(true);
    expect(everyWeaponLost(1, 1e300)).toBe(true);
    expect(everyWeaponLost(3, 2)).toBe(false);
    // nothing lost is not "all lost", even for a vehicle that carries nothing
    expect(everyWeaponLost(0, 0)).toBe(false);
    expect(everyWeaponLost(0, 1)).toBe(true);
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => everyWeaponLost(1, bad)).toThrow(RangeError);
      expect(() => weaponsLeft(bad, 1)).toThrow(RangeError);
    }
  });
  it("destroys a vehicle that is both Disarmed and Crippled, in either order", () => {
    const disarmed = applyVehicleDamage(UNDAMAGED, "disarmed", ground).state;
    expect(vehicleCan(disarmed)).toEqual({ move: true, shoot: false });
    expect(applyVehicleDamage(disarmed, "crippled", ground)).toMatchObject({ destroyedBy: "disarmedAndCrippled", state: { destroyed: true } });
    const crippled = applyVehicleDamage(UNDAMAGED, "crippled", ground).state;
    expect(vehicleCan(crippled)).toEqual({ move: false, shoot: true });
    expect(applyVehicleDamage(crippled, "disarmed", ground).destroyedBy).toBe("disarmedAndCrippled");
    expect(applyVehicleDamage(disarmed, "disarmed", ground)).toEqual({ state: disarmed, destroyedBy: null });
  });
  it("sinks a skimmer in water or swamp on any damage but Disarmed (SMR-9)", () => {
    const wet = { skimmer: true, inWater: true };
    expect(applyVehicleDamage(UNDAMAGED, "stunned", wet).destroyedBy).toBe("sank");
    expect(applyVehicleDamage(UNDAMAGED, "disarmed", wet).destroyedBy).toBeNull();
  });
  it("crashes a skimmer Crippled on land on an odd die (IX-B)", () => {
    const land = (crashDie: number) => ({ skimmer: true, inWater: false, crashDie });
    expect(needsCrashDie("crippled", land(1))).toBe(true);
    expect(needsCrashDie("stunned", land(1))).toBe(false);
    expect(applyVehicleDamage(UNDAMAGED, "crippled", land(3)).destroyedBy).toBe("crashed");
    expect(applyVehicleDamage(UNDAMAGED, "crippled", land(4))).toMatchObject({ destroyedBy: null, state: { crippled: true } });
  });
  it("destroys passengers on an even die, and on an odd one where no empty hex is near", () => {
    expect(passengerFate(2, true)).toBe("destroyed");
    expect(passengerFate(3, true)).toBe("dismounts");
    expect(passengerFate(3, false)).toBe("destroyed");
  });
});

describe("repairs (IX-B, SMR-19)", () => {
  it("repairs each damage at its level and never returns lost weapons", () => {
    expect(REPAIR_LEVEL).toEqual({ stunned: 1, disarmed: 2, crippled: 2 });
    expect(fixVehicle({ ...UNDAMAGED, stunned: true, weaponsLost: 1 }, "stunned")).toEqual({ ...UNDAMAGED, weaponsLost: 1 });
  });
  it("un-stuns a large vehicle on its own 6", () => {
    expect([1, 2, 3, 4, 5, 6].map(selfUnstuns)).toEqual([false, false, false, false, false, true]);
  });
});

const soldier: MoraleCase = { morale: 3, experience: "average", kind: "soldier", hero: false, neverFails: false, adjacentUnbrokenFriends: 0, adjacentFriendlyHero: false, inLeaderRange: false, passedThisTurn: false, retreatBlockedByEnemy: false, broken: false };

describe("morale checks (IX-D, SMR-13)", () => {
  it("fails only when the d6 is above the adjusted Morale", () => {
    expect(checkMorale(soldier, 3)).toMatchObject({ adjusted: 3, passed: true });
    expect(checkMorale(soldier, 4)).toMatchObject({ passed: false });
  });
  it("adds +1 for two unbroken friends or +2 for a Hero, not both, and experience and a blocked retreat", () => {
    expect(checkMorale({ ...soldier, adjacentUnbrokenFriends: 1 }, 1).adjusted).toBe(3);
    expect(checkMorale({ ...soldier, adjacentUnbrokenFriends: 2 }, 1).adjusted).toBe(4);
    expect(checkMorale({ ...soldier, adjacentUnbrokenFriends: 3, adjacentFriendlyHero: true }, 1).adjusted).toBe(5);
    expect(checkMorale({ ...soldier, experience: "green" }, 1).adjusted).toBe(2);
    expect(checkMorale({ ...soldier, experience: "elite", retreatBlockedByEnemy: true }, 1).modifiers).toEqual([{ id: "experience", value: 1 }, { id: "blockedRetreat", value: -1 }]);
  });
  it("needs no die from heroes, vehicles, N'Kakk robots, units near a Leader, or a unit that passed this turn", () => {
    expect(checkMorale({ ...soldier, hero: true }).exemption).toBe("heroOrVehicle");
    expect(checkMorale({ ...soldier, kind: "vehicle" }).exemption).toBe("heroOrVehicle");
    expect(checkMorale({ ...soldier, neverFails: true }).exemption).toBe("neverFails");
    expect(checkMorale({ ...soldier, inLeaderRange: true })).toMatchObject({ exemption: "leader", passed: true, die: null });
    expect(checkMorale({ ...soldier, passedThisTurn: true }).exemption).toBe("passedThisTurn");
    // SMR-6: a Leader's range does not pass a broken unit's recheck: it rolls
    expect(checkMorale({ ...soldier, inLeaderRange: true, broken: true }, 5)).toMatchObject({ exemption: null, passed: false });
    expect(() => checkMorale(soldier)).toThrow(/die/);
  });
  it("rallies, leaves broken or destroys a broken unit by the kind of check (VIII-H, SMR-6)", () => {
    expect(brokenCheckOutcome("leaderRecheck", false)).toBe("stillBroken");
    expect(brokenCheckOutcome("leaderRecheck", true)).toBe("rallied");
    expect(brokenCheckOutcome("blockedByEnemy", false)).toBe("destroyed");
    expect(brokenCheckOutcome("friendlyFire", false)).toBe("stillBroken");
  });
});
