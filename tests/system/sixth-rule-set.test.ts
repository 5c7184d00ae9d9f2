// A throwaway sixth rule set (tests/fixtures/sixth-rule-set) is listed beside the real ones, the
// way a new rule set is: one more definition in the list, everything else in its own folders. The
// system then finds it everywhere it looks: its type with model and sheet, its templates, its
// migration, its gallery sample, its compendium and its manifest entries.
import { describe, expect, it, vi } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import YAML from "yaml";
import { installFoundryStubs, type Recorded } from "../helpers/foundry-stubs";
import { baseManifest, builtManifest, REPO_ROOT } from "../helpers/manifest";
import { layoutProblems } from "../helpers/ruleset-layout";
import { RULESET_DEFINITIONS, SHARED_DOCUMENT_TYPES } from "../../src/rulesets/definitions";
import { migrationsOf, MIGRATIONS } from "../../src/rulesets/migrations";
import { applyMigrations, latestVersion } from "../../src/core/migrations";
import { stylesheetOf, stylesheetSources, systemManifest } from "../../src/core/manifest";
import type { RuleSetDefinition } from "../../src/core/ruleset-definition";
import * as tooling from "../../src/tooling";
import { collectSamples, gallerySamples, ruleSetSamples, type SourceDoc } from "../../gallery/samples";
// @ts-expect-error plain JavaScript build script
import { compiledFolderModule, templateIndex } from "../../scripts/templates-plugin.mjs";
import type { CompiledTemplates, TemplateSource } from "../../src/system/templates";
// @ts-expect-error plain JavaScript build script
import { checkPacks } from "../../scripts/packs.mjs";
import { SIXTH } from "../fixtures/sixth-rule-set/src/rulesets/sixth/data/definition";
import { SIXTH_DATA_VERSION } from "../fixtures/sixth-rule-set/src/rulesets/sixth/data/migrations";
import { samples as sixthSamples } from "../fixtures/sixth-rule-set/gallery/samples-sixth";

const fixture = join(__dirname, "../fixtures/sixth-rule-set");
/** The list of rule sets with the sixth added: the one line a new rule set writes. */
const withSixth: readonly RuleSetDefinition[] = [...RULESET_DEFINITIONS, SIXTH];
/**
 * A template module as the build precompiles it, from whichever root holds its folder (the shared
 * folder's two modules, what a world starts with and what comes with the first sheet, from the repository's).
 */
function compiledFolder(folder: string): CompiledTemplates | undefined {
  const from = folder === "shared-later" ? REPO_ROOT : [fixture, REPO_ROOT].find((r) => (templateIndex(r) as Record<string, string[]>)[folder]);
  return from ? (new Function((compiledFolderModule(from, folder) as string).replace(/^export default /, "return "))() as CompiledTemplates) : undefined;
}
/** The templates the build would make with the fixture's folder beside the real ones. */
const templateSource = (): TemplateSource => ({ shared: compiledFolder("shared")!, sharedLater: async () => compiledFolder("shared-later")!, ruleSet: async (id) => compiledFolder(id) });
/** Compendium sources, the fixture's before the real ones. */
const readPack = (rel: string): SourceDoc => {
  const dir = existsSync(join(fixture, "packs/_source", rel)) ? fixture : REPO_ROOT;
  return YAML.parse(readFileSync(join(dir, "packs/_source", rel), "utf8")) as SourceDoc;
};

describe("the sixth rule set's folder", () => {
  it("follows the layout", () => {
    expect(layoutProblems(join(fixture, "src/rulesets/sixth"))).toEqual([]);
  });

  it("is not one of the system's rule sets", () => {
    expect(RULESET_DEFINITIONS.map((d) => d.id)).not.toContain("sixth");
  });
});

