/** Which of the system's compendium packs belong to rule sets other than the world's. */
import type { RuleSetDefinition, RuleSetId } from "./ruleset-definition";

/** Full pack ids (`starskirmish.<name>`) to hide for the active rule set. */
export function hiddenPackIds(defs: readonly RuleSetDefinition[], active: RuleSetId, systemId: string): Set<string> {
  const hidden = new Set<string>();
  for (const def of defs) {
    if (def.id === active) continue;
    for (const pack of def.packs) hidden.add(`${systemId}.${pack.name}`);
  }
  return hidden;
}
