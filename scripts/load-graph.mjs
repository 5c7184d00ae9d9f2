// What a world downloads when it starts. The build records the system module's chunks (which
// imports which, which rule set loads which at start-up, which templates each holds) in
// dist/load-graph.json; `worldLoad` works out from it, per rule set, the script bytes and the
// requests a world makes at load. The benchmark and the build tests read it.
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const TEMPLATE_FOLDER = /^\0virtual:starskirmish-templates\/([\w-]+)$/;
const RULE_SET_MODULE = /\/src\/rulesets\/([\w-]+)\/ruleset\.ts$/;

/** The rule set whose world loads this chunk at start-up: its templates or its Foundry side. */
function startupRuleSet(chunk) {
  const id = chunk.facadeModuleId ?? "";
  const folder = TEMPLATE_FOLDER.exec(id)?.[1] ?? RULE_SET_MODULE.exec(id)?.[1] ?? null;
  return chunk.isDynamicEntry && folder !== "shared" ? folder : null;
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
          startupOf: startupRuleSet(chunk),
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

/**
 * What a world of rule set `id` loads at start-up: the module with its static imports, the
 * chunks its rule set loads at init with theirs; its script bytes gzipped; and its requests: those
 * scripts, the manifest's stylesheets, one language file, and a fetch for each template of the
 * shared folder and the rule set's that no loaded chunk holds precompiled.
 */
export function worldLoad(graph, manifest, templateIndex, id) {
  const scripts = withStaticImports(graph, graph.entry);
  for (const [file, chunk] of Object.entries(graph.chunks)) if (chunk.startupOf === id) withStaticImports(graph, file, scripts);
  const precompiled = new Set([...scripts].flatMap((f) => graph.chunks[f]?.templateFolders ?? []));
  const templateFetches = ["shared", id].filter((folder) => !precompiled.has(folder)).flatMap((folder) => templateIndex[folder] ?? []);
  const gzip = [...scripts].reduce((n, f) => n + (graph.chunks[f]?.gzip ?? 0), 0);
  const styles = manifest.styles?.length ?? 0;
  const languages = Math.min(manifest.languages?.length ?? 0, 1);
  return { scripts: [...scripts], gzip, styles, languages, templateFetches: templateFetches.length, requests: scripts.size + styles + languages + templateFetches.length };
}
