// The build precompiles every template into the system module (scripts/templates-plugin.mjs) so
// Foundry fetches none. A precompiled template must render exactly as the one Foundry's
// getTemplate would have compiled from the file, and be made for the Handlebars Foundry v13 ships.
import { beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import YAML from "yaml";
// @ts-expect-error the environment is plain JavaScript shared with the gallery script
import { createEnv } from "../../gallery/handlebars-env.mjs";
// @ts-expect-error plain JavaScript build script
import { compiledFolderModule, precompileTemplate, templateIndex, TEMPLATE_COMPILER_REVISION, SHARED_ON_FIRST_USE } from "../../scripts/templates-plugin.mjs";
import { gallerySamples, type Sample, type SourceDoc } from "../../gallery/samples";

const root = join(__dirname, "../..");
const source = (rel: string) => YAML.parse(readFileSync(join(root, "packs/_source", rel), "utf8")) as SourceDoc;

type Render = (context: object, options?: object) => string;
interface Env {
  handlebars: typeof Handlebars;
}

/** A spec's source as the build writes it, made an object as the bundled module makes it. */
const specOf = (code: string): TemplateSpecification => new Function(`return ${code};`)() as TemplateSpecification;
/** The module the build serves for a folder, evaluated: its default export. */
const folderModule = (folder: string): Record<string, TemplateSpecification> =>
  new Function(`${(compiledFolderModule(root, folder) as string).replace(/^export default /, "return ")}`)() as Record<string, TemplateSpecification>;

let env: Env;
let samples: Sample[];
beforeAll(async () => {
  env = (await createEnv(root)) as Env;
  samples = gallerySamples(source);
});

describe("precompiled templates", () => {
  it("are made for Handlebars 4.7, compiler revision 8, as Foundry v13 ships", () => {
    expect(TEMPLATE_COMPILER_REVISION).toBe(8);
    expect(Handlebars.VERSION).toMatch(/^4\.7\./);
    const spec = specOf(precompileTemplate("<p>{{name}}</p>") as string) as { compiler: [number, string] };
    expect(spec.compiler[0]).toBe(8);
    // the runtime refuses a spec of a revision it cannot run, so a mismatch could not pass unseen
    const run = (revision: number) => () => (env.handlebars.template({ ...spec, compiler: [revision, ""] } as TemplateSpecification) as Render)({ name: "x" });
    expect(run(6)).toThrow(/older version/);
    expect(run(9)).toThrow(/newer version/);
  });

  it("render every sample exactly as the template compiled at run time with Foundry's options", () => {
    const hb = env.handlebars;
    const options = { allowProtoPropertiesByDefault: true };
    const compiled = { ...folderModule("shared"), ...folderModule("shared-later"), ...Object.fromEntries(Object.keys(templateIndex(root)).flatMap((f) => Object.entries(folderModule(f)))) };
    expect(samples.length).toBeGreaterThan(20);
    for (const s of samples) {
      const rel = `templates/${s.template}`;
      const fromFile = hb.compile(readFileSync(join(root, rel), "utf8"), { preventIndent: true }) as Render;
      const spec = compiled[rel];
      expect(spec, rel).toBeDefined();
      const precompiled = hb.template(spec!) as Render;
      const html = precompiled(s.context, options);
      expect(html.length, s.id).toBeGreaterThan(100);
      expect(html, s.id).toBe(fromFile(s.context, options));
    }
  });

  it("carry no helper source locations, nested blocks included, since nothing at run time reads them", () => {
    const code = precompileTemplate("{{#each a}}{{#if b}}{{localize c n=1}}{{/if}}{{/each}}{{localize d}}") as string;
    expect(code).toContain('"name":"localize"');
    expect(code).not.toMatch(/"loc"\s*:/);
    // the whole build: the shared folder and every rule set's
    for (const folder of [...Object.keys(templateIndex(root)), "shared-later"]) expect(compiledFolderModule(root, folder) as string, folder).not.toMatch(/"loc"\s*:/);
    // Handlebars' own compiler writes them, so this test would fail without the build's compiler
    expect(Handlebars.precompile("{{localize d}}")).toMatch(/"loc"\s*:/);
  });

  it("hold each folder's templates, every file of it and no other folder's; the shared folder's in two modules, what a world starts with and the rest", () => {
    for (const [folder, paths] of Object.entries(templateIndex(root) as Record<string, string[]>)) {
      const held = folder === "shared" ? [...Object.keys(folderModule("shared")), ...Object.keys(folderModule("shared-later"))] : Object.keys(folderModule(folder));
      expect(held.sort(), folder).toEqual([...paths].sort());
    }
    // each template named to come later is a shared template, so a renamed one is not silently kept at start
    const later = SHARED_ON_FIRST_USE as string[];
    expect(later.length).toBeGreaterThan(0);
    expect(Object.keys(folderModule("shared-later")).sort()).toEqual([...later].sort());
    // what the combat tracker and the kit's card draw before anything is played stays at start
    expect(Object.keys(folderModule("shared"))).toEqual(expect.arrayContaining(["templates/shared/combat-group.hbs", "templates/shared/turn-banner.hbs", "templates/shared/cards/turn-initiative.hbs"]));
  });
});
