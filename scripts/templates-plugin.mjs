// The template list, derived from the folders: every .hbs under templates/<folder>/, grouped by
// folder ("shared" or a rule set's id). The system module imports it as a virtual module that
// holds the paths only; Foundry loads the files themselves, so the module stays small.
import { readdirSync } from "node:fs";
import { join, sep } from "node:path";

export const TEMPLATES_MODULE = "virtual:starskirmish-templates";

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

/** Vite plugin serving `virtual:starskirmish-templates` from the templates under `root`. */
export function templatesPlugin(root) {
  const resolved = `\0${TEMPLATES_MODULE}`;
  return {
    name: "starskirmish-templates",
    resolveId: (id) => (id === TEMPLATES_MODULE ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      return `export default ${JSON.stringify(templateIndex(root))};\n`;
    },
  };
}
