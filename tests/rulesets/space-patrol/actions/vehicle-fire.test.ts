// @vitest-environment happy-dom
// A vehicle's weapon carries the vehicle's own markers (Guide 6.15), through the stand-ins after a
// real init: Damage and Failure Cascade Markers burden every weapon, a Control Marker only the main
// (MV) weapon; a wreck fires nothing and a crew under a Morale Marker will not fire. The card's
// record keeps the markers, so the GM's derivation reads the same burden.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import type { FireCardContext } from "../../../../src/rulesets/space-patrol/view/fire-card";

async function setup(faces: number[]) {
  const t = await spaceBoard(faces);
  const band = { effective: { range: 40, penetration: 5, bonus: 0 } };
  const cannon = t.item("weapon", "cannon", { code: "MV", kind: "energyWeapon", attack: "energy", ...band });
  const pintle = t.item("weapon", "pintle gun", { code: "LV", kind: "energyWeapon", attack: "energy", ...band });
  const gunner = t.npc("Actor.gunner", "Zed", { assets: { energyWeapons: 2 } }, []);
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
    expect(t.messages[0]!.system.payload.shooter.vehicleMainWeapon).toBe(false);
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
