/**
 * Token bars per actor type for the world's rule set (V13-FACTS 6): Token Config's choices are set
 * in CONFIG.Actor.trackableAttributes, and a new actor's prototype token gets its type's first bar
 * as it is created, unless its source already names one (a compendium actor, a duplicate).
 */
import { defaultBarOf, trackableAttributesOf } from "../core/token-bars";
import { activeRuleSet } from "./registry";

export function configureTokenBars(): void {
  CONFIG.Actor.trackableAttributes = trackableAttributesOf(activeRuleSet().definition.documentTypes);
}

/** The prototype-token change a new actor of the type takes, or null when its source keeps its own. */
export function prototypeBarUpdate(type: string, currentAttribute: string | null | undefined): { prototypeToken: { bar1: { attribute: string } } } | null {
  if (currentAttribute) return null;
  const attribute = defaultBarOf(activeRuleSet().definition.documentTypes, type);
  return attribute ? { prototypeToken: { bar1: { attribute } } } : null;
}
