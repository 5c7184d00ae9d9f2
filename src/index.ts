/**
 * Star Skirmish: entry point. Hooks only. The rule sets are those listed in
 * src/rulesets/definitions.ts; each one's Foundry side is its folder's ruleset.ts.
 */
import { initSystem } from "./system/init";
import { RULESET_DEFINITIONS } from "./rulesets/definitions";
import { byRuleSetFolder, ruleSetsFor } from "./system/rule-set-modules";

// each ruleset.ts's default export, imported by name: a namespace object would need the bundler's
// runtime helper, a script more for every world to fetch as it starts
const RULESET_MODULES = byRuleSetFolder(import.meta.glob<unknown>("./rulesets/*/ruleset.ts", { eager: true, import: "default" }));

Hooks.once("init", () => {
  initSystem(ruleSetsFor(RULESET_DEFINITIONS, RULESET_MODULES));
});
