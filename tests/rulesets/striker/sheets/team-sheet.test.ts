// @vitest-environment happy-dom
// The Striker team sheet's drop on a trooper row, run against stand-in documents after a real
// init: a compendium weapon is embedded and given to that trooper; a wrong drop is refused with
// a notification and changes nothing.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryStubs, callHook } from "../../../helpers/foundry-stubs";

interface Recorder {
  created: unknown[];
  updates: unknown[];
  notes: string[];
}

let rec: Recorder;
let dragData: unknown;
let byUuid: Record<string, unknown>;

async function boot() {
  vi.resetModules();
  const stubs = installFoundryStubs({ "starskirmish.ruleSet": "striker" });
  await import("../../../../src/index");
  callHook(stubs, "init");
  const g = globalThis as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- stand-in globals are untyped by design
  rec = { created: [], updates: [], notes: [] };
  g.foundry.utils = { deepClone: <T>(v: T): T => structuredClone(v) };
  g.foundry.applications.ux = { TextEditor: { implementation: { getDragEventData: () => dragData } } };
  g.fromUuid = async (uuid: string) => byUuid[uuid] ?? null;
  g.ui = { notifications: { warn: (m: string) => rec.notes.push(m) } };
  return g;
}

async function setup() {
  const g = await boot();
  const { StrikerTeamSheet } = await import("../../../../src/rulesets/striker/sheets/team-sheet");
  const { TeamData } = await import("../../../../src/rulesets/striker/models/team-model");
  const { StrikerWeaponData } = await import("../../../../src/rulesets/striker/models/weapon-model");
  const { weaponItemFromTable } = await import("../../../../src/rulesets/striker/data/weapon-item");
  const { SLUG_THROWERS } = await import("../../../../src/rulesets/striker/rules/index");
  const blank = { name: "", role: "rifleman", weapon: "", weaponItem: "", ammunition: "", armour: 0, armourItem: "", casualty: false };
  const system = Object.assign(new (TeamData as unknown as new () => object)(), {
    troopers: [{ ...blank, name: "Lee", role: "leader" }, { ...blank, name: "Ng" }],
  });
  const actor = {
    system,
    items: new Map(),
    async createEmbeddedDocuments(_name: string, data: { name: string; type: string; system: unknown }[]) {
      rec.created.push(...data);
      // Foundry builds the embedded item's data model from the data; the stand-in does the same.
      return data.map((d, i) =>
        Object.assign(new g.Item(), { ...d, system: Object.assign(new (StrikerWeaponData as unknown as new () => object)(), d.system), id: `new${i}`, parent: actor }),
      );
    },
    async update(changes: unknown) {
      rec.updates.push(changes);
    },
  };
  const weaponSystem = Object.assign(new (StrikerWeaponData as unknown as new () => object)(), weaponItemFromTable(SLUG_THROWERS.find((w) => w.id === "acr7mm")!));
  const compendiumWeapon = Object.assign(new g.Item(), {
    name: "7mm ACR",
    type: "strWeapon",
    system: weaponSystem,
    parent: null,
    toObject: () => ({ name: "7mm ACR", type: "strWeapon", system: structuredClone(weaponItemFromTable(SLUG_THROWERS.find((w) => w.id === "acr7mm")!)) }),
  });
  const otherItem = Object.assign(new g.Item(), { name: "Laser Pistol", type: "spWeapon", system: {}, parent: null, toObject: () => ({}) });
  byUuid = { "Compendium.starskirmish.str-weapons.Item.acr": compendiumWeapon, "Item.laser": otherItem };
  const sheet = Object.assign(Object.create(StrikerTeamSheet.prototype), { actor, isEditable: true }) as {
    dropOnTrooper(event: DragEvent, index: number): Promise<void>;
  };
  return { sheet };
}

const drop = () => new Event("drop") as DragEvent;

describe("dropping on a trooper row of the team sheet", () => {
  beforeEach(() => {
    dragData = undefined;
  });

  it("embeds a compendium weapon and gives it to that trooper, loaded", async () => {
    const { sheet } = await setup();
    dragData = { type: "Item", uuid: "Compendium.starskirmish.str-weapons.Item.acr" };
    await sheet.dropOnTrooper(drop(), 1);
    expect(rec.notes).toEqual([]);
    expect(rec.created).toHaveLength(1);
    const update = rec.updates[0] as { system: { troopers: { name: string; weapon: string; weaponItem: string; ammunition: string }[] } };
    expect(update.system.troopers[1]).toMatchObject({ name: "Ng", weapon: "7mm ACR", weaponItem: "new0", ammunition: "slugs" });
    expect(update.system.troopers[0]).toMatchObject({ name: "Lee", weaponItem: "" });
  });

  it("refuses a drop that is not an item, an item of another rule set, and a row with no trooper", async () => {
    const { sheet } = await setup();
    dragData = { type: "Actor", uuid: "Actor.x" };
    await sheet.dropOnTrooper(drop(), 0);
    dragData = { type: "Item", uuid: "Item.laser" };
    await sheet.dropOnTrooper(drop(), 0);
    dragData = { type: "Item", uuid: "Item.missing" };
    await sheet.dropOnTrooper(drop(), 0);
    dragData = { type: "Item", uuid: "Compendium.starskirmish.str-weapons.Item.acr" };
    await sheet.dropOnTrooper(drop(), 5);
    expect(rec.notes).toEqual([
      "STARSKIRMISH.Striker.Team.Drop.notAnItem",
      "STARSKIRMISH.Striker.Team.Drop.notStrikerGear",
      "STARSKIRMISH.Striker.Team.Drop.notAnItem",
      "STARSKIRMISH.Striker.Team.Drop.noTrooper",
    ]);
    expect(rec.created).toEqual([]);
    expect(rec.updates).toEqual([]);
  });
});
