/**
 * A fire or melee card worked out again on the GM's client after a Tactics point (Guide 6.3) or a
 * Not So Fast (4.2): the record with its spends and re-rolls, each target's damage dice read from
 * its slot and new ones rolled as real Rolls where a new hit needs them (core/dice-slots.ts); then
 * the card, its Apply buttons and the ledger Apply reads are rewritten together. `sides` are the
 * sides that may still spend on it (none once its turn is over).
 */
import type { SlotFaces } from "../../../core/dice-slots";
import type { CardRead } from "../../../system/cards/read-card";
import { reviseCardResult } from "../../../system/cards/update-card";
import { rollInSlots } from "../../../system/real-dice";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { resolveFire, resolveMelee } from "../rules";
import type { FIRE_CARD, MELEE_CARD } from "../cards/attacks";
import type { FireRecord, FireRecordInput } from "../cards/fire-record";
import type { MeleeRecord, MeleeRecordInput } from "../cards/melee-record";
import { rerolledD20, spendsByRoll } from "../cards/fire-derive";
import { damageSlot } from "../view/dice-slot-keys";
import { MELEE_DAMAGE_SLOT } from "../cards/melee-derive";
import { fireCardContext, fireCardResults } from "../view/fire-card";
import { meleeCardContext, meleeCardTarget } from "../view/melee-card";
import { damageTableRowsNow } from "../actions/damage-table-source";

/** A re-resolved attack reads every damage die from its slot. */
const NO_LOOSE_DICE = {
  die: (): number => {
    throw new RangeError("A re-resolved attack reads every damage die from its target's slot");
  },
};

/** The fire of `record` (spends and re-rolls included) on the card's d20s, drawn and written. */
export async function reviseFire(
  card: CardRead<typeof FIRE_CARD>,
  record: FireRecord,
  change: { readonly input: FireRecordInput; readonly d20: readonly number[]; readonly kept: SlotFaces; readonly sides: readonly string[] | null; readonly rolls?: readonly Roll[] },
): Promise<void> {
  const { input, d20 } = change;
  const tables = damageTableRowsNow();
  const { result, slots, rolls } = await rollInSlots(change.kept, (slot) =>
    resolveFire({ ...input, ...rerolledD20(record, d20), tables, tactics: spendsByRoll(record, d20.length), dice: NO_LOOSE_DICE, diceFor: (s) => slot(damageSlot(s.damageOfTarget)) }),
  );
  const named = record.targets.map((t, i) => ({ key: t.key, name: record.targetNames[i] ?? "", markers: t.markers }));
  const context = fireCardContext({
    shooterName: record.shooterName,
    weaponName: record.weaponName,
    band: record.weapon.band,
    result,
    targets: named,
    rerolled: record.rerolls.map((r) => r.row),
    situation: input,
    ...(change.sides ? { tactics: { sides: change.sides, spends: record.tactics } } : {}),
  });
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/${card.kind.template}`, { ...context });
  const actorOf = (key: string) => record.targetActors[record.targets.findIndex((t) => t.key === key)] ?? "";
  const targets = fireCardResults(context, result).map((t) => ({ ...t, actorUuid: actorOf(t.key) }));
  await reviseCardResult(card, { payload: { ...record, slots }, targets, content, rolls: [...(change.rolls ?? []), ...rolls] });
}

/** The strike of `record` (spends and re-roll included), drawn and written. */
export async function reviseMelee(
  card: CardRead<typeof MELEE_CARD>,
  record: MeleeRecord,
  change: { readonly input: MeleeRecordInput; readonly d20: number; readonly kept: SlotFaces; readonly sides: readonly string[] | null; readonly rolls?: readonly Roll[] },
): Promise<void> {
  const { input } = change;
  if (input.style === "throw") return;
  const { style } = input;
  const tactics = record.tactics.map(({ side, points }) => ({ side, points }));
  const again = record.reroll > 0 ? { d20: record.reroll, rolledAgain: true } : { d20: change.d20 };
  const { result, slots, rolls } = await rollInSlots(change.kept, (slot) =>
    resolveMelee({ style, asset: input.asset, weapon: input.weapon, situation: input.situation, target: input.target, ...again, tactics, dice: slot(MELEE_DAMAGE_SLOT) }),
  );
  const context = meleeCardContext({
    attackerName: record.attackerName,
    targetName: record.targetName,
    key: input.key,
    weaponName: record.weaponName,
    style,
    before: input.target.markers,
    result,
    maxHits: input.weapon.maxHits,
    immune: input.target.immuneToPsiShock,
    // Guide 6.14, 6.15, 7.12: the card names the table the struck target's damage was read on
    table: input.target.table,
    rerolled: record.reroll > 0,
    ...(change.sides ? { tactics: { sides: change.sides, spends: tactics } } : {}),
  });
  const row = meleeCardTarget(context);
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/${card.kind.template}`, { ...context, canApply: row !== null });
  const targets = row ? [{ ...row, actorUuid: record.targetActor, name: record.targetName }] : [];
  await reviseCardResult(card, { payload: { ...record, slots }, targets, content, rolls: [...(change.rolls ?? []), ...rolls] });
}
