/**
 * The system's templates, precompiled by the build (scripts/templates-plugin.mjs) and registered
 * as Handlebars partials under the paths Foundry asks for, so its getTemplate finds each one in
 * its cache and fetches none. A world registers the shared templates and its own rule set's only;
 * a rule set's templates are a chunk of their own, loaded when the world starts.
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

let ruleSetLoad: Promise<string[]> = Promise.resolve([]);

/**
 * Registers the shared templates now and starts loading the rule set's. Foundry renders no sheet
 * or card before the world is ready, long after the chunk arrives; were one rendered sooner, its
 * getTemplate would fetch the file as it does for any template not cached, and still work.
 */
export function registerWorldTemplates(ruleSetId: string, source: TemplateSource = BUILT_TEMPLATES): void {
  registerTemplates(source.shared);
  ruleSetLoad = source.ruleSet(ruleSetId).then((templates) => (templates ? registerTemplates(templates) : []));
  ruleSetLoad.catch((err: unknown) => console.error(`Star Skirmish: the ${ruleSetId} templates did not load`, err));
}

/** The paths of the rule set's templates, once registered (tests, and anything that must wait). */
export function ruleSetTemplatesRegistered(): Promise<string[]> {
  return ruleSetLoad;
}
