// Starship Marine robots under fire (3.7) and doors, charges and SpaceFoam (3.8, 3.9, 4.10): the
// robot damage table row by row, one-hit robots (SSM-9, SSM-18), the door damage points table, the
// per-move roll (SSM-15), SCA and APGW never at one door in one move (SSM-32), the door charge that
// always succeeds (SSM-6) and SpaceFoam's two successes (SSM-16).
import { describe, expect, it } from "vitest";
import { ARMOURED_ROBOTS, hitRobot, HITS_TO_DESTROY, robotDamage } from "../../../../src/rulesets/starship-marine/rules/robots";
import { CHARGE_SETUP_MOVES, DOOR_DAMAGE_POINTS, doorAtMoveEnd, doorAttackProblem, foamAfter, resolveDoorAttack } from "../../../../src/rulesets/starship-marine/rules/doors";

describe("robots under fire (3.7)", () => {
  it("reads the robot damage table: 1-2 no firing, 3-5 immobilised, 6 destroyed", () => {
    expect([1, 2, 3, 4, 5, 6].map(robotDamage)).toEqual(["noFiring", "noFiring", "immobilised", "immobilised", "immobilised", "destroyed"]);
    expect(() => robotDamage(7)).toThrow(RangeError);
  });

  it("gives a combat robot two hits, the first rolled on the table; every other robot one (SSM-9, SSM-18)", () => {
    expect(hitRobot("combatRobot", 0, 4)).toEqual({ hits: 1, destroyed: false, damage: "immobilised" });
    expect(hitRobot("combatRobot", 0, 6)).toEqual({ hits: 1, destroyed: true, damage: "destroyed" });
    expect(hitRobot("combatRobot", 1, null)).toEqual({ hits: 2, destroyed: true, damage: null });
    for (const kind of ["armouredRobot", "fusilierRobot", "clanker", "closeSupportRobot", "truc"] as const) expect(hitRobot(kind, 0, null)).toEqual({ hits: 1, destroyed: true, damage: null });
    expect(HITS_TO_DESTROY.combatRobot).toBe(2);
    expect(ARMOURED_ROBOTS).toEqual(["armouredRobot", "fusilierRobot"]);
    // a destroyed robot takes no more hits
    expect(() => hitRobot("combatRobot", 2, 3)).toThrow(RangeError);
  });
});

describe("doors (3.8, 3.9)", () => {
  it("has the damage points table", () => {
    expect(DOOR_DAMAGE_POINTS).toEqual({ scaI: 1, scaII: 1, scaIII: 2, doorCharge: 9, apgw: 4 });
    expect(CHARGE_SETUP_MOVES).toEqual({ doorCharge: 1, superCharge: 2 });
  });

  it("destroys a door when the d10 (0-9) is at or under this move's points: two SCA II and an SCA III are 4", () => {
    const attacks = ["scaII", "scaII", "scaIII"] as const;
    expect(resolveDoorAttack(attacks, 4)).toMatchObject({ points: 4, die: 4, destroyed: true });
    expect(resolveDoorAttack(attacks, 5)).toMatchObject({ destroyed: false });
    // the 10 reads 0: always under any points
    expect(resolveDoorAttack(["scaI"], 10)).toMatchObject({ die: 0, destroyed: true });
  });

  it("always destroys a door with a door charge, whatever the die (SSM-6)", () => {
    for (let face = 1; face <= 10; face++) expect(resolveDoorAttack(["doorCharge"], face).destroyed).toBe(true);
  });

  it("refuses SCA and APGW at one door in one move (SSM-32), but either alone", () => {
    expect(doorAttackProblem(["scaII", "apgw"])).toBe("scaAndApgw");
    expect(resolveDoorAttack(["scaII", "apgw"], 1)).toMatchObject({ allowed: false, destroyed: false });
    expect(doorAttackProblem(["apgw", "doorCharge"])).toBeNull();
  });

  it("opens a destroyed door only at the end of the move (3.9)", () => {
    expect(doorAtMoveEnd("locked", true)).toBe("destroyed");
    expect(doorAtMoveEnd("closed", false)).toBe("closed");
    expect(() => doorAtMoveEnd("ajar" as never, false)).toThrow(RangeError);
  });

  it("clears SpaceFoam at the second success, each move rolled as for a door (SSM-16)", () => {
    expect(foamAfter(0, true)).toEqual({ successes: 1, cleared: false });
    expect(foamAfter(1, false)).toEqual({ successes: 1, cleared: false });
    expect(foamAfter(1, true)).toEqual({ successes: 2, cleared: true });
  });
});
