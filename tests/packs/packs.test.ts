// Layer 4: compendium sources are checked against the data models' own field descriptions,
// compiled with the official CLI, and read back unchanged.
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import YAML from "yaml";
// @ts-expect-error plain JavaScript build script
import { buildPacks, checkDocument, checkPacks, extractPack, readSources } from "../../scripts/packs.mjs";
import * as tooling from "../../src/tooling";

const root = join(__dirname, "../..");
const work = mkdtempSync(join(tmpdir(), "ssk-packs-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const patrolman = () => ({
  _id: "abcdefghijklmnop",
  _key: "!actors!abcdefghijklmnop",
  name: "Test",
  type: "spPatrolman",
  system: { rank: 2, assets: { tactics: 1 } },
});

describe("checkDocument", () => {
  it("accepts a sound document", () => {
    expect(checkDocument(tooling, patrolman(), "Actor")).toEqual([]);
  });
  it("names a bad id, a key that does not match it, and an unknown type", () => {
    expect(checkDocument(tooling, { ...patrolman(), _id: "short" }, "Actor")).toEqual(
      expect.arrayContaining([expect.stringContaining("_id must be 16"), expect.stringContaining('_key must be "!actors!short"')]),
    );
    expect(checkDocument(tooling, { ...patrolman(), type: "wizard" }, "Actor")).toEqual(['"Test": unknown Actor type "wizard"']);
  });
  it("checks system data with the data model's own field description", () => {
    const doc = { ...patrolman(), system: { rank: 12, assets: { tacktics: 1 } } };
    expect(checkDocument(tooling, doc, "Actor")).toEqual(['"Test": system.rank must be at most 6', '"Test": system.assets.tacktics is not a known key']);
  });
  it("checks the keys of embedded effects", () => {
    const doc = { ...patrolman(), effects: [{ _id: "effecteffect0001", _key: "!actors.effects!wrong.effecteffect0001", name: "E" }] };
    expect(checkDocument(tooling, doc, "Actor")).toEqual(['"Test" effect "E": _key must be "!actors.effects!abcdefghijklmnop.effecteffect0001"']);
  });
});

describe("checkDocument on scenes with regions", () => {
  const scene = (system: Record<string, unknown>, key?: string) => ({
    _id: "scenescenescene1",
    _key: "!scenes!scenescenescene1",
    name: "Map",
    regions: [
      {
        _id: "regionregion0001",
        _key: "!scenes.regions!scenescenescene1.regionregion0001",
        name: "Wood",
        shapes: [{ type: "polygon", points: [0, 0, 100, 0, 50, 80] }],
        behaviors: [{ _id: "behaviorbehavio1", _key: key ?? "!scenes.regions.behaviors!scenescenescene1.regionregion0001.behaviorbehavio1", name: "Terrain", type: "smrTerrain", system }],
      },
    ],
  });
  it("accepts a terrain region, and checks its behaviour's data with the rule set's description", () => {
    expect(checkDocument(tooling, scene({ terrain: "forest" }), "Scene")).toEqual([]);
    expect(checkDocument(tooling, scene({ terrain: "lava" }), "Scene")).toEqual([expect.stringContaining('region "Wood" behaviour "Terrain": system.terrain')]);
  });
  it("names a behaviour's wrong key and a polygon of too few points", () => {
    expect(checkDocument(tooling, scene({ terrain: "forest" }, "!scenes.regions.behaviors!x.y.z"), "Scene")).toEqual([expect.stringContaining("_key must be")]);
    const bad = scene({ terrain: "forest" });
    bad.regions[0]!.shapes = [{ type: "polygon", points: [0, 0, 10, 10] }];
    expect(checkDocument(tooling, bad, "Scene")).toEqual([expect.stringContaining("a polygon needs three or more points")]);
  });
});

