/**
 * A character's Space Hero Points (a patrolman) or Plot Armor Points (an NPC), read and spent the
 * same way wherever the rules let one be spent (Guide 4.2): Reverse the Polarity, surviving a hull
 * breach. The caller has already checked who may spend.
 */
import { spendHeroPoint } from "../rules";
import { PatrolmanData } from "../models/patrolman-model";
import { NpcData } from "../models/npc-model";

/** The points a character has to spend; 0 for anything else. */
export function heroPointsOf(actor: Actor.Implementation): number {
  if (actor.system instanceof PatrolmanData) return actor.system.heroPoints.value;
  if (actor.system instanceof NpcData) return actor.system.plotArmor.value;
  return 0;
}

/** Spends one point and answers how many are left; the rules refuse a spend from none. */
export async function spendOnePoint(actor: Actor.Implementation): Promise<number> {
  const left = spendHeroPoint(heroPointsOf(actor));
  await actor.update({ system: actor.system instanceof PatrolmanData ? { heroPoints: { value: left } } : { plotArmor: { value: left } } });
  return left;
}
