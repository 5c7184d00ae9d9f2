// @vitest-environment happy-dom
// Asset advancement from the patrolman sheet (Guide 4.1, 4.2; SP-13): the owner spends saved points
// on one asset at a time, each once a session; the GM closes a session with an award of 1 to 5
// points, renewing Space Hero Points. Refusals say why and change nothing.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";

async function board() {
  const t = await spaceBoard();
  const rana = t.patrolman("Actor.rana", "Rana", { tactics: 3 });
  await rana.update({ system: { advancement: { points: 5, improvedThisSession: [] }, heroPoints: { value: 0, max: 3 } } });
  const actions = await import("../../../../src/rulesets/space-patrol/sheets/advancement-actions");
  return { t, rana, ...actions };
}

describe("improving an asset (Guide 4.1, SP-13)", () => {
  it("raises the level one step, spends its cost and notes it for the session", async () => {
    const { t, rana, improveAsset } = await board();
    await improveAsset(rana as never, "tactics");
    expect(t.notes).toEqual([]);
    expect(rana.system.assets.tactics).toBe(4);
    expect(rana.system.advancement).toMatchObject({ points: 1, improvedThisSession: ["tactics"] });
  });

  it("refuses a second improvement of the same asset in one session, and one the points cannot pay", async () => {
    const { t, rana, improveAsset } = await board();
    await improveAsset(rana as never, "tactics");
    await improveAsset(rana as never, "tactics");
    await improveAsset(rana as never, "stealth"); // X to 0 costs 4; 1 point is left
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Advancement.oncePerSession", "STARSKIRMISH.SpacePatrol.Advancement.notEnoughPoints"]);
    expect(rana.system.assets.tactics).toBe(4);
    expect(rana.system.assets.stealth ?? -1).toBe(-1);
    expect(rana.system.advancement.points).toBe(1);
  });

  it("is refused to someone who does not own the patrolman, and for a name that is no asset", async () => {
    const { t, rana, improveAsset } = await board();
    await improveAsset(rana as never, "basketWeaving");
    rana.ownership = { default: 0 };
    await improveAsset(rana as never, "tactics");
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Advancement.unknownAsset", "STARSKIRMISH.Error.notYourActor"]);
    expect(rana.system.assets.tactics).toBe(3);
  });
});

describe("the Improve button", () => {
  it("offers the improvable assets in a dialog and improves the one chosen", async () => {
    const { t, rana, chooseAndImprove } = await board();
    t.answer({ assetId: "tactics" });
    await chooseAndImprove(rana as never);
    const offered = t.card<{ points: number; improvable: { id: string }[] }>("dialogs/improve-asset.hbs");
    expect(offered.points).toBe(5);
    expect(offered.improvable.find((a) => a.id === "tactics")).toMatchObject({ cost: 4, affordable: true });
    expect(rana.system.assets.tactics).toBe(4);
  });

  it("says so when the saved points pay for nothing, without a dialog", async () => {
    const { t, rana, chooseAndImprove } = await board();
    await rana.update({ system: { advancement: { points: 0 } } });
    await chooseAndImprove(rana as never);
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Advancement.nothingAffordable"]);
    expect(t.rendered).toEqual([]);
  });
});

describe("closing a session (Guide 4.1, 4.2)", () => {
  it("awards the points, renews Space Hero Points and reopens improvements, for the GM only", async () => {
    const { t, rana, improveAsset, closeSession } = await board();
    await improveAsset(rana as never, "tactics");
    t.answer({ award: 3 });
    await closeSession(rana as never);
    expect(rana.system.advancement.points).toBe(1);
    t.asUser("gm");
    await closeSession(rana as never);
    expect(rana.system.advancement).toMatchObject({ points: 4, improvedThisSession: [] });
    expect(rana.system.heroPoints.value).toBe(3);
    // the dialog came from its template, with the award's bounds from Guide 4.1
    expect(t.rendered.find((r) => r.path.endsWith("dialogs/session-award.hbs"))?.context).toMatchObject({ award: 3, min: 1, max: 5 });
  });

  it("refuses an award outside 1 to 5 and changes nothing", async () => {
    const { t, rana, closeSession } = await board();
    t.asUser("gm");
    t.answer({ award: 7 });
    await closeSession(rana as never);
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Advancement.badAward"]);
    expect(rana.system.advancement.points).toBe(5);
    expect(rana.system.heroPoints.value).toBe(0);
  });
});
