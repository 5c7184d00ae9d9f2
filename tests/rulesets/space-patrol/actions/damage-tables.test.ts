// @vitest-environment happy-dom
// The damage tables the fire card reads, against stand-ins after a real init: the sp-tables
// compendium's RollTables (the shipped YAML) by default, a world RollTable flagged with the same
// table name instead when the GM has imported and edited one, and the Guide's built-in rows with a
// warning when that table cannot be read (Guide 6.14).
import { describe, expect, it } from "vitest";
import type { FakeActor } from "../../../helpers/fake-documents";
import { installCardRecorder } from "../../../helpers/card-recorder";
import { packDocs } from "../../../packs/space-patrol-pack-helpers";
import { bootSystem } from "../../../helpers/boot";
import { installQueuedRoll } from "../../../helpers/queued-roll";
import { gridStandIn } from "../../../helpers/grid-stand-in";
import { installUsers } from "../../../helpers/users-stand-in";

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- stand-in globals are untyped by design

interface TableDoc {
  uuid: string;
  name: string;
  flags: Any;
  results: { name: string; description: string; range: number[]; flags: Any }[];
}

/** The shipped compendium table of a name, as a document would hold it. */
function shipped(name: string, uuid = `Compendium.starskirmish.sp-tables.RollTable.${name}`): TableDoc {
  const doc = packDocs<Any>("sp-tables").find((t) => t.flags.starskirmish.damageTable === name);
  return { uuid, name: doc.name, flags: structuredClone(doc.flags), results: structuredClone(doc.results) };
}

/** A world copy of the individual table with the 16-18 row renamed and placing only a Morale Marker. */
function houseTable(): TableDoc {
  const t = shipped("individual", "RollTable.house");
  t.name = "House <b>wounds</b>";
  const medium = t.results.find((r) => r.flags.starskirmish.damageRow.key === "mediumWound")!;
  medium.name = "Winged (house rule)";
  medium.flags.starskirmish.damageRow.markers = ["sp-morale"];
  return t;
}

async function setup(faces: number[], world: TableDoc[] = []) {
  const { stubs, g, Fake } = await bootSystem();
  const { NpcData } = await import("../../../../src/rulesets/space-patrol/models/npc-model");
  const { WeaponData, ArmourData } = await import("../../../../src/rulesets/space-patrol/models/item-models");
  const { CardData } = await import("../../../../src/system/cards/card-model");
  const { initialValue } = await import("../../../../src/core/schema");
  const { NPC_SCHEMA } = await import("../../../../src/rulesets/space-patrol/data/npc-schema");
  const { WEAPON_SCHEMA } = await import("../../../../src/rulesets/space-patrol/data/weapon-schema");
  const { ARMOUR_SCHEMA } = await import("../../../../src/rulesets/space-patrol/data/armour-schema");
  const make = <T,>(cls: unknown, data: object): T => Object.assign(new (cls as new () => object)(), data) as T;
  const item = (id: string, cls: unknown, schema: object, system: object) => ({ id, name: id, img: "", system: make(cls, { ...initialValue(schema as never), ...system }), async update(c: Any) { Object.assign(this.system, c.system); } });
  const laser = item("laser", WeaponData, WEAPON_SCHEMA, { code: "M", kind: "energyWeapon", attack: "energy", effective: { range: 40, penetration: 5, bonus: 0 } });
  const vest = item("vest", ArmourData, ARMOUR_SCHEMA, { energy: 3 });
  const tokens = new Map<object, Any>();
  const actor = (uuid: string, name: string, system: object, items: object[]): FakeActor & Any => {
    const a = new Fake(uuid, name) as FakeActor & Any;
    Object.assign(a, { system, items: Object.assign([...items], { get: (id: string) => items.find((i: Any) => i.id === id) }), getActiveTokens: () => [tokens.get(a)] });
    return a;
  };
  const npc = actor("Actor.npc", "Zed", make(NpcData, { ...initialValue(NPC_SCHEMA), assets: { energyWeapons: 2 } }), [laser]);
  const person = actor("Actor.person", "Rana", make(NpcData, initialValue(NPC_SCHEMA)), [vest]);
  tokens.set(npc, { id: "tn", name: "Zed", actor: npc, center: { x: 0, y: 0 }, document: { id: "tn" } });
  tokens.set(person, { id: "tp", name: "Rana", actor: person, center: { x: 1000, y: 0 }, document: { id: "tp" } });
  g.canvas = { grid: gridStandIn("square", 100, 1.5, "m") };
  // the GM's client, which answers hooks for the world
  g.game.user = Object.assign(installUsers([{ id: "gm", isGM: true }, { id: "player1" }]).get("gm")!, { targets: new Set([tokens.get(person)]) });
  g.game.i18n.format = (k: string, d: object) => `${k} ${JSON.stringify(d)}`;
  const notes: { key: string; options: Any }[] = [];
  g.ui = { notifications: { warn: (key: string, options: Any) => notes.push({ key, options }), info: () => undefined } };
  installQueuedRoll(faces);
  g.foundry.applications.api.DialogV2 = { input: async () => ({}) };
  const pack = ["individual", "vehicle", "spacecraft"].map((n) => shipped(n));
  g.game.tables = world;
  g.game.packs = new Map([["starskirmish.sp-tables", { documentName: "RollTable", contents: [], getDocuments: async () => pack }]]);
  const { messages, rendered } = installCardRecorder(CardData);
  const fire = async () => (await import("../../../../src/rulesets/space-patrol/actions/fire")).fireWeapon(npc as never, laser as never);
  const card = () => rendered.filter((r) => r.path.endsWith("cards/fire.hbs")).at(-1)!.context;
  return { fire, card, messages, notes, world };
}

