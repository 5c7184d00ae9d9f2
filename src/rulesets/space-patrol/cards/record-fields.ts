/**
 * Fields the attack cards share in what they keep of an action, so the GM can work its result out
 * again: marker counts, an asset level, a target's armour and damage table (Guide 6.13-6.15, 7.12).
 */
import { field } from "../../../core/schema";
import { assetLevelFromText, type AssetLevel, type DamageTableName, type PersonalArmour } from "../rules";

export const MARKER_COUNTS = field.record(field.integer(0, 0));

/** "X" or a number, as text (Guide 3.2). */
export const ASSET_LEVEL = field.string("X");

export const DAMAGE_TABLE = field.choice(["individual", "vehicle", "spacecraft"], "individual");

/** A person's three ratings (SP-8); a vehicle's or spacecraft's one value is craftArmour. */
export const PERSONAL_ARMOUR = field.object({ hand: field.integer(0), bullets: field.integer(0), energy: field.integer(0) });

const UNARMOURED: PersonalArmour = { hand: 0, bullets: 0, energy: 0 };

/** "X" or a whole number, as the rules take an asset level; null for anything else. */
export const assetLevelOf: (text: string) => AssetLevel | null = assetLevelFromText;

/** A target's armour as kept: the person's ratings and the craft's value. */
export function armourRecord(armour: number | PersonalArmour | undefined): { armour: PersonalArmour; craftArmour: number } {
  return typeof armour === "number" ? { armour: { ...UNARMOURED }, craftArmour: armour } : { armour: { ...(armour ?? UNARMOURED) }, craftArmour: 0 };
}

/** The armour the rules read for a target on `table`. */
export function armourOf(table: DamageTableName, kept: { readonly armour: PersonalArmour; readonly craftArmour: number }): number | PersonalArmour {
  return table === "individual" ? kept.armour : kept.craftArmour;
}