describe("listed, the sixth rule set is found by the derivations", () => {
  it("its templates are every file of its templates folder", () => {
    expect(templateIndex(fixture)).toEqual({ sixth: ["templates/sixth/cards/report.hbs"] });
  });

  it("its migration is collected with the real ones and raises the data version", () => {
    const steps = migrationsOf(withSixth);
    expect(steps).toEqual([...MIGRATIONS, ...(SIXTH.migrations ?? [])]);
    expect(latestVersion(steps)).toBe(SIXTH_DATA_VERSION);
    expect(SIXTH_DATA_VERSION).toBeGreaterThan(latestVersion(MIGRATIONS));
    expect(applyMigrations(steps, "Actor", "sixTrooper", { grit: "3", notes: "" }, latestVersion(MIGRATIONS))).toEqual({ grit: 3, notes: "" });
    // the real rule sets' steps still apply
    expect(applyMigrations(steps, "Actor", "spPatrolman", { heroPoints: 2 }, 0)).toEqual({ heroPoints: { value: 2, max: 2 } });
  });

  it("its gallery sample is collected, and renders its template from its compendium trooper", () => {
    const samples = collectSamples(withSixth, { ...ruleSetSamples(), sixth: sixthSamples }, readPack);
    const sample = samples.find((s) => s.id === "sixth-report");
    expect(sample).toMatchObject({ kind: "card", template: "sixth/cards/report.hbs", context: { actorName: "Sixth Trooper", grit: 4 } });
    // and every real sample is still there
    expect(samples.map((s) => s.id)).toEqual(expect.arrayContaining(gallerySamples(readPack).map((s) => s.id)));
    const html = Handlebars.compile(readFileSync(join(fixture, "templates", sample!.template), "utf8"))(sample!.context);
    expect(html).toContain("<h3>Sixth Trooper</h3>");
  });

  it("its manifest entries are generated: type, pack in its own folder, stylesheet joined into the system's", () => {
    const hasStylesheet = (id: string) => [REPO_ROOT, fixture].some((root) => existsSync(join(root, stylesheetOf(id))));
    const manifest = systemManifest(baseManifest(), withSixth, SHARED_DOCUMENT_TYPES);
    expect(manifest.documentTypes.Actor?.sixTrooper).toEqual({ htmlFields: ["notes"] });
    expect(manifest.packs.find((p) => p.name === "six-troopers")).toEqual({
      name: "six-troopers",
      label: "Sixth Troopers",
      path: "packs/six-troopers",
      type: "Actor",
      system: "starskirmish",
      ownership: { PLAYER: "OBSERVER", ASSISTANT: "OWNER" },
    });
    expect(manifest.packFolders.at(-1)).toEqual({ name: "Sixth", sorting: "a", color: "#4a148c", packs: ["six-troopers"] });
    expect(manifest.styles).toEqual(["starskirmish.css"]);
    expect(stylesheetSources(baseManifest(), withSixth, hasStylesheet).at(-1)).toBe("styles/sixth.css");
    // what the real rule sets had is unchanged
    const real = builtManifest();
    expect(manifest.packs.slice(0, real.packs.length)).toEqual(real.packs);
    for (const documentName of ["Actor", "Item"]) expect(manifest.documentTypes[documentName]).toMatchObject(real.documentTypes[documentName]!);
  });

  it("its compendium source is checked against its own data description", async () => {
    const listed = { ...tooling, RULESET_DEFINITIONS: withSixth };
    await expect(checkPacks({ tooling: listed, sourceRoot: join(fixture, "packs/_source"), packs: SIXTH.packs })).resolves.toEqual(SIXTH.packs);
    // unlisted, its trooper is an unknown type
    await expect(checkPacks({ tooling, sourceRoot: join(fixture, "packs/_source"), packs: SIXTH.packs })).rejects.toThrow('unknown Actor type "sixTrooper"');
  });
});

