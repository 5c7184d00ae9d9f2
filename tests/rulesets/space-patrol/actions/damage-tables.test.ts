// @vitest-environment happy-dom
// The damage tables the fire card reads, against stand-ins after a real init: the sp-tables
// compendium's RollTables (the shipped YAML) by default, a world RollTable flagged with the same
// table name instead when the GM has imported and edited one, and the Guide's built-in rows with a
// warning when that table cannot be read (Guide 6.14).
import { describe, expect, it } from "vitest";
import { packDocs } from "../../../helpers/pack-sources";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import type { FireCardContext } from "../../../../src/rulesets/space-patrol/view/fire-card";

interface TableFlags {
  starskirmish: { damageTable?: string; damageRow: { key: string; markers: string[] } };
}
interface TableDoc {
  uuid: string;
  name: string;
  flags: { starskirmish: { damageTable: string } };
  results: { name: string; description: string; range: number[]; flags: TableFlags }[];
}

/** The shipped compendium table of a name, as a document would hold it. */
function shipped(name: string, uuid = `Compendium.starskirmish.sp-tables.RollTable.${name}`): TableDoc {
  const doc = packDocs<TableDoc>("sp-tables").find((t) => t.flags.starskirmish.damageTable === name)!;
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
  const t = await spaceBoard(faces);
  const laser = t.item("weapon", "laser", { code: "M", kind: "energyWeapon", attack: "energy", effective: { range: 40, penetration: 5, bonus: 0 } });
  const vest = t.item("armour", "vest", { energy: 3 });
  const npc = t.npc("Actor.npc", "Zed", { assets: { energyWeapons: 2 } }, [laser]);
  const person = t.npc("Actor.person", "Rana", {}, [vest]);
  t.place(npc, 0, "tn");
  t.place(person, 10, "tp");
  t.target(person);
  t.g.game.tables = world;
  const pack = ["individual", "vehicle", "spacecraft"].map((n) => shipped(n));
  t.g.game.packs = new Map([["starskirmish.sp-tables", { documentName: "RollTable", contents: [], getDocuments: async () => pack }]]);
  const fire = async () => (await import("../../../../src/rulesets/space-patrol/actions/fire")).fireWeapon(npc as never, laser as never);
  const card = () => t.card<FireCardContext>("cards/fire.hbs");
  /** The warnings shown, with the options they were shown with. */
  const notes = () => t.stubs.notifications.map((n) => ({ key: n.message, options: n.options ?? {} }));
  return { fire, card, messages: t.messages, notes, world };
}

// d20 14 + Energy Weapons 2 = 16 against DT 12: one hit. 3d10 of 6, 5, 4 = 15, PEN 5 - Energy 3 = +2: 17.
const FACES = [14, 6, 5, 4];

describe("the fire card reads the damage tables", () => {
  it("reads the compendium's table when the world has none: 17 is a Medium Wound, its name from the result", async () => {
    const t = await setup(FACES);
    await t.fire();
    expect(t.notes()).toEqual([]);
    expect(t.card().targets[0]!.damage[0]).toMatchObject({ total: 17, label: "Medium Wound (body)" });
    expect(t.messages[0]!.system.targets[0]!.markers).toEqual({ "sp-wound": 1, "sp-stun": 1 });
  });

  it("reads a world table flagged as the individual table before the compendium's", async () => {
    const t = await setup(FACES, [houseTable()]);
    await t.fire();
    expect(t.notes()).toEqual([]);
    expect(t.card().targets[0]!.damage[0]).toMatchObject({ total: 17, label: "Winged (house rule)" });
    expect(t.messages[0]!.system.targets[0]!.markers).toEqual({ "sp-morale": 1 });
  });

  it("refuses a world table with a gap, says why, and reads the Guide's rows", async () => {
    const broken = houseTable();
    broken.results = broken.results.filter((r) => r.flags.starskirmish.damageRow.key !== "mediumWound");
    const t = await setup(FACES, [broken]);
    await t.fire();
    expect(t.notes()).toHaveLength(1);
    expect(t.notes()[0]!.key).toBe("STARSKIRMISH.SpacePatrol.DamageTable.refused");
    expect(t.notes()[0]!.options.format).toEqual({
      table: "House <b>wounds</b>",
      problems: 'STARSKIRMISH.SpacePatrol.DamageTable.problem.gap {"row":"6","from":"16","to":"18"}',
    });
    // the built-in rows, not the compendium's: the label is the Guide row's string key
    expect(t.card().targets[0]!.damage[0]!.label).toBe("STARSKIRMISH.SpacePatrol.Damage.individual.mediumWound");
    expect(t.messages[0]!.system.targets[0]!.markers).toEqual({ "sp-wound": 1, "sp-stun": 1 });
  });

  it("refuses a vehicle marker on the individual table", async () => {
    const wrong = houseTable();
    wrong.results[1]!.flags.starskirmish.damageRow.markers = ["sp-vehicle-damage"];
    const t = await setup(FACES, [wrong]);
    await t.fire();
    expect(t.notes()[0]!.options.format?.problems).toContain("problem.unknownMarker");
    expect(t.card().targets[0]!.damage[0]!.label).toBe("STARSKIRMISH.SpacePatrol.Damage.individual.mediumWound");
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
