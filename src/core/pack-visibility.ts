/** Which of the system's compendium packs belong to rule sets other than the world's. */
import { list, record, text } from "./checks";
import type { RuleSetDefinition, RuleSetId } from "./ruleset-definition";

/** Full pack ids (`starskirmish.<name>`) to hide for the active rule set. */
export function hiddenPackIds(defs: readonly RuleSetDefinition[], active: RuleSetId, systemId: string): Set<string> {
  text(active, "active");
  text(systemId, "systemId");
  const hidden = new Set<string>();
  for (const def of list(defs, "defs")) {
    if (record(def, "def").id === active) continue;
    for (const pack of list(def.packs, "def.packs")) hidden.add(`${systemId}.${text(record(pack, "pack").name, "pack.name")}`);
  }
  return hidden;
}
