// @vitest-environment happy-dom
// Repairs aboard (Guide 7.13) against stand-ins after a real init, with queued dice: the engineer
// rolls DT 16 with the table's asset and the S-Drive's drones on the GM's client, a success takes the
// marker off, a first failure may (25% on a d100) leave the system to EVA and its tool kit, a station
// the table does not name is refused, and in a battle it waits for the ship's turn.
import { describe, expect, it } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import type { SpaceRepairCardContext } from "../../../../src/rulesets/space-patrol/view/space-repair-card";

async function setup(faces: number[]) {
  const t = await spaceBattle(faces);
  const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
  for (const id of ["sp-spacecraft-gunnery", "sp-spacecraft-drive"]) await adjustMarker(t.cutter as never, markerDefinition(id)!, 1);
  const { requestAs } = await import("../../../helpers/gm-requests");
  const repair = await import("../../../../src/rulesets/space-patrol/actions/space-repair");
  const ask = (user: string, station: string, marker: string) => requestAs(user, repair.SPACE_REPAIR_REQUEST, { sceneId: t.scene.id, tokenId: "tCutter", station, marker, covering: "no" });
  return { ...t, ask, card: () => t.card<SpaceRepairCardContext>("cards/space-repair.hbs") };
}

describe("repairs (Guide 7.13)", () => {
  it("takes a Gunnery Marker off on a success: Mechanics X is one disadvantage, the drones add the S-Drive", async () => {
    // 20 + 0 + S-Drive 1 = 21 against DT 16 + 4 = 20
    const t = await setup([20]);
    expect((await t.ask("player2", "engineering", "sp-spacecraft-gunnery")).ok).toBe(true);
    expect(t.card()).toMatchObject({ total: 21, dt: 20, untrained: true, success: true, equipment: 1 });
    expect(t.markers(t.cutter)["sp-spacecraft-gunnery"] ?? 0).toBe(0);
  });

  it("leaves a failed system to EVA on a d100 of 25 or less, and the next attempt uses the tool kit", async () => {
    // Ship's Drives 1: 5 + 1 + 1 = 7, failed; d100 20: EVA from now on; then 19 + 1 + 0 = 20
    const t = await setup([5, 20, 19]);
    expect((await t.ask("player2", "engineering", "sp-spacecraft-drive")).ok).toBe(true);
    // the card shows the d100 that decided it
    expect(t.card()).toMatchObject({ success: false, evaRoll: { d100: 20, chance: 25, needsEva: true } });
    expect(t.markers(t.cutter)["sp-spacecraft-drive"]).toBe(1);
    // one repair is the engineer's action for the turn (7.4): the next waits for the patrol's next turn
    expect(await t.ask("player2", "engineering", "sp-spacecraft-drive")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Station.refused.stationActed" });
    await t.endTurn();
    await t.endTurn();
    expect((await t.ask("player2", "engineering", "sp-spacecraft-drive")).ok).toBe(true);
    // already on EVA and a success: no d100 is rolled or shown
    expect(t.card()).toMatchObject({ eva: true, equipment: 0, equipmentKey: "STARSKIRMISH.SpacePatrol.Repair.toolKit", total: 20, success: true, evaRoll: null });
  });

  it("adds the crewman's tool kit of the kind the table names to an EVA repair (7.13)", async () => {
    // the Drive Marker is left to EVA; Sol carries a Mech Kit +2 and an Elect Kit +3: the table names
    // the Mech Kit for the drive, so 15 + Ship Drives 1 + 2 = 18 against DT 16
    const t = await setup([15]);
    await t.cutter.update({ "flags.starskirmish.spRepairEva": ["sp-spacecraft-drive"] });
    t.give(t.sol, t.item("device", "mechKit", { kind: "mechKit", equipmentBonus: 2 }));
    t.give(t.sol, t.item("device", "electKit", { kind: "electKit", equipmentBonus: 3 }));
    expect((await t.ask("player2", "engineering", "sp-spacecraft-drive")).ok).toBe(true);
    expect(t.card()).toMatchObject({ eva: true, equipment: 2, equipmentKey: "STARSKIRMISH.SpacePatrol.Repair.toolKit", total: 18, success: true });
  });

  it("refuses a station the table does not name, a marker the ship lacks, and the enemy's turn", async () => {
    const t = await setup([]);
    expect(await t.ask("player2", "gunnery", "sp-spacecraft-drive")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Repair.refused.wrongStation" });
    expect(await t.ask("player2", "engineering", "sp-spacecraft-hull")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Repair.refused.noMarker" });
    expect(await t.ask("player1", "engineering", "sp-spacecraft-drive")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Repair.refused.notYours" });
    await t.endTurn();
    expect(await t.ask("player2", "engineering", "sp-spacecraft-drive")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Repair.refused.notYourTurn" });
  });

  it("repairs after the battle at any time", async () => {
    const t = await setup([20]);
    t.g.game.combat = null;
    expect((await t.ask("player2", "gunnery", "sp-spacecraft-gunnery")).ok).toBe(true);
    expect(t.markers(t.cutter)["sp-spacecraft-gunnery"] ?? 0).toBe(0);
  });
});
