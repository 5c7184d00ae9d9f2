// What a world loads, as the build laid it out: the system module with the shared templates and
// one joined stylesheet as it starts; then, on first use, its rule set's table and a chunk of its
// precompiled templates; and the record of the chunks (dist/load-graph.json) the benchmark reads,
// checked against the files themselves.
import { beforeAll, describe, expect, it } from "vitest";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { unzipSync } from "fflate";
import { installFoundryStubs } from "../helpers/foundry-stubs";
import { RULESET_DEFINITIONS } from "../../src/rulesets/definitions";
import { builtStylesheetSources } from "../helpers/manifest";
// @ts-expect-error plain JavaScript build script
import { worldLoad } from "../../scripts/load-graph.mjs";
// @ts-expect-error plain JavaScript build script
import { modulePaths, templateIndex } from "../../scripts/templates-plugin.mjs";

const root = join(__dirname, "../..");
const dist = join(root, "dist");
const system = join(dist, "starskirmish");

interface Chunk {
  imports: string[];
  dynamicImports: string[];
  tableOf: string | null;
  templatesOf: string | null;
  templateFolders: string[];
  gzip: number;
}
interface Graph {
  entry: string;
  chunks: Record<string, Chunk>;
}
interface WorldLoad {
  scripts: string[];
  gzip: number;
  styles: number;
  languages: number;
  templateFetches: number;
  requests: number;
  firstUse: { scripts: string[]; gzip: number; templateFetches: number; requests: number };
}

let graph: Graph;
let manifest: { esmodules: string[]; styles: string[]; languages: { path: string }[] };
beforeAll(() => {
  if (!existsSync(join(dist, "load-graph.json")) || !existsSync(join(system, "system.json"))) throw new Error("Run npm run build first: these tests read its output.");
  graph = JSON.parse(readFileSync(join(dist, "load-graph.json"), "utf8")) as Graph;
  manifest = JSON.parse(readFileSync(join(system, "system.json"), "utf8"));
});

