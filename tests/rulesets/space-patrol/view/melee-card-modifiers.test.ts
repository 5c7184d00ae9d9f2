// The melee card names each advantage and disadvantage that moved its DT (Guide 6.8, 4.2), as the
// fire card names its own, so the "2 advantages × 4" of its DT line says where it came from.
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { meleeModifierBreakdown, resolveMartialArtsThrow, resolveMelee } from "../../../../src/rulesets/space-patrol/rules/melee";
import { meleeCardContext, throwCardContext } from "../../../../src/rulesets/space-patrol/view/melee-card";

const situation = { attackerReach: 1, targetReach: 0, attackerFighting: 2, targetFighting: 0, darkness: 1 };
const base = { attackerName: "A", targetName: "B", key: "b", weaponName: "Knife", before: {} };

describe("melee card modifiers (Guide 6.8)", () => {
  it("names each one the strike counted, with the fire card's count wording", () => {
    const result = resolveMelee({ asset: 2, weapon: { penetration: 3, maxHits: 2 }, situation, target: {}, d20: 15, dice: new FixedDice([6, 5, 4, 2, 2, 1]) });
    const card = meleeCardContext({ ...base, style: "weapon", result, maxHits: 2, immune: false });
    expect(card.modifiers).toEqual([
      { label: "STARSKIRMISH.SpacePatrol.Melee.advantage.longerReach", count: 1, side: "advantage", countKey: "STARSKIRMISH.SpacePatrol.Fire.count.advantage" },
      { label: "STARSKIRMISH.SpacePatrol.Melee.advantage.higherFighting", count: 1, side: "advantage", countKey: "STARSKIRMISH.SpacePatrol.Fire.count.advantage" },
      { label: "STARSKIRMISH.SpacePatrol.Melee.disadvantage.darkness", count: 1, side: "disadvantage", countKey: "STARSKIRMISH.SpacePatrol.Fire.count.disadvantage" },
    ]);
    // the named counts are the DT line's
    expect(card.roll).toMatchObject({ advantages: 2, disadvantages: 1 });
  });

  it("names none on a strike made without a roll", () => {
    const result = resolveMelee({ asset: 2, weapon: { penetration: 3, maxHits: 1 }, situation, target: { unconscious: true }, d20: 1, dice: new FixedDice([1, 1, 1]) });
    expect(meleeCardContext({ ...base, style: "weapon", result, maxHits: 1, immune: false }).modifiers).toEqual([]);
  });

  it("names a throw's, which are the strike's (6.8)", () => {
    const task = resolveMartialArtsThrow(3, situation, 9);
    const card = throwCardContext({ ...base, style: "throw", task, outcome: null, after: {}, modifiers: meleeModifierBreakdown(situation) });
    expect(card.modifiers.map((m) => m.label)).toEqual([
      "STARSKIRMISH.SpacePatrol.Melee.advantage.longerReach",
      "STARSKIRMISH.SpacePatrol.Melee.advantage.higherFighting",
      "STARSKIRMISH.SpacePatrol.Melee.disadvantage.darkness",
    ]);
  });
});