describe("checkPacks", () => {
  it("fails the build naming the file and the reason", async () => {
    const src = join(work, "bad-src");
    mkdirSync(join(src, "sp-patrolmen"), { recursive: true });
    writeFileSync(join(src, "sp-patrolmen/bad.yml"), YAML.stringify({ ...patrolman(), system: { branch: "navy" } }));
    writeFileSync(join(src, "sp-patrolmen/broken.yml"), "name: [unclosed\n");
    const packs = [{ name: "sp-patrolmen", type: "Actor" }, { name: "missing", type: "Actor" }];
    const err = await checkPacks({ tooling, sourceRoot: src, packs }).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toMatch(/bad\.yml: "Test": system\.branch must be one of flight/);
    expect(err.message).toMatch(/broken\.yml: not valid YAML/);
    expect(err.message).toMatch(/missing: no source folder/);
  });
});

describe("formation links", () => {
  it("a compendium formation naming a member that is not in the sources fails the build", async () => {
    const src = join(work, "link-src");
    mkdirSync(join(src, "str-organisations"), { recursive: true });
    writeFileSync(
      join(src, "str-organisations/squad.yml"),
      YAML.stringify({
        _id: "linkSquad0000001",
        _key: "!actors!linkSquad0000001",
        name: "Squad",
        type: "formation",
        system: { members: [{ uuid: "Compendium.starskirmish.str-teams.Actor.noSuchTeam000001", name: "Ghost", quantity: 1, role: "member" }] },
      }),
    );
    const err = await checkPacks({ tooling, sourceRoot: src, packs: [{ name: "str-organisations", type: "Actor" }] }).catch((e: Error) => e);
    expect(err.message).toMatch(/squad\.yml: member "Ghost" names Compendium\.starskirmish\.str-teams\.Actor\.noSuchTeam000001, which is not in the sources/);
  });
});

describe("the shipped packs", () => {
  it("compile with the official CLI and extract to the same documents", async () => {
    const out = join(work, "packs");
    // by default, every pack the rule sets' definitions declare
    const packs = await buildPacks({ tooling, sourceRoot: join(root, "packs/_source"), outRoot: out });
    expect(packs.map((p: { name: string }) => p.name)).toEqual(tooling.RULESET_DEFINITIONS.flatMap((d) => d.packs.map((p) => p.name)));
    for (const pack of packs) {
      const back = join(work, "extracted", pack.name);
      await extractPack(join(out, pack.name), back, { yaml: true, clean: true, log: false });
      const original = (await readSources(join(root, "packs/_source", pack.name))).map((s: { doc: { _id: string } }) => s.doc);
      const extracted = (await readSources(back)).map((s: { doc: { _id: string } }) => s.doc);
      expect(extracted.length, pack.name).toBe(original.length);
      for (const doc of original) {
        const twin = extracted.find((d: { _id: string }) => d._id === doc._id);
        expect(twin, doc._id).toBeDefined();
        expect(twin).toMatchObject(doc);
      }
    }
  });

  it("recompiling drops entries removed from the sources", async () => {
    const src = join(work, "shrink-src");
    cpSync(join(root, "packs/_source"), src, { recursive: true });
    const out = join(work, "shrink-out");
    await buildPacks({ tooling, sourceRoot: src, outRoot: out });
    writeFileSync(join(src, "sp-patrolmen/second.yml"), YAML.stringify({ ...patrolman(), _id: "secondsecond0001", _key: "!actors!secondsecond0001" }));
    await buildPacks({ tooling, sourceRoot: src, outRoot: out });
    await extractPack(join(out, "sp-patrolmen"), join(work, "shrink-x1"), { yaml: true, clean: true, log: false });
    expect((await readSources(join(work, "shrink-x1"))).length).toBe(2);
    rmSync(join(src, "sp-patrolmen/second.yml"));
    await buildPacks({ tooling, sourceRoot: src, outRoot: out });
    await extractPack(join(out, "sp-patrolmen"), join(work, "shrink-x2"), { yaml: true, clean: true, log: false });
    expect((await readSources(join(work, "shrink-x2"))).length).toBe(1);
  });
});
