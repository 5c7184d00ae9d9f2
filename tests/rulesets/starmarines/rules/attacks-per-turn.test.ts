// How often a unit attacks in a turn, as data (IV-h): a soldier once with any weapon, a vehicle each
// weapon once, and a frag weapon's shots at other units of its first target's hex one attack.
import { describe, expect, it } from "vitest";
import { secondAttack } from "../../../../src/rulesets/starmarines/rules/attacks-per-turn";

const anyHex = () => true;
const noHex = () => false;

describe("a unit's attacks in a turn (IV-h)", () => {
  it("lets a soldier make one attack, with whatever weapon", () => {
    expect(secondAttack([], { soldier: true, weaponId: "rifle", frag: false, targetKey: "a" }, anyHex)).toBeNull();
    expect(secondAttack([{ weaponId: "rifle", targetKey: "a" }], { soldier: true, weaponId: "pistol", frag: false, targetKey: "b" }, anyHex)).toBe("soldierAttacked");
  });

  it("lets a vehicle fire each weapon once", () => {
    const earlier = [{ weaponId: "gun", targetKey: "a" }];
    expect(secondAttack(earlier, { soldier: false, weaponId: "laser", frag: false, targetKey: "a" }, anyHex)).toBeNull();
    expect(secondAttack(earlier, { soldier: false, weaponId: "gun", frag: false, targetKey: "b" }, anyHex)).toBe("weaponFired");
  });

  it("counts a frag weapon's shots at other units of its first target's hex as one attack, each unit once", () => {
    const earlier = [{ weaponId: "grenade", targetKey: "a" }];
    const next = { soldier: true, weaponId: "grenade", frag: true, targetKey: "b" };
    expect(secondAttack(earlier, next, (first) => first === "a")).toBeNull();
    expect(secondAttack(earlier, next, noHex)).toBe("soldierAttacked");
    expect(secondAttack(earlier, { ...next, targetKey: "a" }, anyHex)).toBe("soldierAttacked");
    expect(secondAttack(earlier, { ...next, weaponId: "other" }, anyHex)).toBe("soldierAttacked");
    expect(secondAttack(earlier, { ...next, frag: false }, anyHex)).toBe("soldierAttacked");
    // a vehicle's frag weapon the same way, its other weapons apart
    expect(secondAttack([...earlier, { weaponId: "gun", targetKey: "z" }], { ...next, soldier: false }, (first) => first === "a")).toBeNull();
  });
});
