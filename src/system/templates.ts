/**
 * The system's templates, precompiled by the build (scripts/templates-plugin.mjs) and registered
 * as Handlebars partials under the paths Foundry asks for, so its getTemplate finds each one in
 * its cache and fetches none. A world registers the shared templates at init, and its own rule set's
 * only, a chunk of their own loaded with the rule set's table (system/ruleset-table.ts).
 */
import SHARED_TEMPLATES from "virtual:starskirmish-templates/shared";
import RULE_SET_TEMPLATES from "virtual:starskirmish-templates/rule-sets";
import { SYSTEM_PATH } from "./constants";

/** One folder's templates, precompiled: Handlebars specs by path relative to the system folder. */
export type CompiledTemplates = Readonly<Record<string, TemplateSpecification>>;

/** Where init finds the templates: the shared ones at hand, a rule set's by loading its chunk. */
export interface TemplateSource {
  readonly shared: CompiledTemplates;
  ruleSet(id: string): Promise<CompiledTemplates | undefined>;
}

/** The folder of the templates every rule set uses. */
export const SHARED_TEMPLATE_FOLDER = "shared";

/** The templates the build made: the shared folder in the module, each rule set's as a chunk. */
export const BUILT_TEMPLATES: TemplateSource = {
  shared: SHARED_TEMPLATES,
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
const ruleSetLoads = new Map<string, Promise<string[]>>();

/**
 * Registers the shared templates, which the kit's own sheets and cards use from the start, and
 * keeps where a rule set's come from. A rule set's templates load with its table
 * (system/ruleset-table.ts), before any of its sheets or cards renders.
 */
export function registerWorldTemplates(from: TemplateSource = BUILT_TEMPLATES): void {
  source = from;
  ruleSetLoads.clear();
  registerTemplates(from.shared);
}

/**
 * Loads and registers one rule set's templates, once; the paths registered. A failed load is
 * forgotten so the next use tries again; were a template asked for meanwhile, Foundry's
 * getTemplate would fetch its file, as it does for any template not cached.
 */
export function loadRuleSetTemplates(ruleSetId: string): Promise<string[]> {
  let load = ruleSetLoads.get(ruleSetId);
  if (!load) {
    load = source.ruleSet(ruleSetId).then((templates) => (templates ? registerTemplates(templates) : []));
    load.catch((err: unknown) => {
      ruleSetLoads.delete(ruleSetId);
      console.error(`Star Skirmish: the ${ruleSetId} templates did not load`, err);
    });
    ruleSetLoads.set(ruleSetId, load);
  }
  return load;
}
