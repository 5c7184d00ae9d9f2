/**
 * Finds each listed rule set's Foundry side: the RuleSet that its folder's ruleset.ts exports as
 * its default.
 * The list of definitions (src/rulesets/definitions.ts) is the one place a rule set is named;
 * its folder supplies the rest.
 */
import type { RuleSetDefinition } from "../core/ruleset-definition";
import type { RuleSet } from "./ruleset";

/** The default export of each rule set's ruleset.ts, by rule-set id (its folder's name). */
export type RuleSetModules = Readonly<Record<string, unknown>>;

const RULESET_FILE = /(?:^|\/)([^/]+)\/ruleset\.ts$/;

/** Keys the modules of a glob over `<folder>/ruleset.ts` by the folder's name. */
export function byRuleSetFolder(modules: Readonly<Record<string, unknown>>): RuleSetModules {
  const out: Record<string, unknown> = {};
  for (const [path, mod] of Object.entries(modules)) {
    const id = RULESET_FILE.exec(path)?.[1];
    if (!id) throw new Error(`${path} is not a rule set's ruleset.ts`);
    out[id] = mod;
  }
  return out;
}

function isRuleSetOf(def: RuleSetDefinition): (value: unknown) => value is RuleSet {
  return (value): value is RuleSet => typeof value === "object" && value !== null && (value as Partial<RuleSet>).definition?.id === def.id;
}

/**
 * The RuleSet of each definition, in the definitions' order. Each must come from its own folder
 * and carry that very definition; a folder no definition names is refused, so a rule set is
 * never half registered.
 */
export function ruleSetsFor(definitions: readonly RuleSetDefinition[], modules: RuleSetModules): RuleSet[] {
  const unlisted = Object.keys(modules).filter((id) => !definitions.some((d) => d.id === id));
  if (unlisted.length > 0) throw new Error(`Rule set folder "${unlisted[0]}" has a ruleset.ts but is not in the list of rule sets`);
  return definitions.map((def) => {
    if (!(def.id in modules)) throw new Error(`Rule set "${def.id}" has no ${def.id}/ruleset.ts`);
    const ruleSet = modules[def.id];
    if (!isRuleSetOf(def)(ruleSet)) throw new Error(`${def.id}/ruleset.ts must export the RuleSet for "${def.id}" as its default`);
    if (ruleSet.definition !== def) throw new Error(`${def.id}/ruleset.ts carries a different definition from the listed one`);
    return ruleSet;
  });
}
