/**
 * What the Space Patrol! actions share besides the board (board.ts): the armour a person wears,
 * the best kit they carry (a Med Kit, a Mech Kit, a Psi-Amp, a fire direction aid), and the small
 * action card.
 */
import { postCard } from "../../../system/cards/post-card";
import type { ActionCardKind } from "../cards/actions";
import { ArmourData, DeviceData } from "../models/item-models";
import type { ActionCardContext } from "../view/action-card";

/** The armour item a person wears, if any. */
export function wornArmour(actor: Actor.Implementation): ArmourData | null {
  for (const item of actor.items) if (item.system instanceof ArmourData) return item.system;
  return null;
}

/** The best equipment bonus among a person's devices of one kind (a Med Kit, ...), or null. */
export function kitBonus(actor: Actor.Implementation, kind: DeviceData["kind"]): number | null {
  let best: number | null = null;
  for (const item of actor.items) {
    const d = item.system;
    if (d instanceof DeviceData && d.kind === kind && (best === null || d.equipmentBonus > best)) best = d.equipmentBonus;
  }
  return best;
}

/** Posts one of the small action cards (steady aim, hunker, reload, second move). */
export async function postActionCard(actor: Actor.Implementation, kind: ActionCardKind, context: ActionCardContext): Promise<void> {
  await postCard(kind, { actor, context });
}
