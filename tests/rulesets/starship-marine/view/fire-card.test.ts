/**
 * The Starship Marine fire card's extra hits (SSM-2, SSM-17): those that go on other figures targeted
 * and those lost for want of one are counted apart, so the card never says a hit is lost while
 * offering to apply it.
 */
import { describe, expect, it } from "vitest";
import { fireCardContext } from "../../../../src/rulesets/starship-marine/view/fire-card";
import { resolveFire } from "../../../../src/rulesets/starship-marine/rules/fire";

const target = { armoured: false, partiallyConcealed: false, disappearing: false, nonTactical: false, bunched: true, ecm: false, wounded: false, veteranMarine: false };
// a Seasoned Marine's SCA III at 12 cm on a bunched crewman: a 7 + 1 + 1 = 9 against 4 is two hits
const twoHits = resolveFire({ weapon: "scaIII", rangeCm: 12, firer: { marine: true, experience: "seasoned", wounded: false }, target }, 7);
const card = (extraTargets?: { key: string; name: string }[]) => fireCardContext({ firerName: "Kell", targetName: "Pirate", weapon: "scaIII", rangeCm: 12, result: twoHits, targetKey: "t1", ...(extraTargets ? { extraTargets } : {}) });

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
    expect(fireCardContext({ firerName: "Kell", targetName: "Pirate", weapon: "scaIII", rangeCm: 12, result: miss, targetKey: "t1", extraTargets: [{ key: "t2", name: "Ito" }] })).toMatchObject({ extraPlaced: 0, extraLost: 0, extraTargets: [] });
  });
});
