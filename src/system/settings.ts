/**
 * World settings: which rule set the world plays (changing it reloads, because types, markers
 * and packs are fixed at start-up) and the data version migrations have reached.
 */
import type { RuleSetId } from "../core/ruleset-definition";
import { DEFAULT_RULESET } from "../core/ruleset-definition";
import { MIGRATION_SETTING, RULESET_SETTING, SYSTEM_ID } from "./constants";
import { allRuleSets } from "./registry";
import { MARKER_ROTATION } from "./markers/marker-rotation-setting";
import { registerWorldToggle } from "./world-toggle";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "starskirmish.ruleSet": RuleSetId;
    "starskirmish.migrationVersion": number;
    "starskirmish.rotateMarkers": boolean;
  }
}

export function registerSettings(): void {
  const choices: Record<string, string> = {};
  for (const rs of allRuleSets()) choices[rs.definition.id] = rs.definition.label;
  game.settings!.register(SYSTEM_ID, RULESET_SETTING, {
    name: "STARSKIRMISH.Setting.ruleSet.name",
    hint: "STARSKIRMISH.Setting.ruleSet.hint",
    scope: "world",
    config: true,
    type: String,
    choices,
    default: DEFAULT_RULESET,
    requiresReload: true,
  });
  registerWorldToggle(MARKER_ROTATION);
  game.settings!.register(SYSTEM_ID, MIGRATION_SETTING, {
    name: "STARSKIRMISH.Setting.migrationVersion.name",
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
}
