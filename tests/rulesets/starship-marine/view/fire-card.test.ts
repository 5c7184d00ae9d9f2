/**
 * The Starship Marine fire card's extra hits (SSM-2, SSM-17): those that go on other figures targeted
 * and those lost for want of one are counted apart, so the card never says a hit is lost while
 * offering to apply it. And its score needed names the cell of Table 3.5 it was read from: the
 * target's armour and the range column (15 cm still "up to 15 cm").
 */
import { describe, expect, it } from "vitest";
import { fireCardContext } from "../../../../src/rulesets/starship-marine/view/fire-card";
import { resolveFire } from "../../../../src/rulesets/starship-marine/rules/fire";

const target = { armoured: false, partiallyConcealed: false, disappearing: false, nonTactical: false, bunched: true, ecm: false, wounded: false, veteranMarine: false };
// a Seasoned Marine's SCA III at 12 cm on a bunched crewman: a 7 + 1 + 1 = 9 against 4 is two hits
const twoHits = resolveFire({ weapon: "scaIII", rangeCm: 12, firer: { marine: true, experience: "seasoned", wounded: false }, target }, 7);
const card = (extraTargets?: { key: string; name: string }[]) => fireCardContext({ firerName: "Kell", targetName: "Pirate", weapon: "scaIII", rangeCm: 12, armoured: false, result: twoHits, targetKey: "t1", ...(extraTargets ? { extraTargets } : {}) });

describe("the fire card's extra hits", () => {
  it("puts the second hit on the other figure targeted, and loses none", () => {
    expect(twoHits.hits).toBe(2);
    expect(card([{ key: "t2", name: "Ito" }])).toMatchObject({ extraHits: 1, extraPlaced: 1, extraLost: 0, extraTargets: [{ key: "t2", name: "Ito" }] });
  });

  it("says the second hit is lost where no other figure was targeted", () => {
    expect(card()).toMatchObject({ extraHits: 1, extraPlaced: 0, extraLost: 1, extraTargets: [] });
  });

  it("offers no extra hit on a miss", () => {
    const miss = resolveFire({ weapon: "scaIII", rangeCm: 12, firer: { marine: true, experience: "seasoned", wounded: false }, target }, 1);
    expect(miss.hits).toBe(0);
    expect(fireCardContext({ firerName: "Kell", targetName: "Pirate", weapon: "scaIII", rangeCm: 12, armoured: false, result: miss, targetKey: "t1", extraTargets: [{ key: "t2", name: "Ito" }] })).toMatchObject({ extraPlaced: 0, extraLost: 0, extraTargets: [] });
  });
});

describe("the fire card's score needed names its cell of Table 3.5", () => {
  const needed = (rangeCm: number, armoured: boolean) => {
    const result = resolveFire({ weapon: "scaIII", rangeCm, firer: { marine: true, experience: "seasoned", wounded: false }, target: { ...target, armoured } }, 5);
    const c = fireCardContext({ firerName: "Kell", targetName: "Pirate", weapon: "scaIII", rangeCm, armoured, result, targetKey: "t1" });
    return { needed: c.needed, label: c.neededLabel, band: c.neededBand };
  };

  it("an unarmoured target at exactly 15 cm is in the up-to-15 cm column", () => {
    expect(needed(15, false)).toEqual({ needed: 4, label: "STARSKIRMISH.StarshipMarine.Fire.neededFor.unarmoured", band: { label: "STARSKIRMISH.StarshipMarine.Fire.band.upTo", cm: 15 } });
  });

  it("an armoured target at 25 cm is up to 40 cm, and at 45 cm over 40 cm (SCA III: 7+ and 9+)", () => {
    expect(needed(25, true)).toEqual({ needed: 7, label: "STARSKIRMISH.StarshipMarine.Fire.neededFor.armoured", band: { label: "STARSKIRMISH.StarshipMarine.Fire.band.upTo", cm: 40 } });
    expect(needed(45, true)).toEqual({ needed: 9, label: "STARSKIRMISH.StarshipMarine.Fire.neededFor.armoured", band: { label: "STARSKIRMISH.StarshipMarine.Fire.band.over", cm: 40 } });
  });
});
