// Starship Marine hand to hand (3.15): the additions, the opposed 1d10 read 0-9 (SSM-1), ties
// inconclusive and the loser a casualty (SSM-5), outnumbering (SSM-26), clankers without the combat
// robot's +1 (SSM-18), robots that cannot fight, and a Veteran's +1 (SSM-27).
import { describe, expect, it } from "vitest";
import { handToHandAdditions, handToHandTerms, outnumberedAddition, resolveHandToHand, type Fighter } from "../../../../src/rulesets/starship-marine/rules/hand-to-hand";

const f = (kind: Fighter["kind"], over: Partial<Fighter> = {}): Fighter => ({ kind, unarmed: false, veteran: false, enemiesTouching: 1, ...over });

describe("hand to hand (3.15)", () => {
  it("adds +3 for a Marine, +1 for a combat robot, -2 unarmed, and nothing for a clanker (SSM-18)", () => {
    expect([f("marine"), f("combatRobot"), f("crew"), f("clanker"), f("crew", { unarmed: true }), f("marine", { veteran: true })].map(handToHandAdditions)).toEqual([3, 1, 0, 0, -2, 4]);
  });

  it("names each addition it sums, and leaves out what is worth nothing", () => {
    expect(handToHandTerms(f("marine", { veteran: true, unarmed: true, enemiesTouching: 3 }))).toEqual([
      { id: "marine", value: 3 },
      { id: "veteran", value: 1 },
      { id: "unarmed", value: -2 },
      { id: "outnumbered", value: -2 },
    ]);
    expect(handToHandAdditions(f("marine", { veteran: true, unarmed: true, enemiesTouching: 3 }))).toBe(0);
    expect(handToHandTerms(f("crew"))).toEqual([]);
    expect(handToHandTerms(f("combatRobot", { enemiesTouching: 2 }))).toEqual([{ id: "combatRobot", value: 1 }, { id: "outnumbered", value: -1 }]);
  });

  it("takes 1, 2, 3 off when 2, 3, 4 or more enemies touch the figure", () => {
    expect([1, 2, 3, 4, 7].map(outnumberedAddition)).toEqual([0, -1, -2, -3, -3]);
    expect(() => outnumberedAddition(0)).toThrow(RangeError);
  });

  it("gives the fight to the higher score, none on a tie: a crewman's 9 beats a Marine's 5 (5 + 3 = 8)", () => {
    expect(resolveHandToHand(f("crew"), f("marine"), [9, 5])).toEqual({ winner: "a", scores: [9, 8] });
    expect(resolveHandToHand(f("crew"), f("marine"), [8, 5])).toEqual({ winner: null, scores: [8, 8] });
    // the 10 reads 0
    expect(resolveHandToHand(f("crew"), f("crew"), [10, 1])).toMatchObject({ winner: "b", scores: [0, 1] });
  });

  it("lets TRUCs and close support robots lose without a roll", () => {
    expect(resolveHandToHand(f("noCloseCombat"), f("crew", { unarmed: true }), [9, 1])).toEqual({ winner: "b", scores: [null, -1] });
    expect(resolveHandToHand(f("noCloseCombat"), f("noCloseCombat"), [5, 5]).winner).toBeNull();
  });
});
