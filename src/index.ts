/**
 * Star Skirmish: entry point. Hooks only; each rule set is one line.
 */
import { initSystem } from "./system/init";
import { SPACE_PATROL_RULESET } from "./rulesets/space-patrol/ruleset";
import { STARSHIP_MARINE_RULESET } from "./rulesets/starship-marine/ruleset";
import { STARMARINES_RULESET } from "./rulesets/starmarines/ruleset";
import { STRIKER_RULESET } from "./rulesets/striker/ruleset";

Hooks.once("init", () => {
  initSystem([SPACE_PATROL_RULESET, STARSHIP_MARINE_RULESET, STARMARINES_RULESET, STRIKER_RULESET]);
});
