// The installable zip as a user's Foundry receives it: unpacked here, its manifest must carry the
// release addresses and licence from package.json, every file the manifest names must be inside,
// and nothing that belongs to the build machine (LevelDB locks and logs, source maps) may be.
import { beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, readFileSync, rmSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { unzipSync } from "fflate";
import { ClassicLevel } from "classic-level";
import { licenseFile, releaseFields, repositoryUrl } from "../../scripts/release-fields.mjs";
import { leftOutOfZip, SOURCE_MAPS_ZIP } from "../../scripts/build.mjs";
import { RULESET_DEFINITIONS } from "../../src/rulesets/definitions";

const root = join(__dirname, "../..");
const dist = join(root, "dist");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));

interface ZippedManifest {
  version: string;
  url: string;
  manifest: string;
  download: string;
  license: string;
  esmodules: string[];
  styles: string[];
  languages: { path: string }[];
  packs: { name: string; path: string }[];
}

let files: Record<string, Uint8Array> = {};
let manifest: ZippedManifest;
beforeAll(() => {
  if (!existsSync(join(dist, "starskirmish.zip"))) throw new Error("Run npm run build first: these tests read its output.");
  files = unzipSync(readFileSync(join(dist, "starskirmish.zip")));
  manifest = JSON.parse(new TextDecoder().decode(files["starskirmish/system.json"]));
});

describe("dist/starskirmish.zip", () => {
  it("holds a manifest with the version, addresses and licence package.json gives", () => {
    expect(manifest.version).toBe(pkg.version);
    expect(manifest.url).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
    expect(manifest.manifest).toBe(`${manifest.url}/releases/latest/download/system.json`);
    expect(manifest.download).toBe(`${manifest.url}/releases/download/v${pkg.version}/starskirmish.zip`);
    expect(manifest).toMatchObject(releaseFields(pkg));
    // Foundry's license field is a web address or a path inside the package: here the shipped file
    expect(files[`starskirmish/${manifest.license}`]?.length, manifest.license).toBeGreaterThan(0);
  });

  it("leaves out LevelDB locks and logs, and source maps", () => {
    const names = Object.keys(files);
    expect(names.filter((n) => /\/(LOCK|LOG|LOG\.old)$/.test(n) || n.endsWith(".log"))).toEqual([]);
    expect(names.filter((n) => n.endsWith(".map"))).toEqual([]);
    expect(names.every((n) => n.startsWith("starskirmish/"))).toBe(true);
  });

  it("holds every module, stylesheet, language file and pack the manifest names", () => {
    const names = Object.keys(files);
    for (const file of [...manifest.esmodules, ...manifest.styles, ...manifest.languages.map((l) => l.path)]) {
      expect(files[`starskirmish/${file}`]?.length, file).toBeGreaterThan(0);
    }
    expect(manifest.packs.length).toBeGreaterThan(10);
    for (const pack of manifest.packs) {
      const inside = names.filter((n) => n.startsWith(`starskirmish/${pack.path}/`));
      expect(inside.some((n) => n.endsWith("/CURRENT")), pack.name).toBe(true);
      expect(inside.some((n) => /\/MANIFEST-\d+$/.test(n)), pack.name).toBe(true);
      expect(inside.some((n) => n.endsWith(".ldb")), pack.name).toBe(true);
    }
  });

  it("unpacks packs LevelDB still opens and reads in full without the files left out", async () => {
    const dir = mkdtempSync(join(tmpdir(), "starskirmish-zip-"));
    try {
      for (const [name, bytes] of Object.entries(files)) {
        if (name.endsWith("/")) continue;
        mkdirSync(dirname(join(dir, name)), { recursive: true });
        writeFileSync(join(dir, name), bytes);
      }
      for (const pack of manifest.packs) {
        const db = new ClassicLevel<string, string>(join(dir, "starskirmish", pack.path), { valueEncoding: "utf8", createIfMissing: false });
        const keys = await db.keys().all();
        await db.close();
        expect(keys.length, pack.name).toBeGreaterThan(0);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is matched by a manifest and a zip of every script's source map beside it, for the release", () => {
    expect(JSON.parse(readFileSync(join(dist, "system.json"), "utf8"))).toEqual(manifest);
    const maps = unzipSync(readFileSync(join(dist, SOURCE_MAPS_ZIP)));
    const scripts = Object.keys(unzipSync(readFileSync(join(dist, "starskirmish.zip")))).filter((n) => n.endsWith(".mjs"));
    // the chunks of our code (what a world starts on, each rule set's table) have their maps, at
    // the path beside them in the system folder; the templates' chunks are compiled, not written
    const graph = JSON.parse(readFileSync(join(dist, "load-graph.json"), "utf8")) as { chunks: Record<string, { tableOf: string | null }> };
    const ours = Object.entries(graph.chunks).filter(([file, c]) => c.tableOf !== null || /^chunks\/startup-/.test(file)).map(([file]) => `starskirmish/${file}`);
    expect(ours.length).toBe(RULESET_DEFINITIONS.length + 1);
    for (const file of ours) expect(maps[`${file}.map`], file).toBeDefined();
    for (const [name, bytes] of Object.entries(maps)) {
      expect(scripts, name).toContain(name.replace(/\.map$/, ""));
      expect(JSON.parse(new TextDecoder().decode(bytes)).version, name).toBe(3);
    }
    // the start-up chunk's map names our source files, with mappings
    const startup = Object.entries(maps).find(([n]) => /chunks\/startup-[\w-]+\.mjs\.map$/.test(n))!;
    const map = JSON.parse(new TextDecoder().decode(startup[1])) as { sources: string[]; mappings: string };
    expect(map.mappings.length).toBeGreaterThan(0);
    expect(map.sources.some((src) => src.endsWith("src/system/init.ts"))).toBe(true);
  });

  it("agrees with the root system.json, which keeps the same release fields for readers of the repository", () => {
    expect(JSON.parse(readFileSync(join(root, "system.json"), "utf8"))).toMatchObject(releaseFields(pkg));
  });
});

describe("release fields", () => {
  it("read the repository in npm's forms, and refuse a missing one or a missing licence", () => {
    expect(repositoryUrl("github:o/r")).toBe("https://github.com/o/r");
    expect(repositoryUrl({ type: "git", url: "git+https://github.com/o/r.git" })).toBe("https://github.com/o/r");
    expect(() => repositoryUrl(undefined)).toThrow('package.json has no "repository"');
    expect(() => repositoryUrl("https://example.com/x")).toThrow("must be a GitHub repository");
    expect(licenseFile("SEE LICENSE IN LICENSE.md")).toBe("LICENSE.md");
    expect(licenseFile("MIT")).toBe("LICENSE");
    expect(() => licenseFile("UNLICENSED")).toThrow("must name the licence");
  });

  it("leave out only pack locks and logs and maps", () => {
    for (const rel of ["packs/sp-gear/LOCK", "packs/sp-gear/LOG", "packs/sp-gear/LOG.old", "packs/sp-gear/000004.log", "starskirmish.mjs.map"]) expect(leftOutOfZip(rel), rel).toBe(true);
    for (const rel of ["packs/sp-gear/CURRENT", "packs/sp-gear/MANIFEST-000002", "packs/sp-gear/000005.ldb", "starskirmish.mjs", "templates/dialog.hbs", "LICENSE"]) expect(leftOutOfZip(rel), rel).toBe(false);
  });
});
