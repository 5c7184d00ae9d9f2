/**
 * Damage to a soldier hit (Striker 8.B.1-3): penetration at the firing range against armour,
 * with cover combined in for hidden and concealed teams.
 */
import { record, whole } from "../../../core/checks";
import { MAX_TABLE_HITS } from "./hit-table";
import { armourAgainst, combineArmour, coverArmour, type ArmourRating, type AttackKind, type CoverStatus, type CoverTerrain } from "./armour";

export type DamageOutcome = "casualty" | "halfDamageCasualty" | "halfDamageNoEffect" | "noEffect";

export interface DamageResult {
  readonly armour: number;
  readonly penetration: number;
  /** Weapon damage after halving, or the full damage on a double-penetration casualty. */
  readonly damage: number;
  readonly outcome: DamageOutcome;
  readonly casualty: boolean;
}

function wholeFromZero(name: string, v: number): void {
  if (!Number.isInteger(v) || v < 0) throw new RangeError(`${name} must be a whole number of 0 or more, not ${v}`);
}

/**
 * Striker 8.B.1: penetration at least twice the armour is a casualty; at least equal halves the
 * weapon's damage (round down) and any damage left is a casualty; less has no effect.
 */
export function resolveDamage(penetration: number, armour: number, weaponDamage: number): DamageResult {
  wholeFromZero("Penetration", penetration);
  wholeFromZero("Armour", armour);
  wholeFromZero("Damage", weaponDamage);
  if (penetration >= 2 * armour) {
    return { armour, penetration, damage: weaponDamage, outcome: "casualty", casualty: true };
  }
  if (penetration >= armour) {
    const damage = Math.floor(weaponDamage / 2);
    return damage > 0
      ? { armour, penetration, damage, outcome: "halfDamageCasualty", casualty: true }
      : { armour, penetration, damage, outcome: "halfDamageNoEffect", casualty: false };
  }
  return { armour, penetration, damage: 0, outcome: "noEffect", casualty: false };
}

export interface SoldierProtection {
  readonly armour: ArmourRating;
  readonly cover: CoverTerrain | null;
  readonly status: CoverStatus | "open";
}

/** Striker 8.B.2-3 and rulings STR-4, STR-5: the armour a hit meets. */
export function effectiveArmour(protection: SoldierProtection, kind: AttackKind): number {
  record(protection, "protection");
  return combineArmour(armourAgainst(protection.armour, kind), coverArmour(protection.cover, protection.status));
}

/** Damage for each hit on one soldier; he is a casualty if any of them is. */
export function resolveHits(
  hits: number,
  penetration: number,
  weaponDamage: number,
  protection: SoldierProtection,
  kind: AttackKind,
): { readonly results: readonly DamageResult[]; readonly casualty: boolean } {
  if (!Number.isInteger(hits) || hits < 0) throw new RangeError(`Hits must be a whole number of 0 or more, not ${hits}`);
  whole(hits, "hits", 0, MAX_TABLE_HITS);
  const armour = effectiveArmour(protection, kind);
  if (hits === 0) return { results: [], casualty: false };
  // every hit meets the same armour at the same penetration (8.B.1): one reading serves them all
  const result = resolveDamage(penetration, armour, weaponDamage);
  const results = new Array<DamageResult>(hits);
  for (let i = 0; i < hits; i++) results[i] = result;
  return { results, casualty: result.casualty };
}
