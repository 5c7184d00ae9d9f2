// Guide 6.1, 6.2, 7.1, 7.2 and ruling SP-12.
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { REGULAR_SCALE } from "../../../../src/rulesets/space-patrol/rules/ground-scale";
import {
  regularInitiativeModifier,
  regularSurprise,
  rollInitiative,
  SPACE_SCALE,
  spaceInitiativeModifier,
  spaceSurprise,
  surpriseAssets,
} from "../../../../src/rulesets/space-patrol/rules/combat-initiative";

describe("scale", () => {
  it("1 inch is 1.5 m and a turn 15 s (Guide 6.1)", () => expect(REGULAR_SCALE).toEqual({ metresPerInch: 1.5, secondsPerTurn: 15 }));
  it("a hex is 10,000 km, a space turn 5 minutes or 20 regular turns (Guide 7.1)", () => {
    expect(SPACE_SCALE).toEqual({ kmPerHex: 10000, minutesPerTurn: 5, regularTurnsPerSpaceTurn: 20 });
  });
});

describe("surprise", () => {
  it("the lowest Stealth sneaks, the best Recon watches (Guide 6.2)", () => {
    expect(surpriseAssets([3, "X", 5], [1, 4, 2])).toEqual({ stealth: "X", recon: 4 });
    expect(() => surpriseAssets([], [1])).toThrow(/Surprise/);
  });
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
  ])("stealth %s, recon %s: surprise %s", (s, r, expected) => expect(regularSurprise(s, r)).toBe(expected));
  it.each([
    [true, true, "none"],
    [false, false, "passUndetected"],
    [true, false, "sideA"],
    [false, true, "sideB"],
  ] as const)("space scanners %s / %s: %s (Guide 7.2)", (a, b, expected) => expect(spaceSurprise(a, b)).toBe(expected));
});

describe("initiative", () => {
  it("adds the side's best Tactics and best Leadership (Guide 6.2)", () => {
    expect(regularInitiativeModifier([{ tactics: 3, leadership: 0 }, { tactics: 1, leadership: 2 }, { tactics: "X", leadership: "X" }])).toBe(5);
  });
  it("space: the captain's Tactics (Guide 7.2)", () => expect(spaceInitiativeModifier(4)).toBe(4));
  it("ties go to the player characters (SP-12)", () => {
    expect(rollInitiative(new FixedDice([6, 8]), 2, 0).first).toBe("players");
    expect(rollInitiative(new FixedDice([6, 9]), 2, 0)).toEqual({ players: 8, opponents: 9, first: "opponents" });
  });
  it("rolls a d12", () => expect(() => rollInitiative(new FixedDice([13]), 0, 0)).toThrow(/d12/));
});
