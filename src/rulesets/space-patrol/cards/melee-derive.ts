/**
 * The GM works a melee card's result out again (Guide 6.8, 2.3, 6.14): the recorded attack
 * (melee-record.ts) goes through the pure rules with the card's Rolls in the order
 * actions/melee.ts rolled them: the strike's d20 (none against an unconscious target) then the
 * damage batch; or for a throw, its d20, then on a success the defender's Vigor d20 and the 1d4.
 * Once a Tactics spend revised a strike (Guide 6.3, turn/melee-tactics.ts), the record the GM's
 * client rewrote holds the spends and the damage dice, and those decide; a card that holds them
 * without the GM having revised it is refused. Null when the Rolls do not fit the attack or the
 * rules refuse it.
 */
import { facesOfRoll, refusedAsNull, replayBatch, type RecordedRoll } from "../../../core/dice-replay";
import { SlotDice, type SlotFaces } from "../../../core/dice-slots";
import type { DiceSource } from "../../../core/dice";
import type { DerivationInput } from "../../../system/cards/card-kind";
import { meleeModifierBreakdown, resolveMartialArtsThrow, resolveMelee, resolveTask, throwOutcome, THROW_STUN_RESIST_DT, type MeleeResult } from "../rules";
import { meleeCardContext, meleeCardTarget, throwCardContext, thrownAfter, type MeleeCardContext } from "../view/melee-card";
import { meleeInputOf, type MELEE_RECORD, type MeleeRecord, type MeleeRecordInput } from "./melee-record";

type Derived = Record<string, { markers: Record<string, number>; data: { dead: boolean } }>;

const oneD20 = (roll: RecordedRoll | undefined): number | null => facesOfRoll(roll, 20, 1)?.[0] ?? null;

const CARD_BASE = { attackerName: "", targetName: "", weaponName: "" };

/** A revised strike reads every damage die from its slot: a die asked for beyond it is an error. */
const NO_FRESH_DICE: DiceSource = {
  die: () => {
    throw new RangeError("A revised melee card reads its damage dice from its slot");
  },
};

/** The key of the strike's damage dice among the card's slots. */
export const MELEE_DAMAGE_SLOT = "damage";

/** Whether a spend has revised the card since it was posted. */
export const isRevisedMelee = (record: Pick<MeleeRecord, "tactics" | "slots" | "reroll">): boolean => record.tactics.length > 0 || record.reroll > 0 || Object.keys(record.slots).length > 0;

/** The strike the card records: replayed from its Rolls, or once revised, from its spends and kept dice. */
export function recordedStrike(input: MeleeRecordInput, record: Pick<MeleeRecord, "tactics" | "slots" | "reroll">, dice: readonly RecordedRoll[]): MeleeResult | null {
  if (input.style === "throw") return null;
  const { style } = input;
  // reference sheet: an unconscious target is hit without a roll
  const d20 = input.target.unconscious ? 1 : oneD20(dice[0]);
  if (d20 === null) return null;
  const attack = { style, asset: input.asset, weapon: input.weapon, situation: input.situation, target: input.target, d20 };
  if (isRevisedMelee(record)) {
    const kept = new SlotDice(record.slots, NO_FRESH_DICE);
    // Guide 4.2: a roll rolled again stands on its second d20, with an additional advantage
    const again = record.reroll > 0 ? { d20: record.reroll, rolledAgain: true } : {};
    return refusedAsNull(() => resolveMelee({ ...attack, ...again, tactics: record.tactics.map(({ side, points }) => ({ side, points })), dice: kept.slot(MELEE_DAMAGE_SLOT) }));
  }
  const batch = input.target.unconscious ? dice : dice.slice(1);
  return replayBatch((d) => resolveMelee({ ...attack, dice: d }), batch);
}

/** The strike's damage dice as first rolled, in its slot: what a first spend starts from. */
export function firstMeleeSlots(input: MeleeRecordInput, dice: readonly RecordedRoll[]): SlotFaces | null {
  if (input.style === "throw" || input.target.unconscious) return null;
  const d20 = oneD20(dice[0]);
  if (d20 === null) return null;
  const { style } = input;
  const kept: { slots?: SlotDice } = {};
  const replayed = replayBatch((batch) => {
    const slots = new SlotDice({}, batch);
    kept.slots = slots;
    return resolveMelee({ style, asset: input.asset, weapon: input.weapon, situation: input.situation, target: input.target, d20, dice: slots.slot(MELEE_DAMAGE_SLOT) });
  }, dice.slice(1));
  return replayed && kept.slots ? kept.slots.faces() : null;
}

function strike(input: MeleeRecordInput, record: MeleeRecord, dice: readonly RecordedRoll[]): MeleeCardContext | null {
  if (input.style === "throw") return null;
  const { style } = input;
  const result = recordedStrike(input, record, dice);
  if (!result) return null;
  return meleeCardContext({ ...CARD_BASE, key: input.key, style, before: input.target.markers, result, maxHits: input.weapon.maxHits, immune: input.target.immuneToPsiShock });
}

function thrown(input: MeleeRecordInput, dice: readonly RecordedRoll[]): MeleeCardContext | null {
  const d20 = oneD20(dice[0]);
  if (d20 === null) return null;
  const task = refusedAsNull(() => resolveMartialArtsThrow(input.asset, input.situation, d20));
  if (!task) return null;
  // Guide 6.8: the throw counts the melee modifiers (checked above by resolveMartialArtsThrow); the card names them
  const base = { ...CARD_BASE, key: input.key, style: input.style, before: input.target.markers, task, modifiers: meleeModifierBreakdown(input.situation) };
  if (!task.success) return dice.length === 1 ? throwCardContext({ ...base, outcome: null, after: input.target.markers }) : null;
  const vigorD20 = oneD20(dice[1]);
  if (vigorD20 === null) return null;
  // Guide 6.8: the thrown target resists the stun with Vigor DT 8
  const vigor = refusedAsNull(() => resolveTask({ dt: THROW_STUN_RESIST_DT, asset: input.vigor }, vigorD20));
  const outcome = vigor ? replayBatch((d) => throwOutcome(d, vigor.success), dice.slice(2)) : null;
  if (!vigor || !outcome) return null;
  return throwCardContext({ ...base, outcome: { inches: outcome.inches, vigor, stunned: outcome.stunned }, after: thrownAfter(input.target.markers, outcome.stunned) });
}

export function deriveMelee({ payload, dice, revisedByGm }: DerivationInput<typeof MELEE_RECORD>): Derived | null {
  const input = meleeInputOf(payload);
  if (!input || input.key === "") return null;
  // spends and kept dice are the GM's to record: a card posted with them was forged
  if (isRevisedMelee(payload) && revisedByGm !== true) return null;
  const context = input.style === "throw" ? thrown(input, dice) : strike(input, payload, dice);
  const row = context ? meleeCardTarget(context) : null;
  return row ? { [row.key]: { markers: row.markers, data: row.data } } : null;
}
