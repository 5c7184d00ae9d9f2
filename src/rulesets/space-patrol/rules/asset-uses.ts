/**
 * Which asset a weapon is rolled with (Guide 2.2, 3.5, 6.6, 6.8; reference sheet "Throwing"), and
 * the movement Athletics adds (Guide 2.2, 5.3). Weapons are grouped by kind, the way the asset
 * descriptions group them; a weapon item names its kind and the roll reads the asset from here.
 */
import { record } from "../../../core/checks";
import { assertAssetLevel, type AssetLevel } from "./task";
import type { AssetId } from "./assets";
import { WEAPON_KINDS, type WeaponKind } from "../data/lists";

export { WEAPON_KINDS, type WeaponKind };

export interface WeaponAssetRule {
  /** The assets that may roll this kind, in order of preference when several apply. */
  readonly assets: readonly AssetId[];
  /** Shooting (ranged, Guide 6.6) or Fighting (melee, Guide 6.8). */
  readonly mode: "ranged" | "melee";
}

/** Guide 2.2 asset descriptions and the examples of Guide 3.5. */
export const WEAPON_ASSETS = {
  bow: { assets: ["archery"], mode: "ranged" },
  majorVehicleWeapon: { assets: ["artillery"], mode: "ranged" },
  fieldPiece: { assets: ["artillery"], mode: "ranged" },
  energyWeapon: { assets: ["energyWeapons"], mode: "ranged" },
  firearm: { assets: ["firearms"], mode: "ranged" },
  heavyWeapon: { assets: ["heavyWeapons"], mode: "ranged" },
  lightVehicleWeapon: { assets: ["heavyWeapons"], mode: "ranged" },
  guidedMissile: { assets: ["missiles"], mode: "ranged" },
  rocketGun: { assets: ["rocketGuns"], mode: "ranged" },
  spaceWeapon: { assets: ["spaceGunnery"], mode: "ranged" },
  thrown: { assets: ["athletics"], mode: "ranged" },
  blade: { assets: ["blades"], mode: "melee" },
  blunt: { assets: ["brawling"], mode: "melee" },
  // Guide 6.8: Brawling and Martial Arts both cover unarmed strikes.
  unarmed: { assets: ["martialArts", "brawling"], mode: "melee" },
  psiShock: { assets: ["psiShock"], mode: "melee" },
} as const satisfies Readonly<Record<WeaponKind, WeaponAssetRule>>;

/** The assets that may roll an attack with a weapon of this kind. */
export function assetsForWeapon(kind: WeaponKind): readonly AssetId[] {
  const rule: WeaponAssetRule | undefined = Object.hasOwn(WEAPON_ASSETS, kind) ? WEAPON_ASSETS[kind] : undefined;
  if (!rule) throw new RangeError(`Unknown weapon kind: ${String(kind)}`);
  return rule.assets;
}

/**
 * The asset a character rolls with for a weapon of this kind: where several assets may apply
 * (unarmed strikes), the one with the higher level. Missing assets count as X.
 */
export function weaponAsset(
  kind: WeaponKind,
  levels: Readonly<Partial<Record<AssetId, AssetLevel>>>,
): { readonly asset: AssetId; readonly level: AssetLevel } {
  record(levels, "levels");
  let best: { asset: AssetId; level: AssetLevel } | undefined;
  for (const id of assetsForWeapon(kind)) {
    const level = levels[id] ?? "X";
    assertAssetLevel(level, `levels.${id}`);
    if (!best || levelRank(level) > levelRank(best.level)) best = { asset: id, level };
  }
  if (!best) throw new RangeError(`No asset rolls a ${kind}`);
  return best;
}

/** Guide 2.2, 5.3: each level of Athletics adds this many inches of movement. */
export const ATHLETICS_MOVE_PER_LEVEL = 1;

/** Inches Athletics adds to movement; X adds nothing. */
export function athleticsMovementBonus(level: AssetLevel): number {
  assertAssetLevel(level, "athletics");
  return level === "X" ? 0 : level * ATHLETICS_MOVE_PER_LEVEL;
}

/** Orders levels with X below 0. */
export function levelRank(level: AssetLevel): number {
  assertAssetLevel(level, "level");
  return level === "X" ? -1 : level;
}
