// @vitest-environment happy-dom
// The Space Patrol! NPC, vehicle and spacecraft in the rolls, against stand-ins after a real init:
// an NPC fires from his sheet and the damage table follows the target's kind (person, vehicle,
// spacecraft) with the craft's armour; a vehicle's weapon is fired by its gunner; an NPC rolls
// tasks, spends Plot Armor on Not So Fast, is prompted for start-of-turn checks, and keeps a legal
// loadout.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { pressCardButton } from "../../../helpers/card-buttons";
import type { FireCardContext } from "../../../../src/rulesets/space-patrol/view/fire-card";
import type { TaskCardContext } from "../../../../src/rulesets/space-patrol/view/task-card";
import type { StartOfTurnCardContext } from "../../../../src/rulesets/space-patrol/view/start-of-turn-card";

async function setup(faces: number[]) {
  const t = await spaceBoard(faces);
  // Guide 3.3's laser rifle numbers are not needed: one band, PEN 5, one target, one shot.
  const laser = t.item("weapon", "laser", { code: "M", kind: "energyWeapon", attack: "energy", effective: { range: 40, penetration: 5, bonus: 0 } });
  const cannon = t.item("weapon", "cannon", { code: "MV", kind: "energyWeapon", attack: "energy", effective: { range: 40, penetration: 5, bonus: 0 } });
  const npc = t.npc("Actor.npc", "Zed <b>the Knife</b>", { plotArmor: { value: 1, max: 1 }, assets: { energyWeapons: 2, vigor: 1 } }, [laser]);
  const crawler = t.vehicle("Actor.crawler", "Crawler", { armour: 3 });
  t.give(crawler, cannon);
  const cutter = t.spacecraft("Actor.cutter", "Cutter", { armour: 3 });
  const person = t.npc("Actor.person", "Rana", {}, [t.item("armour", "vest", { energy: 3 })]);
  // 1 square of 100 px is 1.5 m, i.e. one inch (Guide 6.1): 10 inches to every target.
  for (const [a, id, x] of [[npc, "tn", 0], [crawler, "tv", 10], [cutter, "ts", 10], [person, "tp", 10]] as const) t.place(a, x, id);
  // the GM's client: it owns every actor and is the one that answers hooks for the world
  t.asUser("gm");
  const fireCard = () => t.card<FireCardContext>("cards/fire.hbs");
  return { ...t, makeNpc: t.npc, npc, crawler, cutter, person, laser, cannon, fireCard };
}

describe("fire reads the damage table and armour from the target's kind", () => {
  // d20 14 + Energy Weapons 2 = 16 against DT 12: a hit (one shot, one round). 3d10 of 6, 5, 4 = 15,
  // PEN 5 - armour 3 = +2: 17.
  it("a vehicle takes the hit on the vehicle table against its armour (Guide 6.15)", async () => {
    const t = await setup([14, 6, 5, 4]);
    t.target(t.crawler);
    const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
    await fireWeapon(t.npc as never, t.laser as never);
    expect(t.notes).toEqual([]);
    const hit = t.fireCard().targets[0]!;
    expect(hit.damage[0]).toMatchObject({ total: 17, modifier: 2, label: "STARSKIRMISH.SpacePatrol.Damage.vehicle.mediumPenetration" });
    expect(t.messages[0]!.system.targets[0]).toMatchObject({ actorUuid: "Actor.crawler", markers: { "sp-vehicle-damage": 1, "sp-vehicle-morale": 1 } });
  });

  it("a spacecraft takes it on the spacecraft table (Guide 7.12, 6.16)", async () => {
    const t = await setup([14, 6, 5, 4]);
    t.target(t.cutter);
    const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
    await fireWeapon(t.npc as never, t.laser as never);
    expect(t.fireCard().targets[0]!.damage[0]!.label).toBe("STARSKIRMISH.SpacePatrol.Damage.spacecraft.mediumPenetration");
    expect(t.messages[0]!.system.targets[0]!.markers).toEqual({ "sp-spacecraft-gunnery": 1, "sp-spacecraft-drive": 1, "sp-spacecraft-morale": 1 });
  });

  it("a person takes it on the individual table against his armour's Energy rating (SP-8)", async () => {
    const t = await setup([14, 6, 5, 4]);
    t.target(t.person);
    const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
    await fireWeapon(t.npc as never, t.laser as never);
    expect(t.fireCard().targets[0]!.damage[0]).toMatchObject({ total: 17, label: "STARSKIRMISH.SpacePatrol.Damage.individual.mediumWound" });
  });

  it("refuses a weapon with no range bands entered, before asking anything", async () => {
    const t = await setup([14, 6, 5, 4]);
    t.target(t.person);
    await t.laser.update({ system: { effective: { range: 0 } } });
    const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
    await fireWeapon(t.npc as never, t.laser as never);
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Fire.noRanges"]);
    expect(t.messages).toEqual([]);
  });

  it("a vehicle's weapon is rolled by its gunner, and refused with nobody to fire it", async () => {
    const t = await setup([14, 6, 5, 4]);
    t.target(t.person);
    const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
    await fireWeapon(t.crawler as never, t.cannon as never);
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Fire.noGunner"]);
    expect(t.messages).toEqual([]);
    await t.crawler.update({ system: { crew: [{ role: "gunner", actorUuid: "Actor.npc", actorName: "Zed" }] } });
    await fireWeapon(t.crawler as never, t.cannon as never);
    // the gunner's Energy Weapons 2 makes 16, a hit; with X it would be 14 + 0 against DT 16
    expect(t.fireCard().targets[0]!.hits).toBe(1);
    expect(t.messages[0]!.speaker).toBeDefined();
  });
});

