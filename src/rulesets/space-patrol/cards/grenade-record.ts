/**
 * What a grenade card keeps of the throw it reports (Guide 6.11, 6.12, 6.14): the grenade's type
 * and penetrations, the Athletics task as rolled, and each combatant the burst caught, with the
 * direct hit, cover between, markers, armour and table as actions/grenade.ts handed them to the
 * rules. The d20, deviation and damage dice are the card's Rolls; grenade-derive.ts works each
 * victim's result out again from both. Who the burst caught is kept as the thrower's client
 * measured it on the board.
 */
import { field } from "../../../core/schema";
import type { ReadonlySchemaValue } from "../../../system/cards/card-schema";
import { GRENADE_TYPES, type AssetLevel, type DeviationKind, type TaskInput } from "../rules";
import type { GrenadeType } from "../view/grenade-card";
import type { GrenadeVictimInput } from "../view/grenade-burst";
import { ASSET_LEVEL, DAMAGE_TABLE, MARKER_COUNTS, PERSONAL_ARMOUR, armourOf, armourRecord, assetLevelOf } from "./record-fields";

export const GRENADE_RECORD = {
  type: field.choice(GRENADE_TYPES, "he"),
  contact: field.integer(0),
  burst: field.integer(0),
  // a card from before the equipment bonus was kept had none: a thrown grenade takes no equipment (6.12)
  task: field.object({ dt: field.integer(0), asset: ASSET_LEVEL, equipment: field.integer(0), advantages: field.integer(0, 0), disadvantages: field.integer(0, 0) }),
  /** Guide 6.11 Deviation: 2d4" for thrown weapons, 2d6 x 10" for indirect fire and bombs. */
  deviation: field.choice(["grenadeThrownOrRocketGun", "bombOrArtillery"], "grenadeThrownOrRocketGun"),
  /** Guide 6.10: the thrower failed their Space-Fu check in zero-G, so the throw missed outright. */
  zeroGMissed: field.boolean(),
  victims: field.array(
    field.object({
      /** The card target it is (its token's id). */
      key: field.string(),
      directHit: field.boolean(),
      coverBetween: field.boolean(),
      table: DAMAGE_TABLE,
      armour: PERSONAL_ARMOUR,
      craftArmour: field.integer(0),
      markers: MARKER_COUNTS,
    }),
  ),
};

export type GrenadeRecord = ReadonlySchemaValue<typeof GRENADE_RECORD>;

/**
 * A thrown grenade's card keeps, besides the throw, the grenade item it threw (its id on the
 * thrower), so the GM's client holds the card's type and penetrations to that item and uses up
 * its dose (grenade-use.ts). The indirect fire card, whose rounds come from no item, keeps none.
 */
export const THROWN_GRENADE_RECORD = {
  ...GRENADE_RECORD,
  /** The grenade item's id on the thrower; "" on a card from before the card kept it. */
  itemId: field.string(),
};

/** A thrown grenade card stored before it kept its item: it names none (the GM's Apply refuses it, attacker-facts-confirm.ts). */
export function migrateThrownGrenade(stored: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return typeof stored.itemId === "string" ? { ...stored } : { ...stored, itemId: "" };
}

export interface GrenadeRecordInput {
  readonly type: GrenadeType;
  readonly grenade: { readonly contact: number; readonly burst: number };
  readonly task: TaskInput & { readonly asset: AssetLevel };
  readonly victims: readonly GrenadeVictimInput[];
  readonly zeroGMissed?: boolean;
  readonly deviation?: DeviationKind;
}

export function grenadeRecord(input: GrenadeRecordInput): GrenadeRecord {
  const { task } = input;
  return {
    type: input.type,
    contact: input.grenade.contact,
    burst: input.grenade.burst,
    task: { dt: task.dt, asset: String(task.asset), equipment: task.equipment ?? 0, advantages: task.advantages ?? 0, disadvantages: task.disadvantages ?? 0 },
    zeroGMissed: input.zeroGMissed === true,
    deviation: input.deviation ?? "grenadeThrownOrRocketGun",
    victims: input.victims.map((v) => ({ key: v.key, directHit: v.directHit, coverBetween: v.coverBetween, table: v.table, ...armourRecord(v.armour), markers: { ...v.markers } })),
  };
}

/** The throw a record stands for, or null when its asset level is no level. */
export function grenadeInputOf(record: GrenadeRecord): GrenadeRecordInput | null {
  const asset = assetLevelOf(record.task.asset);
  if (asset === null) return null;
  return {
    type: record.type,
    grenade: { contact: record.contact, burst: record.burst },
    task: { ...record.task, asset },
    deviation: record.deviation,
    victims: record.victims.map((v) => ({ key: v.key, name: "", directHit: v.directHit, coverBetween: v.coverBetween, table: v.table, armour: armourOf(v.table, v), markers: v.markers })),
  };
}
