// system.json agrees with the rule sets' definitions: types, html fields, packs and folders.
import { describe, expect, it } from "vitest";
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { RULESET_DEFINITIONS, SHARED_DOCUMENT_TYPES } from "../../src/rulesets/definitions";
import { htmlFieldPaths } from "../../src/core/schema";

const root = join(__dirname, "../..");
const manifest = JSON.parse(readFileSync(join(root, "system.json"), "utf8"));

describe("system.json", () => {
  it("is a v13 system with id starskirmish", () => {
    expect(manifest.id).toBe("starskirmish");
    expect(manifest.compatibility).toMatchObject({ minimum: "13", verified: "13" });
    expect(manifest.esmodules).toEqual(["starskirmish.mjs"]);
    for (const name of ["Space Patrol!", "Starship Marine", "StarMarines", "Striker II"]) expect(manifest.description).toContain(name);
  });

  it("declares every definition's types with their html fields, and nothing else", () => {
    for (const documentName of ["Actor", "Item"]) {
      const declared = manifest.documentTypes[documentName] ?? {};
      const defined = [...RULESET_DEFINITIONS.flatMap((d) => d.documentTypes), ...SHARED_DOCUMENT_TYPES].filter((t) => t.documentName === documentName);
      expect(Object.keys(declared).sort()).toEqual(defined.map((t) => t.type).sort());
      for (const t of defined) expect(declared[t.type].htmlFields ?? [], t.type).toEqual(htmlFieldPaths(t.schema));
    }
  });

  it("declares every definition's packs, each in its rule set's folder, with a source folder", () => {
    const packNames = manifest.packs.map((p: { name: string }) => p.name).sort();
    expect(packNames).toEqual(RULESET_DEFINITIONS.flatMap((d) => d.packs.map((p) => p.name)).sort());
    for (const def of RULESET_DEFINITIONS) {
      for (const pack of def.packs) {
        const entry = manifest.packs.find((p: { name: string }) => p.name === pack.name);
        expect(entry).toMatchObject({ type: pack.type, system: "starskirmish", path: `packs/${pack.name}` });
        expect(existsSync(join(root, "packs/_source", pack.name))).toBe(true);
        const folders = manifest.packFolders.filter((f: { packs: string[] }) => f.packs.includes(pack.name));
        expect(folders).toHaveLength(1);
        // A folder holds the packs of one rule set only.
        const ownPacks = def.packs.map((p) => p.name);
        for (const name of folders[0].packs) expect(ownPacks).toContain(name);
      }
    }
  });

  it("lists stylesheets and a language file that exist", () => {
    for (const s of manifest.styles) expect(existsSync(join(root, s)), s).toBe(true);
    for (const l of manifest.languages) expect(existsSync(join(root, l.path)), l.path).toBe(true);
  });
});
