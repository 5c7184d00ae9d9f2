// Builds the installable system: the Foundry module, the standalone rules module, the manifest
// completed from the rule sets' definitions, marker icons, compiled compendium packs and the zip.
// `npm run build`; output in dist/.
import { build } from "vite";
import { cp, mkdir, rm, writeFile, readdir, readFile, stat } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { zipSync } from "fflate";
import { execFileSync } from "node:child_process";
import { markerIconFiles } from "./marker-icons.mjs";
import { buildPacks } from "./packs.mjs";
import { projectReleaseFields } from "./release-fields.mjs";
import { templatesPlugin } from "./templates-plugin.mjs";
import { loadGraphPlugin } from "./load-graph.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const out = join(dist, "starskirmish");
const tmp = join(root, "build");

/**
 * Everything a world runs as it starts (the modules the entry imports statically) goes in one
 * chunk, so it starts in few requests. Each rule set's table and its templates are chunks loaded
 * on first use (src/system/ruleset-table.ts), and the kit's code they share (or the kit defers
 * itself) is one more, rather than a chunk for each module two tables happen to share. The shared
 * templates only sheets and dialogs draw go in that one too (src/system/templates.ts): every
 * table imports it, so they cost a world no request of their own.
 */
const STARTUP_IN_ONE_CHUNK = {
  groups: [
    { name: "startup", tags: ["$initial"], priority: 2 },
    { name: "kit", test: /[\\/]src[\\/](system|core)[\\/]|virtual:starskirmish-templates\/shared-later$/, priority: 1 },
  ],
};

async function bundle(entry, outDir, fileName, extra = {}) {
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    plugins: [templatesPlugin(root), ...(extra.plugins ?? [])],
    build: {
      outDir,
      emptyOutDir: false,
      target: "es2022",
      sourcemap: true,
      minify: extra.minify ?? false,
      lib: { entry: join(root, entry), formats: ["es"], fileName: () => fileName },
      // Vite keeps whitespace in ES library builds; the system module is loaded, never imported
      // by other code, so the bundler minifies it whole.
      // Minifying keeps class names: Foundry files a registered sheet as "starskirmish.<class name>"
      // (the choice saved on documents) and our sheet labels are STARSKIRMISH.Sheet.<class name>.
      // Only the system module is split: its rule sets' parts are chunks a world loads on its own.
      // Our modules declare and compute; none acts when imported (src/index.ts, the entry, hooks
      // in init). So a module whose exports go unused is left out even when a barrel re-exports it.
      rollupOptions: { treeshake: { moduleSideEffects: (id) => !id.startsWith(join(root, "src")) }, output: { codeSplitting: extra.split === true ? STARTUP_IN_ONE_CHUNK : false, chunkFileNames: "chunks/[name]-[hash].mjs", ...(extra.minify ? { minify: { compress: { keepNames: { function: false, class: true } }, mangle: { keepNames: { function: false, class: true } }, codegen: { removeWhitespace: true } } } : {}) } },
    },
  });
}

/** Every file below a folder, as paths relative to it. */
export async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath ?? e.path, e.name)));
}

/** Declarations of the rules module, with their doc comments, so its signatures are documented. */
async function rulesTypes() {
  const tsc = join(root, "node_modules/typescript/bin/tsc");
  execFileSync(process.execPath, [tsc, "-p", join(root, "tsconfig.rules-types.json")], { stdio: "inherit" });
  await writeFile(join(dist, "rules.d.ts"), `// Types of rules.mjs: the pure rules core of Star Skirmish.\nexport * from "./types/rules";\n`);
}

/**
 * The manifest Foundry reads: the root system.json completed with every listed rule set's types,
 * packs, pack folder and stylesheet (src/core/manifest.ts), and with the version, addresses and
 * licence from package.json (scripts/release-fields.mjs).
 */
export async function systemManifest(tooling) {
  const base = JSON.parse(await readFile(join(root, "system.json"), "utf8"));
  const manifest = tooling.systemManifest(base, tooling.RULESET_DEFINITIONS, tooling.SHARED_DOCUMENT_TYPES);
  return { ...manifest, ...projectReleaseFields(root) };
}

