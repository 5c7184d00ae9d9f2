// Army building (IV-a, IV-d, IV-e, IV-f), the game turn (VII, VI, SMR-18, SMR-22) and the rest of
// combat and movement (IX-F, IX-G, VIII-E, VIII-F, VIII-G, VIII-I, SMR-8, SMR-10, SMR-23).
import { describe, expect, it } from "vitest";
import { checkArmy, purchaseCost, type Purchase } from "../../../../src/rulesets/starmarines/rules/army";
import { overwatchSeat, PHASES, SMR_TURN, suggestedTurnLimit } from "../../../../src/rulesets/starmarines/rules/sequence";
import { rollInitiative } from "../../../../src/core/turn/initiative";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { blockedByThickCover, canOverrun, effectiveRange, inOverrunPath, mayCharge, mayOverrunAgain, mayDeclareOverwatch, mayMount, maySwapWeapons, mayShootFlying, overrun, OVERRUN_ATTACK, overwatchInCombat } from "../../../../src/rulesets/starmarines/rules/combat-extras";

const squad: Purchase = { name: "Squad", units: 5, baseCost: 10, experience: "average", role: "none", attributes: 0, weaponCost: 0 };

describe("army building (IV-a, IV-d, IV-e, IV-f)", () => {
  it("buys experience once per team and attributes at half a point a soldier", () => {
    expect(purchaseCost(squad)).toBe(11);
    expect(purchaseCost({ ...squad, experience: "elite", attributes: 3 })).toBe(14.5);
    expect(purchaseCost({ ...squad, experience: "green", weaponCost: 2.5 })).toBe(12.5);
  });
  it("charges nothing for a Hero's experience, nor a Doctor's or Fixer's Average", () => {
    expect(purchaseCost({ ...squad, units: 1, role: "hero", experience: "elite" })).toBe(10);
    expect(purchaseCost({ ...squad, units: 1, role: "doctor" })).toBe(10);
  });
  it("accepts a force within its 25-point blocks", () => {
    expect(checkArmy([squad, squad], 25)).toEqual({ total: 22, size: 25, problems: [] });
  });
  it("refuses an illegal force, saying why", () => {
    const problems = checkArmy([squad, squad, squad, { ...squad, name: "Doc", role: "doctor", experience: "veteran" }, { ...squad, name: "Hero", role: "hero", attributes: 1 }, { ...squad, name: "Big", attributes: 6 }], 40).problems.map((p) => p.code);
    expect(problems).toEqual(["notABlock", "notAverage", "heroBuys", "tooManyAttributes", "overBudget"]);
    expect(checkArmy([], 25).problems).toEqual([{ code: "empty" }]);
  });
});

describe("the game turn (VII, VI, SMR-18)", () => {
  it("runs the eight phases, with each player's movement and recheck in his seat", () => {
    expect(SMR_TURN.phases.map((p) => p.id)).toEqual([...PHASES]);
    expect(SMR_TURN.phases.filter((p) => p.player).map((p) => [p.id, p.player])).toEqual([["p1Movement", "player1"], ["p1Recheck", "player1"], ["p2Movement", "player2"], ["p2Recheck", "player2"]]);
    expect(overwatchSeat("p1Movement")).toBe("player2");
    expect(overwatchSeat("p2Movement")).toBe("player1");
    expect(overwatchSeat("combat")).toBeNull();
  });
  it("rolls initiative on a d6 each with the side's modifier, and rolls ties again (VII.1, SMR-22)", () => {
    // 3 + 1 against 4 + 0 ties (unmodified, the second would win); then 5 + 1 against 2: the first side is Player 1
    const out = rollInitiative(SMR_TURN.initiativeRoll!, [{ id: "a", modifier: 1 }, { id: "b", modifier: 0 }], new FixedDice([3, 4, 5, 2]));
    expect(out.order).toEqual(["a", "b"]);
    expect(out.rounds).toHaveLength(2);
  });
  it("offers twice the turns where a side's basic soldiers move only 1", () => {
    expect(suggestedTurnLimit(8, 1)).toBe(16);
    expect(suggestedTurnLimit(8, 2)).toBe(8);
  });
});

