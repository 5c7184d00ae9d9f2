// The system's templates for the bundler, derived from the folders: every .hbs under
// templates/<folder>/, grouped by folder ("shared" or a rule set's id). Two kinds of virtual module:
// - `virtual:starskirmish-templates`: the paths only, by folder (layout checks, the sixth rule set);
// - `virtual:starskirmish-templates/<folder>`: that folder's templates precompiled, by path, so
//   Foundry fetches no template and a world registers only the folders it plays; the shared
//   folder's module holds only what a world may draw before anything is played;
// - `virtual:starskirmish-templates/shared-later`: the shared templates only sheets and dialogs
//   draw, loaded with the first of them (src/system/templates.ts), not as a world starts;
// - `virtual:starskirmish-templates/rule-sets`: a loader per rule-set folder, a dynamic import, so
//   each rule set's templates are a chunk of their own that only its worlds download.
import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import Handlebars from "handlebars";

export const TEMPLATES_MODULE = "virtual:starskirmish-templates";
/** The folder of the templates every rule set uses (src/system/templates.ts names it too). */
export const SHARED_FOLDER = "shared";
const LOADERS = "rule-sets";
/** The module of the shared templates a world needs only once a sheet or dialog opens. */
export const SHARED_LATER = "shared-later";

/**
 * The shared templates only sheets and dialogs draw (and the partials only they use), by path:
 * each of those awaits them before it renders (src/system/templates.ts loadSharedTemplates), so a
 * world does not download them as it starts (DESIGN.md budgets). Any other shared template (the
 * combat tracker's rows and banner, the kit's own card) is drawn before anything is played and
 * stays in the module.
 */
export const SHARED_ON_FIRST_USE = [
  "templates/shared/dialogs/formation-drop.hbs",
  "templates/shared/formation-sheet.hbs",
  "templates/shared/markers.hbs",
  "templates/shared/rich-text.hbs",
  "templates/shared/show-on-board.hbs",
  "templates/shared/spec-input.hbs",
  "templates/shared/spec-item-sheet.hbs",
  "templates/shared/spec-sheet.hbs",
  "templates/shared/tab-nav.hbs",
];

/** Template paths relative to the system folder, by the folder under templates/ that holds them. */
export function templateIndex(root) {
  const index = {};
  for (const rel of readdirSync(join(root, "templates"), { recursive: true })) {
    const parts = String(rel).split(sep);
    // a file directly in templates/ belongs to no folder; the layout test reports it
    if (parts.length < 2 || !parts.at(-1).endsWith(".hbs")) continue;
    (index[parts[0]] ??= []).push(`templates/${parts.join("/")}`);
  }
  for (const paths of Object.values(index)) paths.sort();
  return index;
}

/**
 * Handlebars' compiler, except that a helper call carries no source location. The compiler writes
 * `loc: {start, end}` into every helper's options; nothing at run time reads it (Foundry's helpers
 * and Handlebars' own never do), and it was a third of each rule set's templates chunk.
 */
function NoLocationCompiler() {
  Handlebars.JavaScriptCompiler.apply(this, arguments);
}
NoLocationCompiler.prototype = Object.create(Handlebars.JavaScriptCompiler.prototype);
NoLocationCompiler.prototype.constructor = NoLocationCompiler;
// the compiler of nested blocks: without this they would be compiled by Handlebars' own
NoLocationCompiler.prototype.compiler = NoLocationCompiler;
NoLocationCompiler.prototype.setupHelperArgs = function setupHelperArgs(...args) {
  const at = this.source.currentLocation;
  this.source.currentLocation = undefined;
  try {
    return Handlebars.JavaScriptCompiler.prototype.setupHelperArgs.apply(this, args);
  } finally {
    this.source.currentLocation = at;
  }
};
const buildHandlebars = Handlebars.create();
buildHandlebars.JavaScriptCompiler = NoLocationCompiler;

/**
 * One template as Foundry's getTemplate would compile it (v13 compiles with preventIndent), but at
 * build time: the source of a spec object for `Handlebars.template`.
 */
export function precompileTemplate(source) {
  return buildHandlebars.precompile(source, { preventIndent: true });
}

/** The compiler revision the specs are made for; Foundry v13 ships Handlebars 4.7 (revision 8). */
export const TEMPLATE_COMPILER_REVISION = Handlebars.COMPILER_REVISION;

/**
 * The template paths of one template module: a rule set's folder; the shared folder's split in
 * two, what a world starts with (`shared`) and what comes with the first sheet or dialog
 * (`shared-later`).
 */
export function modulePaths(index, folder) {
  const later = (rel) => SHARED_ON_FIRST_USE.includes(rel);
  if (folder === SHARED_LATER) return (index[SHARED_FOLDER] ?? []).filter(later);
  const paths = index[folder] ?? [];
  return folder === SHARED_FOLDER ? paths.filter((rel) => !later(rel)) : paths;
}

/** The source of the module holding one template module's templates precompiled, by path. */
export function compiledFolderModule(root, folder) {
  const paths = modulePaths(templateIndex(root), folder);
  const entries = paths.map((rel) => `  ${JSON.stringify(rel)}: ${precompileTemplate(readFileSync(join(root, rel), "utf8"))},`);
  return `export default {\n${entries.join("\n")}\n};\n`;
}

/**
 * Vite plugin serving the template modules from the templates under `root`, and from any other
 * roots given (a test's fixture rule set keeps its templates in its own folder).
 */
export function templatesPlugin(root, extraRoots = []) {
  const prefix = `${TEMPLATES_MODULE}/`;
  const rootOf = (folder) => [...extraRoots, root].find((r) => templateIndex(r)[folder]) ?? root;
  return {
    name: "starskirmish-templates",
    resolveId: (id) => (id === TEMPLATES_MODULE || id.startsWith(prefix) ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${TEMPLATES_MODULE}`) return `export default ${JSON.stringify(templateIndex(root))};\n`;
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const folder = id.slice(prefix.length + 1);
      if (folder === LOADERS) {
        const folders = [root, ...extraRoots].flatMap((r) => Object.keys(templateIndex(r))).filter((f) => f !== SHARED_FOLDER);
        const loaders = [...new Set(folders)].map((f) => `  ${JSON.stringify(f)}: () => import(${JSON.stringify(prefix + f)}),`);
        return `export default {\n${loaders.join("\n")}\n};\n`;
      }
      const from = rootOf(folder === SHARED_LATER ? SHARED_FOLDER : folder);
      // rebuilt when a template changes (vitest watch, vite dev)
      for (const rel of modulePaths(templateIndex(from), folder)) this.addWatchFile?.(join(from, rel));
      return compiledFolderModule(from, folder);
    },
  };
}
