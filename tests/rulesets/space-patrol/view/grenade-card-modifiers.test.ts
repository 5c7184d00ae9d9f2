// The grenade card names each advantage and disadvantage that moved the throw's DT (Guide 6.12,
// 6.14), as the fire card names its own, so its DT line says where its steps came from.
import { describe, expect, it } from "vitest";
import { grenadeThrowCounts, grenadeThrowModifiers } from "../../../../src/rulesets/space-patrol/rules/grenades";
import { resolveTask } from "../../../../src/rulesets/space-patrol/rules/task";
import { grenadeCardContext } from "../../../../src/rulesets/space-patrol/view/grenade-card";

const card = (modifiers?: ReturnType<typeof grenadeThrowModifiers>) =>
  grenadeCardContext({
    throwerName: "Rana",
    grenadeName: "HE Grenade",
    type: "he",
    band: "effective",
    distance: 4,
    task: resolveTask({ dt: 12, asset: 1, ...(modifiers ? grenadeThrowCounts(modifiers) : {}) }, 9),
    ...(modifiers ? { modifiers } : {}),
    deviation: null,
    radius: 2,
    coverKey: null,
    coverTurns: 0,
    victims: [],
  });

describe("grenade card modifiers (Guide 6.12)", () => {
  it("labels each modifier the throw counted, with the fire card's count wording", () => {
    const modifiers = grenadeThrowModifiers({ coverDisadvantages: 2, moved: false, darkness: 1, smoke: 0, otherAdvantages: 1, otherDisadvantages: 0 });
    const c = card(modifiers);
    expect(c.modifiers).toEqual([
      { label: "STARSKIRMISH.SpacePatrol.Grenade.advantage.other", count: 1, side: "advantage", countKey: "STARSKIRMISH.SpacePatrol.Fire.count.advantage" },
      { label: "STARSKIRMISH.SpacePatrol.Grenade.disadvantage.highCover", count: 2, side: "disadvantage", countKey: "STARSKIRMISH.SpacePatrol.Fire.count.disadvantage" },
      { label: "STARSKIRMISH.SpacePatrol.Grenade.disadvantage.darkness", count: 1, side: "disadvantage", countKey: "STARSKIRMISH.SpacePatrol.Fire.count.disadvantage" },
    ]);
    // what the card names is what the DT line counts
    expect(c.roll).toMatchObject({ advantages: 1, disadvantages: 3, moved: true });
  });
  it("names none when none were handed over", () => {
    expect(card().modifiers).toEqual([]);
  });
});
