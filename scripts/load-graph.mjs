// What a world downloads. The build records the system module's chunks (which imports which,
// which rule set's table or templates each is, which templates each holds) in
// dist/load-graph.json; `worldLoad` works out from it, per rule set, what a world downloads as it
// starts (the module and its static imports: the budget) and what it downloads the first time it
// plays something (the rule set's table with its templates and the shared sheets' templates,
// system/ruleset-table.ts, system/templates.ts).
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { SHARED_FOLDER, SHARED_LATER, modulePaths } from "./templates-plugin.mjs";

const TEMPLATE_FOLDER = /^\0virtual:starskirmish-templates\/([\w-]+)$/;
const RULE_SET_TABLE = /\/src\/rulesets\/([\w-]+)\/table\.ts$/;

/** The rule set whose table this chunk is, loaded on first use; null for any other chunk. */
function tableOf(chunk) {
  return chunk.isDynamicEntry ? (RULE_SET_TABLE.exec(chunk.facadeModuleId ?? "")?.[1] ?? null) : null;
}

/** The rule set whose templates this chunk holds, loaded with its table; null for any other chunk. */
function templatesOf(chunk) {
  const folder = TEMPLATE_FOLDER.exec(chunk.facadeModuleId ?? "")?.[1] ?? null;
  return chunk.isDynamicEntry && folder !== SHARED_FOLDER && folder !== SHARED_LATER ? folder : null;
}

/** Vite plugin writing the graph of the chunks it emits to `file`. */
export function loadGraphPlugin(file) {
  return {
    name: "starskirmish-load-graph",
    generateBundle(_options, bundle) {
      const chunks = {};
      let entry = null;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        if (chunk.isEntry) entry = chunk.fileName;
        chunks[chunk.fileName] = {
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          tableOf: tableOf(chunk),
          templatesOf: templatesOf(chunk),
          templateFolders: Object.keys(chunk.modules).map((m) => TEMPLATE_FOLDER.exec(m)?.[1]).filter((f) => f && f !== "rule-sets"),
          bytes: Buffer.byteLength(chunk.code),
          gzip: gzipSync(chunk.code).length,
        };
      }
      writeFileSync(file, `${JSON.stringify({ entry, chunks }, null, 2)}\n`);
    },
  };
}

/** A chunk and every chunk it imports statically: what the browser fetches before running it. */
function withStaticImports(graph, file, into = new Set()) {
  if (into.has(file)) return into;
  into.add(file);
  for (const dep of graph.chunks[file]?.imports ?? []) withStaticImports(graph, dep, into);
  return into;
}

const gzipOf = (graph, files) => [...files].reduce((n, f) => n + (graph.chunks[f]?.gzip ?? 0), 0);

/**
 * What a world of rule set `id` downloads.
 * - `scripts`, `gzip`, `requests`: as it starts: the module with its static imports, the
 *   manifest's stylesheets, one language file, and a fetch for each shared template it starts
 *   with that no loaded chunk holds precompiled.
 * - `firstUse`: the first time it plays something: its rule set's table with the chunks that
 *   imports and the world has not loaded yet, and its templates' chunk (or, where the build
 *   made none, a fetch per template); likewise the shared templates only sheets and dialogs draw.
 */
export function worldLoad(graph, manifest, templateIndex, id) {
  const scripts = withStaticImports(graph, graph.entry);
  const precompiled = new Set([...scripts].flatMap((f) => graph.chunks[f]?.templateFolders ?? []));
  const templateFetches = precompiled.has(SHARED_FOLDER) ? 0 : modulePaths(templateIndex, SHARED_FOLDER).length;
  const styles = manifest.styles?.length ?? 0;
  const languages = Math.min(manifest.languages?.length ?? 0, 1);
  const later = new Set();
  for (const [file, chunk] of Object.entries(graph.chunks)) {
    if (chunk.tableOf === id || chunk.templatesOf === id) for (const f of withStaticImports(graph, file)) if (!scripts.has(f)) later.add(f);
  }
  const heldLater = (folder) => [...scripts, ...later].some((f) => graph.chunks[f]?.templateFolders.includes(folder));
  const laterTemplates = (heldLater(id) ? 0 : (templateIndex[id] ?? []).length) + (heldLater(SHARED_LATER) ? 0 : modulePaths(templateIndex, SHARED_LATER).length);
  return {
    scripts: [...scripts],
    gzip: gzipOf(graph, scripts),
    styles,
    languages,
    templateFetches,
    requests: scripts.size + styles + languages + templateFetches,
    firstUse: { scripts: [...later], gzip: gzipOf(graph, later), templateFetches: laterTemplates, requests: later.size + laterTemplates },
  };
}
