// @vitest-environment happy-dom
// A vehicle's weapon carries the vehicle's own markers (Guide 6.15), through the stand-ins after a
// real init: Damage and Failure Cascade Markers burden every weapon, a Control Marker only the main
// (MV) weapon; a wreck fires nothing and a crew under a Morale Marker will not fire. The card's
// record keeps the markers, so the GM's derivation reads the same burden.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import type { FireCardContext } from "../../../../src/rulesets/space-patrol/view/fire-card";
import type { DogFightCardContext } from "../../../../src/rulesets/space-patrol/view/dog-fight-card";

async function setup(faces: number[]) {
  const t = await spaceBoard(faces);
  const band = { effective: { range: 40, penetration: 5, bonus: 0 } };
  const cannon = t.item("weapon", "cannon", { code: "MV", kind: "energyWeapon", attack: "energy", ...band });
  const pintle = t.item("weapon", "pintle gun", { code: "LV", kind: "energyWeapon", attack: "energy", ...band });
  t.npc("Actor.gunner", "Zed", { assets: { energyWeapons: 2 } }, []);
  const crawler = t.vehicle("Actor.crawler", "Crawler", { armour: 3, crew: [{ role: "gunner", actorUuid: "Actor.gunner", actorName: "Zed" }] });
  t.give(crawler, cannon);
  t.give(crawler, pintle);
  const person = t.npc("Actor.person", "Rana", {}, []);
  for (const [a, id, x] of [[crawler, "tv", 0], [person, "tp", 10]] as const) t.place(a, x, id);
  t.asUser("gm");
  t.target(person);
  const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
  const mark = (id: string, n: number) => adjustMarker(crawler as never, markerDefinition(id)!, n);
  const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
  const fire = (w: typeof cannon) => fireWeapon(crawler as never, w as never);
  const card = () => t.card<FireCardContext>("cards/fire.hbs");
  return { ...t, cannon, pintle, crawler, mark, fire, card };
}

describe("a vehicle's own markers burden its weapons (Guide 6.15)", () => {
  it("a Damage, a Failure Cascade and a Control Marker are three disadvantages on the main weapon", async () => {
    const t = await setup([14, 1, 1, 1]);
    await t.mark("sp-vehicle-damage", 1);
    await t.mark("sp-vehicle-failureCascade", 1);
    await t.mark("sp-vehicle-control", 1);
    await t.fire(t.cannon);
    expect(t.notes).toEqual([]);
    // the target stood in the open and did not move: one advantage; three disadvantages from the vehicle
    expect(t.card().targets[0]).toMatchObject({ advantages: 1, disadvantages: 3 });
    expect(t.messages[0]!.system.payload.shooter).toMatchObject({ vehicleMainWeapon: true, vehicleMarkers: { "sp-vehicle-damage": 1, "sp-vehicle-failureCascade": 1, "sp-vehicle-control": 1 } });
  });

  it("the light weapon is not burdened by the Control Marker", async () => {
    const t = await setup([14, 1, 1, 1]);
    await t.mark("sp-vehicle-damage", 1);
    await t.mark("sp-vehicle-control", 2);
    await t.fire(t.pintle);
    expect(t.card().targets[0]).toMatchObject({ disadvantages: 1 });
    expect(t.messages[0]!.system.payload).toMatchObject({ shooter: { vehicleMainWeapon: false } });
  });

  it("the GM's derivation from the record reads the same burden", async () => {
    // one advantage (the target stands in the open) and two Damage Markers: DT 12 becomes 16,
    // and 17 + Energy Weapons 2 still hits; the GM's derivation from the card finds the same DT
    const t = await setup([17, 1, 1, 1]);
    await t.mark("sp-vehicle-damage", 2);
    await t.fire(t.cannon);
    expect(t.card().targets[0]).toMatchObject({ disadvantages: 2, dt: 16, hits: 1 });
    const { recordedFire } = await import("../../../../src/rulesets/space-patrol/cards/fire-derive");
    const { snapshotOf } = await import("../../../../src/system/ledger/ledger-store");
    const snapshot = snapshotOf(t.messages[0]! as never, 0)!;
    expect(recordedFire(snapshot.payload as never, snapshot.dice, {})?.targets[0]).toMatchObject({ disadvantages: 2, dt: 16, hits: 1 });
    // the same record without the vehicle's markers is DT 8: the markers are what the GM read
    const bare = { ...snapshot.payload, shooter: { ...(snapshot.payload.shooter as object), vehicleMarkers: {} } };
    expect(recordedFire(bare as never, snapshot.dice, {})?.targets[0]).toMatchObject({ disadvantages: 0, dt: 8 });
  });

  it("a wreck fires nothing, and a crew under a Morale Marker will not fire", async () => {
    const t = await setup([14, 1, 1, 1]);
    await t.mark("sp-vehicle-morale", 1);
    await t.fire(t.cannon);
    await t.mark("sp-vehicle-morale", -1);
    await t.mark("sp-vehicle-wrecked", 1);
    await t.fire(t.pintle);
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Fire.vehicleMorale", "STARSKIRMISH.SpacePatrol.Fire.vehicleWrecked"]);
    expect(t.messages).toEqual([]);
  });
});

