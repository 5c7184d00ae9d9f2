// @vitest-environment happy-dom
// Vehicle repairs after the battle (Guide 6.15) from the vehicle sheet's Repairs button, against the
// stand-ins after a real init with queued dice: the dialog offers the vehicle's crew and the people
// the user owns, and the Damage and Failure Cascade Markers it carries; the GM's client rolls the
// Mechanics task with the mechanic's Mech Kit and Wound markers, takes one marker off on a success and
// posts the card with the hours spent; a vehicle the user does not own is changed through the GM;
// a stranger's mechanic and a missing marker are refused, and so is a vehicle whose token fights in
// the running battle (turn/in-battle.ts, the reading the sheet hides the button by), while a vehicle
// outside that battle may be worked on.
import { describe, expect, it } from "vitest";
import { spaceBoard, type SpaceBoard } from "../../../helpers/space-patrol-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { StandInCollection } from "../../../helpers/foundry/collection";
import { renderedSheet } from "../../../helpers/rendered-sheet";
import type { ApplicationV2 } from "../../../helpers/foundry/application";
import type { VehicleRepairCardContext, VehicleRepairDialogContext } from "../../../../src/rulesets/space-patrol/view/vehicle-repair-view";

const KEY = "STARSKIRMISH.SpacePatrol.VehicleRepair";
const DM = "sp-vehicle-damage";
const FCM = "sp-vehicle-failureCascade";
const GM_ONLY = { default: 0 };

const repair = async (vehicle: unknown) => (await import("../../../../src/rulesets/space-patrol/actions/vehicle-repair")).repairVehicle(vehicle as never);
const card = (t: SpaceBoard) => t.card<VehicleRepairCardContext>("cards/vehicle-repair.hbs");

/** Side turns running in the world's combat, with these tokens (each of its actor) as its combatants. */
async function battle(t: SpaceBoard, fighters: readonly { readonly actor: Parameters<SpaceBoard["place"]>[0]; readonly tokenId: string }[]): Promise<void> {
  const combat = new StandInCombat({ _id: "combat1" });
  for (const f of fighters) combat.addCombatant({ _id: `c-${f.tokenId}`, name: f.actor.name, actor: f.actor, tokenId: f.tokenId });
  t.g.game.combat = combat as never;
  const { startSideTurns } = await import("../../../../src/rulesets/space-patrol/rules/side-turns");
  const { writeState } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-store");
  const side = { die: null, tactics: null, leadership: null, modifier: 0, total: null };
  await writeState(combat as never, startSideTurns({ surprise: "enemiesSurprised", first: "players", players: side, enemies: side }, {}, false));
}

async function setup(faces: number[]) {
  const t = await spaceBoard(faces);
  const kit = t.item("device", "mechKit", { kind: "mechKit", equipmentBonus: 2 });
  const mech = t.patrolman("Actor.mech", "Wrench", { mechanics: 2 }, [kit]);
  const crewman = t.npc("Actor.crew", "Driver Ko", { assets: { mechanics: 1 } });
  crewman.ownership = GM_ONLY;
  const crawler = t.vehicle("Actor.crawler", "Crawler <b>7</b>", { crew: [{ role: "driver", actorUuid: crewman.uuid, actorName: "Driver Ko" }] });
  await t.mark(crawler, DM, 2);
  await t.mark(crawler, FCM, 1);
  // the GM's client finds a request's token through the world's scenes
  t.g.game.scenes = new StandInCollection([[t.canvas.scene.id, t.canvas.scene]]) as never;
  return { ...t, mech, crewman, crawler };
}