describe("an NPC rolls as a patrolman does", () => {
  it("rolls an asset task at its level, and Not So Fast spends a Plot Armor Point (Guide 4.2)", async () => {
    const t = await setup([3, 15]);
    t.answer({ dt: 12 });
    const { rollAssetTask } = await import("../../../../src/rulesets/space-patrol/actions/asset-task");
    await rollAssetTask(t.npc as never, "vigor");
    const first = t.rendered.find((r) => r.path.endsWith("cards/task-roll.hbs"))!.context as unknown as TaskCardContext;
    expect(first).toMatchObject({ assetLevel: { level: "1" }, canReroll: true });
    expect(first.result.success).toBe(false);
    await pressCardButton(t.messages[0]!, "spNotSoFast");
    expect(t.npc.system.plotArmor.value).toBe(0);
    expect(t.messages).toHaveLength(2);
    expect(t.messages[0]!.system.payload.rerolled).toBe(true);
    await pressCardButton(t.messages[1]!, "spNotSoFast");
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Roll.noReroll"]);
  });

  it("is prompted for start-of-turn checks and rolls them from the card (SP-11)", async () => {
    const t = await setup([20]);
    const { adjustMarker, markerDefinition, readMarkers } = await import("../../../../src/system/markers/marker-store");
    await adjustMarker(t.npc as never, markerDefinition("sp-stun")!, 1);
    const { promptStartOfTurn } = await import("../../../../src/rulesets/space-patrol/actions/start-of-turn");
    await promptStartOfTurn(t.npc as never);
    expect(t.messages[0]!.system.kind).toBe("spStartOfTurn");
    await pressCardButton(t.messages[0]!, "spStartOfTurn");
    // Vigor 1: 20 + 1 against DT 16 clears the Stun Marker
    expect(readMarkers(t.npc as never)).toEqual({});
    await promptStartOfTurn(t.crawler as never);
    expect(t.messages).toHaveLength(2);
  });

  it("a vehicle's Control check is rolled with its best crewman's Electronics and clears the marker", async () => {
    // Electronics 3 aboard: 13 + 3 = 16 against DT 16 clears it; unmanned it would be 13 against 20.
    const t = await setup([13]);
    const { adjustMarker, markerDefinition, readMarkers } = await import("../../../../src/system/markers/marker-store");
    await adjustMarker(t.crawler as never, markerDefinition("sp-vehicle-control")!, 1);
    await t.npc.update({ system: { assets: { electronics: 3 } } });
    await t.crawler.update({ system: { crew: [{ role: "gunner", actorUuid: "Actor.npc", actorName: "Zed" }] } });
    const { promptStartOfTurn } = await import("../../../../src/rulesets/space-patrol/actions/start-of-turn");
    await promptStartOfTurn(t.crawler as never);
    expect(t.card<{ checks: { label: string }[] }>("cards/start-of-turn.hbs").checks.map((c) => c.label)).toEqual(["STARSKIRMISH.SpacePatrol.StartOfTurn.vehicle.control"]);
    await pressCardButton(t.messages[0]!, "spStartOfTurn");
    expect(readMarkers(t.crawler as never)).toEqual({});
    expect(t.card<StartOfTurnCardContext>("cards/start-of-turn.hbs").rows[0]).toMatchObject({ total: 16, success: true });
  });

  it("keeps a legal loadout: a vehicle weapon carried by hand is refused, aboard a vehicle it is not", async () => {
    const t = await setup([]);
    const { onPreCreateItemCheckLoadout } = await import("../../../../src/rulesets/space-patrol/models/inventory-guard");
    const { StandInItem } = await import("../../../helpers/fake-documents");
    const cannonFor = (parent: typeof t.npc | typeof t.crawler) => new StandInItem({ name: "cannon", type: "spWeapon", system: t.cannon.toObject().system as never }, { parent });
    expect(onPreCreateItemCheckLoadout(cannonFor(t.npc) as never)).toBe(false);
    expect(t.notes[0]).toContain("STARSKIRMISH.SpacePatrol.Inventory.refused");
    expect(onPreCreateItemCheckLoadout(cannonFor(t.crawler) as never)).toBeUndefined();
  });
});

