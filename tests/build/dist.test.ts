// The build's output: a complete system folder, its zip, and a rules module plain Node can import.
import { beforeAll, describe, expect, it } from "vitest";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { unzipSync } from "fflate";
import { RULESET_DEFINITIONS } from "../../src/rulesets/definitions";
import { drawnCounts, markerIcon } from "../../src/core/marker-icons";
import { builtManifest } from "../helpers/manifest";

const root = join(__dirname, "../..");
const dist = join(root, "dist");

describe("dist/", () => {
  const system = join(dist, "starskirmish");
  beforeAll(() => {
    if (!existsSync(join(system, "system.json"))) throw new Error("Run npm run build first: these tests read its output.");
  });

  it("holds the manifest, module, templates, strings, styles and compiled packs", () => {
    const manifest = JSON.parse(readFileSync(join(system, "system.json"), "utf8"));
    for (const file of [...manifest.esmodules, ...manifest.styles, ...manifest.languages.map((l: { path: string }) => l.path)]) {
      expect(existsSync(join(system, file)), file).toBe(true);
    }
    for (const pack of manifest.packs) expect(readdirSync(join(system, pack.path)).length, pack.name).toBeGreaterThan(0);
    expect(existsSync(join(system, "templates/space-patrol/sheets/patrolman.hbs"))).toBe(true);
  });

  it("holds the manifest generated from the root system.json and the rule sets' definitions", () => {
    expect(JSON.parse(readFileSync(join(system, "system.json"), "utf8"))).toEqual(builtManifest());
  });

  it("has an icon for every marker of every rule set, and for every drawn count", () => {
    for (const def of RULESET_DEFINITIONS) {
      for (const m of def.markers) {
        for (const n of [1, ...drawnCounts(m)]) {
          const rel = markerIcon(m, n).replace("systems/starskirmish/", "");
          const svg = readFileSync(join(system, rel), "utf8");
          expect(svg, rel).toContain(`fill="${m.colour}"`);
          if (n > 1) expect(svg, rel).toContain(`>${n > 9 ? "9+" : n}</text>`);
        }
      }
    }
  });

  it("keeps the sheet classes' names through minifying: Foundry files each sheet as starskirmish.<class name>, and its label is STARSKIRMISH.Sheet.<class name>", () => {
    // the sheet classes are registered at init, so they are in what a world starts on: the module and its static imports
    const graph = JSON.parse(readFileSync(join(dist, "load-graph.json"), "utf8")) as { entry: string; chunks: Record<string, { imports: string[] }> };
    const atStart = new Set([graph.entry]);
    for (const file of atStart) for (const dep of graph.chunks[file]?.imports ?? []) atStart.add(dep);
    const module = [...atStart].map((file) => readFileSync(join(system, file), "utf8")).join("\n");
    const sheets = new Set<string>();
    const registering = [...readdirSync(join(root, "src/rulesets")).map((d) => join(root, "src/rulesets", d, "ruleset.ts")).filter(existsSync), join(root, "src/system/init.ts")];
    for (const file of registering) {
      for (const block of readFileSync(file, "utf8").matchAll(/\bsheets:\s*\{([^}]*)\}/g)) for (const m of (block[1] ?? "").matchAll(/:\s*([A-Z][A-Za-z0-9]*Sheet)\b/g)) sheets.add(m[1]!);
    }
    expect(sheets.size).toBeGreaterThan(8);
    // a named class, or an anonymous one bound to a variable of that name (which names it)
    for (const name of sheets) expect(module, name).toMatch(new RegExp(`\\bclass ${name} extends\\b|\\b${name}=class\\b`));
  });

  it("zips the same folder under starskirmish/", () => {
    const entries = Object.keys(unzipSync(readFileSync(join(dist, "starskirmish.zip"))));
    expect(entries).toContain("starskirmish/system.json");
    expect(entries).toContain("starskirmish/starskirmish.mjs");
    expect(entries.some((e) => e.startsWith("starskirmish/packs/sp-patrolmen/"))).toBe(true);
  });

  it("ships a rules module that plain Node imports and uses", () => {
    const script = `import("${join(dist, "rules.mjs")}").then((r) => {
      const res = r.spacePatrol.resolveTask({ dt: 12, asset: 2, equipment: 2 }, 12);
      console.log(JSON.stringify({ total: res.total, specials: res.specialSuccesses, hasStriker: typeof r.striker === "object" }));
    })`;
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    expect(JSON.parse(out)).toEqual({ total: 16, specials: 1, hasStriker: true });
  });

  it("documents the rules module's signatures in declarations beside it", () => {
    expect(readFileSync(join(dist, "rules.d.ts"), "utf8")).toContain('export * from "./types/rules"');
    const task = readFileSync(join(dist, "types/rulesets/space-patrol/rules/task.d.ts"), "utf8");
    expect(task).toMatch(/\/\*\* Resolves a task with a rolled d20 \(1-20\)\. \*\/\s*export declare function resolveTask\(input: TaskInput, d20: number\): TaskResult;/);
    expect(existsSync(join(dist, "types/rulesets/striker/rules/fire.d.ts"))).toBe(true);
    // Starship Marine under its own namespace, its declarations carrying the rules' comments
    expect(readFileSync(join(dist, "types/rules.d.ts"), "utf8")).toContain('export * as starshipMarine from "./rulesets/starship-marine/rules/index"');
    const doors = readFileSync(join(dist, "types/rulesets/starship-marine/rules/doors.d.ts"), "utf8");
    expect(doors).toMatch(/\/\*\* 3\.8 DOOR DAMAGE POINTS TABLE[^*]*\*\/\s*export declare const DOOR_DAMAGE_POINTS/);
  });

  it("keeps Foundry out of the rules module", () => {
    const text = readFileSync(join(dist, "rules.mjs"), "utf8");
    expect(text).not.toMatch(/\b(foundry|game|CONFIG|Hooks|canvas|ui)\.[a-zA-Z]/);
    expect(text).not.toContain("Math.random");
  });
});
