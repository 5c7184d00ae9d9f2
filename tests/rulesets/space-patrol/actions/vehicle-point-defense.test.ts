// @vitest-environment happy-dom
// Vehicle point defense (Guide 6.7) from the vehicle sheet, against the stand-ins after a real init with
// queued dice: a weapon with a Point-Defense Module and 4+ targets on a DI 5+ vehicle is reserved (the
// gunner's Over-watch marker); Shoot down rolls DT 12, no asset, the weapon's bonus per incoming attack,
// at most the weapon's targets in the turn, spending twice its ammunition once; the card names the
// attacks defeated for the GM to void. A missing module, a low DI, too few targets, no gunner, a
// stranger, a wreck (6.15), a turn still the vehicle's own and an unreserved weapon are refused clearly.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import type { ApplicationV2 } from "../../../helpers/foundry/application";
import type { ShootDownCardContext } from "../../../../src/rulesets/space-patrol/view/vehicle-point-defense-view";

const KEY = "STARSKIRMISH.SpacePatrol.VehiclePointDefense";
const OW = "sp-vehicle-overwatch";
const pd = async () => import("../../../../src/rulesets/space-patrol/actions/vehicle-point-defense");

async function setup(faces: number[], opts: { di?: number; targets?: number; module?: boolean; gunner?: boolean } = {}) {
  const t = await spaceBoard(faces);
  const gunner = t.npc("Actor.gunner", "Gunner Vex");
  const gun = t.item("weapon", "pdGun", { code: "LV", kind: "lightVehicleWeapon", targets: opts.targets ?? 4, ammoPerTurn: 2, magazine: 20, ammo: 20, pointDefenseModule: opts.module ?? true, effective: { range: 30, penetration: 4, bonus: 2 } } as never);
  const crawler = t.vehicle("Actor.crawler", "Crawler", { developmentIndex: opts.di ?? 5, crew: opts.gunner === false ? [] : [{ role: "gunner", actorUuid: gunner.uuid, actorName: "Vex" }] });
  t.give(crawler, gun);
  const ammo = () => (gun.system as { ammo: number }).ammo;
  return { ...t, gunner, gun, crawler, ammo };
}

