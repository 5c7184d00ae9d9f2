/**
 * The GM works a melee card's result out again (Guide 6.8, 2.3, 6.14): the recorded attack
 * (melee-record.ts) goes through the pure rules with the card's Rolls in the order
 * actions/melee.ts rolled them: the strike's d20 (none against an unconscious target) then the
 * damage batch; or for a throw, its d20, then on a success the defender's Vigor d20 and the 1d4.
 * Null when the Rolls do not fit the attack or the rules refuse it.
 */
import { facesOfRoll, refusedAsNull, replayBatch, type RecordedRoll } from "../../../core/dice-replay";
import type { DerivationInput } from "../../../system/cards/card-kind";
import { resolveMartialArtsThrow, resolveMelee, resolveTask, throwOutcome, THROW_STUN_RESIST_DT } from "../rules";
import { meleeCardContext, meleeCardTarget, throwCardContext, thrownAfter, type MeleeCardContext } from "../view/melee-card";
import { meleeInputOf, type MELEE_RECORD, type MeleeRecordInput } from "./melee-record";

type Derived = Record<string, { markers: Record<string, number>; data: { dead: boolean } }>;

const oneD20 = (roll: RecordedRoll | undefined): number | null => facesOfRoll(roll, 20, 1)?.[0] ?? null;

const CARD_BASE = { attackerName: "", targetName: "", weaponName: "" };

function strike(input: MeleeRecordInput, dice: readonly RecordedRoll[]): MeleeCardContext | null {
  if (input.style === "throw") return null;
  const { style } = input;
  // reference sheet: an unconscious target is hit without a roll
  const d20 = input.target.unconscious ? 1 : oneD20(dice[0]);
  if (d20 === null) return null;
  const batch = input.target.unconscious ? dice : dice.slice(1);
  const result = replayBatch((d) => resolveMelee({ style, asset: input.asset, weapon: input.weapon, situation: input.situation, target: input.target, d20, dice: d }), batch);
  if (!result) return null;
  return meleeCardContext({ ...CARD_BASE, key: input.key, style, before: input.target.markers, result, maxHits: input.weapon.maxHits, immune: input.target.immuneToPsiShock });
}

function thrown(input: MeleeRecordInput, dice: readonly RecordedRoll[]): MeleeCardContext | null {
  const d20 = oneD20(dice[0]);
  if (d20 === null) return null;
  const task = refusedAsNull(() => resolveMartialArtsThrow(input.asset, input.situation, d20));
  if (!task) return null;
  const base = { ...CARD_BASE, key: input.key, style: input.style, before: input.target.markers, task };
  if (!task.success) return dice.length === 1 ? throwCardContext({ ...base, outcome: null, after: input.target.markers }) : null;
  const vigorD20 = oneD20(dice[1]);
  if (vigorD20 === null) return null;
  // Guide 6.8: the thrown target resists the stun with Vigor DT 8
  const vigor = refusedAsNull(() => resolveTask({ dt: THROW_STUN_RESIST_DT, asset: input.vigor }, vigorD20));
  const outcome = vigor ? replayBatch((d) => throwOutcome(d, vigor.success), dice.slice(2)) : null;
  if (!vigor || !outcome) return null;
  return throwCardContext({ ...base, outcome: { inches: outcome.inches, vigor, stunned: outcome.stunned }, after: thrownAfter(input.target.markers, outcome.stunned) });
}

export function deriveMelee({ payload, dice }: DerivationInput<typeof MELEE_RECORD>): Derived | null {
  const input = meleeInputOf(payload);
  if (!input || input.key === "") return null;
  const context = input.style === "throw" ? thrown(input, dice) : strike(input, dice);
  const row = context ? meleeCardTarget(context) : null;
  return row ? { [row.key]: { markers: row.markers, data: row.data } } : null;
}