/**
 * The one stylesheet the manifest lists: the shared source and each rule set's, joined in cascade
 * order, so a world makes one stylesheet request. The sources stay separate files in styles/.
 */
export async function joinedStylesheet(tooling) {
  const base = JSON.parse(await readFile(join(root, "system.json"), "utf8"));
  const sources = tooling.stylesheetSources(base, tooling.RULESET_DEFINITIONS, (id) => existsSync(join(root, tooling.stylesheetOf(id))));
  const parts = await Promise.all(sources.map(async (rel) => `/* ${rel} */\n${(await readFile(join(root, rel), "utf8")).trim()}\n`));
  return { sources, css: parts.join("\n") };
}

/**
 * Files the zip leaves out: source maps (shipped beside the zip), and the lock and info logs
 * LevelDB leaves in a compiled pack, which a user's Foundry writes afresh when it opens the pack.
 */
export const leftOutOfZip = (rel) => /\.map$/.test(rel) || /(^|\/)packs\/.+\/(LOCK|LOG|LOG\.old|[^/]*\.log)$/.test(rel);

/** The release file holding every script's source map, by its path in the system folder. */
export const SOURCE_MAPS_ZIP = "starskirmish-sourcemaps.zip";

async function zipSourceMaps(dir, zipPath) {
  const files = {};
  for (const rel of (await listFiles(dir)).map((f) => f.split("\\").join("/"))) {
    if (rel.endsWith(".map")) files[`starskirmish/${rel}`] = new Uint8Array(await readFile(join(dir, rel)));
  }
  await writeFile(zipPath, zipSync(files, { level: 9 }));
}

async function zipFolder(dir, zipPath) {
  const files = {};
  for (const rel of (await listFiles(dir)).map((f) => f.split("\\").join("/"))) {
    const bytes = new Uint8Array(await readFile(join(dir, rel)));
    if (leftOutOfZip(rel)) {
      // A pack's write-ahead .log holds records not yet in its tables; dropping a full one would lose them.
      if (rel.endsWith(".log") && bytes.length > 0) throw new Error(`${rel} is not empty: the pack was not compacted, so the zip cannot leave it out`);
      continue;
    }
    files[`starskirmish/${rel}`] = bytes;
  }
  await writeFile(zipPath, zipSync(files, { level: 9 }));
}

export async function buildAll() {
  await rm(dist, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  await mkdir(tmp, { recursive: true });
  await bundle("src/index.ts", out, "starskirmish.mjs", { minify: true, split: true, plugins: [loadGraphPlugin(join(dist, "load-graph.json"))] });
  await bundle("src/rules.ts", dist, "rules.mjs");
  await rulesTypes();
  await bundle("src/tooling.ts", tmp, "tooling.mjs");
  // the template files stay beside their precompiled copies: Foundry fetches one only if asked for it before its chunk has registered it
  for (const part of ["templates", "lang"]) await cp(join(root, part), join(out, part), { recursive: true });
  const tooling = await import(`${join(tmp, "tooling.mjs")}?t=${Date.now()}`);
  const manifest = await systemManifest(tooling);
  await writeFile(join(out, "system.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(join(out, tooling.SYSTEM_STYLESHEET), (await joinedStylesheet(tooling)).css);
  await cp(join(root, manifest.license), join(out, manifest.license));
  for (const [rel, svg] of markerIconFiles(tooling)) {
    await mkdir(dirname(join(out, rel)), { recursive: true });
    await writeFile(join(out, rel), svg);
  }
  await buildPacks({ tooling, sourceRoot: join(root, "packs/_source"), outRoot: join(out, "packs"), packs: manifest.packs });
  await zipFolder(out, join(dist, "starskirmish.zip"));
  // The folder keeps its maps for whoever links it into Foundry to debug; a release uploads this
  // zip of them beside the system's, unpacked over the system folder to debug an installed copy.
  await zipSourceMaps(out, join(dist, SOURCE_MAPS_ZIP));
  await writeFile(join(dist, "system.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  const size = (await stat(join(dist, "starskirmish.zip"))).size;
  console.log(`Built dist/starskirmish/ and dist/starskirmish.zip (${(size / 1024).toFixed(1)} KiB)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildAll().catch((err) => {
    console.error(err.message ?? err);
    process.exit(1);
  });
}
