// @vitest-environment happy-dom
// The Tactics Pool in space (Guide 7.3) against stand-ins after a real init, with queued dice: a
// point spent on a scanner roll after it is rolled, by either side, at most 3 a side per roll, while
// its turn runs; only the player of a ship's captain spends his side's points (the GM the others');
// a spend that turns the roll gives or takes back what it gave, on the GM's client.
import { describe, expect, it } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import { getProperty } from "../../../helpers/foundry/utils";
import { requestAs } from "../../../helpers/gm-requests";
import type { SpaceScanCardContext } from "../../../../src/rulesets/space-patrol/view/space-scan-card";
import type { SpaceManeuverCardContext } from "../../../../src/rulesets/space-patrol/view/space-maneuver-card";
import type { SpaceTracking } from "../../../../src/rulesets/space-patrol/turn/space-tracking";

async function setup(faces: number[]) {
  const t = await spaceBattle(faces);
  const tactics = await import("../../../../src/rulesets/space-patrol/turn/space-tactics");
  const scanCard = () => t.messages.filter((m) => m.system.kind === "spSpaceScan").at(-1)!;
  const spend = (user: string, side: string, points: number, row = 0) => requestAs(user, tactics.SPACE_TACTICS_REQUEST, { messageId: scanCard().id, row, side, points });
  const tracking = () => getProperty(t.combat.flags, "starskirmish.spSpaceTrack") as SpaceTracking;
  const pools = () => getProperty(t.combat.flags, "starskirmish.spSideTurn.pools") as Record<string, number>;
  const scanView = () => t.card<SpaceScanCardContext>("cards/space-scan.hbs");
  return { ...t, spend, tracking, pools, scanView };
}

