/**
 * What the Striker weapon sheet shows, computed from the item's data alone, so the sheet in
 * Foundry and the offline gallery render the same: the weapon's columns and one row per
 * ammunition type with its three range columns (ruling STR-1).
 */
import { AMMO_ROW_SCHEMA, AMMO_TYPES, RECOIL_LEVELS, SIGNATURES, WEAPON_SCHEMA, WEAPON_TABLES, type WeaponItemSystem } from "../data/weapon-schema";
import { inputValue } from "../../../core/number-input";
import { printed } from "../data/weapon-item";
import { RANGE_BAND_PROFILES } from "../rules/fire-profile";

export interface Choice {
  value: string;
  label: string;
}

export interface BandCell {
  index: number;
  profileLabel: string;
  range: number;
  contact: boolean;
  penetration: number;
  autofire: number;
  /** As the table prints it: "300(3)+2", "C(1)". */
  text: string;
}

export interface AmmoRowContext {
  index: number;
  type: string;
  typeLabel: string;
  magazine: string;
  damage: number;
  signature: string;
  single: number;
  auto: number;
  areaM: number;
  targetsText: string;
  /** Empty where the table leaves the column blank. */
  magazineWeightKg: number | "";
  magazinePriceCr: number | "";
  doubledAutofire: boolean;
  burstM: number;
  fragmentationPenetration: number;
  hitDm: number;
  notes: string;
  bands: BandCell[];
  canAddBand: boolean;
}

export interface WeaponSheetContext {
  tables: Choice[];
  recoils: Choice[];
  ammoTypes: Choice[];
  signatures: Choice[];
  crewServed: boolean;
  /** WEAPON MOUNTS: the item is a mount, not a weapon. */
  mount: boolean;
  /** RIFLE GRENADES: the item counts the rounds the team carries. */
  rifleGrenade: boolean;
  weightText: string;
  priceText: string;
  /** The inputs' values: empty where the table leaves the column blank. */
  weightKg: number | "";
  priceCr: number | "";
  ammoRows: AmmoRowContext[];
}

const choices = (values: readonly string[], label: (v: string) => string): Choice[] => values.map((v) => ({ value: v, label: label(v) }));

/** "Trg" as printed: "1", "1/2", "50m". */
export function targetsText(t: { single: number; auto: number; areaM: number }): string {
  if (t.areaM > 0) return `${t.areaM}m`;
  return t.auto > 0 ? `${t.single}/${t.auto}` : String(t.single);
}

export function bandText(b: { range: number; contact: boolean; penetration: number; autofire: number }): string {
  return `${b.contact ? "C" : b.range}(${b.penetration})${b.autofire ? `+${b.autofire}` : ""}`;
}

export function weaponSheetContext(system: WeaponItemSystem): WeaponSheetContext {
  return {
    tables: choices(WEAPON_TABLES, (v) => `STARSKIRMISH.Striker.Table.${v}`),
    recoils: choices(RECOIL_LEVELS, (v) => `STARSKIRMISH.Striker.Recoil.${v}`),
    ammoTypes: choices(AMMO_TYPES, (v) => `STARSKIRMISH.Striker.Ammo.${v}`),
    signatures: choices(SIGNATURES, (v) => `STARSKIRMISH.Striker.Signature.${v}`),
    crewServed: system.table === "crewServed",
    mount: system.table === "mount",
    rifleGrenade: system.table === "rifleGrenade",
    weightText: printed(system.weightKg),
    priceText: printed(system.priceCr),
    weightKg: inputValue(WEAPON_SCHEMA.weightKg, system.weightKg),
    priceCr: inputValue(WEAPON_SCHEMA.priceCr, system.priceCr),
    ammoRows: system.ammo.map((row, index) => ({
      index,
      type: row.type,
      typeLabel: `STARSKIRMISH.Striker.Ammo.${row.type}`,
      magazine: row.magazine,
      damage: row.damage,
      signature: row.signature,
      single: row.targets.single,
      auto: row.targets.auto,
      areaM: row.targets.areaM,
      targetsText: targetsText(row.targets),
      magazineWeightKg: inputValue(AMMO_ROW_SCHEMA.fields.magazineWeightKg, row.magazineWeightKg),
      magazinePriceCr: inputValue(AMMO_ROW_SCHEMA.fields.magazinePriceCr, row.magazinePriceCr),
      doubledAutofire: row.doubledAutofire,
      burstM: row.burstM,
      fragmentationPenetration: row.fragmentationPenetration,
      hitDm: row.hitDm,
      notes: row.notes,
      bands: row.bands.map((b, i) => ({
        index: i,
        profileLabel: `STARSKIRMISH.Striker.Difficulty.${RANGE_BAND_PROFILES[i] ?? "impossible"}`,
        ...b,
        text: bandText(b),
      })),
      canAddBand: row.bands.length < RANGE_BAND_PROFILES.length,
    })),
  };
}
