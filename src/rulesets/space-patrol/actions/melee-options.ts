/**
 * What an attacker can fight with (Guide 6.8, 2.3): each hand weapon they carry, an unarmed
 * strike, and, with the assets for them, a martial arts strike (Reach 2, level added to
 * penetration), a martial arts throw, and Psi-Shock; and the melee dialog's answers read safely.
 */
import { WeaponData } from "../models/item-models";
import type { AssetLevelReader } from "../models/asset-reader";
import { WEAPON_ASSETS, weaponAsset, MARTIAL_ARTS_REACH, MAX_DARKNESS, MAX_SMOKE, type AssetId, type AssetLevel } from "../rules";
import { UNARMED_MAX_HITS, UNARMED_PENETRATION, type MeleeChoiceStyle } from "../view/melee-card";
import { assetLevels } from "../models/asset-reader";
import { kitBonus } from "./action-common";
import { parseAssetLevel, storedToAssetLevel } from "../data/asset-level";

export interface MeleeChoice {
  id: string;
  /** A weapon's name; empty for the styles, which the dialog names from the language file. */
  name: string;
  style: MeleeChoiceStyle;
  asset: AssetId;
  level: AssetLevel;
  reach: number;
  penetration: number;
  equipment: number;
  maxHits: number;
  /** Guide 6.14, SP-8: unarmed strikes roll 3d8 against the Hand rating. */
  unarmed: boolean;
}

/** Every way this attacker can fight, weapons first. */
export function meleeChoices(actor: Actor.Implementation, levels: AssetLevelReader): MeleeChoice[] {
  const known = assetLevels(levels);
  const out: MeleeChoice[] = [];
  for (const item of actor.items) {
    const w = item.system;
    if (!(w instanceof WeaponData) || WEAPON_ASSETS[w.kind].mode !== "melee") continue;
    const { asset, level } = weaponAsset(w.kind, known);
    const style: MeleeChoiceStyle = w.kind === "psiShock" ? "psiShock" : "weapon";
    out.push({ id: item.id ?? "", name: item.name ?? "", style, asset, level, reach: w.reach, penetration: w.effective.penetration, equipment: w.effective.bonus, maxHits: w.maxHits, unarmed: w.kind === "unarmed" || w.attack === "unarmed" });
  }
  const unarmed = (id: string, style: MeleeChoiceStyle, asset: AssetId, reach: number): MeleeChoice => ({
    id,
    name: "",
    style,
    asset,
    level: levels.assetLevel(asset),
    reach,
    penetration: UNARMED_PENETRATION,
    equipment: 0,
    maxHits: UNARMED_MAX_HITS,
    unarmed: true,
  });
  out.push(unarmed("unarmed", "weapon", "brawling", 0));
  if (levels.assetLevel("martialArts") !== "X") {
    out.push(unarmed("martialArts", "martialArts", "martialArts", MARTIAL_ARTS_REACH));
    out.push(unarmed("throw", "throw", "martialArts", MARTIAL_ARTS_REACH));
  }
  // SP-7, Guide 2.3: a PSI asset at X cannot be attempted at all
  // Guide 2.3: "DT 12; Psi-shock; Psi-Amp": the operator's Psi-Amp is the strike's equipment bonus
  if (levels.assetLevel("psiShock") !== "X" && !out.some((c) => c.style === "psiShock")) out.push({ ...unarmed("psiShock", "psiShock", "psiShock", 0), equipment: kitBonus(actor, "psiAmp") ?? 0 });
  return out;
}

/** The longest reach among a defender's hand weapons (0 bare-handed), to preset the dialog. */
export function defenderReach(actor: Actor.Implementation | null | undefined): number {
  let reach = 0;
  for (const item of actor?.items ?? []) {
    const w = item.system;
    if (w instanceof WeaponData && WEAPON_ASSETS[w.kind].mode === "melee") reach = Math.max(reach, w.reach);
  }
  return reach;
}

export interface MeleeForm {
  choice: string;
  targetReach: number;
  targetFighting: AssetLevel;
  attackers: number;
  surprise: boolean;
  darkness: number;
  smoke: number;
}

const flag = (v: unknown): boolean => v === true || v === "true" || v === "on";
const clampInt = (v: unknown, min: number, max: number, fallback: number): number => {
  const n = Math.trunc(Number(v));
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

/** Reads the melee dialog; anything unexpected falls back to the plain case. */
export function readMeleeForm(raw: unknown, fallbackChoice: string): MeleeForm {
  const d = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const level = parseAssetLevel(typeof d.targetFighting === "number" ? d.targetFighting : String(d.targetFighting ?? ""));
  return {
    choice: typeof d.choice === "string" && d.choice ? d.choice : fallbackChoice,
    targetReach: clampInt(d.targetReach, 0, 9, 0),
    targetFighting: storedToAssetLevel(level ?? undefined),
    // Guide 6.8: 2-3 attackers one advantage, 4+ two
    attackers: clampInt(d.attackers, 1, 99, 1),
    surprise: flag(d.surprise),
    darkness: clampInt(d.darkness, 0, MAX_DARKNESS, 0),
    smoke: clampInt(d.smoke, 0, MAX_SMOKE, 0),
  };
}
