// The patrolman's service record and advancement block (Guide 1.5, 4.1; SP-13), without Foundry.
import { describe, expect, it } from "vitest";
import { advancementContext, improvableAssets } from "../../../../src/rulesets/space-patrol/view/advancement-context";

const base = { assets: { tactics: 3, vigor: 10, stealth: -1 }, advancement: { points: 4, improvedThisSession: ["leadership"] }, medals: { flare: 1, comet: 0, star: 1 } };

describe("service record", () => {
  it("counts medal points: a Flare 1, a Comet 2, a Star 3 (Guide 1.5)", () => {
    const c = advancementContext(base);
    expect(c.medalPoints).toBe(4);
    expect(c.medals.map((m) => [m.id, m.count])).toEqual([["flare", 1], ["comet", 0], ["star", 1]]);
  });
  it("offers each asset once a session, never past 10, at the Guide 4.1 cost", () => {
    const c = { ...advancementContext(base), improvable: improvableAssets(base) };
    const by = (id: string) => c.improvable.find((a) => a.id === id);
    expect(by("leadership")).toBeUndefined();
    expect(by("vigor")).toBeUndefined();
    expect(by("tactics")).toMatchObject({ from: "3", to: "4", cost: 4, affordable: true });
    expect(by("stealth")).toMatchObject({ from: "X", to: "0", cost: 4, affordable: true });
    expect(by("athletics")).toMatchObject({ from: "X", cost: 4 });
    expect(c.improvedThisSession).toEqual([{ id: "leadership", label: "STARSKIRMISH.SpacePatrol.Asset.leadership" }]);
  });
  it("marks what the saved points cannot pay for", () => {
    const c = { improvable: improvableAssets({ ...base, advancement: { points: 3, improvedThisSession: [] } }) };
    expect(c.improvable.find((a) => a.id === "tactics")?.affordable).toBe(false);
    expect(c.improvable.find((a) => a.id === "leadership")).toMatchObject({ cost: 4, affordable: false });
  });
});
