// @vitest-environment happy-dom
// Analyze Target, Electronic Jam and Scan for Life Signs at the table (Guide 7.6) against stand-ins
// after a real init, with queued dice: each aims at one ship from its station (intelligence,
// intelligence, medical); the two scanner arrays give advantages to analysis and jamming; each fact
// past the first is a disadvantage; a jam reaches 10 hexes and blinds the jammed ship's scanners and
// comms on its next turn only.
import { describe, expect, it } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import { getProperty } from "../../../helpers/foundry/utils";
import { requestAs } from "../../../helpers/gm-requests";
import type { SpaceScanCardContext } from "../../../../src/rulesets/space-patrol/view/space-scan-card";
import type { SpaceTracking } from "../../../../src/rulesets/space-patrol/turn/space-tracking";

async function setup(faces: number[]) {
  // Rana sits at the medical station, Mori (Scanners 2) at intelligence; the Cutter's array is 2, the Raider's 1
  const t = await spaceBattle(faces, { emptyAstrogation: true });
  const scan = await import("../../../../src/rulesets/space-patrol/actions/space-scan");
  const ask = (user: string, task: string, targets: string, extra: Record<string, string> = {}, ship = "tCutter") =>
    requestAs(user, scan.SPACE_SCAN_REQUEST, { sceneId: t.scene.id, tokenId: ship, task, targets, covering: "no", ...extra });
  const tracking = () => getProperty(t.combat.flags, "starskirmish.spSpaceTrack") as SpaceTracking | undefined;
  const card = () => t.card<SpaceScanCardContext>("cards/space-scan.hbs");
  return { ...t, scan, ask, tracking, card };
}

describe("the other scanner tasks (Guide 7.6)", () => {
  it("analyzes one ship for three facts: two disadvantages, one advantage for the better array", async () => {
    // 8 + 2 + 2 = 12 against DT 8 + 8 - 4 = 12
    const t = await setup([8]);
    expect(await t.ask("player1", "analyzeTarget", "tRaider", { facts: "3" })).toEqual({ ok: true });
    const c = t.card();
    expect(c.rows[0]).toMatchObject({ target: "Raider", total: 12, baseDt: 8, dt: 12, success: true, outcomeKey: "STARSKIRMISH.SpacePatrol.Scan.outcome.analyzeTarget.success" });
    expect([c.facts, c.factDisadvantages, c.arrays]).toEqual([3, 2, { own: 2, target: 1 }]);
    expect(c.by).toBe("Mori");
    // nothing is recorded: what it learned is the Space Judge's to tell
    expect(t.tracking()?.identified).toEqual({});
  });

  it("refuses two targets, an impossible number of facts, and a second action at the station", async () => {
    const t = await setup([8]);
    expect(await t.ask("player1", "analyzeTarget", "tRaider,tGull")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Scan.refused.oneTarget" });
    expect(await t.ask("player1", "analyzeTarget", "tRaider", { facts: "7" })).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Scan.refused.facts" });
    expect(await t.ask("player1", "analyzeTarget", "tRaider", { facts: "0" })).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Scan.refused.facts" });
    expect((await t.ask("player1", "analyzeTarget", "tRaider")).ok).toBe(true);
    expect((await t.ask("player1", "electronicJam", "tRaider")).ok).toBe(false);
  });

  it("jams the Raider: on the enemies' next turn it cannot scan, and the jam is over after it", async () => {
    // 8 + 2 + 2 = 12 against DT 16 - 4 (arrays 2 against 1); then the Raider's d20 of 15 in round 2
    const t = await setup([8, 15]);
    expect(await t.ask("player1", "electronicJam", "tRaider")).toEqual({ ok: true });
    expect(t.card().rows[0]).toMatchObject({ dt: 12, total: 12, success: true });
    expect(t.tracking()?.jammed).toEqual({ tRaider: { round: 1, side: "enemies" } });
    await t.endTurn();
    expect(await t.ask("gm", "identifyTarget", "tCutter", {}, "tRaider")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Scan.refused.jammed" });
    await t.endTurn();
    await t.endTurn();
    // round 2, the enemies' turn again: the jam has passed
    expect((await t.ask("gm", "identifyTarget", "tCutter", {}, "tRaider")).ok).toBe(true);
  });

  it("reaches no further than 10 hexes", async () => {
    const t = await setup([]);
    t.place(t.gull, 11, "tGull");
    expect(await t.ask("player1", "electronicJam", "tGull")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Scan.refused.jamRange" });
  });

  it("scans for life signs from the medical station", async () => {
    // Rana at medical: 3 + 2 + 2 = 7 against DT 8
    const t = await setup([3]);
    expect(await t.ask("player1", "scanForLifeSigns", "tGull")).toEqual({ ok: true });
    expect(t.card().rows[0]).toMatchObject({ target: "Gull", total: 7, dt: 8, success: false, outcomeKey: "STARSKIRMISH.SpacePatrol.Scan.outcome.scanForLifeSigns.failure" });
    expect(t.card().by).toBe("Rana");
    expect(t.card().arrays).toBeNull();
  });
});
