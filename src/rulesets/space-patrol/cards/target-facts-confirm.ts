/**
 * On the GM's client at Apply, what an attack card kept from its target's own sheet: the damage
 * table its kind reads (Guide 6.14-6.16), its armour (6.13, SP-8) and, for an NBC attack, whether
 * its suit shuts the attack out (8.5). They must be the target actor's now. A player writes their own
 * cards: armour claimed lower than it is would land more than the dice give. The situation (cover,
 * smoke, movement) is the attacker's call and stays on the card for the table to see. A
 * suppression card's enemies are held to their sheets in the same way.
 */
import type { CardAt, DerivationInput } from "../../../system/cards/card-kind";
import type { ReadonlySchemaValue } from "../../../system/cards/card-schema";
import type { FieldsSpec } from "../../../core/schema";
import { sameData } from "../../../core/same-data";
import { targetProfile } from "../actions/target-profile";
import { armourRecord } from "./record-fields";
import type { DamageTableName, PersonalArmour } from "../rules";
import type { GRENADE_RECORD } from "./grenade-record";
import type { SUPPRESSION_RECORD } from "./suppression-derive";
import { cardTargetActor } from "../../../system/cards/card-target-actor";

/** What a card kept of one target's sheet; `nbcProof` only where the attack is an NBC one. */
export interface KeptTargetFacts {
  readonly table: DamageTableName;
  readonly armour: PersonalArmour;
  readonly craftArmour: number;
  readonly nbcProof?: boolean;
}

export const TARGET_CHANGED = "STARSKIRMISH.SpacePatrol.Attack.targetChanged";

/** Whether the kept facts are the actor's now, as actions/target-profile.ts reads them at the attack. */
export function targetFactsHold(kept: KeptTargetFacts, actor: Actor.Implementation): boolean {
  const now = targetProfile(actor);
  const same = sameData({ table: kept.table, armour: kept.armour, craftArmour: kept.craftArmour }, { table: now.table, ...armourRecord(now.armour) });
  return same && (kept.nbcProof === undefined || kept.nbcProof === now.nbcProof);
}

/** A card kind's confirm: the facts `keptOf` finds for the target the Apply is for, against its actor now. */
export function confirmTargetFacts<P extends FieldsSpec>(keptOf: (payload: ReadonlySchemaValue<P>, key: string) => KeptTargetFacts | undefined) {
  return async (input: DerivationInput<P>, { targetKey }: CardAt): Promise<string | null> => {
    const kept = keptOf(input.payload, targetKey);
    const actor = kept ? await cardTargetActor(input.targets, targetKey) : null;
    return kept && actor && targetFactsHold(kept, actor) ? null : TARGET_CHANGED;
  };
}

/** A grenade's or a fire mission's victim (Guide 6.10, 6.11). */
export const confirmGrenadeVictim = confirmTargetFacts<typeof GRENADE_RECORD>((p, key) => p.victims.find((v) => v.key === key));

/**
 * Guide 6.7: a suppression card's enemy is, on its sheet, the vehicle or not the card kept, since
 * Suppressed goes on no vehicle or spacecraft. Where the enemy stood is not held to the board: they may
 * have moved before the GM applies it.
 */
export async function confirmSuppressedEnemy({ payload, targets }: DerivationInput<typeof SUPPRESSION_RECORD>, { targetKey }: CardAt): Promise<string | null> {
  const kept = payload.enemies.find((e) => e.key === targetKey);
  const actor = kept ? await cardTargetActor(targets, targetKey) : null;
  return kept && actor && kept.vehicle === (targetProfile(actor).table !== "individual") ? null : TARGET_CHANGED;
}
