/**
 * Refuses an item on an actor of another rule set (a Striker weapon on a patrolman), whichever
 * way it arrives: drop, paste or import. The user is told why (names escaped) and nothing is
 * created.
 */
import { ruleSetOfType } from "../core/ruleset-definition";
import { allRuleSets } from "./registry";
import { warn } from "./notify";

export function onPreCreateItemCheckRuleSet(item: Item.Implementation): boolean | void {
  const actor = item.parent;
  if (!actor) return;
  const defs = allRuleSets().map((rs) => rs.definition);
  const itemRules = ruleSetOfType(defs, "Item", item.type);
  const actorRules = ruleSetOfType(defs, "Actor", actor.type);
  if (itemRules && actorRules && itemRules !== actorRules) {
    warn("STARSKIRMISH.Error.itemOfOtherRuleSet", { item: item.name ?? "", actor: actor.name ?? "" });
    return false;
  }
}
