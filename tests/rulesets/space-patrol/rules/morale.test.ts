// Guide 6.9 morale.
import { describe, expect, it } from "vitest";
import { moraleCheckFor, npcGroupBroken, npcWouldSurrender, type MoraleTrigger } from "../../../../src/rulesets/space-patrol/rules/morale";

describe("morale triggers (Guide 6.9)", () => {
  it.each([
    ["friendKilled", 6, 12],
    ["friendlyVehicleExplodes", 12, 16],
    ["leaderDown", 12, 20],
  ] as const)("%s within %i inches: Will DT %i", (trigger, inches, dt) => {
    expect(moraleCheckFor(trigger, inches)).toEqual({ dt, asset: "will" });
    expect(moraleCheckFor(trigger, inches + 0.5)).toBeNull();
  });
  it("refuses unknown triggers and bad distances", () => {
    expect(() => moraleCheckFor("sneeze" as MoraleTrigger, 1)).toThrow(/sneeze/);
    expect(() => moraleCheckFor("friendKilled", -1)).toThrow(/Distance/);
  });
});

describe("NPC groups", () => {
  it.each([
    [2, 4, true],
    [1, 4, false],
    [2, 3, true],
    [1, 3, false],
    [1, 1, true],
  ])("%i of %i marked: broken %s", (marked, size, broken) => expect(npcGroupBroken(marked, size)).toBe(broken));
  it("refuses a group of 0 and more marked than members", () => {
    expect(() => npcGroupBroken(0, 0)).toThrow(/group/);
    expect(() => npcGroupBroken(3, 2)).toThrow(/Marked/);
  });
  it("a marked NPC surrenders in melee contact or at gunpoint from 5 inches or less", () => {
    expect(npcWouldSurrender({ hasMoraleMarker: true, enemyInMeleeContact: true })).toBe(true);
    expect(npcWouldSurrender({ hasMoraleMarker: true, nearestLevelledGunInches: 5 })).toBe(true);
    expect(npcWouldSurrender({ hasMoraleMarker: true, nearestLevelledGunInches: 6 })).toBe(false);
    expect(npcWouldSurrender({ hasMoraleMarker: false, enemyInMeleeContact: true })).toBe(false);
    expect(npcWouldSurrender({ hasMoraleMarker: true, leaderOrHero: true, enemyInMeleeContact: true })).toBe(false);
  });
});