describe("the built system's load", () => {
  it("is the module the manifest names, and per rule set a table and a templates chunk, each loaded by dynamic import", () => {
    expect(manifest.esmodules).toEqual([graph.entry]);
    const chunks = readdirSync(join(system, "chunks")).filter((f) => f.endsWith(".mjs")).map((f) => `chunks/${f}`);
    expect(Object.keys(graph.chunks).sort()).toEqual([graph.entry, ...chunks].sort());
    // the module imports what it starts with statically; they import the tables and templates dynamically
    const atStart = new Set([graph.entry]);
    for (const file of atStart) for (const dep of graph.chunks[file]!.imports) atStart.add(dep);
    // two scripts, fetched one after the other: the rule sets' modules come in by name, not as
    // namespace objects, so no chunk of the bundler's runtime helpers is a third (src/index.ts)
    expect([...atStart], "the module and what it starts with").toHaveLength(2);
    const source = [...atStart].map((file) => readFileSync(join(system, file), "utf8")).join("\n");
    const dynamicAtStart = [...atStart].flatMap((file) => graph.chunks[file]!.dynamicImports);
    for (const def of RULESET_DEFINITIONS) {
      for (const role of ["tableOf", "templatesOf"] as const) {
        const own = Object.entries(graph.chunks).filter(([, c]) => c[role] === def.id);
        expect(own.length, `${def.id} ${role}`).toBe(1);
        const [file, chunk] = own[0]!;
        expect(atStart.has(file), def.id).toBe(false);
        expect(dynamicAtStart, def.id).toContain(file);
        expect(chunk.templateFolders, def.id).toEqual(role === "templatesOf" ? [def.id] : []);
        // the module names the chunk where it imports it, so the browser can find the file
        const name = file.replace(/^chunks\//, "").replace(/\./g, "\\.");
        // (from the module as ./chunks/<file>, from a chunk beside it as ./<file>)
        expect(source, def.id).toMatch(new RegExp(`import\\((["'\`])\\./(?:chunks/)?${name}\\1\\)`));
      }
    }
    expect([...atStart].flatMap((file) => graph.chunks[file]!.templateFolders)).toEqual(["shared"]);
    // the shared templates only sheets and dialogs draw ride in the kit's chunk, which every table imports
    const kitLater = Object.entries(graph.chunks).filter(([, c]) => c.templateFolders.includes("shared-later"));
    expect(kitLater).toHaveLength(1);
    expect(atStart.has(kitLater[0]![0])).toBe(false);
    expect(dynamicAtStart).toContain(kitLater[0]![0]);
    for (const [file, chunk] of Object.entries(graph.chunks)) if (chunk.tableOf) expect(chunk.imports, file).toContain(kitLater[0]![0]);
  });

  it("lists one stylesheet, joined from the shared one and each rule set's in that order; the sources are not shipped", () => {
    expect(manifest.styles).toEqual(["starskirmish.css"]);
    const css = readFileSync(join(system, "starskirmish.css"), "utf8");
    const at = builtStylesheetSources().map((src) => css.indexOf(`/* ${src} */`));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(existsSync(join(system, "styles"))).toBe(false);
  });

  it("starts each world on the module and what it imports, in at most five requests and no template fetch; its table and templates come on first use", () => {
    const templates = templateIndex(root) as Record<string, string[]>;
    for (const def of RULESET_DEFINITIONS) {
      const load = worldLoad(graph, manifest, templates, def.id) as WorldLoad;
      expect(load.templateFetches, def.id).toBe(0);
      expect(load.scripts, def.id).toContain(graph.entry);
      // no rule set's table or templates is in what a world starts on
      for (const f of load.scripts) expect([graph.chunks[f]!.tableOf, graph.chunks[f]!.templatesOf], `${def.id} ${f}`).toEqual([null, null]);
      expect(load.requests, def.id).toBeLessThanOrEqual(5);
      expect(load.gzip, def.id).toBe(load.scripts.reduce((n, f) => n + graph.chunks[f]!.gzip, 0));
      const own = (role: "tableOf" | "templatesOf") => Object.entries(graph.chunks).find(([, c]) => c[role] === def.id)![0];
      expect(load.firstUse.scripts, def.id).toEqual(expect.arrayContaining([own("tableOf"), own("templatesOf")]));
      expect(load.firstUse.scripts.some((f) => load.scripts.includes(f)), def.id).toBe(false);
      expect(load.firstUse.templateFetches, def.id).toBe(0);
      // the table, its templates and the kit's deferred code: not a chunk per module two tables share
      expect(load.firstUse.requests, def.id).toBeLessThanOrEqual(3);
    }
  });

  it("counts a template fetch for each template no loaded chunk holds", () => {
    const templates = templateIndex(root) as Record<string, string[]>;
    const withoutChunks: Graph = { entry: graph.entry, chunks: { [graph.entry]: { ...graph.chunks[graph.entry]!, imports: [], templateFolders: [] } } };
    const load = worldLoad(withoutChunks, manifest, templates, "striker") as WorldLoad;
    // the shared templates a world starts with at once; those of sheets and dialogs on first use
    const atStart = modulePaths(templates, "shared") as string[];
    const later = modulePaths(templates, "shared-later") as string[];
    expect(atStart.length + later.length).toBe(templates.shared!.length);
    expect(load.templateFetches).toBe(atStart.length);
    expect(load.requests).toBe(1 + 1 + 1 + load.templateFetches);
    expect(load.firstUse.templateFetches).toBe(templates.striker!.length + later.length);
  });

  it("zips the chunks and the stylesheet with the module", () => {
    const entries = Object.keys(unzipSync(readFileSync(join(dist, "starskirmish.zip"))));
    for (const file of [...Object.keys(graph.chunks), "starskirmish.css"]) expect(entries, file).toContain(`starskirmish/${file}`);
  });
});

describe("the built module, started as Foundry starts it", () => {
  it("registers the shared templates it starts with at init, the rest and its world's from their chunks once a token is selected, as functions, and no other rule set's", async () => {
    const rec = installFoundryStubs({ "starskirmish.ruleSet": "striker" });
    await import(pathToFileURL(join(system, graph.entry)).href);
    rec.fire.init();
    const partials = (globalThis as unknown as { Handlebars: { partials: Record<string, unknown> } }).Handlebars.partials;
    const paths = (folders: readonly string[]) => folders.flatMap((f) => (templateIndex(root) as Record<string, string[]>)[f]!).map((rel) => `systems/starskirmish/${rel}`);
    const later = (modulePaths(templateIndex(root), "shared-later") as string[]).map((rel) => `systems/starskirmish/${rel}`);
    expect(later.length).toBeGreaterThan(0);
    expect(Object.keys(partials).sort()).toEqual(paths(["shared"]).filter((p) => !later.includes(p)).sort());
    // selecting a token starts loading the world's table, whose templates (and the shared sheets') come with it
    rec.fire.tokenControlled({}, true);
    const expected = paths(["shared", "striker"]);
    // the chunks arrive later, as a dynamic import does in the browser
    for (let i = 0; i < 250 && Object.keys(partials).length < expected.length; i++) await new Promise((r) => setTimeout(r, 20));
    expect(Object.keys(partials).sort()).toEqual(expected.sort());
    for (const fn of Object.values(partials)) expect(typeof fn).toBe("function");
    expect(rec.templateFetches).toEqual([]);
  });
});