/** A request as the sheet sends it for a vehicle with no token on the board. */
const offBoard = { sceneId: "", tokenId: "" };

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

  it("refuses a stranger's crewman, a marker the vehicle lacks, and a token that is not the vehicle's", async () => {
    const t = await setup([12]);
    const { requestAs } = await import("../../../helpers/gm-requests");
    const { VEHICLE_REPAIR_REQUEST } = await import("../../../../src/rulesets/space-patrol/actions/vehicle-repair");
    t.crawler.ownership = GM_ONLY;
    // the crewman is the GM's and so is the vehicle: player1 may not send the crewman
    expect(await requestAs("player1", VEHICLE_REPAIR_REQUEST, { vehicleUuid: t.crawler.uuid, mechanicUuid: t.crewman.uuid, marker: DM, ...offBoard })).toEqual({ ok: false, reason: `${KEY}.refused.notYours` });
    expect(await requestAs("player1", VEHICLE_REPAIR_REQUEST, { vehicleUuid: t.crawler.uuid, mechanicUuid: t.mech.uuid, marker: "sp-vehicle-control", ...offBoard })).toEqual({ ok: false, reason: `${KEY}.refused.noMarker` });
    // a stale request naming another actor's token
    t.place(t.mech, 0, "tWrench");
    expect(await requestAs("player1", VEHICLE_REPAIR_REQUEST, { vehicleUuid: t.crawler.uuid, mechanicUuid: t.mech.uuid, marker: DM, sceneId: t.canvas.scene.id, tokenId: "tWrench" })).toEqual({ ok: false, reason: `${KEY}.refused.gone` });
    expect(t.rolled).toEqual([]);
    expect(t.markers(t.crawler)[DM]).toBe(2);
  });

  it("refuses while the vehicle's token fights in the running battle, on the button and at the GM (6.15)", async () => {
    const t = await setup([12]);
    const { requestAs } = await import("../../../helpers/gm-requests");
    const { VEHICLE_REPAIR_REQUEST } = await import("../../../../src/rulesets/space-patrol/actions/vehicle-repair");
    t.place(t.crawler, 0, "tCrawler");
    await battle(t, [{ actor: t.crawler, tokenId: "tCrawler" }]);
    t.answer({ mechanic: t.mech.uuid, marker: DM });
    expect(await repair(t.crawler)).toBe(false);
    expect(t.notes).toContain(`${KEY}.refused.inBattle`);
    // a request sent from a sheet rendered before the battle: the GM's client reads the same battle
    expect(await requestAs("player1", VEHICLE_REPAIR_REQUEST, { vehicleUuid: t.crawler.uuid, mechanicUuid: t.mech.uuid, marker: DM, sceneId: t.canvas.scene.id, tokenId: "tCrawler" })).toEqual({ ok: false, reason: `${KEY}.refused.inBattle` });
    expect(t.rolled).toEqual([]);
    expect(t.markers(t.crawler)[DM]).toBe(2);
  });

  it("repairs a vehicle outside the running battle: side turns it has no token in do not hold it (6.15)", async () => {
    // 12 + 2 + 2 = 16 against DT 12
    const t = await setup([12]);
    t.place(t.crawler, 0, "tCrawler");
    t.place(t.mech, 1, "tWrench");
    // the fight goes on, but only Wrench's token is in it; the crawler sits it out
    await battle(t, [{ actor: t.mech, tokenId: "tWrench" }]);
    t.answer({ mechanic: t.mech.uuid, marker: DM });
    expect(await repair(t.crawler)).toBe(true);
    expect(t.notes).not.toContain(`${KEY}.refused.inBattle`);
    expect(t.markers(t.crawler)[DM]).toBe(1);
  });

  it("hides a wrecked vehicle's Repair button while it fights in the battle, and shows it once the battle is over", async () => {
    const t = await setup([20]);
    await t.mark(t.crawler, "sp-vehicle-wrecked", 1);
    t.place(t.crawler, 0, "tCrawler");
    await battle(t, [{ actor: t.crawler, tokenId: "tCrawler" }]);
    const { VehicleSheet } = await import("../../../../src/rulesets/space-patrol/sheets/vehicle-sheet");
    const during = await renderedSheet(VehicleSheet, t.crawler);
    expect(during.sheet.element.querySelector('[data-action="repair"]')).toBeNull();
    // the markers still show, with when they can be worked off
    expect(during.sheet.element.querySelectorAll(".sp-repair-rows li")).toHaveLength(2);
    // the battle ends
    t.g.game.combat = null as never;
    const after = await renderedSheet(VehicleSheet, t.crawler);
    expect(after.sheet.element.querySelector('[data-action="repair"]')).not.toBeNull();
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
