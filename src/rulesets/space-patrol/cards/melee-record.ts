/**
 * What a melee card keeps of the attack it reports (Guide 6.8, 2.3): the style, the attacker's
 * level and weapon, the situation, and the target's markers, armour and table as
 * actions/melee.ts handed them to the rules, with the defender's Vigor for a throw. The d20s and
 * damage dice are the card's Rolls; melee-derive.ts works the result out again from both.
 */
import { field } from "../../../core/schema";
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

export function meleeRecord(input: MeleeRecordInput): MeleeRecord {
  const { situation: s, weapon, target } = input;
  return {
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