describe("dog fighting (Guide 6.7)", () => {
  async function skies(faces: number[]) {
    const t = await spaceBoard(faces);
    const band = { effective: { range: 40, penetration: 5, bonus: 0 } };
    const gun = t.item("weapon", "nose gun", { code: "LV", kind: "energyWeapon", attack: "energy", magazine: 10, ammo: 10, ...band });
    const missile = t.item("weapon", "missile rack", { code: "MV", kind: "guidedMissile", attack: "highExplosive", guided: true, ...band });
    t.npc("Actor.ace", "Ace", { assets: { airPilot: 2, energyWeapons: 2, missiles: 2 } }, []);
    t.npc("Actor.rival", "Rival", { assets: { airPilot: 1 } }, []);
    const hawk = t.vehicle("Actor.hawk", "Hawk", { vehicleType: "flying", driveCode: 3, crew: [{ role: "driver", actorUuid: "Actor.ace", actorName: "Ace" }] });
    const kite = t.vehicle("Actor.kite", "Kite", { vehicleType: "flying", driveCode: 2, armour: 3, crew: [{ role: "driver", actorUuid: "Actor.rival", actorName: "Rival" }] });
    t.give(hawk, gun);
    t.give(hawk, missile);
    t.place(hawk, 0, "th");
    t.place(kite, 10, "tk");
    t.asUser("gm");
    t.target(kite);
    const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
    for (const v of [hawk, kite]) await adjustMarker(v as never, markerDefinition("sp-vehicle-flying")!, 1);
    const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
    const dogFight = () => t.card<DogFightCardContext>("cards/dog-fight.hbs");
    return { ...t, gun, missile, hawk, kite, fire: (w: typeof gun) => fireWeapon(hawk as never, w as never), dogFight, adjustMarker, markerDefinition };
  }

  it("the pilot wins the check and the gun fires: one code faster and a better pilot", async () => {
    // 6 + Air Pilot 2 + A-Drive 3 = 11 against DT 12 less two advantages (DT 8): he gets a shot
    const t = await skies([6, 20, 1, 1, 1]);
    await t.fire(t.gun);
    expect(t.dogFight()).toMatchObject({ result: { dt: 8, total: 11, success: true }, lines: [{ label: "STARSKIRMISH.SpacePatrol.DogFight.faster", count: 1 }, { label: "STARSKIRMISH.SpacePatrol.DogFight.betterPilot", count: 1 }] });
    expect(t.messages.map((m) => m.system.kind)).toEqual(["spDogFight", "spFire"]);
  });

  it("a lost check gives no shot and spends no round; the vehicle's markers burden the pilot", async () => {
    // two Damage Markers cancel the two advantages: 6 + 5 = 11 against DT 12, no shot
    const t = await skies([6]);
    await t.adjustMarker(t.hawk as never, t.markerDefinition("sp-vehicle-damage")!, 2);
    await t.fire(t.gun);
    expect(t.dogFight()).toMatchObject({ result: { dt: 12, success: false }, outcomeKey: "STARSKIRMISH.SpacePatrol.DogFight.noShot" });
    expect(t.messages.map((m) => m.system.kind)).toEqual(["spDogFight"]);
    expect(t.gun.system.ammo).toBe(10);
  });

  it("a missile needs no dog fight, nor does a shot at a vehicle on the ground", async () => {
    const t = await skies([20, 1, 1, 1, 20, 1, 1, 1]);
    await t.fire(t.missile);
    await t.adjustMarker(t.kite as never, t.markerDefinition("sp-vehicle-flying")!, -1);
    await t.fire(t.gun);
    expect(t.messages.map((m) => m.system.kind)).toEqual(["spFire", "spFire"]);
  });

  it("an empty driver's seat cannot fly the dog fight", async () => {
    const t = await skies([20]);
    await t.hawk.update({ system: { crew: [{ role: "gunner", actorUuid: "Actor.ace", actorName: "Ace" }] } });
    await t.fire(t.gun);
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.DogFight.noPilot"]);
    expect(t.messages).toEqual([]);
  });
});
