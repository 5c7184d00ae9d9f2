// Guide 6.6 over-watch and 6.7 point defense.
import { describe, expect, it } from "vitest";
import { mayTakeOverwatchShot, overwatchCheck, pointDefenseProblem, pointDefenseShots, resolveVehiclePointDefense, vehicleWeaponAttackProblem } from "../../../../src/rulesets/space-patrol/rules/overwatch";

describe("over-watch (Guide 6.6)", () => {
  it("the first mover needs no check; a chosen target or first shooter needs Will DT 12", () => {
    expect(overwatchCheck("firstMover")).toBeNull();
    expect(overwatchCheck("chosenTargetMoves")).toEqual({ dt: 12, asset: "will" });
    expect(overwatchCheck("firstShooter")).toEqual({ dt: 12, asset: "will" });
  });
  it("no shot while suppressed", () => expect(mayTakeOverwatchShot(true)).toBe(false));
});

describe("vehicle point defense (Guide 6.7)", () => {
  const ok = { di: 5, weaponTargets: 4, hasModule: true, onOverwatch: true };
  it("DI 5+, 4+ targets, a module and over-watch", () => {
    expect(pointDefenseProblem(ok)).toBeNull();
    expect(pointDefenseProblem({ ...ok, di: 4 })).toMatch(/DI 5/);
    expect(pointDefenseProblem({ ...ok, weaponTargets: 2 })).toMatch(/4\+/);
    expect(pointDefenseProblem({ ...ok, hasModule: false })).toMatch(/Module/);
    expect(pointDefenseProblem({ ...ok, onOverwatch: false })).toMatch(/Over-watch/);
  });
  it("shoots at as many incoming attacks as it has targets", () => expect(pointDefenseShots(8)).toBe(8));
});

describe("vehicle point defense rolls (Guide 6.7)", () => {
  it("DT 12, no asset, the weapon's bonus; one roll per incoming attack", () => {
    const r = resolveVehiclePointDefense({ weaponTargets: 4, weaponBonus: 2, d20s: [10, 9, 20] });
    expect(r.defeated).toEqual([true, false, true]);
  });
  it("no more rolls than the weapon's targets", () => {
    expect(() => resolveVehiclePointDefense({ weaponTargets: 4, weaponBonus: 0, d20s: [1, 1, 1, 1, 1] })).toThrow(/4 incoming/);
  });
});

describe("a vehicle weapon on point defense gives up its attacks (Guide 6.6, 6.7)", () => {
  it("a weapon not on point defense may fire and take its over-watch shot", () => {
    expect(vehicleWeaponAttackProblem({ onPointDefense: false }, "fire")).toBeNull();
    expect(vehicleWeaponAttackProblem({ onPointDefense: false }, "overwatchShot")).toBeNull();
  });
  it("on point defense it fires on no enemy that turn", () => {
    expect(vehicleWeaponAttackProblem({ onPointDefense: true }, "fire")).toMatch(/fires on no enemy this turn/);
  });
  it("and its over-watch is spent on incoming attacks, not on a mover (POINT_DEFENSE_SPENDS_OVERWATCH_SHOT)", () => {
    expect(vehicleWeaponAttackProblem({ onPointDefense: true }, "overwatchShot")).toMatch(/spent on point defense/);
  });
  it("rejects an unknown kind of attack", () => {
    expect(() => vehicleWeaponAttackProblem({ onPointDefense: false }, "melee" as "fire")).toThrow(/Unknown attack "melee"/);
  });
});
