/**
 * Registers every rule set's Scene Region behaviours (their data models and icons) at init, so a
 * region painted in one rule set's world still reads after the world changes rule set. Foundry names
 * a behaviour in the region config by TYPES.RegionBehavior.<type> in the language file.
 */
import type { RuleSetDefinition } from "../../core/ruleset-definition";
import { specRegionBehavior } from "./region-behavior-model";

export function registerRegionBehaviors(definitions: readonly RuleSetDefinition[]): void {
  for (const b of definitions.flatMap((d) => d.regionBehaviors ?? [])) {
    // add beside core's behaviours: replacing the record would drop them
    Object.assign(CONFIG.RegionBehavior.dataModels, { [b.type]: specRegionBehavior(b.schema) });
    Object.assign(CONFIG.RegionBehavior.typeIcons, { [b.type]: b.icon });
  }
}
