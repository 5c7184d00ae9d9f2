/**
 * The GM works a grenade card's results out again (Guide 6.12, 6.14), and an indirect fire card's
 * (6.11), which is kept the same way: the recorded throw
 * (grenade-record.ts) goes through the pure rules with the card's Rolls in the order
 * actions/grenade.ts rolled them: the Athletics d20, on a miss the deviation batch, then the
 * burst's damage batch (a cover-fate batch may follow; it changes no combatant). Null when the
 * Rolls do not fit the throw or the rules refuse it.
 */
import { facesOfRoll, refusedAsNull, replayBatchAt } from "../../../core/dice-replay";
import type { DerivationInput } from "../../../system/cards/card-kind";
import { resolveTask, rollDeviation } from "../rules";
import { missedOutright } from "../view/grenade-card";
import { resolveGrenadeVictims } from "../view/grenade-burst";
import { grenadeCardTargets, victimLine } from "../view/grenade-card";
import { grenadeInputOf, type GRENADE_RECORD } from "./grenade-record";

type Derived = Record<string, { markers: Record<string, number>; data: { dead: boolean } }>;

export function deriveGrenade({ payload, dice }: DerivationInput<typeof GRENADE_RECORD>): Derived | null {
  const input = grenadeInputOf(payload);
  const d20 = facesOfRoll(dice[0], 20, 1)?.[0];
  if (!input || d20 === undefined) return null;
  const rolled = refusedAsNull(() => resolveTask(input.task, d20));
  // Guide 6.10: a failed Space-Fu check in zero-G misses whatever the d20
  const task = rolled && payload.zeroGMissed ? missedOutright(rolled) : rolled;
  if (!task) return null;
  // Guide 6.11, 6.12: a miss deviates by a d12 clock and 2d4 inches (2d6 x 10 for indirect fire)
  const deviated = task.success ? { next: 1 } : replayBatchAt((d) => rollDeviation(payload.deviation, d), dice, 1);
  if (!deviated) return null;
  const burst = replayBatchAt((d) => resolveGrenadeVictims(input.type, input.grenade, input.victims, d), dice, deviated.next);
  if (!burst) return null;
  return Object.fromEntries(grenadeCardTargets(burst.result.map(victimLine)).map((t) => [t.key, { markers: t.markers, data: t.data }]));
}
