// @vitest-environment happy-dom
// The creation wizard reads the world's copy of a creation table first (Guide 1.1-1.2), against
// stand-ins after a real init, with queued dice: the shipped compendium reads back as the Guide's
// rows; a GM's world copy with a result renamed gives the asset the new name names; a world copy
// the rules cannot read is refused once with the reason, and the Guide's rows are used.
import { describe, expect, it } from "vitest";
import { packDocs } from "../../../helpers/pack-sources";
import { localize } from "../../../helpers/html-notifications";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { makeActor } from "../../../helpers/fake-documents";
import { BUILT_IN_CREATION_TABLES, creationTablesFromSources, CREATION_TABLE_KEYS, type CreationTableKey } from "../../../../src/rulesets/space-patrol/rules/creation-table-set";
import { creationRowSources, entryFromName } from "../../../../src/rulesets/space-patrol/actions/creation-table-source";

interface TableDoc {
  uuid: string;
  name: string;
  flags: { starskirmish: { creationTable: string } };
  results: { name: string; range: number[]; flags: { starskirmish: { creationRow: Record<string, unknown> } } }[];
}

const shipped = (): TableDoc[] => packDocs<TableDoc>("sp-creation-tables").map((d) => ({ ...structuredClone(d), uuid: `Compendium.starskirmish.sp-creation-tables.RollTable.${d.name}` }));
const byKey = (docs: TableDoc[], key: string) => docs.find((d) => d.flags.starskirmish.creationTable === key)!;

async function setup(faces: number[], world: TableDoc[]) {
  const b = await spaceBoard(faces);
  b.g.game.i18n.localize = localize;
  b.g.game.tables = world;
  const pack = shipped();
  b.g.game.packs = new Map([["starskirmish.sp-creation-tables", { documentName: "RollTable", contents: [], getDocuments: async () => pack }]]);
  const hero = makeActor({ _id: "Hero", name: "Hero", type: "spPatrolman", ownership: { default: 0, player1: 3 } } as never);
  b.stubs.actAs("player1");
  const run = await import("../../../../src/rulesets/space-patrol/actions/creation-run");
  await run.beginCreation(hero as never);
  await run.chooseCreationStep(hero as never, "flight");
  return { ...b, hero, run, state: () => run.storedCreation(hero as never)!.state };
}

describe("reading the creation tables from roll tables", () => {
  it("reads every shipped table, by its result names, back as the Guide's rows", () => {
    const sources: Partial<Record<CreationTableKey, ReturnType<typeof creationRowSources>>> = {};
    for (const doc of shipped()) sources[doc.flags.starskirmish.creationTable as CreationTableKey] = creationRowSources(doc.flags.starskirmish.creationTable as CreationTableKey, doc as never, localize);
    expect(Object.keys(sources).sort()).toEqual([...CREATION_TABLE_KEYS].sort());
    const { tables, refused } = creationTablesFromSources(sources);
    expect(refused).toEqual({});
    expect(tables).toEqual(BUILT_IN_CREATION_TABLES);
  });

  it("reads a d8 result's name as an asset, a category to choose from, or Cross-Training", () => {
    expect(entryFromName("Tactics", localize)).toEqual({ kind: "asset", asset: "tactics" });
    expect(entryFromName("  space pilot ", localize)).toEqual({ kind: "asset", asset: "spacePilot" });
    expect(entryFromName("Shooting (choose one)", localize)).toEqual({ kind: "category", category: "shooting" });
    expect(entryFromName("Cross-Training", localize)).toEqual({ kind: "crossTraining" });
    expect(entryFromName("Free lunch", localize)).toBeNull();
  });
});

describe("the wizard reads the world's copy first", () => {
  it("gives the asset a GM renamed a branch table's result to", async () => {
    const world = byKey(shipped(), "branch-flight");
    world.uuid = "RollTable.house";
    world.results[2]!.name = "Medicine";
    const t = await setup([3], [world]);
    expect(await t.run.rollCreationStep(t.hero as never)).toBe(true);
    expect(t.state().assets.medicine).toBe(1);
    expect(t.state().assets.airPilot).toBe(0);
  });

  it("reads the compendium's copy when the world has none", async () => {
    const t = await setup([3], []);
    expect(await t.run.rollCreationStep(t.hero as never)).toBe(true);
    expect(t.state().assets.airPilot).toBe(1);
  });

  it("refuses a world copy with a gap, once, naming it, and rolls on the Guide's rows", async () => {
    const world = byKey(shipped(), "branch-flight");
    world.name = "House <b>flight</b>";
    world.results.splice(7, 1);
    const t = await setup([3, 8], [world]);
    const refusals = () => t.stubs.notifications.filter((n) => n.message === "STARSKIRMISH.SpacePatrol.CreationTable.refused");
    expect(await t.run.rollCreationStep(t.hero as never)).toBe(true);
    expect(await t.run.rollCreationStep(t.hero as never)).toBe(true);
    expect(t.state().assets.airPilot).toBe(1);
    expect(t.state().assets.tactics).toBe(1);
    expect(refusals()).toHaveLength(1);
    expect(refusals()[0]!.options).toMatchObject({ format: { table: "House <b>flight</b>", problems: "no result covers 8" } });
  });
});
