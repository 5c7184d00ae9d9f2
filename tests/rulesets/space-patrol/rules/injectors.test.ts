// Guide 8.7 injectors.
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../src/core/seeded-dice";
import {
  BLITZ_MOVE_BONUS_INCHES,
  BLITZ_WOUNDS_AFTER,
  canInjectThroughEvaSuit,
  INJECTORS,
  injectKrangor,
  injectSpaceBear,
  KRANGOR_COLLAPSE_AFTER_TURNS,
  KRANGOR_COLLAPSE_HOURS_DIE,
  spaceBearBlindnessChance,
  spaceBearBlindnessThreshold,
} from "../../../../src/rulesets/space-patrol/rules/injectors";

describe("the four injectors (Guide 8.7)", () => {
  it.each([
    ["thanaticAcid", [], 0, 0],
    ["krangor", ["sp-unconscious", "sp-morale", "sp-stun"], 0, 8],
    ["blitz", [], 0, 4],
    ["spaceBear", [], 1, 0],
  ] as const)("%s clears %j, removes %i wounds, boosts for %i turns", (id, clears, wounds, turns) => {
    const inj = INJECTORS.find((i) => i.id === id);
    expect(inj?.inventoryCode).toBe("D");
    expect(inj?.countsAsDevice).toBe(true);
    expect(inj?.clears).toEqual(clears);
    expect(inj?.removesWounds).toBe(wounds);
    expect(inj?.boostTurns).toBe(turns);
  });
  it("Krangor: collapse after 10 minutes (40 turns) for 1d6 hours", () => {
    expect(KRANGOR_COLLAPSE_AFTER_TURNS).toBe(40);
    expect(KRANGOR_COLLAPSE_HOURS_DIE).toBe(6);
  });
  it("Blitz: +4 inches and a Wound Marker after", () => {
    expect(BLITZ_MOVE_BONUS_INCHES).toBe(4);
    expect(BLITZ_WOUNDS_AFTER).toBe(1);
  });
  it("only the built-in Thanatic auto-injector works through an EVA suit", () => {
    expect(canInjectThroughEvaSuit("thanaticAcid", true)).toBe(true);
    expect(canInjectThroughEvaSuit("thanaticAcid")).toBe(false);
    expect(canInjectThroughEvaSuit("krangor", true)).toBe(false);
  });
  it("Krangor clears Unconscious, Morale and Stun but not Wounds", () => {
    expect(injectKrangor({ "sp-unconscious": 1, "sp-morale": 1, "sp-stun": 1, "sp-wound": 2 })).toEqual({ "sp-wound": 2 });
  });
});

describe("Space Bear blindness (Guide 8.7)", () => {
  it.each([
    [1, 20],
    [2, 19],
    [3, 18],
    [20, 1],
    [25, 1],
  ])("dose %i of the day blinds on %i+", (dose, face) => {
    expect(spaceBearBlindnessThreshold(dose)).toBe(face);
  });
  it("first dose: 1 in 20; second: 2 in 20", () => {
    expect(spaceBearBlindnessChance(1)).toBeCloseTo(0.05);
    expect(spaceBearBlindnessChance(2)).toBeCloseTo(0.1);
  });
  it("removes one Wound Marker; the first dose blinds only on a 20", () => {
    expect(injectSpaceBear({ "sp-wound": 2 }, 1, 19)).toEqual({ markers: { "sp-wound": 1 }, blinded: false });
    expect(injectSpaceBear({ "sp-wound": 1 }, 1, 20)).toEqual({ markers: {}, blinded: true });
    expect(injectSpaceBear({ "sp-wound": 1 }, 2, 19).blinded).toBe(true);
  });
  it("refuses a dose of 0 or a bad die", () => {
    expect(() => spaceBearBlindnessThreshold(0)).toThrow(/dose/);
    expect(() => injectSpaceBear({}, 1, 21)).toThrow(/d20/);
  });
  it("property: later doses are never safer", () => {
    const dice = new SeededDice(8);
    for (let i = 0; i < 200; i++) {
      const dose = dice.die(25);
      const d20 = dice.die(20);
      if (injectSpaceBear({}, dose, d20).blinded) expect(injectSpaceBear({}, dose + 1, d20).blinded).toBe(true);
      expect(spaceBearBlindnessChance(dose + 1)).toBeGreaterThanOrEqual(spaceBearBlindnessChance(dose));
    }
  });
});
