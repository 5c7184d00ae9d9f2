/**
 * An attack (IX-A, IX-C, IX-G, IV-g, VIII-F, X): the aim die or dice plus the weapon's armour-pierce
 * and the attack modifiers against the defender's d6 plus armour; if pierced, a d6 plus the weapon's
 * damage against a d6 plus the target's toughness; the margin then reads the Soldier Wounding Table
 * or the Vehicle Damage Table. A wounded soldier pierced again is dead (IX-B); an airborne soldier
 * pierced is shot down (IX-G). Supertanks and walkers shrug off weak weapons (IV-g).
 */
import { list, oneOf, record, whole, yesNo } from "../../../core/checks";
import { coverNegatesWeaponAim, keptAimDie, netAim } from "./aim";
import { damageRow, soldierWound, vehicleDamage, type SoldierResult, type VehicleResult } from "./wounding";
import type { WoundingColumn } from "./races";

export type Cover = "none" | "light" | "thick";

export interface AttackWeapon {
  readonly aim: number;
  /** The armour-pierce modifier ("AP", IV-g). */
  readonly armourPierce: number;
  readonly damage: number;
  readonly frag: boolean;
  /** A maximum range of 1 (IV-h). */
  readonly closeCombat: boolean;
}

export interface AttackTarget {
  readonly kind: "soldier" | "vehicle";
  readonly armour: number;
  readonly toughness: number;
  /** The soldier's wounding column (SMR-5); ignored for vehicles. */
  readonly column: WoundingColumn;
  readonly wounded: boolean;
  readonly airborne: boolean;
  readonly supertank: boolean;
  /** A walker's size, or null for none (IV-g). */
  readonly walker: "small" | "large" | null;
}

export interface AttackSituation {
  readonly unitAim: number;
  /** IX-A: the attacker did not move this turn (not for Overwatch fire in the movement phase). */
  readonly steadyAim: boolean;
  /** IX-A: through the target's rear hexes. */
  readonly rearShot: boolean;
  /** X, Soldier Experience Table: Elite "+1 attack rolls". */
  readonly elite: boolean;
  /** VIII-F: a charging soldier is at -1 aim except with close-combat weapons. */
  readonly charging: boolean;
  readonly cover: Cover;
}

/** The dice of one attack, as rolled. */
export interface AttackDice {
  /** The aim dice (SMR-1): as many as the net Aim calls for. */
  readonly aim: readonly number[];
  readonly armour: number;
  /** Rolled only when the armour was pierced. */
  readonly damage?: number;
  readonly toughness?: number;
}

export interface AttackModifier {
  readonly id: "armourPierce" | "steadyAim" | "rearShot" | "elite" | "charge" | "lightCover" | "thickCover" | "airborne";
  readonly value: number;
}

export interface AttackResult {
  readonly netAim: number;
  readonly kept: number;
  readonly modifiers: readonly AttackModifier[];
  readonly attack: number;
  readonly defence: number;
  /** The defence's terms (IX-A): the armour die and the target's Armour. */
  readonly armourDie: number;
  readonly armour: number;
  /** IV-g: the target is immune to this weapon. */
  readonly immune: boolean;
  readonly pierced: boolean;
  readonly damageTotal: number | null;
  readonly toughnessTotal: number | null;
  /** The totals' terms (IX-A steps 2 and 3), where they were rolled: each die and the weapon's Damage or target's Toughness. */
  readonly damageDie: number | null;
  readonly weaponDamage: number | null;
  readonly toughnessDie: number | null;
  readonly toughness: number | null;
  /** Damage total minus toughness total, when the hit got through (IX-A step 3: "the offensive damage roll minus the defender's roll"). */
  readonly margin: number | null;
  /** The damage-table row the margin read (SMR-2), one lower on a supertank (IX-A); null with no margin. */
  readonly row: number | null;
  /** Whether the row was lowered by one for a supertank (IX-A), so the card can say why. */
  readonly supertankRow: boolean;
  readonly outcome: "none" | "shrugged" | SoldierResult | VehicleResult;
  /** IX-G: an airborne soldier whose armour is pierced falls and never flies again. */
  readonly shotDown: boolean;
}

/** IV-g: supertanks and small walkers ignore AP 1 or less; large walkers AP 2 or less. */
export function immuneTo(target: Pick<AttackTarget, "supertank" | "walker">, armourPierce: number): boolean {
  record(target, "target");
  const ap = whole(armourPierce, "armourPierce", -9, 9);
  const walker = oneOf(target.walker, "target.walker", [null, "small", "large"] as const);
  if (walker === "large") return ap <= 2;
  return (yesNo(target.supertank, "target.supertank") || walker === "small") && ap <= 1;
}