describe("the rest of combat and movement", () => {
  it("overruns: 3 or more on d6 plus the initiative modifier escapes; a wounded soldier dies (IX-F)", () => {
    expect(overrun(false, 0, 3)).toBe("escaped");
    expect(overrun(false, 0, 2)).toBe("runOver");
    expect(overrun(false, 1, 2)).toBe("escaped");
    expect(overrun(false, -1, 3)).toBe("runOver");
    expect(overrun(true, 0)).toBe("killed");
    expect(OVERRUN_ATTACK).toMatchObject({ armourPierce: 3, damage: 5 });
    expect(canOverrun({ size: "large", motion: "ground" })).toBe(true);
    expect(canOverrun({ size: "small", motion: "ground" })).toBe(false);
    expect(canOverrun({ size: "large", motion: "skimmer" })).toBe(false);
    // IX-F: multiple overruns a turn only for a speed above 1; VIII-C.2: none of a soldier in the air
    expect([mayOverrunAgain(1, 0), mayOverrunAgain(1, 1), mayOverrunAgain(2, 5)]).toEqual([true, false, true]);
    expect([inOverrunPath({ kind: "soldier", flying: false }), inOverrunPath({ kind: "soldier", flying: true }), inOverrunPath({ kind: "vehicle", flying: false })]).toEqual([true, false, false]);
  });
  it("shoots flying soldiers only with Overwatch fire (IX-G)", () => {
    expect(mayShootFlying(true)).toBe(true);
    expect(mayShootFlying(false)).toBe(false);
  });
  it("keeps Overwatch away from enemies and fires it once a turn (VIII-E, SMR-10)", () => {
    expect(mayDeclareOverwatch(0)).toBe(true);
    expect(mayDeclareOverwatch(1)).toBe(false);
    expect(overwatchInCombat(true)).toEqual({ mayFire: false, steadyAim: false });
    expect(overwatchInCombat(false)).toEqual({ mayFire: true, steadyAim: true });
  });
  it("lets soldiers, not vehicles, charge (VIII-F), and board with a move unit left (VIII-G)", () => {
    expect(mayCharge("soldier")).toBe(true);
    expect(mayCharge("vehicle")).toBe(false);
    const ok = { adjacent: true, canEnterHex: true, unitsLeft: 1, dismountedThisTurn: false, spaceLeft: true };
    expect(mayMount(ok)).toBe(true);
    expect(mayMount({ ...ok, unitsLeft: 0.5 })).toBe(false);
    expect(mayMount({ ...ok, dismountedThisTurn: true })).toBe(false);
  });
  it("swaps weapons with a wounded comrade of the same army for 1 move unit (VIII-I)", () => {
    const ok = { kind: "soldier" as const, otherWounded: true, sameArmy: true, adjacent: true, unitsLeft: 1 };
    expect(maySwapWeapons(ok)).toBe(true);
    expect(maySwapWeapons({ ...ok, kind: "vehicle" })).toBe(false);
    expect(maySwapWeapons({ ...ok, sameArmy: false })).toBe(false);
  });
  it("cannot hit through more than one thick-cover hex, the firer's never counted (SMR-8)", () => {
    expect(blockedByThickCover([false, true], false)).toBe(false);
    expect(blockedByThickCover([true, true], false)).toBe(true);
    expect(blockedByThickCover([true, true], true)).toBe(false);
  });
  it("counts a catwalk target one hex further from the ground (SMR-23)", () => {
    expect(effectiveRange(4, true, true)).toBe(5);
    expect(effectiveRange(4, true, false)).toBe(4);
    expect(effectiveRange(4, true, true, false)).toBe(4);
  });
});
