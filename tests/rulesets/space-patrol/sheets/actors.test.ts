// @vitest-environment happy-dom
// The Space Patrol! NPC, vehicle and spacecraft in the rolls, against stand-ins after a real init:
// an NPC fires from his sheet and the damage table follows the target's kind (person, vehicle,
// spacecraft) with the craft's armour; a vehicle's weapon is fired by its gunner; an NPC rolls
// tasks, spends Plot Armor on Not So Fast, is prompted for start-of-turn checks, and keeps a legal
// loadout.
import { describe, expect, it } from "vitest";
import type { FakeActor } from "../../../helpers/fake-documents";
import { installCardRecorder } from "../../../helpers/card-recorder";
import { bootSystem } from "../../../helpers/boot";
import { installQueuedRoll } from "../../../helpers/queued-roll";
import { gridStandIn } from "../../../helpers/grid-stand-in";
import { pressCardButton } from "../../../helpers/card-buttons";
import { flaggedDocument } from "../../../helpers/flagged-document";
import { installUsers } from "../../../helpers/users-stand-in";

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- stand-in globals are untyped by design

async function setup(faces: number[]) {
  const { stubs, g, Fake } = await bootSystem();
  const { NpcData } = await import("../../../../src/rulesets/space-patrol/models/npc-model");
  const { VehicleData, SpacecraftData } = await import("../../../../src/rulesets/space-patrol/models/craft-models");
  const { WeaponData, ArmourData } = await import("../../../../src/rulesets/space-patrol/models/item-models");
  const { CardData } = await import("../../../../src/system/cards/card-model");
  const { initialValue } = await import("../../../../src/core/schema");
  const { NPC_SCHEMA } = await import("../../../../src/rulesets/space-patrol/data/npc-schema");
  const { VEHICLE_SCHEMA } = await import("../../../../src/rulesets/space-patrol/data/vehicle-schema");
  const { SPACECRAFT_SCHEMA } = await import("../../../../src/rulesets/space-patrol/data/spacecraft-schema");
  const { WEAPON_SCHEMA } = await import("../../../../src/rulesets/space-patrol/data/weapon-schema");
  const { ARMOUR_SCHEMA } = await import("../../../../src/rulesets/space-patrol/data/armour-schema");

  const make = <T,>(cls: unknown, data: object): T => Object.assign(new (cls as new () => object)(), data) as T;
  const updates: { uuid: string; change: Any }[] = [];
  const item = (id: string, cls: unknown, schema: object, system: object) => ({ id, name: id, img: "", system: make(cls, { ...initialValue(schema as never), ...system }), async update(c: Any) { Object.assign(this.system, c.system); } });
  // Guide 3.3's laser rifle numbers are not needed: one band, PEN 5, one target, one shot.
  const laser = item("laser", WeaponData, WEAPON_SCHEMA, { code: "M", kind: "energyWeapon", attack: "energy", effective: { range: 40, penetration: 5, bonus: 0 } });
  const cannon = item("cannon", WeaponData, WEAPON_SCHEMA, { code: "MV", kind: "energyWeapon", attack: "energy", effective: { range: 40, penetration: 5, bonus: 0 } });
  const tokens = new Map<object, Any>();
  function actor(uuid: string, name: string, system: object, items: object[] = []): FakeActor & Any {
    const a = new Fake(uuid, name) as FakeActor & Any;
    const flags = flaggedDocument();
    Object.assign(a, {
      system,
      items: Object.assign([...items], { get: (id: string) => items.find((i: Any) => i.id === id) }),
      getActiveTokens: () => (tokens.has(a) ? [tokens.get(a)] : []),
      flags: flags.flags,
      async update(change: Any) {
        updates.push({ uuid, change });
        for (const [k, v] of Object.entries(change.system ?? {})) Object.assign((a.system as Any)[k], v);
        const flagChanges = Object.fromEntries(Object.entries(change).filter(([k]) => k.startsWith("flags.")));
        if (Object.keys(flagChanges).length > 0) await flags.update(flagChanges);
      },
    });
    return a;
  }
  const npc = actor("Actor.npc", "Zed <b>the Knife</b>", make(NpcData, { ...initialValue(NPC_SCHEMA), plotArmor: { value: 1, max: 1 }, assets: { energyWeapons: 2, vigor: 1 } }), [laser]);
  const crawler = actor("Actor.crawler", "Crawler", make(VehicleData, { ...initialValue(VEHICLE_SCHEMA), armour: 3 }), [cannon]);
  const cutter = actor("Actor.cutter", "Cutter", make(SpacecraftData, { ...initialValue(SPACECRAFT_SCHEMA), armour: 3 }));
  const vest = item("vest", ArmourData, ARMOUR_SCHEMA, { energy: 3 });
  const person = actor("Actor.person", "Rana", make(NpcData, initialValue(NPC_SCHEMA)), [vest]);
  const token = (id: string, a: Any, x: number) => ({ id, name: a.name, actor: a, center: { x, y: 0 }, document: { id } });
  for (const [a, id, x] of [[npc, "tn", 0], [crawler, "tv", 1000], [cutter, "ts", 1000], [person, "tp", 1000]] as const) tokens.set(a, token(id, a, x));
  // 1 square of 100 px is 1.5 m, i.e. one inch (Guide 6.1): 10 inches to every target.
  g.canvas = { grid: gridStandIn("square", 100, 1.5, "m") };
  // the GM's client: it owns every actor and is the one that answers hooks for the world
  g.game.user = installUsers([{ id: "gm", isGM: true }, { id: "player1" }]).get("gm");
  g.game.i18n.format = (k: string, d: object) => `${k} ${JSON.stringify(d)}`;
  const notes: string[] = [];
  g.ui = { notifications: { warn: (m: string) => notes.push(m), info: (m: string) => notes.push(m) } };
  installQueuedRoll(faces);
  let dialogAnswer: object = {};
  g.foundry.applications.api.DialogV2 = { input: async () => dialogAnswer };
  const { messages, rendered } = installCardRecorder(CardData);
  const byUuid: Record<string, Any> = { "Actor.npc": npc, "Actor.crawler": crawler, "Actor.cutter": cutter, "Actor.person": person };
  g.fromUuid = async (uuid: string) => byUuid[uuid] ?? null;
  const target = (a: Any) => (g.game.user.targets = new Set([tokens.get(a)]));
  const card = () => rendered.filter((r) => r.path.endsWith("cards/fire.hbs")).at(-1)!.context;
  return { npc, crawler, cutter, person, laser, cannon, messages, rendered, notes, updates, target, card, answer: (a: object) => (dialogAnswer = a) };
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
    const hit = t.card().targets[0];
    expect(hit.damage[0]).toMatchObject({ total: 17, modifier: 2, label: "STARSKIRMISH.SpacePatrol.Damage.vehicle.mediumPenetration" });
    expect(t.messages[0].system.targets[0]).toMatchObject({ actorUuid: "Actor.crawler", markers: { "sp-vehicle-damage": 1, "sp-vehicle-morale": 1 } });
  });

  it("a spacecraft takes it on the spacecraft table (Guide 7.12, 6.16)", async () => {
    const t = await setup([14, 6, 5, 4]);
    t.target(t.cutter);
    const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
    await fireWeapon(t.npc as never, t.laser as never);
    expect(t.card().targets[0].damage[0].label).toBe("STARSKIRMISH.SpacePatrol.Damage.spacecraft.mediumPenetration");
    expect(t.messages[0].system.targets[0].markers).toEqual({ "sp-spacecraft-gunnery": 1, "sp-spacecraft-drive": 1, "sp-spacecraft-morale": 1 });
  });

  it("a person takes it on the individual table against his armour's Energy rating (SP-8)", async () => {
    const t = await setup([14, 6, 5, 4]);
    t.target(t.person);
    const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
    await fireWeapon(t.npc as never, t.laser as never);
    expect(t.card().targets[0].damage[0]).toMatchObject({ total: 17, label: "STARSKIRMISH.SpacePatrol.Damage.individual.mediumWound" });
  });

  it("refuses a weapon with no range bands entered, before asking anything", async () => {
    const t = await setup([14, 6, 5, 4]);
    t.target(t.person);
    t.laser.system.effective.range = 0;
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
    t.crawler.system.crew = [{ role: "gunner", actorUuid: "Actor.npc", actorName: "Zed" }];
    await fireWeapon(t.crawler as never, t.cannon as never);
    // the gunner's Energy Weapons 2 makes 16, a hit; with X it would be 14 + 0 against DT 16
    expect(t.card().targets[0].hits).toBe(1);
    expect(t.messages[0].speaker).toBeDefined();
  });
});

