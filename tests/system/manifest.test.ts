// system.json: the root file keeps what belongs to no rule set, and the manifest the build
// generates from it agrees with the rule sets' definitions: types, html fields, packs, folders
// and stylesheets.
import { describe, expect, it } from "vitest";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { RULESET_DEFINITIONS, SHARED_DOCUMENT_TYPES } from "../../src/rulesets/definitions";
import { htmlFieldPaths } from "../../src/core/schema";
import { baseManifest, builtManifest, builtStylesheetSources, REPO_ROOT as root } from "../helpers/manifest";

const base = baseManifest();
const manifest = builtManifest();

describe("the root system.json", () => {
  it("is a v13 system with id starskirmish", () => {
    expect(base.id).toBe("starskirmish");
    expect(base.compatibility).toMatchObject({ minimum: "13", verified: "13" });
    expect(base.esmodules).toEqual(["starskirmish.mjs"]);
    for (const name of ["Space Patrol!", "Starship Marine", "StarMarines", "Striker II"]) expect(base.description).toContain(name);
  });

  it("names no rule set's types, packs, folders or stylesheet: the build adds those", () => {
    expect(Object.keys(base.documentTypes ?? {})).toEqual(["ChatMessage"]);
    expect(base.packs).toBeUndefined();
    expect(base.packFolders).toBeUndefined();
    expect(base.styles).toEqual(["styles/starskirmish.css"]);
  });
});

describe("the generated system.json", () => {
  it("declares every definition's types with their html fields, and nothing else", () => {
    for (const documentName of ["Actor", "Item"]) {
      const declared = manifest.documentTypes[documentName] ?? {};
      const defined = [...RULESET_DEFINITIONS.flatMap((d) => d.documentTypes), ...SHARED_DOCUMENT_TYPES].filter((t) => t.documentName === documentName);
      expect(Object.keys(declared).sort()).toEqual(defined.map((t) => t.type).sort());
      for (const t of defined) expect(declared[t.type]!.htmlFields ?? [], t.type).toEqual(htmlFieldPaths(t.schema));
    }
    expect(manifest.documentTypes.ChatMessage).toEqual({ card: {}, gmRequest: {} });
  });

  it("declares every rule set's Scene Region behaviours, so the GM can paint them", () => {
    const defined = RULESET_DEFINITIONS.flatMap((d) => d.regionBehaviors ?? []).map((b) => b.type);
    expect(defined).toContain("smrTerrain");
    expect(Object.keys(manifest.documentTypes.RegionBehavior ?? {}).sort()).toEqual(defined.sort());
  });

  it("declares every definition's packs, each in its rule set's folder, with a source folder", () => {
    const packNames = manifest.packs.map((p) => p.name).sort();
    expect(packNames).toEqual(RULESET_DEFINITIONS.flatMap((d) => d.packs.map((p) => p.name)).sort());
    for (const def of RULESET_DEFINITIONS) {
      for (const pack of def.packs) {
        const entry = manifest.packs.find((p) => p.name === pack.name);
        expect(entry).toMatchObject({ type: pack.type, label: pack.label, system: "starskirmish", path: `packs/${pack.name}` });
        expect(entry?.ownership).toEqual({ PLAYER: "OBSERVER", ASSISTANT: "OWNER" });
        expect(existsSync(join(root, "packs/_source", pack.name))).toBe(true);
        const folders = manifest.packFolders.filter((f) => f.packs.includes(pack.name));
        expect(folders).toHaveLength(1);
        expect(folders[0]).toMatchObject({ name: def.packFolder?.name, color: def.packFolder?.color, sorting: "a" });
        // A folder holds the packs of one rule set only.
        const ownPacks = def.packs.map((p) => p.name);
        for (const name of folders[0]!.packs) expect(ownPacks).toContain(name);
      }
    }
  });

  it("has a source folder for every pack and a declared pack for every source folder", () => {
    const sources = readdirSync(join(root, "packs/_source"), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(sources.sort()).toEqual(manifest.packs.map((p) => p.name).sort());
  });

  it("lists one stylesheet, which the build joins from the shared one, then each rule set's own", () => {
    expect(manifest.styles).toEqual(["starskirmish.css"]);
    expect(builtStylesheetSources()).toEqual(["styles/starskirmish.css", "styles/space-patrol.css", "styles/starship-marine.css", "styles/starmarines.css", "styles/striker.css"]);
  });

  it("joins stylesheets and lists a language file that exist", () => {
    for (const s of builtStylesheetSources()) expect(existsSync(join(root, s)), s).toBe(true);
    for (const l of manifest.languages as { path: string }[]) expect(existsSync(join(root, l.path)), l.path).toBe(true);
  });
});
