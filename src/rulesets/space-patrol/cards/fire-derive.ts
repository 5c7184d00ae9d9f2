/**
 * The GM works a fire card's results out again (Guide 6.6, 6.14, 6.15): the recorded input
 * (fire-record.ts) goes through the pure rules with the card's first Roll as the attack d20s and
 * its other Rolls as the damage batch, and each target hit gets the markers, death and Crew Damage
 * the card would have listed. Once a Tactics spend revised the card (Guide 6.3, turn/fire-tactics.ts),
 * the record the GM's client rewrote holds the spends and each target's damage dice, and those
 * decide; a card that holds them without the GM having revised it is refused. Null when the Rolls do
 * not fit the action or the rules refuse it.
 */
import { facesOfRoll, refusedAsNull, replayBatch, type RecordedRoll } from "../../../core/dice-replay";
import { SlotDice, type SlotFaces } from "../../../core/dice-slots";
import type { DiceSource } from "../../../core/dice";
import type { DerivationInput } from "../../../system/cards/card-kind";
import { resolveFire, type DamageRow, type DamageTableName, type FireResult } from "../rules";
import { fireCardContext, fireCardResults } from "../view/fire-card";
import { damageTableRowsNow } from "../actions/damage-table-source";
import { fireInputOf, type FIRE_RECORD, type FireRecord } from "./fire-record";
import { damageSlot } from "../view/dice-slot-keys";

type FireResultData = ReturnType<typeof fireCardResults>[number]["data"];
type Tables = Partial<Record<DamageTableName, readonly DamageRow[]>>;

/** A revised fire reads every damage die from its slots: a die asked for beyond them is an error. */
const NO_FRESH_DICE: DiceSource = {
  die: () => {
    throw new RangeError("A revised fire card reads its damage dice from its slots");
  },
};

/** The card's spends, as the rules take them: a list per attack roll. */
export function spendsByRoll(record: Pick<FireRecord, "tactics">, rolls: number): { side: string; points: number }[][] {
  return Array.from({ length: rolls }, (_, row) => record.tactics.filter((s) => s.row === row).map(({ side, points }) => ({ side, points })));
}

/** Whether a spend or a re-roll has revised the card since it was posted. */
export const isRevised = (record: Pick<FireRecord, "tactics" | "slots" | "rerolls">): boolean => record.tactics.length > 0 || record.rerolls.length > 0 || Object.keys(record.slots).length > 0;

/** Guide 4.2: the attack d20s with each re-rolled one's new face, and the re-rolled rolls' additional advantage. */
export function rerolledD20(record: Pick<FireRecord, "rerolls">, d20: readonly number[]): { d20: number[]; extraAdvantages: number[] } {
  const faces = [...d20];
  const extra = d20.map(() => 0);
  for (const r of record.rerolls) {
    if (r.row < faces.length) {
      faces[r.row] = r.d20;
      extra[r.row] = 1;
    }
  }
  return { d20: faces, extraAdvantages: extra };
}

/** The attack d20s the card's first Roll holds for its shots, or null. */
export function recordedD20(record: FireRecord, dice: readonly RecordedRoll[]): readonly number[] | null {
  const shots = record.targets.reduce((n, t) => n + t.shots, 0);
  // actions/fire.ts rolls every attack d20 as one Roll before the damage batch
  return facesOfRoll(dice[0], 20, shots);
}

/**
 * The fire as it was first rolled, each target's damage dice recorded in its own slot, the same
 * dice in the same order: what a first spend starts from.
 */
export function firstSlots(record: FireRecord, dice: readonly RecordedRoll[], tables: Tables): SlotFaces | null {
  const input = fireInputOf(record);
  const d20 = recordedD20(record, dice);
  if (!input || !d20) return null;
  const kept: { slots?: SlotDice } = {};
  const replayed = replayBatch((batch) => {
    const slots = new SlotDice({}, batch);
    kept.slots = slots;
    return resolveFire({ ...input, d20, dice: batch, tables, diceFor: (slot) => slots.slot(damageSlot(slot.damageOfTarget)) });
  }, dice.slice(1));
  return replayed && kept.slots ? kept.slots.faces() : null;
}

/** The fire the card records: replayed from its Rolls, or once revised, from its spends and slots. */
export function recordedFire(record: FireRecord, dice: readonly RecordedRoll[], tables: Tables): FireResult | null {
  const input = fireInputOf(record);
  const d20 = recordedD20(record, dice);
  if (!input || input.targets.length === 0 || !d20) return null;
  if (!isRevised(record)) return replayBatch((batch) => resolveFire({ ...input, d20, dice: batch, tables }), dice.slice(1));
  const slots = new SlotDice(record.slots, NO_FRESH_DICE);
  const rolled = rerolledD20(record, d20);
  return refusedAsNull(() => resolveFire({ ...input, ...rolled, tables, tactics: spendsByRoll(record, d20.length), dice: NO_FRESH_DICE, diceFor: (slot) => slots.slot(damageSlot(slot.damageOfTarget)) }));
}

export function deriveFire({ payload, dice, revisedByGm }: DerivationInput<typeof FIRE_RECORD>): Record<string, { markers: Record<string, number>; data: FireResultData }> | null {
  // spends and kept dice are the GM's to record: a card posted with them was forged
  if (isRevised(payload) && revisedByGm !== true) return null;
  const result = recordedFire(payload, dice, damageTableRowsNow());
  if (!result) return null;
  const named = payload.targets.map((t) => ({ key: t.key, name: "", markers: t.markers }));
  const context = fireCardContext({ shooterName: "", weaponName: "", band: payload.weapon.band, result, targets: named });
  return Object.fromEntries(fireCardResults(context, result).map((t) => [t.key, { markers: t.markers, data: t.data }]));
}
