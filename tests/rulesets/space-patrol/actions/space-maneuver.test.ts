// @vitest-environment happy-dom
// Maneuvers at the table (Guide 7.5) against stand-ins after a real init, with queued dice: each is
// rolled on the GM's client from its station and recorded for the turn, and space fire and the
// scanners read it: evading burdens the ship's own fire and, on success, the enemy's fire at it next
// turn; a failed boost gives its marker; a dark ship is unidentified and cannot fire; riding the wake
// blinds one's own scanners; coming to grips needs the enemy's hex; a failed shimsham can crash.
import { describe, expect, it } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import { getProperty } from "../../../helpers/foundry/utils";
import type { SpaceFireCardContext } from "../../../../src/rulesets/space-patrol/view/space-fire-card";
import type { SpaceManeuverCardContext } from "../../../../src/rulesets/space-patrol/view/space-maneuver-card";

const LOCKS = [15, 15, 15, 15];

async function setup(faces: number[]) {
  const t = await spaceBattle(faces);
  return {
    ...t,
    fireCard: () => t.card<SpaceFireCardContext>("cards/space-fire.hbs"),
    maneuverCard: () => t.card<SpaceManeuverCardContext>("cards/space-maneuver.hbs"),
  };
}

describe("maneuvers (Guide 7.5)", () => {
  it("evades: the pilot's roll, then the ship's own laser fire at a disadvantage", async () => {
    // evasive: 10 + Space Pilot 2 + Flight Computer 1 = 13 against 12; then locks; then one beam shot of 20
    const t = await setup([10, ...LOCKS, 20, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect((await t.maneuverAs("player2", "evasiveManeuvers", "flight")).ok).toBe(true);
    expect(t.maneuverCard()).toMatchObject({ roll: { total: 13, dt: 12 }, success: true, by: "Ito" });
    await t.lockBoth();
    expect((await t.fireAs("player2", "beam", "tGull:2")).ok).toBe(true);
    // one disadvantage: DT 16 (SP-5)
    expect(t.fireCard().targets[0]).toMatchObject({ baseDt: 12, dt: 16, disadvantages: 1 });
    // the same maneuver is made once a turn
    expect(await t.maneuverAs("player2", "evasiveManeuvers", "flight")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Maneuver.refused.again" });
  });

  it("burdens the enemy's fire at a ship that evaded on its last turn", async () => {
    // the patrol evades (13), the turn passes; the Raider identifies and locks (NPC 2 + array 1, 15s) and fires 20
    const t = await setup([10, 15, 15, 20, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect((await t.maneuverAs("player2", "evasiveManeuvers", "flight")).ok).toBe(true);
    await t.endTurn();
    const { requestAs } = await import("../../../helpers/gm-requests");
    const scan = await import("../../../../src/rulesets/space-patrol/actions/space-scan");
    const raider = t.item("weapon", "gun", { code: "A", spaceKind: "railGun", targets: 1, ammoPerTurn: 1, effective: { range: 10, penetration: 5, bonus: 0 } });
    t.give(t.raider, raider);
    for (const task of ["identifyTarget", "targetLock"]) expect((await requestAs("gm", scan.SPACE_SCAN_REQUEST, { sceneId: t.scene.id, tokenId: "tRaider", task, targets: "tCutter", covering: "no" })).ok).toBe(true);
    expect((await t.fireAs("gm", "gun", "tCutter:1", "tRaider")).ok).toBe(true);
    expect(t.fireCard().targets[0]).toMatchObject({ baseDt: 12, dt: 16, disadvantages: 1 });
  });

  it("gives a failed boost its marker, and a successful Boost Engines its extra hexes", async () => {
    // Boost Beam: 2 + Ship Drives 1 + S-Drive 1 = 4, failed: a Gunnery Marker; Boost Engines: 15 + 2 = 17, d4 3 + 1 special
    const t = await setup([2, 15, 3]);
    expect((await t.maneuverAs("player2", "boostBeam", "engineering")).ok).toBe(true);
    expect(t.markers(t.cutter)["sp-spacecraft-gunnery"]).toBe(1);
    // the engineer's one action is spent this turn (7.4): the next boost waits for the patrol's next turn
    expect(await t.maneuverAs("player2", "boostEngines", "engineering")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Station.refused.stationActed" });
    await t.endTurn();
    await t.endTurn();
    expect((await t.maneuverAs("player2", "boostEngines", "engineering")).ok).toBe(true);
    expect(t.maneuverCard()).toMatchObject({ success: true, extraHexes: 4 });
  });

  it("makes a dark ship unidentified and unable to fire", async () => {
    const t = await setup([15]);
    // the enemy had identified the cutter; going dark (15 + 2 = 17) takes that away
    const track = (getProperty(t.combat.flags, "starskirmish.spSpaceTrack") ?? {}) as Record<string, unknown>;
    await t.combat.update({ "flags.starskirmish.spSpaceTrack": { ...track, identified: { tCutter: ["tRaider", "tGull"], tRaider: ["tCutter"] } } });
    expect((await t.maneuverAs("player2", "goDark", "engineering")).ok).toBe(true);
    expect(getProperty(t.combat.flags, "starskirmish.spSpaceTrack.identified.tRaider")).toEqual([]);
    expect(await t.fireAs("player2", "beam", "tRaider:2")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.SpaceFire.refused.dark" });
    expect(await t.maneuverAs("player2", "evasiveManeuvers", "flight")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Maneuver.refused.dark" });
  });

  it("unidentifies a ship that evaded without firing as its turn ends, not one that fired or failed (7.6)", async () => {
    const enemyKnows = async (t: Awaited<ReturnType<typeof setup>>) => {
      const track = (getProperty(t.combat.flags, "starskirmish.spSpaceTrack") ?? {}) as Record<string, unknown>;
      await t.combat.update({ "flags.starskirmish.spSpaceTrack": { ...track, identified: { ...((track.identified ?? {}) as object), tRaider: ["tCutter"], tGull: ["tCutter"] } } });
    };
    const heldBy = (t: Awaited<ReturnType<typeof setup>>, ship: string) => getProperty(t.combat.flags, `starskirmish.spSpaceTrack.identified.${ship}`);
    // evades (10 + 3 = 13 against 12), fires nothing: unidentified once the turn ends, not before
    const quiet = await setup([10]);
    await enemyKnows(quiet);
    expect((await quiet.maneuverAs("player2", "evasiveManeuvers", "flight")).ok).toBe(true);
    expect(heldBy(quiet, "tRaider")).toEqual(["tCutter"]);
    await quiet.endTurn();
    expect([heldBy(quiet, "tRaider"), heldBy(quiet, "tGull")]).toEqual([[], []]);
    // evades, then fires its beam: still identified
    const firing = await setup([10, ...LOCKS, 20, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    await enemyKnows(firing);
    expect((await firing.maneuverAs("player2", "evasiveManeuvers", "flight")).ok).toBe(true);
    await firing.lockBoth();
    expect((await firing.fireAs("player2", "beam", "tGull:2")).ok).toBe(true);
    await firing.endTurn();
    expect(heldBy(firing, "tRaider")).toEqual(["tCutter"]);
    // the evasion fails (2 + 3 = 5): still identified (EVASION_UNIDENTIFIES_ON_SUCCESS)
    const failed = await setup([2]);
    await enemyKnows(failed);
    expect((await failed.maneuverAs("player2", "evasiveManeuvers", "flight")).ok).toBe(true);
    expect(failed.maneuverCard()).toMatchObject({ success: false });
    await failed.endTurn();
    expect(heldBy(failed, "tRaider")).toEqual(["tCutter"]);
  });

  it("refuses a maneuver after any other action of the ship's turn, not after another maneuver (7.5)", async () => {
    // identify 10; next turn: evade 10, Boost Engines 2 (failed: a Drive Marker), identify 10
    const t = await setup([10, 10, 2, 10]);
    expect((await t.scanAs("identifyTarget", "tRaider")).ok).toBe(true);
    expect(await t.maneuverAs("player2", "evasiveManeuvers", "flight")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Maneuver.refused.notFirst" });
    await t.endTurn();
    await t.endTurn();
    expect((await t.maneuverAs("player2", "evasiveManeuvers", "flight")).ok).toBe(true);
    expect((await t.maneuverAs("player2", "boostEngines", "engineering")).ok).toBe(true);
    expect((await t.scanAs("identifyTarget", "tGull")).ok).toBe(true);
    expect(await t.maneuverAs("player1", "boostField", "astrogation")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Maneuver.refused.notFirst" });
  });

  it("blinds the ship's own scanners after riding the wake, and needs the enemy's hex to try it", async () => {
    const t = await setup([15]);
    expect(await t.maneuverAs("player2", "rideTheWake", "flight", "tRaider")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Maneuver.refused.sameHex" });
    t.place(t.cutter, 3, "tCutter");
    expect((await t.maneuverAs("player2", "rideTheWake", "flight", "tRaider")).ok).toBe(true);
    // Space Pilot 2 against the Raider's NPC pilot 2: no advantage either way
    expect(t.maneuverCard().compare).toEqual({ asset: "STARSKIRMISH.SpacePatrol.Asset.spacePilot", own: { key: "STARSKIRMISH.SpacePatrol.Asset.levelN", level: "2" }, enemy: { key: "STARSKIRMISH.SpacePatrol.Asset.levelN", level: "2" }, effect: "STARSKIRMISH.SpacePatrol.Maneuver.compareEffect.even" });
    expect(await t.scanAs("identifyTarget", "tRaider")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Scan.refused.noScanners" });
  });

  it("crashes a failed shimsham that fails to avoid the body, its damage landing on the ship", async () => {
    // shimsham 2 + 3 = 5 against 16 (Tactics compared: Ito X < NPC 2, one disadvantage: 20); avoid 1 + 3 = 4 against 12; crash 6 + 6 + 6
    const t = await setup([2, 1, 6, 6, 6]);
    expect((await t.maneuverAs("player2", "asteroidShimsham", "flight", "tRaider")).ok).toBe(true);
    const c = t.maneuverCard();
    expect(c).toMatchObject({ success: false, avoid: { roll: { d20: 1, total: 4, dt: 12 }, success: false } });
    // Tactics compared, Ito's X against the NPC's 2: the disadvantage that took the DT from 16 to 20
    expect(c.compare).toMatchObject({ asset: "STARSKIRMISH.SpacePatrol.Asset.tactics", own: { key: "STARSKIRMISH.SpacePatrol.Asset.levelX", level: "X" }, effect: "STARSKIRMISH.SpacePatrol.Maneuver.compareEffect.disadvantage" });
    expect(c.roll).toMatchObject({ baseDt: 16, dt: 20, disadvantages: 1 });
    expect(c.roll.terms.map((x) => x.value).reduce((a, b) => a + b, c.roll.d20)).toBe(c.roll.total);
    expect(c.crash).toHaveLength(1);
    expect(Object.values(t.markers(t.cutter)).some((n) => n > 0)).toBe(true);
  });
});