describe("the target profile", () => {
  it("is the individual table with no armour for an actor without any", async () => {
    await setup([]);
    const { targetProfile } = await import("../../../../src/rulesets/space-patrol/actions/target-profile");
    expect(targetProfile(null)).toEqual({ table: "individual", armour: { hand: 0, bullets: 0, energy: 0 }, nbcProof: false });
  });

  it("shuts out NBC attacks for a Hazard Suit's wearer and a flight, hard or EVA suit's, not for body armour (Guide 8.5)", async () => {
    const t = await setup([]);
    const { targetProfile } = await import("../../../../src/rulesets/space-patrol/actions/target-profile");
    // the stand-in actor carries what targetProfile reads (its system and items), not a whole Actor
    const profile = (actor: object) => targetProfile(actor as never);
    const wearer = (id: string, armour: object) => t.makeNpc(`Actor.${id}`, id, {}, [t.item("armour", `${id}Suit`, armour)]);
    expect(profile(wearer("hazard", { nbcProof: true })).nbcProof).toBe(true);
    for (const suit of ["flightSuit", "hardSuit", "evaSuit"] as const) expect(profile(wearer(suit, { suit })).nbcProof, suit).toBe(true);
    expect(profile(wearer("vest", { energy: 3 })).nbcProof).toBe(false);
    expect(profile(t.crawler).nbcProof).toBe(false);
  });
});

describe("an NBC attack (Guide 8.5)", () => {
  // d20 14 + Energy Weapons 2 = 16 against DT 12: a hit. Armour never counts against NBC, so the
  // unsuited victim's 6 + 5 + 4 takes the full PEN 5: 20.
  const nbcRifle = (t: Awaited<ReturnType<typeof setup>>) => {
    const gas = t.item("weapon", "gas", { code: "M", kind: "energyWeapon", attack: "nbc", effective: { range: 40, penetration: 5, bonus: 0 } });
    t.give(t.npc, gas);
    return gas;
  };

  it("wounds a target in body armour, which does not count, and leaves a Hazard Suit's wearer unharmed with nothing to apply", async () => {
    const t = await setup([14, 6, 5, 4, 14]);
    const gas = nbcRifle(t);
    t.target(t.person);
    const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
    await fireWeapon(t.npc as never, gas as never);
    expect(t.fireCard().targets[0]!.damage[0]).toMatchObject({ total: 20, modifier: 5 });
    expect(t.fireCard().targets[0]!.shutOut).toBe(false);

    const suited = t.makeNpc("Actor.suited", "Suited", {}, [t.item("armour", "hazardSuit", { nbcProof: true })]);
    t.place(suited, 10, "tsu");
    t.target(suited);
    await fireWeapon(t.npc as never, gas as never);
    const card = t.fireCard();
    expect(card.targets[0]).toMatchObject({ hits: 1, damage: [], shutOut: true, markers: {} });
    expect(t.messages.at(-1)!.system.targets[0]!.markers).toEqual({});
  });
});
