/**
 * Star Skirmish: entry point. Hooks only. The rule sets are those listed in
 * src/rulesets/definitions.ts; each one's Foundry side is its folder's ruleset.ts.
 */
import { initSystem } from "./system/init";
import { RULESET_DEFINITIONS } from "./rulesets/definitions";
import { byRuleSetFolder, ruleSetsFor } from "./system/rule-set-modules";

const RULESET_MODULES = byRuleSetFolder(import.meta.glob<Record<string, unknown>>("./rulesets/*/ruleset.ts", { eager: true }));

Hooks.once("init", () => {
  initSystem(ruleSetsFor(RULESET_DEFINITIONS, RULESET_MODULES));
});