/** The modifiers on the attack roll, each with its source. */
export function attackModifiers(weapon: AttackWeapon, target: AttackTarget, situation: AttackSituation): AttackModifier[] {
  record(weapon, "weapon");
  record(target, "target");
  record(situation, "situation");
  const cover = oneOf(situation.cover, "situation.cover", ["none", "light", "thick"] as const);
  const frag = yesNo(weapon.frag, "weapon.frag");
  const mods: AttackModifier[] = [];
  const ap = whole(weapon.armourPierce, "armourPierce", -9, 9);
  if (ap !== 0) mods.push({ id: "armourPierce", value: ap });
  if (yesNo(situation.steadyAim, "steadyAim")) mods.push({ id: "steadyAim", value: 1 });
  if (yesNo(situation.rearShot, "rearShot")) mods.push({ id: "rearShot", value: 1 });
  if (yesNo(situation.elite, "elite")) mods.push({ id: "elite", value: 1 });
  if (yesNo(situation.charging, "charging") && !yesNo(weapon.closeCombat, "weapon.closeCombat")) mods.push({ id: "charge", value: -1 });
  // IX-C, SMR-8: frag weapons ignore the cover penalties
  if (!frag && cover === "light") mods.push({ id: "lightCover", value: -1 });
  if (!frag && cover === "thick") mods.push({ id: "thickCover", value: -2 });
  if (yesNo(target.airborne, "airborne")) mods.push({ id: "airborne", value: -1 });
  return mods;
}

export function resolveAttack(weapon: AttackWeapon, target: AttackTarget, situation: AttackSituation, dice: AttackDice): AttackResult {
  record(weapon, "weapon");
  record(target, "target");
  record(situation, "situation");
  record(dice, "dice");
  list(dice.aim, "dice.aim");
  const kind = oneOf(target.kind, "target.kind", ["soldier", "vehicle"] as const);
  // SMR-1: thick cover cancels positive weapon Aim; SMR-8: not a frag weapon's
  const aim = netAim(situation.unitAim, weapon.aim, coverNegatesWeaponAim(situation.cover, weapon.frag));
  const kept = keptAimDie(aim, dice.aim);
  const modifiers = attackModifiers(weapon, target, situation);
  const attack = kept + modifiers.reduce((n, m) => n + m.value, 0);
  const armourDie = whole(dice.armour, "dice.armour", 1, 6);
  const armour = whole(target.armour, "target.armour", -9, 99);
  const defence = armourDie + armour;
  const immune = kind === "vehicle" && immuneTo(target, weapon.armourPierce);
  const pierced = !immune && attack > defence;
  const base = { netAim: aim, kept, modifiers, attack, defence, armourDie, armour, immune, pierced };
  const unrolled = { damageTotal: null, toughnessTotal: null, damageDie: null, weaponDamage: null, toughnessDie: null, toughness: null, margin: null, row: null, supertankRow: false };
  const shotDown = pierced && kind === "soldier" && yesNo(target.airborne, "target.airborne");
  if (!pierced) return { ...base, ...unrolled, outcome: "none", shotDown: false };
  // IX-B: "A wounded soldier whose armor is pierced again is dead, regardless of his Toughness"
  if (kind === "soldier" && yesNo(target.wounded, "wounded")) return { ...base, ...unrolled, outcome: "dead", shotDown };
  const damageDie = whole(dice.damage, "dice.damage", 1, 6);
  const weaponDamage = whole(weapon.damage, "weapon.damage", -9, 99);
  const toughnessDie = whole(dice.toughness, "dice.toughness", 1, 6);
  const toughness = whole(target.toughness, "target.toughness", -9, 99);
  const damageTotal = damageDie + weaponDamage;
  const toughnessTotal = toughnessDie + toughness;
  const rolled = { damageTotal, toughnessTotal, damageDie, weaponDamage, toughnessDie, toughness };
  if (toughnessTotal >= damageTotal) return { ...base, ...rolled, margin: null, row: null, supertankRow: false, outcome: "shrugged", shotDown };
  const margin = damageTotal - toughnessTotal;
  const supertankRow = kind === "vehicle" && yesNo(target.supertank, "target.supertank") && damageRow(margin) > 1;
  const row = damageRow(margin, kind === "vehicle" && target.supertank);
  const outcome = kind === "soldier" ? soldierWound(target.column, margin) : vehicleDamage(margin, target.supertank);
  return { ...base, ...rolled, margin, row, supertankRow, outcome, shotDown };
}
