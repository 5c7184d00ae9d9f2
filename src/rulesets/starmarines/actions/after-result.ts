/**
 * What a landed attack result does next on a StarMarines unit (RuleSet.applyResult): everything the
 * hit sets off, in the order the rules take it. It comes with the table; ruleset.ts delegates to it.
 */
import { afterHit } from "./after-hit";
import { skimmerAfterHit } from "./skimmer-damage";
import { evacuateWreck } from "./transport";
import { promptNeighbours } from "./morale-prompt";

/** IX-B, VIII-H, SMR-15: damage adds up, and a wound un-breaks. */
export async function applyStarMarinesResult(actor: Actor.Implementation, data: Readonly<Record<string, unknown>>): Promise<void> {
  // SMR-9: a skimmer over water sinks, or a crippled one on land may crash
  await skimmerAfterHit(actor, data.outcome);
  await afterHit(actor);
  // IX-B: the soldiers aboard a destroyed vehicle roll to get out
  await evacuateWreck(actor);
  // SMR-3: a soldier wounded or killed calls the friends next to him to check morale
  if (data.outcome === "wounded" || data.outcome === "dead") await promptNeighbours(actor);
}
