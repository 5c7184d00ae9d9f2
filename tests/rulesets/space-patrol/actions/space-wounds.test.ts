// @vitest-environment happy-dom
// A crewman's wounds at their station (Guide 6.14: a disadvantage "to every single Asset Task
// attempt") against stand-ins after a real init, with queued dice: each Wound Marker of the crewman
// at the station burdens their maneuver, scanner task, repair, fire and warp roll, rolled on the GM's
// client, and the cards name the cause.
import { describe, expect, it } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import { requestAs } from "../../../helpers/gm-requests";
import type { SpaceFireCardContext } from "../../../../src/rulesets/space-patrol/view/space-fire-card";
import type { SpaceManeuverCardContext } from "../../../../src/rulesets/space-patrol/view/space-maneuver-card";
import type { SpaceRepairCardContext } from "../../../../src/rulesets/space-patrol/view/space-repair-card";
import type { SpaceScanCardContext } from "../../../../src/rulesets/space-patrol/view/space-scan-card";
import type { SpaceWarpCardContext } from "../../../../src/rulesets/space-patrol/view/space-warp-card";

const WOUNDS_CAUSE = { key: "STARSKIRMISH.SpacePatrol.TaskSum.cause.woundMarkers", count: 1 };

describe("a wounded crewman's station tasks (Guide 6.14)", () => {
  it("puts a disadvantage per Wound Marker on the maneuver, the scanner task, the repair and the fire", async () => {
    // evade 15 + 2 + 1 = 18; identify 15 + 2 + 2 = 19 each; lock 15s; repair (Mechanics X) 20 + 0 + 1 = 21,
    // d100 50; the beam's two shots 20 and 1, then its damage dice
    const t = await spaceBattle([15, 15, 15, 15, 15, 20, 50, 20, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    for (const a of [t.ito, t.mori, t.kade, t.sol]) await t.mark(a, "sp-wound", 1);
    await t.mark(t.cutter, "sp-spacecraft-gunnery", 1);
    expect((await t.maneuverAs("player2", "evasiveManeuvers", "flight")).ok).toBe(true);
    expect(t.card<SpaceManeuverCardContext>("cards/space-maneuver.hbs")).toMatchObject({ roll: { total: 18, dt: 16, disadvantages: 1 }, success: true });
    // Mori's identification at DT 16; Rana, unhurt, locks at DT 12
    expect((await t.scanAs("identifyTarget", "tRaider", "tGull")).ok).toBe(true);
    const identify = t.card<SpaceScanCardContext>("cards/space-scan.hbs").rows[0]!;
    expect(identify).toMatchObject({ total: 19, dt: 16, disadvantages: 1 });
    expect(identify.dtCauses).toEqual([WOUNDS_CAUSE]);
    expect((await t.scanAs("targetLock", "tRaider", "tGull")).ok).toBe(true);
    expect(t.card<SpaceScanCardContext>("cards/space-scan.hbs").rows[0]).toMatchObject({ dt: 12, disadvantages: 0 });
    // Sol: Mechanics X and the wound, DT 24
    const repair = await import("../../../../src/rulesets/space-patrol/actions/space-repair");
    expect((await requestAs("player2", repair.SPACE_REPAIR_REQUEST, { sceneId: t.scene.id, tokenId: "tCutter", station: "engineering", marker: "sp-spacecraft-gunnery", covering: "no" })).ok).toBe(true);
    const repaired = t.card<SpaceRepairCardContext>("cards/space-repair.hbs");
    expect(repaired).toMatchObject({ total: 21, dt: 24, success: false });
    expect(repaired.dtCauses).toContainEqual(WOUNDS_CAUSE);
    // Kade: the evading ship's own fire, the Gunnery Marker the repair left, and the wound: DT 24
    expect((await t.fireAs("player2", "beam", "tGull:2")).ok).toBe(true);
    expect(t.card<SpaceFireCardContext>("cards/space-fire.hbs").targets[0]).toMatchObject({ baseDt: 12, dt: 24, disadvantages: 3 });
  });

  it("burdens the astrogator's warp roll, the card naming the wound and no markers", async () => {
    // 10 + Astrogation 2 + Computer 1 = 13 against DT 8 + 4 = 12
    const t = await spaceBattle([10]);
    await (t.rana as unknown as { update(d: object): Promise<unknown> }).update({ system: { assets: { astrogation: 2 } } });
    await (t.cutter as unknown as { update(d: object): Promise<unknown> }).update({ system: { astrogationComputer: 1 } });
    await t.mark(t.rana, "sp-wound", 1);
    const { SPACE_WARP_REQUEST } = await import("../../../../src/rulesets/space-patrol/actions/space-warp");
    const warp = () => requestAs("player1", SPACE_WARP_REQUEST, { sceneId: t.scene.id, tokenId: "tCutter", clear: "yes", covering: "no" });
    expect((await warp()).ok).toBe(true);
    await t.endTurn();
    await t.endTurn();
    expect((await warp()).ok).toBe(true);
    const card = t.card<SpaceWarpCardContext>("cards/space-warp.hbs");
    expect(card).toMatchObject({ total: 13, dt: 12, disadvantages: 1, success: true });
    expect(card.dtCauses).toEqual([WOUNDS_CAUSE]);
  });
});