/** Boots the system with the sixth rule set listed, as src/index.ts boots the real ones. */
async function bootWithSixth(settings: Record<string, unknown>, list: "with" | "without" = "with") {
  vi.resetModules();
  const rec: Recorded = installFoundryStubs(settings);
  // loaded after the stand-ins, as Foundry loads the system module: the classes extend Foundry's
  const { initSystem } = await import("../../src/system/init");
  const { byRuleSetFolder, ruleSetsFor } = await import("../../src/system/rule-set-modules");
  const { RULESET_DEFINITIONS: listed } = await import("../../src/rulesets/definitions");
  const { SIXTH: sixth } = await import("../fixtures/sixth-rule-set/src/rulesets/sixth/data/definition");
  const loaders = { ...import.meta.glob<unknown>("../../src/rulesets/*/ruleset.ts", { import: "default" }), ...import.meta.glob<unknown>("../fixtures/sixth-rule-set/src/rulesets/*/ruleset.ts", { import: "default" }) };
  const modules = byRuleSetFolder(Object.fromEntries(await Promise.all(Object.entries(loaders).map(async ([path, load]) => [path, await load()] as const))));
  const ruleSets = () => ruleSetsFor(list === "with" ? [...listed, sixth] : listed, modules);
  if (list === "with") initSystem(ruleSets(), templateSource());
  const { TrooperData } = await import("../fixtures/sixth-rule-set/src/rulesets/sixth/models/trooper-model");
  const { SpecActorSheet } = await import("../../src/system/sheets/spec-actor-sheet");
  const registry = await import("../../src/system/registry");
  return { rec, ruleSets, TrooperData, SpecActorSheet, registry };
}

const config = () => (globalThis as unknown as { CONFIG: { Actor: { dataModels: Record<string, unknown> }; statusEffects: { id: string }[] } }).CONFIG;

describe("listed, the sixth rule set is registered in Foundry", () => {
  it("its type has its data model and the field-drawn sheet; the real types keep theirs", async () => {
    const { rec, TrooperData, SpecActorSheet } = await bootWithSixth({});
    expect(config().Actor.dataModels.sixTrooper).toBe(TrooperData);
    const sheet = rec.sheets.find((s) => s.sheet === SpecActorSheet);
    expect(sheet?.options.types).toContain("sixTrooper");
    expect(Object.keys(config().Actor.dataModels).sort()).toEqual(Object.keys(builtManifest(withSixth).documentTypes.Actor ?? {}).sort());
  });

  it("the world setting offers it after the real rule sets", async () => {
    const { rec } = await bootWithSixth({});
    expect(Object.keys(rec.settings.get("starskirmish.ruleSet")?.choices ?? {})).toEqual([...RULESET_DEFINITIONS.map((d) => d.id), "sixth"]);
  });

  it("a world that plays it registers its templates, precompiled, with the shared ones and no other rule set's", async () => {
    const { rec } = await bootWithSixth({ "starskirmish.ruleSet": "sixth" });
    // it defers nothing (no table), so its templates load as the world starts
    await (await import("../../src/system/templates")).loadRuleSetTemplates("sixth");
    const partials = (globalThis as unknown as { Handlebars: { partials: Record<string, unknown> } }).Handlebars.partials;
    expect(typeof partials["systems/starskirmish/templates/sixth/cards/report.hbs"]).toBe("function");
    expect(typeof partials["systems/starskirmish/templates/shared/markers.hbs"]).toBe("function");
    expect(Object.keys(partials).filter((p) => !/templates\/(shared|sixth)\//.test(p))).toEqual([]);
    expect(rec.templateFetches).toEqual([]);
  });

  it("a world that plays it gets its markers and offers only its types", async () => {
    const { registry } = await bootWithSixth({ "starskirmish.ruleSet": "sixth" });
    const ids = config().statusEffects.map((e) => e.id);
    expect(ids).toContain("six-pinned");
    expect(ids.some((id) => id.startsWith("sp-") || id.startsWith("str-"))).toBe(false);
    expect(registry.activeTypes("Actor")).toEqual(["sixTrooper", "formation"]);
  });

  it("a folder with a ruleset.ts that is not listed is refused, not half registered", async () => {
    const { ruleSets } = await bootWithSixth({}, "without");
    expect(ruleSets).toThrow('Rule set folder "sixth" has a ruleset.ts but is not in the list of rule sets');
  });
});
