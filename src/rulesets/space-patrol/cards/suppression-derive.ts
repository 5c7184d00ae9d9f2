/**
 * What a suppression card keeps (Guide 6.6, 6.7), and how the GM works its result out again: the
 * weapon's targets and ammo use, and each enemy's share of the targets with where they stood (in
 * hundredths of an inch, the same figures the action checked). An allocation the rules refuse (a
 * vehicle, too many targets, outside the box) makes a card the action never posts; otherwise each
 * enemy is Suppressed by the card's suppressor, one disadvantage per target given them.
 */
import { field } from "../../../core/schema";
import { refusedAsNull } from "../../../core/dice-replay";
import type { DerivationInput } from "../../../system/cards/card-kind";
import { SP_MARKER, suppressionDisadvantages, suppressionProblem, type SuppressionAllocation } from "../rules";

export const SUPPRESSION_RECORD = {
  suppressorUuid: field.string(),
  weapon: field.object({ targets: field.integer(0, 0), ammoPerTurn: field.integer(0, 0) }),
  enemies: field.array(field.object({ key: field.string(), targets: field.integer(0, 0), x: field.integer(0), y: field.integer(0), vehicle: field.boolean() })),
};

/** Positions are kept in hundredths of an inch: whole numbers the action and the GM read alike. */
export const POSITION_SCALE = 100;

export const keptPosition = (inches: number): number => Math.round(inches * POSITION_SCALE);

export interface SuppressedResult {
  readonly markers: Readonly<Record<string, number>>;
  readonly data: { readonly suppressedBy: string; readonly disadvantages: number };
}

export function deriveSuppression({ payload, actorUuid }: DerivationInput<typeof SUPPRESSION_RECORD>): Record<string, SuppressedResult> | null {
  if (payload.suppressorUuid !== actorUuid || payload.enemies.some((e) => e.key === "")) return null;
  const allocations: SuppressionAllocation[] = payload.enemies.map((e) => ({ targets: e.targets, x: e.x / POSITION_SCALE, y: e.y / POSITION_SCALE, vehicle: e.vehicle }));
  const problem = refusedAsNull(() => suppressionProblem(payload.weapon, allocations));
  if (problem !== null) return null;
  return Object.fromEntries(
    payload.enemies.map((e) => [e.key, { markers: { [SP_MARKER.suppressed]: 1 }, data: { suppressedBy: actorUuid, disadvantages: suppressionDisadvantages(e.targets) } }]),
  );
}
