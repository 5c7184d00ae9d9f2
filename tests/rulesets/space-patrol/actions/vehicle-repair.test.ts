// @vitest-environment happy-dom
// Vehicle repairs after the battle (Guide 6.15) from the vehicle sheet's Repairs button, against the
// stand-ins after a real init with queued dice: the dialog offers the vehicle's crew and the people
// the user owns, and the Damage and Failure Cascade Markers it carries; the GM's client rolls the
// Mechanics task with the mechanic's Mech Kit and Wound markers, takes one marker off on a success and
// posts the card with the hours spent; a vehicle the user does not own is changed through the GM;
// a stranger's mechanic, a missing marker and a battle still running are refused.
import { describe, expect, it } from "vitest";
import { spaceBoard, type SpaceBoard } from "../../../helpers/space-patrol-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import type { ApplicationV2 } from "../../../helpers/foundry/application";
import type { VehicleRepairCardContext, VehicleRepairDialogContext } from "../../../../src/rulesets/space-patrol/view/vehicle-repair-view";

const KEY = "STARSKIRMISH.SpacePatrol.VehicleRepair";
const DM = "sp-vehicle-damage";
const FCM = "sp-vehicle-failureCascade";
const GM_ONLY = { default: 0 };

const repair = async (vehicle: unknown) => (await import("../../../../src/rulesets/space-patrol/actions/vehicle-repair")).repairVehicle(vehicle as never);
const card = (t: SpaceBoard) => t.card<VehicleRepairCardContext>("cards/vehicle-repair.hbs");

async function setup(faces: number[]) {
  const t = await spaceBoard(faces);
  const kit = t.item("device", "mechKit", { kind: "mechKit", equipmentBonus: 2 });
  const mech = t.patrolman("Actor.mech", "Wrench", { mechanics: 2 }, [kit]);
  const crewman = t.npc("Actor.crew", "Driver Ko", { assets: { mechanics: 1 } });
  crewman.ownership = GM_ONLY;
  const crawler = t.vehicle("Actor.crawler", "Crawler <b>7</b>", { crew: [{ role: "driver", actorUuid: crewman.uuid, actorName: "Driver Ko" }] });
  await t.mark(crawler, DM, 2);
  await t.mark(crawler, FCM, 1);
  return { ...t, mech, crewman, crawler };
}

