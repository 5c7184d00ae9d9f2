// @vitest-environment happy-dom
// Warp (Guide 7.7) on stand-ins after a real init, with queued dice: the astrogator sets the course in
// one turn and energizes the drive in the ship's next, rolling DT 8 Astrogation with the Astrogation
// Computer; on a success the ship leaves the battle as the next enemy turn ends (its combatant goes,
// its token is hidden); on a failure it waits six turns. A maneuver in either turn, a third Drive
// Marker, or a ship too near a body is refused.
import { describe, expect, it } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import { requestAs } from "../../../helpers/gm-requests";
import type { SpaceWarpCardContext } from "../../../../src/rulesets/space-patrol/view/space-warp-card";

async function setup(faces: number[] = []) {
  const t = await spaceBattle(faces);
  // Rana's Astrogation 2, the cutter's Astrogation Computer 1 (the Guide prints no ship's figures)
  await (t.rana as unknown as { update(d: object): Promise<unknown> }).update({ system: { assets: { astrogation: 2 } } });
  await (t.cutter as unknown as { update(d: object): Promise<unknown> }).update({ system: { astrogationComputer: 1 } });
  const { SPACE_WARP_REQUEST } = await import("../../../../src/rulesets/space-patrol/actions/space-warp");
  const warpAs = (user: string, clear = "yes") => requestAs(user, SPACE_WARP_REQUEST, { sceneId: t.scene.id, tokenId: "tCutter", clear, covering: "no" });
  const warpCard = () => t.card<SpaceWarpCardContext>("cards/space-warp.hbs");
  /** The enemies' turn, then the patrol's next. */
  const nextPatrolTurn = async () => {
    await t.endTurn();
    await t.endTurn();
  };
  return { ...t, warpAs, warpCard, nextPatrolTurn };
}

describe("warp (Guide 7.7)", () => {
  it("sets the course, then energizes and rolls in the next turn, and leaves as the next enemy turn ends", async () => {
    // the warp roll: 10 + 2 + 1 = 13 against DT 8
    const t = await setup([10]);
    expect(await t.warpAs("player1")).toEqual({ ok: true });
    expect(t.warpCard()).toMatchObject({ rolled: false, outcomeKey: "STARSKIRMISH.SpacePatrol.Warp.courseSet" });
    expect(await t.warpAs("player1")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Warp.refused.courseSet" });
    await t.nextPatrolTurn();
    expect(await t.warpAs("player1")).toEqual({ ok: true });
    expect(t.warpCard()).toMatchObject({ rolled: true, die: 10, total: 13, dt: 8, success: true, outcomeKey: "STARSKIRMISH.SpacePatrol.Warp.success" });
    // the enemies' turn: the cutter is still there to be shot at
    await t.endTurn();
    expect(t.combat.combatants.contents.map((c) => c.id)).toContain("cCutter");
    // as it ends, the cutter is gone
    await t.endTurn();
    expect(t.combat.combatants.contents.map((c) => c.id)).not.toContain("cCutter");
    expect((t.tokenOf(t.cutter).document as unknown as { hidden: boolean }).hidden).toBe(true);
    expect(t.card<{ ship: string }>("cards/space-warped.hbs").ship).toBe("Cutter");
  });

  it("counts the Drive and Astrogation Markers against the roll, and makes a failed ship wait six turns", async () => {
    // 7 + 2 + 1 = 10 against 8 + 4 + 4 = 16 (one marker of each): failed
    const t = await setup([7]);
    await t.mark(t.cutter, "sp-spacecraft-drive", 1);
    await t.mark(t.cutter, "sp-spacecraft-astrogation", 1);
    expect(await t.warpAs("player1")).toEqual({ ok: true });
    await t.nextPatrolTurn();
    expect(await t.warpAs("player1")).toEqual({ ok: true });
    expect(t.warpCard()).toMatchObject({ dt: 16, disadvantages: 2, success: false, retry: 8 });
    await t.nextPatrolTurn();
    expect(await t.warpAs("player1")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Warp.refused.retry" });
  });

  it("refuses a ship that maneuvered while preparing, one with a third Drive Marker, and one near a body", async () => {
    const t = await setup([15]);
    expect(await t.warpAs("player1", "no")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Warp.refused.nearBody" });
    expect(await t.warpAs("player1")).toEqual({ ok: true });
    // in the next turn, the pilot evades before the drive is energized (a maneuver comes first, 7.5)
    await t.nextPatrolTurn();
    expect((await t.maneuverAs("player2", "evasiveManeuvers", "flight")).ok).toBe(true);
    expect(await t.warpAs("player1")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Warp.refused.maneuvered" });
    await t.mark(t.cutter, "sp-spacecraft-drive", 3);
    await t.nextPatrolTurn();
    expect(await t.warpAs("player1")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Warp.refused.driveMarkers" });
    expect(await t.warpAs("player2")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Warp.refused.notYours" });
  });

  it("refuses a ship whose Astrogation Markers bring the computer's code below 0 (7.12), even with only two", async () => {
    const t = await setup([15]);
    // computer 1, two markers: code -1, though 7.7 allows two markers
    await t.mark(t.cutter, "sp-spacecraft-astrogation", 2);
    expect(await t.warpAs("player1")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Warp.refused.astrogationCode" });
    // a marker taken off brings the code back to 0: the course may be set
    await t.mark(t.cutter, "sp-spacecraft-astrogation", -1);
    expect(await t.warpAs("player1")).toEqual({ ok: true });
  });
});
