/**
 * The rule sets the system knows, and which one this world plays. Every rule set's document
 * types are registered so existing documents always load; only the active one is offered.
 */
import { DEFAULT_RULESET, type DocumentTypeDefinition, type RuleSetId } from "../core/ruleset-definition";
import type { RuleSet } from "./ruleset";
import { RULESET_SETTING, SYSTEM_ID } from "./constants";
import { SHARED_DOCUMENT_TYPES } from "../rulesets/definitions";

const ruleSets = new Map<RuleSetId, RuleSet>();

export function registerRuleSet(ruleSet: RuleSet): void {
  const id = ruleSet.definition.id;
  if (ruleSets.has(id)) throw new Error(`Rule set "${id}" is registered twice`);
  ruleSets.set(id, ruleSet);
}

export function allRuleSets(): RuleSet[] {
  return [...ruleSets.values()];
}

/** The id the world setting names, or the default when it names none we know. */
export function activeRuleSetId(): RuleSetId {
  const stored = game.settings?.get(SYSTEM_ID, RULESET_SETTING);
  return typeof stored === "string" && ruleSets.has(stored as RuleSetId) ? (stored as RuleSetId) : DEFAULT_RULESET;
}

export function activeRuleSet(): RuleSet {
  const rs = ruleSets.get(activeRuleSetId());
  if (!rs) throw new Error(`No rule set is registered for "${activeRuleSetId()}"`);
  return rs;
}

/** The sub-types of a document class that the active rule set offers (shared types included). */
export function activeTypes(documentName: "Actor" | "Item"): string[] {
  return [...activeRuleSet().definition.documentTypes, ...SHARED_DOCUMENT_TYPES]
    .filter((t) => t.documentName === documentName)
    .map((t) => t.type);
}

/** The rule set a document sub-type belongs to, with the type's definition; none for shared types. */
export function ruleSetOfType(documentName: "Actor" | "Item", type: string): { ruleSet: RuleSet; type: DocumentTypeDefinition } | null {
  for (const ruleSet of ruleSets.values()) {
    const def = ruleSet.definition.documentTypes.find((t) => t.documentName === documentName && t.type === type);
    if (def) return { ruleSet, type: def };
  }
  return null;
}
