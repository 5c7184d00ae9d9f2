// @vitest-environment happy-dom
// Surprise in space (Guide 7.2) against stand-ins after a real init, with queued dice: the side that
// surprised the other makes every task with an advantage in its first turn, the station tasks rolled
// on the GM's client (a maneuver, a scanner task, a repair) as its fire does; the surprised side's
// turn and the surprising side's next turn roll without it.
import { describe, expect, it } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import { requestAs } from "../../../helpers/gm-requests";
import type { SpaceManeuverCardContext } from "../../../../src/rulesets/space-patrol/view/space-maneuver-card";
import type { SpaceRepairCardContext } from "../../../../src/rulesets/space-patrol/view/space-repair-card";
import type { SpaceScanCardContext } from "../../../../src/rulesets/space-patrol/view/space-scan-card";

const SURPRISE_CAUSE = "STARSKIRMISH.SpacePatrol.TaskSum.cause.surprise";

async function setup(faces: number[]) {
  const t = await spaceBattle(faces);
  // the patrol's scanners caught the enemies unawares: the patrol acts first, with the surprise
  const store = await import("../../../../src/rulesets/space-patrol/turn/side-turn-store");
  await store.writeState(t.combat as never, { ...store.readState(t.combat as never)!, surprise: "enemiesSurprised", first: "players" });
  const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
  await adjustMarker(t.cutter as never, markerDefinition("sp-spacecraft-gunnery")!, 1);
  const repair = await import("../../../../src/rulesets/space-patrol/actions/space-repair");
  const scan = await import("../../../../src/rulesets/space-patrol/actions/space-scan");
  return {
    ...t,
    repairAs: (user: string, station: string, marker: string) => requestAs(user, repair.SPACE_REPAIR_REQUEST, { sceneId: t.scene.id, tokenId: "tCutter", station, marker, covering: "no" }),
    raiderIdentifies: () => requestAs("gm", scan.SPACE_SCAN_REQUEST, { sceneId: t.scene.id, tokenId: "tRaider", task: "identifyTarget", targets: "tCutter", covering: "no" }),
    maneuverCard: () => t.card<SpaceManeuverCardContext>("cards/space-maneuver.hbs"),
    repairCard: () => t.card<SpaceRepairCardContext>("cards/space-repair.hbs"),
    scanCard: () => t.card<SpaceScanCardContext>("cards/space-scan.hbs"),
  };
}

describe("surprise in space (Guide 7.2)", () => {
  it("gives every station task of the surprising side's first turn an advantage, and no other turn's", async () => {
    // evade 5 + 2 + 1 = 8; identify 10 + 2 + 2 = 14; repair (Mechanics X) 15 + 0 + 1 = 16;
    // the Raider's identify 15 + 2 + 1 = 18; the patrol's next evasion 5 + 2 + 1 = 8
    const t = await setup([5, 10, 15, 15, 5]);
    expect((await t.maneuverAs("player2", "evasiveManeuvers", "flight")).ok).toBe(true);
    expect(t.maneuverCard()).toMatchObject({ roll: { total: 8, baseDt: 12, dt: 8, advantages: 1 }, success: true });
    expect((await t.scanAs("identifyTarget", "tRaider")).ok).toBe(true);
    const row = t.scanCard().rows[0]!;
    expect(row).toMatchObject({ total: 14, baseDt: 12, dt: 8, advantages: 1 });
    expect(row.dtCauses).toContainEqual({ key: SURPRISE_CAUSE, count: 1 });
    // Mechanics X's disadvantage and the surprise's advantage cancel: DT 16
    expect((await t.repairAs("player2", "engineering", "sp-spacecraft-gunnery")).ok).toBe(true);
    expect(t.repairCard()).toMatchObject({ total: 16, baseDt: 16, dt: 16, success: true });
    expect(t.repairCard().dtCauses).toContainEqual({ key: SURPRISE_CAUSE, count: 1 });
    // the surprised side's first turn has none
    await t.endTurn();
    expect((await t.raiderIdentifies()).ok).toBe(true);
    expect(t.scanCard().rows[0]).toMatchObject({ baseDt: 12, dt: 12, advantages: 0 });
    // nor has the patrol's second turn
    await t.endTurn();
    expect((await t.maneuverAs("player2", "evasiveManeuvers", "flight")).ok).toBe(true);
    expect(t.maneuverCard()).toMatchObject({ roll: { total: 8, dt: 12, advantages: 0 }, success: false });
  });
});