describe("an NPC rolls as a patrolman does", () => {
  it("rolls an asset task at its level, and Not So Fast spends a Plot Armor Point (Guide 4.2)", async () => {
    const t = await setup([3, 15]);
    t.answer({ dt: 12 });
    const { rollAssetTask } = await import("../../../../src/rulesets/space-patrol/actions/asset-task");
    await rollAssetTask(t.npc as never, "vigor");
    const first = t.rendered.find((r) => r.path.endsWith("cards/task-roll.hbs"))!.context;
    expect(first).toMatchObject({ assetLevel: "1", canReroll: true });
    expect(first.result.success).toBe(false);
    await pressCardButton(t.messages[0], "spNotSoFast");
    expect(t.npc.system.plotArmor.value).toBe(0);
    expect(t.messages).toHaveLength(2);
    expect(t.messages[0].system.payload.rerolled).toBe(true);
    await pressCardButton(t.messages[1], "spNotSoFast");
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Roll.noReroll"]);
  });

  it("is prompted for start-of-turn checks and rolls them from the card (SP-11)", async () => {
    const t = await setup([20]);
    const { adjustMarker, markerDefinition, readMarkers } = await import("../../../../src/system/markers/marker-store");
    await adjustMarker(t.npc as never, markerDefinition("sp-stun")!, 1);
    const { promptStartOfTurn } = await import("../../../../src/rulesets/space-patrol/actions/start-of-turn");
    await promptStartOfTurn(t.npc as never);
    expect(t.messages[0].system.kind).toBe("spStartOfTurn");
    await pressCardButton(t.messages[0], "spStartOfTurn");
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
    t.npc.system.assets.electronics = 3;
    t.crawler.system.crew = [{ role: "gunner", actorUuid: "Actor.npc", actorName: "Zed" }];
    const { promptStartOfTurn } = await import("../../../../src/rulesets/space-patrol/actions/start-of-turn");
    await promptStartOfTurn(t.crawler as never);
    expect(t.rendered.at(-1)!.context.checks.map((c: Any) => c.label)).toEqual(["STARSKIRMISH.SpacePatrol.StartOfTurn.vehicle.control"]);
    await pressCardButton(t.messages[0], "spStartOfTurn");
    expect(readMarkers(t.crawler as never)).toEqual({});
    expect(t.rendered.at(-1)!.context.rows[0]).toMatchObject({ total: 16, success: true });
  });

  it("keeps a legal loadout: a vehicle weapon carried by hand is refused, aboard a vehicle it is not", async () => {
    const t = await setup([]);
    const { onPreCreateItemCheckLoadout } = await import("../../../../src/rulesets/space-patrol/models/inventory-guard");
    expect(onPreCreateItemCheckLoadout({ ...t.cannon, type: "spWeapon", parent: t.npc } as never)).toBe(false);
    expect(t.notes[0]).toContain("STARSKIRMISH.SpacePatrol.Inventory.refused");
    expect(onPreCreateItemCheckLoadout({ ...t.cannon, type: "spWeapon", parent: t.crawler } as never)).toBeUndefined();
  });
});

describe("the target profile", () => {
  it("is the individual table with no armour for an actor without any", async () => {
    await setup([]);
    const { targetProfile } = await import("../../../../src/rulesets/space-patrol/actions/target-profile");
    expect(targetProfile(null)).toEqual({ table: "individual", armour: { hand: 0, bullets: 0, energy: 0 } });
  });
});