// d20 14 + Energy Weapons 2 = 16 against DT 12: one hit. 3d10 of 6, 5, 4 = 15, PEN 5 - Energy 3 = +2: 17.
const FACES = [14, 6, 5, 4];

describe("the fire card reads the damage tables", () => {
  it("reads the compendium's table when the world has none: 17 is a Medium Wound, its name from the result", async () => {
    const t = await setup(FACES);
    await t.fire();
    expect(t.notes).toEqual([]);
    expect(t.card().targets[0].damage[0]).toMatchObject({ total: 17, label: "Medium Wound (body)" });
    expect(t.messages[0].system.targets[0].markers).toEqual({ "sp-wound": 1, "sp-stun": 1 });
  });

  it("reads a world table flagged as the individual table before the compendium's", async () => {
    const t = await setup(FACES, [houseTable()]);
    await t.fire();
    expect(t.notes).toEqual([]);
    expect(t.card().targets[0].damage[0]).toMatchObject({ total: 17, label: "Winged (house rule)" });
    expect(t.messages[0].system.targets[0].markers).toEqual({ "sp-morale": 1 });
  });

  it("refuses a world table with a gap, says why, and reads the Guide's rows", async () => {
    const broken = houseTable();
    broken.results = broken.results.filter((r) => r.flags.starskirmish.damageRow.key !== "mediumWound");
    const t = await setup(FACES, [broken]);
    await t.fire();
    expect(t.notes).toHaveLength(1);
    expect(t.notes[0]!.key).toBe("STARSKIRMISH.SpacePatrol.DamageTable.refused");
    expect(t.notes[0]!.options.format).toEqual({
      table: "House <b>wounds</b>",
      problems: 'STARSKIRMISH.SpacePatrol.DamageTable.problem.gap {"row":"6","from":"16","to":"18"}',
    });
    // the built-in rows, not the compendium's: the label is the Guide row's string key
    expect(t.card().targets[0].damage[0].label).toBe("STARSKIRMISH.SpacePatrol.Damage.individual.mediumWound");
    expect(t.messages[0].system.targets[0].markers).toEqual({ "sp-wound": 1, "sp-stun": 1 });
  });

  it("refuses a vehicle marker on the individual table", async () => {
    const wrong = houseTable();
    wrong.results[1]!.flags.starskirmish.damageRow.markers = ["sp-vehicle-damage"];
    const t = await setup(FACES, [wrong]);
    await t.fire();
    expect(t.notes[0]!.options.format.problems).toContain("problem.unknownMarker");
    expect(t.card().targets[0].damage[0].label).toBe("STARSKIRMISH.SpacePatrol.Damage.individual.mediumWound");
  });
});

describe("damageTableRows", () => {
  it("keeps the same rows while a table is unchanged, and rereads it once edited", async () => {
    const house = houseTable();
    await setup([], [house]);
    const { damageTableRows } = await import("../../../../src/rulesets/space-patrol/actions/damage-table-source");
    const first = await damageTableRows();
    expect(Object.keys(first).sort()).toEqual(["individual", "spacecraft", "vehicle"]);
    expect((await damageTableRows()).individual).toBe(first.individual);
    house.results[0]!.name = "Shrugged off";
    const edited = await damageTableRows();
    expect(edited.individual).not.toBe(first.individual);
    expect(edited.individual?.[0]?.label).toBe("Shrugged off");
    expect(edited.vehicle).toBe(first.vehicle);
  });
});
