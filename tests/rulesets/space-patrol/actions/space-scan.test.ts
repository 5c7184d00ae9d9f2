// @vitest-environment happy-dom
// Identify Target and Target Lock at the table (Guide 7.6) against stand-ins after a real init, with
// queued dice: a player at a station asks, the GM's client rolls Scanners plus the Scanner Array for
// each targeted ship and records what the ship's side now knows on the Combat; a lock needs an
// identified target, is capped at the astrogator's Scanners, shows on the locked token and ends with
// the turn; a ship that fired last turn is easier to find; strangers and the wrong turn are refused.
import { describe, expect, it } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import { getProperty } from "../../../helpers/foundry/utils";
import { requestAs } from "../../../helpers/gm-requests";
import type { SpaceScanCardContext } from "../../../../src/rulesets/space-patrol/view/space-scan-card";
import type { SpaceTracking } from "../../../../src/rulesets/space-patrol/turn/space-tracking";

async function setup(faces: number[]) {
  const t = await spaceBattle(faces, { emptyAstrogation: true });
  const scan = await import("../../../../src/rulesets/space-patrol/actions/space-scan");
  const ask = (user: string, task: string, ...targets: string[]) => requestAs(user, scan.SPACE_SCAN_REQUEST, { sceneId: t.scene.id, tokenId: "tCutter", task, targets: targets.join(","), covering: "no" });
  const tracking = () => getProperty(t.combat.flags, "starskirmish.spSpaceTrack") as SpaceTracking | undefined;
  const card = () => t.card<SpaceScanCardContext>("cards/space-scan.hbs");
  return { ...t, scan, ask, tracking, card };
}

describe("identify and lock from the stations (Guide 7.6)", () => {
  it("lets the player at the intelligence station identify from the sheet's button, on the GM's client", async () => {
    // Raider 8 + 2 + 2 = 12 identified; Gull 7 + 4 = 11 not
    const t = await setup([8, 7]);
    t.stubs.actAs("player1");
    t.target(t.raider, t.gull);
    expect(await t.scan.scanTargets(t.cutter as never, "identifyTarget")).toBe(true);
    expect(t.tracking()?.identified).toEqual({ tCutter: ["tRaider"] });
    const c = t.card();
    expect(c.rows.map((r) => [r.target, r.total, r.dt, r.success])).toEqual([["Raider", 12, 12, true], ["Gull", 11, 12, false]]);
    expect(c.by).toBe("Mori");
  });

  it("locks only identified ships, as many as the astrogator's Scanners, shows the lock and ends it with the turn", async () => {
    const t = await setup([8, 14]);
    // nobody at astrogation: Scanners X, one lock at most (7.6), and the Gull is not identified
    expect(await t.ask("gm", "targetLock", "tRaider")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Scan.refused.notIdentified" });
    expect((await t.ask("player1", "identifyTarget", "tRaider")).ok).toBe(true);
    expect(await t.ask("gm", "targetLock", "tRaider", "tGull")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Scan.refused.notIdentified" });
    // 14 + X + 2 = 16 against DT 16: X is one disadvantage (SP-7), locked

    expect((await t.ask("gm", "targetLock", "tRaider")).ok).toBe(true);
    expect(t.tracking()?.locks.tCutter).toEqual({ round: 1, side: "players", targets: ["tRaider"], tried: ["tRaider"] });
    expect(t.markers(t.raider)["sp-spacecraft-locked"]).toBe(1);
    expect(t.card().rows[0]).toMatchObject({ total: 16, dt: 16, untrained: true, success: true });
    await t.endTurn();
    expect(t.markers(t.raider)["sp-spacecraft-locked"] ?? 0).toBe(0);
    expect(t.tracking()?.locks.tCutter).toBeUndefined();
    // identification stays
    expect(t.tracking()?.identified.tCutter).toEqual(["tRaider"]);
  });

  it("counts every lock tried this turn, failed ones too, tries no ship twice and fires at no ship whose lock failed", async () => {
    // both identified (10 + 2 + 2 = 14 each); the lock on the Raider 5 + X + 2 = 7 against DT 16 fails
    const t = await setup([10, 10, 5]);
    expect((await t.ask("player1", "identifyTarget", "tRaider", "tGull")).ok).toBe(true);
    expect((await t.ask("gm", "targetLock", "tRaider")).ok).toBe(true);
    expect(t.card().rows[0]).toMatchObject({ success: false });
    expect(t.tracking()?.locks.tCutter).toEqual({ round: 1, side: "players", targets: [], tried: ["tRaider"] });
    const rolls = t.rolled.length;
    // not tried again this turn, nor fired upon (7.6)
    expect(await t.ask("gm", "targetLock", "tRaider")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Scan.refused.lockTried" });
    expect(await t.fireAs("player2", "beam", "tRaider:2")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.SpaceFire.refused.lockFailed" });
    // Scanners X: one try a turn (at least 1), and the failed one was it, though asked for apart
    expect(await t.ask("gm", "targetLock", "tGull")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Scan.refused.tooManyLocks" });
    expect(t.rolled).toHaveLength(rolls);
    // a new turn, new tries
    await t.endTurn();
    await t.endTurn();
    expect(t.tracking()?.locks.tCutter).toBeUndefined();
  });

  it("gives an advantage against a ship that fired on its last turn", async () => {
    const t = await setup([5]);
    // the enemies' last turn was in round 0's order position: they act after the patrol, so round 0
    await t.combat.update({ "flags.starskirmish.spSpaceTrack": { identified: {}, locks: {}, fired: { tRaider: { round: 0, side: "enemies" } } } });
    // 5 + 2 + 2 = 9 against DT 12 - 4 = 8
    expect((await t.ask("player1", "identifyTarget", "tRaider")).ok).toBe(true);
    expect(t.card().rows[0]).toMatchObject({ dt: 8, fired: true, success: true });
  });

  it("refuses a stranger, a friendly target and the wrong side's turn", async () => {
    const t = await setup([]);
    expect(await t.ask("player2", "identifyTarget", "tRaider")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Scan.refused.notYours" });
    expect(await t.ask("player1", "identifyTarget", "tCutter")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Scan.refused.targets" });
    await t.endTurn();
    expect(await t.ask("player1", "identifyTarget", "tRaider")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Scan.refused.notYourTurn" });
    expect(t.rolled).toHaveLength(4);
  });
});