describe("the Tactics Pool in space (Guide 7.3)", () => {
  it("lets the captain's player turn a failed identification, the GM spend against it, and stops at 3 a side", async () => {
    // Mori: 6 + Scanners 2 + Scanner Array 2 = 10 against DT 12
    const t = await setup([6]);
    expect((await t.scanAs("identifyTarget", "tRaider")).ok).toBe(true);
    expect(t.tracking().identified.tCutter ?? []).toEqual([]);
    const before = t.pools();
    // Ito's player plays no captain: Rana, appointed (1.5), is the cutter's captain
    expect(await t.spend("player2", "players", 1)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Tactics.captainsOnly" });
    expect(await t.spend("player1", "enemies", -1)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Tactics.captainsOnly" });
    expect((await t.spend("player1", "players", 1)).ok).toBe(true);
    expect((await t.spend("player1", "players", 1)).ok).toBe(true);
    // 10 + 2 = 12: identified now
    expect(t.tracking().identified.tCutter).toEqual(["tRaider"]);
    expect(t.scanView().rows[0]).toMatchObject({ total: 12, success: true });
    expect(t.scanView().rows[0]!.terms.at(-1)).toEqual({ sign: "+", key: "STARSKIRMISH.SpacePatrol.TaskSum.tactics", value: 2 });
    // the GM spends the enemies' point against it: 11, and the identification is taken back
    expect((await t.spend("gm", "enemies", -1)).ok).toBe(true);
    expect(t.tracking().identified.tCutter).toEqual([]);
    expect((await t.spend("player1", "players", 1)).ok).toBe(true);
    expect(t.tracking().identified.tCutter).toEqual(["tRaider"]);
    expect(await t.spend("player1", "players", 1)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Tactics.limit" });
    expect(t.pools()).toEqual({ ...before, players: before.players! - 3, enemies: before.enemies! - 1 });
  });

  it("gives a lock and its marker when a spend makes the roll", async () => {
    // identify 15; lock 7 + 2 + 2 = 11 against DT 12
    const t = await setup([15, 7]);
    expect((await t.scanAs("identifyTarget", "tRaider")).ok).toBe(true);
    expect((await t.scanAs("targetLock", "tRaider")).ok).toBe(true);
    expect(t.markers(t.raider)["sp-spacecraft-locked"] ?? 0).toBe(0);
    expect((await t.spend("player1", "players", 1)).ok).toBe(true);
    expect(t.tracking().locks.tCutter?.targets).toEqual(["tRaider"]);
    expect(t.markers(t.raider)["sp-spacecraft-locked"]).toBe(1);
  });

  it("is spent only while the roll's turn runs", async () => {
    const t = await setup([6]);
    expect((await t.scanAs("identifyTarget", "tRaider")).ok).toBe(true);
    await t.endTurn();
    expect(await t.spend("gm", "enemies", -1)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Tactics.turnOver" });
  });

  it("refuses a spend on a scanner card a player posted himself", async () => {
    const t = await setup([]);
    t.cutter.ownership = { default: 0, player1: 3 };
    t.stubs.actAs("player1");
    const { postCard } = await import("../../../../src/system/cards/post-card");
    const { SP_SPACE_SCAN_CARD } = await import("../../../../src/rulesets/space-patrol/cards/space");
    const row = { tokenId: "tRaider", name: "Raider", dt: 12, asset: "2", equipment: 2, advantages: 0, disadvantages: 0, d20: 7, fired: false, known: false };
    const payload = { task: "identifyTarget", shipTokenId: "tCutter", round: 1, side: "players", by: "", covering: false, array: 2, electronicsMarkers: 0, facts: 1, targetArray: 1, surprise: 0, wounds: 0, rows: [row], tactics: [] } as const;
    const { scanCardFromRecord } = await import("../../../../src/rulesets/space-patrol/view/space-scan-record-card");
    await postCard(SP_SPACE_SCAN_CARD, { actor: t.cutter as never, payload, context: scanCardFromRecord("Cutter", payload, ["players", "enemies"]) });
    expect(await t.spend("player1", "players", 1)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Tactics.badCard" });
    expect(t.tracking()?.identified?.tCutter ?? []).toEqual([]);
  });

  it("turns a maneuver: an evasion made by a captain's point (7.3, 7.5)", async () => {
    // Ito's evasion: 8 + Space Pilot 2 + Flight Computer 1 = 11 against DT 12
    const t = await setup([8]);
    expect((await t.maneuverAs("player2", "evasiveManeuvers", "flight")).ok).toBe(true);
    const maneuverCard = () => t.messages.filter((m) => m.system.kind === "spSpaceManeuver").at(-1)!;
    const { MANEUVER_TACTICS_REQUEST } = await import("../../../../src/rulesets/space-patrol/turn/maneuver-tactics");
    const spendOn = (user: string, side: "players" | "enemies", points: 1 | -1) => requestAs(user, MANEUVER_TACTICS_REQUEST, { messageId: maneuverCard().id, row: 0, side, points });
    expect(t.tracking().maneuvers?.tCutter?.map((m) => m.success)).toEqual([false]);
    expect(await spendOn("player2", "players", 1)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Tactics.captainsOnly" });
    expect((await spendOn("player1", "players", 1)).ok).toBe(true);
    expect(t.tracking().maneuvers?.tCutter?.map((m) => [m.key, m.success])).toEqual([["evasiveManeuvers", true]]);
    const card = t.card<SpaceManeuverCardContext>("cards/space-maneuver.hbs");
    expect(card).toMatchObject({ success: true, roll: { total: 12 } });
    expect(card.roll.terms.at(-1)).toEqual({ sign: "+", key: "STARSKIRMISH.SpacePatrol.TaskSum.tactics", value: 1 });
  });

  it("takes back a failed boost's marker when a point makes it, and refuses a maneuver that rolled more dice", async () => {
    // Sol boosts the field with Electronics X (one disadvantage, SP-7) and the Astrogation Computer 0:
    // 18 against DT 16 + 4 = 20, failed, an Astrogation Marker (7.5)
    const t = await setup([18]);
    const { MANEUVER_TACTICS_REQUEST } = await import("../../../../src/rulesets/space-patrol/turn/maneuver-tactics");
    const maneuverCard = () => t.messages.filter((m) => m.system.kind === "spSpaceManeuver").at(-1)!;
    const spendOn = (user: string, side: "players" | "enemies", points: 1 | -1) => requestAs(user, MANEUVER_TACTICS_REQUEST, { messageId: maneuverCard().id, row: 0, side, points });
    expect((await t.maneuverAs("player2", "boostField", "engineering")).ok).toBe(true);
    expect(t.card<SpaceManeuverCardContext>("cards/space-maneuver.hbs")).toMatchObject({ roll: { total: 18, dt: 20 }, success: false });
    expect(t.markers(t.cutter)["sp-spacecraft-astrogation"]).toBe(1);
    expect((await spendOn("gm", "players", 1)).ok).toBe(true);
    expect(t.markers(t.cutter)["sp-spacecraft-astrogation"]).toBe(1);
    expect((await spendOn("gm", "players", 1)).ok).toBe(true);
    // 20: made, and the marker it gave is gone
    expect(t.markers(t.cutter)["sp-spacecraft-astrogation"] ?? 0).toBe(0);
    expect(t.tracking().maneuvers?.tCutter?.find((m) => m.key === "boostField")?.success).toBe(true);
    // the enemies' point against it fails it again, and the marker comes back
    expect((await spendOn("gm", "enemies", -1)).ok).toBe(true);
    expect(t.markers(t.cutter)["sp-spacecraft-astrogation"]).toBe(1);
  });

  it("makes a Boost Engines with a point: its 1d4 is rolled then, its Drive Marker goes; a point against fails it again (7.3, 7.5)", async () => {
    // Sol boosts the engines: 9 + Ship Drives 1 + S-Drive 1 = 11 against DT 12; then the 1d4 shows 3
    const t = await setup([9, 3]);
    const { MANEUVER_TACTICS_REQUEST } = await import("../../../../src/rulesets/space-patrol/turn/maneuver-tactics");
    const maneuverCard = () => t.messages.filter((m) => m.system.kind === "spSpaceManeuver").at(-1)!;
    const spendOn = (user: string, side: "players" | "enemies", points: 1 | -1) => requestAs(user, MANEUVER_TACTICS_REQUEST, { messageId: maneuverCard().id, row: 0, side, points });
    expect((await t.maneuverAs("player2", "boostEngines", "engineering")).ok).toBe(true);
    const first = t.card<SpaceManeuverCardContext>("cards/space-maneuver.hbs").roll;
    expect(first.success).toBe(false);
    expect(t.markers(t.cutter)["sp-spacecraft-drive"]).toBe(1);
    // the 1d4 is not rolled for a failure
    expect(t.facesLeft()).toBe(1);
    for (let n = first.total; n < first.dt; n++) expect((await spendOn("player1", "players", 1)).ok).toBe(true);
    expect(t.markers(t.cutter)["sp-spacecraft-drive"] ?? 0).toBe(0);
    expect(t.facesLeft()).toBe(0);
    const boost = () => t.tracking().maneuvers?.tCutter?.find((m) => m.key === "boostEngines");
    expect([boost()?.success, boost()?.hexes]).toEqual([true, 3]);
    // the raiders' captain has no Tactics: the GM gives their side a pool to spend here
    await t.combat.update({ "flags.starskirmish.spSideTurn.pools.enemies": 3 });
    expect((await spendOn("gm", "enemies", -1)).ok).toBe(true);
    expect([boost()?.success, boost()?.hexes]).toEqual([false, undefined]);
    expect(t.markers(t.cutter)["sp-spacecraft-drive"]).toBe(1);
    expect(t.card<SpaceManeuverCardContext>("cards/space-maneuver.hbs")).toMatchObject({ roll: { total: 11 }, success: false });
  });

  it("takes a dark ship's identifications away when a point makes it dark, and gives them back when a point fails it (7.3, 7.5)", async () => {
    // Sol goes dark: 9 + Ship Drives 1 + S-Drive 1 = 11 against DT 12
    const t = await setup([9]);
    const { MANEUVER_TACTICS_REQUEST } = await import("../../../../src/rulesets/space-patrol/turn/maneuver-tactics");
    const maneuverCard = () => t.messages.filter((m) => m.system.kind === "spSpaceManeuver").at(-1)!;
    const spendOn = (user: string, side: "players" | "enemies", points: 1 | -1) => requestAs(user, MANEUVER_TACTICS_REQUEST, { messageId: maneuverCard().id, row: 0, side, points });
    // both raiders have identified the cutter
    await t.combat.update({ "flags.starskirmish.spSpaceTrack.identified": { tRaider: ["tCutter"], tGull: ["tCutter"] } });
    expect((await t.maneuverAs("player2", "goDark", "engineering")).ok).toBe(true);
    expect(t.tracking().identified).toMatchObject({ tRaider: ["tCutter"], tGull: ["tCutter"] });
    expect((await spendOn("player1", "players", 1)).ok).toBe(true);
    expect(t.tracking().identified).toMatchObject({ tRaider: [], tGull: [] });
    await t.combat.update({ "flags.starskirmish.spSideTurn.pools.enemies": 3 });
    expect((await spendOn("gm", "enemies", -1)).ok).toBe(true);
    expect(t.tracking().identified).toMatchObject({ tRaider: ["tCutter"], tGull: ["tCutter"] });
  });

  it("holds a task card rolled in a space battle to the same rule: only a captain's player spends (7.3)", async () => {
    // Ito's Space Pilot task: 9 + 2 = 11 against DT 12
    const t = await setup([9]);
    const { rollAssetTask } = await import("../../../../src/rulesets/space-patrol/actions/asset-task");
    const { SIDE_TURN_REQUEST } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-query");
    t.stubs.actAs("player2");
    await rollAssetTask(t.ito as never, "spacePilot");
    const message = t.messages.filter((m) => m.system.kind === "spTask").at(-1)!;
    const spendAs = (user: string) => requestAs(user, SIDE_TURN_REQUEST, { action: "tactics", messageId: message.id, side: "players", points: 1 });
    expect(await spendAs("player2")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Tactics.captainsOnly" });
    expect((await spendAs("player1")).ok).toBe(true);
  });
});
