import { describe, expect, it } from "vitest";
import { effectiveArmour, resolveDamage, resolveHits } from "../../../../src/rulesets/striker/rules/damage";

describe("penetration against armour (Striker 8.B.1)", () => {
  it.each([
    // pen, armour, damage -> outcome, damage left
    [20, 10, 3, "casualty", 3],
    [21, 10, 3, "casualty", 3],
    [19, 10, 3, "halfDamageCasualty", 1],
    [10, 10, 3, "halfDamageCasualty", 1],
    [10, 10, 1, "halfDamageNoEffect", 0],
    [10, 10, 12, "halfDamageCasualty", 6],
    [9, 10, 12, "noEffect", 0],
    [0, 0, 1, "casualty", 1],
    [3, 2, 1, "halfDamageNoEffect", 0],
    [4, 2, 1, "casualty", 1],
  ] as const)("pen %i vs armour %i, damage %i: %s", (pen, armour, dmg, outcome, left) => {
    const r = resolveDamage(pen, armour, dmg);
    expect(r.outcome).toBe(outcome);
    expect(r.damage).toBe(left);
    expect(r.casualty).toBe(outcome === "casualty" || outcome === "halfDamageCasualty");
  });
  it("rejects negative or fractional values", () => {
    expect(() => resolveDamage(-1, 0, 1)).toThrow(/Penetration/);
    expect(() => resolveDamage(1, 1.5, 1)).toThrow(/Armour/);
    expect(() => resolveDamage(1, 1, Number.NaN)).toThrow(/Damage/);
  });
});

describe("armour a hit meets (Striker 8.B.2-3)", () => {
  it("battle dress concealed in a building: 13 (worked example)", () => {
    expect(effectiveArmour({ armour: { general: 10 }, cover: "building", status: "concealed" }, "slug")).toBe(13);
  });
  it("hidden in forest with no armour: 7", () => {
    expect(effectiveArmour({ armour: { general: 0 }, cover: "forest", status: "hidden" }, "slug")).toBe(7);
  });
  it("Combat Armor [10] against a laser in the open: 10; against a slug: 0", () => {
    const p = { armour: { general: 0, energy: 10 }, cover: null, status: "open" } as const;
    expect(effectiveArmour(p, "energy")).toBe(10);
    expect(effectiveArmour(p, "slug")).toBe(0);
  });
  it("several hits on one soldier: any casualty counts", () => {
    const r = resolveHits(2, 7, 3, { armour: { general: 4 }, cover: null, status: "open" }, "slug");
    expect(r.results).toHaveLength(2);
    expect(r.casualty).toBe(true);
    expect(resolveHits(0, 7, 3, { armour: { general: 4 }, cover: null, status: "open" }, "slug").casualty).toBe(false);
  });
});
