/**
 * The GM works a fire card's results out again (Guide 6.6, 6.14, 6.15): the recorded input
 * (fire-record.ts) goes through the pure rules with the card's first Roll as the attack d20s and
 * its other Rolls as the damage batch, and each target hit gets the markers, death and Crew Damage
 * the card would have listed. Null when the Rolls do not fit the action or the rules refuse it.
 */
import { facesOfRoll, replayBatch } from "../../../core/dice-replay";
import type { DerivationInput } from "../../../system/cards/card-kind";
import { resolveFire } from "../rules";
import { fireCardContext, fireCardResults } from "../view/fire-card";
import { damageTableRowsNow } from "../actions/damage-table-source";
import { fireInputOf, type FIRE_RECORD } from "./fire-record";

type FireResultData = ReturnType<typeof fireCardResults>[number]["data"];

export function deriveFire({ payload, dice }: DerivationInput<typeof FIRE_RECORD>): Record<string, { markers: Record<string, number>; data: FireResultData }> | null {
  const input = fireInputOf(payload);
  if (!input || input.targets.length === 0) return null;
  const shots = input.targets.reduce((n, t) => n + (t.shots ?? 1), 0);
  // actions/fire.ts rolls every attack d20 as one Roll before the damage batch
  const d20 = facesOfRoll(dice[0], 20, shots);
  if (!d20) return null;
  const tables = damageTableRowsNow();
  const result = replayBatch((batch) => resolveFire({ ...input, d20, dice: batch, tables }), dice.slice(1));
  if (!result) return null;
  const named = payload.targets.map((t) => ({ key: t.key, name: "", markers: t.markers }));
  const context = fireCardContext({ shooterName: "", weaponName: "", band: payload.weapon.band, result, targets: named });
  return Object.fromEntries(fireCardResults(context, result).map((t) => [t.key, { markers: t.markers, data: t.data }]));
}