describe("vehicle repairs after the battle (Guide 6.15)", () => {
  it("offers the crew and the user's people, takes a Damage Marker off in 1 hour on DT 12", async () => {
    // 8 + Mechanics 2 + Mech Kit 2 = 12 against DT 12
    const t = await setup([8]);
    t.answer({ mechanic: t.mech.uuid, marker: DM });
    expect(await repair(t.crawler)).toBe(true);
    const dialog = t.card<VehicleRepairDialogContext>("dialogs/vehicle-repair.hbs");
    expect(dialog.mechanics.map((m) => [m.label, m.crew, m.mechanics, m.kitText])).toEqual([["Driver Ko", true, "1", ""], ["Wrench", false, "2", "+2"]]);
    expect(dialog.markers.map((m) => [m.value, m.count, m.dt, m.hours])).toEqual([[DM, 2, 12, 1], [FCM, 1, 20, 4]]);
    expect(card(t)).toMatchObject({ mechanicName: "Wrench", d20: 8, mechanics: 2, mechKit: 2, total: 12, dt: 12, hours: 1, success: true, left: 1, noKit: false });
    expect(t.markers(t.crawler)).toMatchObject({ [DM]: 1, [FCM]: 1 });
    expect(t.messages.at(-1)!.system.kind).toBe("spVehicleRepair");
  });

  it("a Failure Cascade Marker takes 4 hours and DT 20; a failure leaves it, and the mechanic's Wound weighs", async () => {
    // 19 + 2 + 2 = 23 against 20 + 4 (one Wound) = 24
    const t = await setup([19]);
    await t.mark(t.mech, "sp-wound", 1);
    t.answer({ mechanic: t.mech.uuid, marker: FCM });
    await repair(t.crawler);
    expect(card(t)).toMatchObject({ total: 23, baseDt: 20, dt: 24, markerDisadvantages: 1, hours: 4, success: false, left: 1 });
    expect(t.markers(t.crawler)[FCM]).toBe(1);
  });

  it("a crewman without a kit works at +0 for the vehicle's owner", async () => {
    // 11 + 1 + 0 = 12
    const t = await setup([11]);
    t.answer({ mechanic: t.crewman.uuid, marker: DM });
    await repair(t.crawler);
    expect(card(t)).toMatchObject({ mechanicName: "Driver Ko", mechKit: 0, noKit: true, total: 12, success: true });
  });

  it("repairs someone else's vehicle through the GM, who rolls and changes it", async () => {
    const t = await setup([12]);
    t.crawler.ownership = GM_ONLY;
    t.answer({ mechanic: t.mech.uuid, marker: DM });
    expect(await repair(t.crawler)).toBe(true);
    expect(t.markers(t.crawler)[DM]).toBe(1);
    // the player's request went to the GM, whose client posted the card
    expect(t.messages.some((m) => m.type === "gmRequest")).toBe(true);
    expect(t.messages.at(-1)!.system.kind).toBe("spVehicleRepair");
  });

  it("refuses a stranger's crewman, a marker the vehicle lacks, and a battle still running", async () => {
    const t = await setup([12]);
    const { requestAs } = await import("../../../helpers/gm-requests");
    const { VEHICLE_REPAIR_REQUEST } = await import("../../../../src/rulesets/space-patrol/actions/vehicle-repair");
    t.crawler.ownership = GM_ONLY;
    // the crewman is the GM's and so is the vehicle: player1 may not send him
    expect(await requestAs("player1", VEHICLE_REPAIR_REQUEST, { vehicleUuid: t.crawler.uuid, mechanicUuid: t.crewman.uuid, marker: DM })).toEqual({ ok: false, reason: `${KEY}.refused.notYours` });
    expect(await requestAs("player1", VEHICLE_REPAIR_REQUEST, { vehicleUuid: t.crawler.uuid, mechanicUuid: t.mech.uuid, marker: "sp-vehicle-control" })).toEqual({ ok: false, reason: `${KEY}.refused.noMarker` });
    const { startSideTurns } = await import("../../../../src/rulesets/space-patrol/rules/side-turns");
    const { writeState } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-store");
    const side = { die: null, tactics: null, leadership: null, modifier: 0, total: null };
    const combat = new StandInCombat({ _id: "combat1" });
    t.g.game.combat = combat as never;
    await writeState(combat as never, startSideTurns({ surprise: "enemiesSurprised", first: "players", players: side, enemies: side }, {}, false));
    expect(await requestAs("player1", VEHICLE_REPAIR_REQUEST, { vehicleUuid: t.crawler.uuid, mechanicUuid: t.mech.uuid, marker: DM })).toEqual({ ok: false, reason: `${KEY}.refused.inBattle` });
    expect(await repair(t.crawler)).toBe(false);
    expect(t.notes).toContain(`${KEY}.refused.inBattle`);
    expect(t.rolled).toEqual([]);
    expect(t.markers(t.crawler)[DM]).toBe(2);
  });

  it("the sheet lists the markers, names the wreck as the Space Judge's, and its button repairs", async () => {
    const t = await setup([20]);
    await t.mark(t.crawler, "sp-vehicle-wrecked", 1);
    const { VehicleSheet } = await import("../../../../src/rulesets/space-patrol/sheets/vehicle-sheet");
    const sheet = new VehicleSheet({ document: t.crawler } as never) as unknown as ApplicationV2;
    await sheet.render(true);
    expect(sheet.element.querySelectorAll(".sp-repair-rows li")).toHaveLength(2);
    expect(sheet.element.querySelector(".sp-repair-wrecked")?.textContent).toContain("the Space Judge decides");
    t.answer({ mechanic: t.mech.uuid, marker: FCM });
    sheet.element.querySelector<HTMLElement>('[data-action="repair"]')!.dispatchEvent(new MouseEvent("click", { bubbles: true, button: 0 }));
    await Promise.all(sheet.actionCalls);
    expect(t.markers(t.crawler)[FCM] ?? 0).toBe(0);
  });
});