describe("vehicle point defense (Guide 6.7)", () => {
  it("reserves the weapon (Over-watch marker), then shoots down incoming attacks, twice the ammunition once a turn", async () => {
    // 10 + 2 = 12 defeats, 9 + 2 = 11 gets through, 15 + 2 = 17 defeats; then one more: 12 + 2
    const t = await setup([10, 9, 15, 12]);
    const { reserveVehiclePointDefense, shootDownIncoming } = await pd();
    expect(await reserveVehiclePointDefense(t.crawler as never, t.gun.id)).toBe(true);
    expect(t.markers(t.crawler)[OW]).toBe(1);
    expect(t.card<{ shots: number; ammo: number }>("cards/vehicle-pd-reserved.hbs")).toMatchObject({ gunnerName: "Gunner Vex", shots: 4, ammo: 4 });
    t.answer({ count: "3", kind: "rocket" });
    expect(await shootDownIncoming(t.crawler as never)).toBe(true);
    const card = t.card<ShootDownCardContext>("cards/vehicle-shoot-down.hbs");
    expect(card.rows.map((r) => [r.d20, r.total, r.dt, r.defeated])).toEqual([[10, 12, 12, true], [9, 11, 12, false], [15, 17, 12, true]]);
    expect(card).toMatchObject({ defeated: 2, shotsLeft: 1, ammoUsed: 4, kindLabel: `${KEY}.kind.rocket` });
    expect(t.ammo()).toBe(16);
    // two more than the weapon's targets allow this turn
    t.answer({ count: 2, kind: "missile" });
    expect(await shootDownIncoming(t.crawler as never)).toBe(false);
    expect(t.notes.at(-1)).toMatch(`${KEY}.refused.count`);
    t.answer({ count: 1, kind: "missile" });
    expect(await shootDownIncoming(t.crawler as never)).toBe(true);
    expect(t.ammo()).toBe(16);
    expect(await shootDownIncoming(t.crawler as never)).toBe(false);
    expect(t.notes.at(-1)).toBe(`${KEY}.refused.noShotsLeft`);
    expect(t.rolled).toHaveLength(2);
  });

  it("refuses a weapon without the module, a DI 4 vehicle, 3 targets, no gunner and a stranger", async () => {
    for (const [opts, reason] of [
      [{ module: false }, `${KEY}.refused.noModule`],
      [{ di: 4 }, `${KEY}.refused.di`],
      [{ targets: 3 }, `${KEY}.refused.targets`],
      [{ gunner: false }, "STARSKIRMISH.SpacePatrol.Fire.noGunner"],
    ] as const) {
      const t = await setup([], opts);
      // each boot loads the system afresh, so the action is imported after it
      const { reserveVehiclePointDefense } = await pd();
      expect(await reserveVehiclePointDefense(t.crawler as never, t.gun.id)).toBe(false);
      expect(t.notes.at(-1), reason).toBe(reason);
      expect(t.markers(t.crawler)[OW] ?? 0).toBe(0);
    }
    const t = await setup([]);
    const { reserveVehiclePointDefense } = await pd();
    t.crawler.ownership = { default: 0 };
    expect(await reserveVehiclePointDefense(t.crawler as never, t.gun.id)).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Error.notYourActor");
  });

  it("refuses a wreck's reservation and its shots (6.15), and reserves once the Wrecked marker is off", async () => {
    const t = await setup([14]);
    const { reserveVehiclePointDefense, shootDownIncoming } = await pd();
    expect(await reserveVehiclePointDefense(t.crawler as never, t.gun.id)).toBe(true);
    await t.mark(t.crawler, "sp-vehicle-wrecked", 1);
    t.answer({ count: 1, kind: "missile" });
    // a reservation made before the wreck serves no more: nothing is rolled or spent
    expect(await shootDownIncoming(t.crawler as never)).toBe(false);
    expect(await reserveVehiclePointDefense(t.crawler as never, t.gun.id)).toBe(false);
    expect(t.notes).toEqual([`${KEY}.refused.wrecked`, `${KEY}.refused.wrecked`]);
    expect(t.rolled).toEqual([]);
    expect(t.ammo()).toBe(20);
    // Reverse the Polarity (4.2) takes the marker off: the vehicle's functions are back
    await t.mark(t.crawler, "sp-vehicle-wrecked", -1);
    expect(await shootDownIncoming(t.crawler as never)).toBe(true);
    expect(t.card<ShootDownCardContext>("cards/vehicle-shoot-down.hbs")).toMatchObject({ defeated: 1 });
  });

  it("shoots nothing unreserved, nor in the vehicle's own turn; the enemy's next turn is the one", async () => {
    const t = await setup([14]);
    const { reserveVehiclePointDefense, shootDownIncoming } = await pd();
    expect(await shootDownIncoming(t.crawler as never)).toBe(false);
    expect(t.notes.at(-1)).toBe(`${KEY}.refused.notReserved`);
    const { startSideTurns } = await import("../../../../src/rulesets/space-patrol/rules/side-turns");
    const { writeState, readState } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-store");
    const side = { die: null, tactics: null, leadership: null, modifier: 0, total: null };
    const combat = new StandInCombat({ _id: "combat1" });
    t.g.game.combat = combat as never;
    const state = startSideTurns({ surprise: "none", first: "players", players: side, enemies: side }, {}, false);
    await writeState(combat as never, state);
    await reserveVehiclePointDefense(t.crawler as never, t.gun.id);
    t.answer({ count: 1, kind: "grenade" });
    expect(await shootDownIncoming(t.crawler as never)).toBe(false);
    expect(t.notes.at(-1)).toBe(`${KEY}.refused.ownTurn`);
    await writeState(combat as never, { ...readState(combat as never)!, acting: state.acting === "players" ? "enemies" : "players" });
    expect(await shootDownIncoming(t.crawler as never)).toBe(true);
    expect(t.card<ShootDownCardContext>("cards/vehicle-shoot-down.hbs")).toMatchObject({ defeated: 1 });
  });

  it("the sheet's Point defence section reserves from its button and then offers Shoot down", async () => {
    const t = await setup([3]);
    const { VehicleSheet } = await import("../../../../src/rulesets/space-patrol/sheets/vehicle-sheet");
    const sheet = new VehicleSheet({ document: t.crawler } as never) as unknown as ApplicationV2;
    await sheet.render(true);
    expect(sheet.element.querySelector<HTMLInputElement>('input[name="system.developmentIndex"]')?.value).toBe("5");
    sheet.element.querySelector<HTMLElement>('[data-action="pdReserve"]')!.dispatchEvent(new MouseEvent("click", { bubbles: true, button: 0 }));
    await Promise.all(sheet.actionCalls);
    await sheet.render(true);
    expect(sheet.element.querySelector(".sp-pd-reserved")?.textContent).toContain("4");
    t.answer({ count: 1, kind: "missile" });
    sheet.element.querySelector<HTMLElement>('[data-action="pdShootDown"]')!.dispatchEvent(new MouseEvent("click", { bubbles: true, button: 0 }));
    await Promise.all(sheet.actionCalls);
    expect(t.card<ShootDownCardContext>("cards/vehicle-shoot-down.hbs")).toMatchObject({ defeated: 0, shotsLeft: 3 });
  });
});

describe("a weapon held for point defense (Guide 6.7)", () => {
  it("does not fire at an enemy while reserved; once the Over-watch is gone it is free again", async () => {
    const t = await setup([]);
    const foe = t.npc("Actor.foe", "Foe");
    t.place(t.crawler, 0);
    t.place(foe, 10);
    t.asUser("gm");
    t.target(foe);
    const { reserveVehiclePointDefense } = await pd();
    expect(await reserveVehiclePointDefense(t.crawler as never, t.gun.id)).toBe(true);
    const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
    const before = t.messages.length;
    await fireWeapon(t.crawler as never, t.gun as never);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.SpacePatrol.Fire.onPointDefense");
    expect(t.messages.length).toBe(before);
    expect(t.ammo()).toBe(20);
    // the marker comes off (the reservation has served): the weapon is no longer held
    const { onPointDefense } = await pd();
    expect(onPointDefense(t.crawler as never, t.gun.id)).toBe(true);
    await t.mark(t.crawler, OW, -1);
    expect(onPointDefense(t.crawler as never, t.gun.id)).toBe(false);
  });
});
