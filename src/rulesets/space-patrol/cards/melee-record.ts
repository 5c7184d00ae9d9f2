/**
 * What a melee card keeps of the attack it reports (Guide 6.8, 2.3): the style, the attacker's
 * level and weapon, the situation, and the target's markers, armour and table as
 * actions/melee.ts handed them to the rules, with the defender's Vigor for a throw. The d20s and
 * damage dice are the card's Rolls; melee-derive.ts works the result out again from both.
 */
import { field } from "../../../core/schema";
import { TURN_SIDES, type TurnSide } from "../rules/side-turns";
import type { ReadonlySchemaValue } from "../../../system/cards/card-schema";
import type { MarkerCounts } from "../../../core/markers";
import type { AssetLevel, DamageTableName, MeleeInput, MeleeSituation, PersonalArmour } from "../rules";
import type { MeleeChoiceStyle } from "../view/melee-card";
import { ASSET_LEVEL, DAMAGE_TABLE, MARKER_COUNTS, PERSONAL_ARMOUR, armourOf, armourRecord, assetLevelOf } from "./record-fields";

export const MELEE_RECORD = {
  style: field.choice(["weapon", "martialArts", "psiShock", "throw"], "weapon"),
  asset: ASSET_LEVEL,
  weapon: field.object({ equipment: field.integer(0), penetration: field.integer(0), maxHits: field.integer(1, 1), unarmed: field.boolean() }),
  situation: field.object({
    attackerReach: field.integer(0),
    targetReach: field.integer(0),
    attackerFighting: ASSET_LEVEL,
    targetFighting: ASSET_LEVEL,
    attackersOnTarget: field.integer(1, 1),
    surprise: field.boolean(),
    attackerMarkers: MARKER_COUNTS,
    darkness: field.integer(0, 0),
    fightersInSmoke: field.integer(0, 0),
  }),
  target: field.object({
    /** The card target it is (its token's id). */
    key: field.string(),
    markers: MARKER_COUNTS,
    unconscious: field.boolean(),
    immuneToPsiShock: field.boolean(),
    table: DAMAGE_TABLE,
    armour: PERSONAL_ARMOUR,
    craftArmour: field.integer(0),
    /** The defender's Vigor, for the stun a throw may give (Guide 6.8). */
    vigor: ASSET_LEVEL,
  }),
  /** The side turn it was made in (Guide 6.3: Tactics are spent on a roll while its turn runs); 0 off the side turns. */
  round: field.integer(0, 0),
  side: field.choice(TURN_SIDES, "players"),
  /** What the card shows by name, so the GM's client can draw it again after a spend. */
  attackerName: field.string(),
  targetName: field.string(),
  weaponName: field.string(),
  /**
   * The way of fighting chosen (actions/melee-options.ts: a weapon item's id, or the style's), so the
   * GM can hold the card's weapon and level to it (attacker-facts-confirm.ts); "" on a card from before it was kept.
   */
  choice: field.string(),
  /** The defender's actor, for the Apply a spend may newly give it. */
  targetActor: field.string(),
  /** Guide 6.3: the Tactics points spent on the attack roll. */
  tactics: field.array(field.object({ side: field.choice(TURN_SIDES, "players"), points: field.integer(1, -3, 3) })),
  /** Guide 4.2 "Not So Fast": the failed roll's second d20, rolled with an additional advantage; 0 while not rolled again. */
  reroll: field.integer(0, 0, 20),
  /** Once a spend re-resolved the strike: its damage dice, kept ("damage"; core/dice-slots.ts). */
  slots: field.record(field.array(field.integer(1, 1, 100))),
};

export type MeleeRecord = ReadonlySchemaValue<typeof MELEE_RECORD>;

export interface MeleeRecordInput {
  readonly key: string;
  readonly style: MeleeChoiceStyle;
  readonly asset: AssetLevel;
  readonly weapon: MeleeInput["weapon"];
  readonly situation: MeleeSituation;
  readonly target: { readonly markers: MarkerCounts; readonly unconscious: boolean; readonly immuneToPsiShock: boolean; readonly table: DamageTableName; readonly armour: number | PersonalArmour };
  readonly vigor: AssetLevel;
}

export function meleeRecord(
  input: MeleeRecordInput,
  turn: { readonly round: number; readonly side: TurnSide } = { round: 0, side: "players" },
  names: { readonly attacker: string; readonly target: string; readonly weapon: string; readonly targetActor: string; readonly choice?: string } = { attacker: "", target: "", weapon: "", targetActor: "" },
): MeleeRecord {
  const { situation: s, weapon, target } = input;
  return {
    round: turn.round,
    side: turn.side,
    attackerName: names.attacker,
    targetName: names.target,
    weaponName: names.weapon,
    choice: names.choice ?? "",
    targetActor: names.targetActor,
    tactics: [],
    reroll: 0,
    slots: {},
    style: input.style,
    asset: String(input.asset),
    weapon: { equipment: weapon.equipment ?? 0, penetration: weapon.penetration, maxHits: weapon.maxHits, unarmed: weapon.unarmed === true },
    situation: {
      attackerReach: s.attackerReach,
      targetReach: s.targetReach,
      attackerFighting: String(s.attackerFighting),
      targetFighting: String(s.targetFighting),
      attackersOnTarget: s.attackersOnTarget ?? 1,
      surprise: s.surprise === true,
      attackerMarkers: { ...(s.attackerMarkers ?? {}) },
      darkness: s.darkness ?? 0,
      fightersInSmoke: s.fightersInSmoke ?? 0,
    },
    target: {
      key: input.key,
      markers: { ...target.markers },
      unconscious: target.unconscious,
      immuneToPsiShock: target.immuneToPsiShock,
      table: target.table,
      ...armourRecord(target.armour),
      vigor: String(input.vigor),
    },
  };
}

/** The attack a record stands for, or null when a level in it is no asset level. */
export function meleeInputOf(record: MeleeRecord): MeleeRecordInput | null {
  const asset = assetLevelOf(record.asset);
  const attackerFighting = assetLevelOf(record.situation.attackerFighting);
  const targetFighting = assetLevelOf(record.situation.targetFighting);
  const vigor = assetLevelOf(record.target.vigor);
  if (asset === null || attackerFighting === null || targetFighting === null || vigor === null) return null;
  const { target } = record;
  return {
    key: target.key,
    style: record.style,
    asset,
    weapon: record.weapon,
    situation: { ...record.situation, attackerFighting, targetFighting, targetMarkers: target.markers },
    target: { markers: target.markers, unconscious: target.unconscious, immuneToPsiShock: target.immuneToPsiShock, table: target.table, armour: armourOf(target.table, target) },
    vigor,
  };
}
