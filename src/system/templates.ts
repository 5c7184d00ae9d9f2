/**
 * The system's templates, precompiled by the build (scripts/templates-plugin.mjs) and registered
 * as Handlebars partials under the paths Foundry asks for, so its getTemplate finds each one in
 * its cache and fetches none. A world registers at init the shared templates it may draw before
 * anything is played (the combat tracker's, the kit's card); the shared ones only sheets and
 * dialogs draw come with the first of them, and its own rule set's only with the rule set's table
 * (system/ruleset-table.ts), each a chunk loaded on first use (DESIGN.md budgets).
 */
import SHARED_TEMPLATES from "virtual:starskirmish-templates/shared";
import RULE_SET_TEMPLATES from "virtual:starskirmish-templates/rule-sets";
import { SYSTEM_PATH } from "./constants";

/** One folder's templates, precompiled: Handlebars specs by path relative to the system folder. */
export type CompiledTemplates = Readonly<Record<string, TemplateSpecification>>;

/** Where init finds the templates: the shared ones it starts with at hand, the rest by loading their chunk. */
export interface TemplateSource {
  readonly shared: CompiledTemplates;
  /** The shared templates only sheets and dialogs draw (scripts/templates-plugin.mjs SHARED_ON_FIRST_USE). */
  sharedLater(): Promise<CompiledTemplates>;
  ruleSet(id: string): Promise<CompiledTemplates | undefined>;
}

/** The folder of the templates every rule set uses. */
export const SHARED_TEMPLATE_FOLDER = "shared";

/** The templates the build made: the shared folder in the module, each rule set's as a chunk. */
export const BUILT_TEMPLATES: TemplateSource = {
  shared: SHARED_TEMPLATES,
  sharedLater: async () => (await import("virtual:starskirmish-templates/shared-later")).default,
  ruleSet: async (id) => (await RULE_SET_TEMPLATES[id]?.())?.default,
};

/**
 * Registers templates as v13's getTemplate caches a template it fetched: the compiled function as
 * the partial named by its path. The specs were compiled for Handlebars 4.7 (revision 8), the
 * version Foundry v13 ships; Handlebars.template refuses a spec of another revision.
 */
export function registerTemplates(templates: CompiledTemplates): string[] {
  const paths: string[] = [];
  for (const [rel, spec] of Object.entries(templates)) {
    const path = `${SYSTEM_PATH}/${rel}`;
    Handlebars.registerPartial(path, Handlebars.template(spec));
    paths.push(path);
  }
  return paths;
}

let source: TemplateSource = BUILT_TEMPLATES;
const loads = new Map<string, Promise<string[]>>();

/**
 * Registers the shared templates a world may draw before anything is played, and keeps where the
 * rest come from: the shared sheets' and dialogs' load with the first of them, a rule set's with
 * its table (system/ruleset-table.ts), before any of its sheets or cards renders.
 */
export function registerWorldTemplates(from: TemplateSource = BUILT_TEMPLATES): void {
  source = from;
  loads.clear();
  registerTemplates(from.shared);
}

/**
 * Loads and registers a chunk of templates once, under `key`; the paths registered. A failed load
 * is forgotten so the next use tries again; were a template asked for meanwhile, Foundry's
 * getTemplate would fetch its file, as it does for any template not cached.
 */
function loadOnce(key: string, load: () => Promise<CompiledTemplates | undefined>): Promise<string[]> {
  let loading = loads.get(key);
  if (!loading) {
    loading = load().then((templates) => (templates ? registerTemplates(templates) : []));
    loading.catch((err: unknown) => {
      loads.delete(key);
      console.error(`Star Skirmish: the ${key} templates did not load`, err);
    });
    loads.set(key, loading);
  }
  return loading;
}

/**
 * Loads and registers, once, the shared templates only sheets and dialogs draw (and the partials
 * they and the rule sets' templates use); the paths registered. A kit sheet or dialog awaits it
 * before it renders.
 */
export function loadSharedTemplates(): Promise<string[]> {
  return loadOnce(SHARED_TEMPLATE_FOLDER, () => source.sharedLater());
}

/**
 * Loads and registers one rule set's templates, once, with the shared ones its templates use as
 * partials; the paths of the rule set's own templates.
 */
export async function loadRuleSetTemplates(ruleSetId: string): Promise<string[]> {
  const [own] = await Promise.all([loadOnce(ruleSetId, () => source.ruleSet(ruleSetId)), loadSharedTemplates()]);
  return own;
}
