// Starship Marine fire (3.5), with the d10 read 0-9 (SSM-1): every cell of Table 3.5, the range
// bands' edges, each factor, ECM only against APGW (SSM-10), several hits (SSM-2), experience (4.7)
// and wounds (4.6). Dice are given as real 1d10 faces, 10 reading 0.
import { describe, expect, it } from "vitest";
import { BASE_FIRE_FACTORS, baseFireFactor, FIRE_WEAPONS, rangeBand, RANGE_BANDS } from "../../../../src/rulesets/starship-marine/rules/fire-table";
import { fireModifiers, mayFire, resolveFire, type FireInput, type FireTarget } from "../../../../src/rulesets/starship-marine/rules/fire";
import { readD10 } from "../../../../src/rulesets/starship-marine/rules/d10";

const OPEN: FireTarget = { armoured: false, partiallyConcealed: false, disappearing: false, nonTactical: false, bunched: false, ecm: false, wounded: false, veteranMarine: false };
const MARINE = { marine: true, experience: "experienced", wounded: false } as const;
const shot = (over: Partial<Omit<FireInput, "target">> & { target?: Partial<FireTarget> } = {}): FireInput => ({ weapon: "scaII", rangeCm: 20, firer: MARINE, ...over, target: { ...OPEN, ...over.target } });

describe("the d10 (SSM-1)", () => {
  it("reads 1-9 as themselves and 10 as 0, and refuses anything else", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(readD10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0]);
    for (const bad of [0, 11, 2.5, Number.NaN]) expect(() => readD10(bad)).toThrow(RangeError);
  });
});

describe("Table 3.5, base fire factors", () => {
  // each row as printed: up to 15 cm U/A, up to 40 cm U/A, over 40 cm U/A
  const PRINTED: Record<string, number[]> = {
    scaI: [4, 6, 7, 9, 8, 11],
    scaII: [4, 6, 6, 8, 7, 10],
    scaIII: [4, 6, 5, 7, 6, 9],
    closeSupportApgw: [8, 9, 5, 7, 5, 7],
  };
  it.each(FIRE_WEAPONS)("has the printed row for %s", (weapon) => {
    const row = RANGE_BANDS.flatMap((band) => [BASE_FIRE_FACTORS[weapon][band].unarmoured, BASE_FIRE_FACTORS[weapon][band].armoured]);
    expect(row).toEqual(PRINTED[weapon]);
    // and each cell is what a shot at a range in that column needs
    const ranges = [10, 30, 60];
    expect(ranges.flatMap((cm) => [baseFireFactor(weapon, cm, false), baseFireFactor(weapon, cm, true)])).toEqual(PRINTED[weapon]);
  });

  it("puts 15 cm in the first column and 40 cm in the second", () => {
    expect([0, 15, 15.01, 40, 40.5].map(rangeBand)).toEqual(["upTo15", "upTo15", "upTo40", "upTo40", "over40"]);
    expect(() => rangeBand(-1)).toThrow(RangeError);
    expect(() => rangeBand(Number.NaN)).toThrow(RangeError);
  });
});

describe("a shot (3.5)", () => {
  it("hits on the score needed or more: a Marine's SCA II at 20 cm needs 6 on an unarmoured target", () => {
    expect(resolveFire(shot(), 6)).toMatchObject({ needed: 6, die: 6, score: 6, hits: 1 });
    expect(resolveFire(shot(), 5).hits).toBe(0);
    // the 10 reads 0: a miss, never the best roll
    expect(resolveFire(shot(), 10)).toMatchObject({ die: 0, hits: 0 });
  });

  it("scores floor(score / needed) hits once the score is twice the needed (SSM-2)", () => {
    // SCA III up to 15 cm, unarmoured: needs 4; 8 is two hits, 9 still two
    expect(resolveFire(shot({ weapon: "scaIII", rangeCm: 10 }), 8).hits).toBe(2);
    expect(resolveFire(shot({ weapon: "scaIII", rangeCm: 10 }), 9).hits).toBe(2);
    expect(resolveFire(shot({ weapon: "scaIII", rangeCm: 10 }), 7).hits).toBe(1);
    // with +2 of factors, 7 + 2 = 9 against 4 is still two; bunched and non-tactical on a 6 is 8: two
    expect(resolveFire(shot({ weapon: "scaIII", rangeCm: 10, target: { bunched: true, nonTactical: true } }), 6).hits).toBe(2);
  });

  it("applies each factor of 3.5 once", () => {
    const ids = (t: Partial<FireTarget>) => fireModifiers(shot({ target: t })).map((m) => [m.id, m.value]);
    expect(ids({ partiallyConcealed: true })).toEqual([["partiallyConcealed", -1]]);
    expect(ids({ disappearing: true })).toEqual([["disappearing", -1]]);
    expect(ids({ nonTactical: true })).toEqual([["nonTactical", 1]]);
    expect(ids({ bunched: true })).toEqual([["bunched", 1]]);
    // a Veteran Marine counts as disappearing at all times, and never twice (4.7)
    expect(ids({ veteranMarine: true, disappearing: true })).toEqual([["disappearing", -1]]);
  });

  it("takes ECM off APGW fire only (SSM-10)", () => {
    expect(fireModifiers(shot({ target: { ecm: true } }))).toEqual([]);
    expect(fireModifiers(shot({ weapon: "closeSupportApgw", target: { ecm: true } }))).toEqual([{ id: "ecmAgainstApgw", value: -1 }]);
  });

  it("makes a wounded Marine easier to hit (+1) and a worse shot (-2) (4.6)", () => {
    expect(fireModifiers(shot({ target: { wounded: true } }))).toEqual([{ id: "woundedTarget", value: 1 }]);
    expect(fireModifiers(shot({ firer: { ...MARINE, wounded: true } }))).toEqual([{ id: "woundedFirer", value: -2 }]);
  });

  it("moves the die by experience: novices -1, seasoned +1 on SCA fire but not APGW, veterans +1 on both (4.7, SSM-27)", () => {
    const exp = (marine: boolean, experience: "novice" | "seasoned" | "veteran", weapon: FireInput["weapon"] = "scaII") =>
      fireModifiers(shot({ weapon, firer: { marine, experience, wounded: false } })).find((m) => m.id === "experience")?.value ?? 0;
    expect([exp(true, "novice"), exp(true, "seasoned"), exp(true, "veteran")]).toEqual([-1, 1, 1]);
    expect([exp(true, "seasoned", "closeSupportApgw"), exp(true, "veteran", "closeSupportApgw")]).toEqual([0, 1]);
    expect([exp(false, "novice", "scaI"), exp(false, "seasoned", "scaI"), exp(false, "veteran", "scaI")]).toEqual([-1, 1, 1]);
  });

  it("keeps a Raw non-marine from firing: he counts as a non-combatant (4.7)", () => {
    expect(mayFire({ marine: false, experience: "raw", wounded: false })).toBe(false);
    expect(mayFire({ marine: false, experience: "novice", wounded: false })).toBe(true);
    expect(() => mayFire({ marine: true, experience: "raw", wounded: false })).toThrow(RangeError);
  });

  it("refuses a shot it cannot read", () => {
    expect(() => resolveFire(shot({ weapon: "laser" as never }), 5)).toThrow(RangeError);
    expect(() => resolveFire(shot({ rangeCm: Number.NaN }), 5)).toThrow(RangeError);
    expect(() => resolveFire(shot({ target: { armoured: "yes" as never } }), 5)).toThrow(RangeError);
  });
});
