/**
 * Melee (Guide 6.8, 2.3 Psi-Shock, and the reference sheet): reach, the DT 12 Fighting roll and its
 * advantages, hits capped by the weapon's Max Hits (SP-6), martial arts and the Psi-Shock touch.
 */
import { counts as checkedCounts, finite, list, record, whole, yesNo } from "../../../core/checks";
import { checkedDie, MAX_DICE_PER_ROLL, type DiceSource } from "../../../core/dice";
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { armourAgainst, type PersonalArmour } from "./armour";
import type { DamageTableName } from "./damage-tables";
import { placeMarkers, resolveDamage, type DamageResult } from "./damage";
import { taskDisadvantagesFromMarkers } from "./marker-effects";
import { SP_MARKER } from "./markers";
import { assetBonus, DIFFICULTY_TARGETS, resolveTask, type AssetLevel, type TaskResult } from "./task";
import { applyTacticsPoints, type TacticsSpend } from "./tactics-pool";

/** Guide 6.8: melee is DT 12. */
export const MELEE_DT = DIFFICULTY_TARGETS.average;
/** Guide 6.8: a martial arts throw is DT 16, and the thrown target resists a stun at Vigor DT 8. */
export const MARTIAL_ARTS_THROW_DT = DIFFICULTY_TARGETS.difficult;
export const THROW_STUN_RESIST_DT = DIFFICULTY_TARGETS.easy;
/** Guide 6.8: a thrown target lands 1d4 inches away. */
export const THROW_DISTANCE_DIE = 4;
/** Guide 6.8: martial artists' unarmed strikes count as Reach 2. */
export const MARTIAL_ARTS_REACH = 2;

/**
 * The Guide's melee list has no prone or stunned target; the reference sheet lists both. Ruling
 * SP-2 makes them one advantage in fire combat, and a player expects the same in melee.
 */
export const MELEE_PRONE_OR_STUNNED_IS_ONE_ADVANTAGE = true;

/** Guide 6.8: how far (in inches of gap) a weapon of a given reach can strike. */
export function meleeStrikeGap(reach: number): number {
  if (reach >= 6) return 2;
  if (reach >= 4) return 1;
  return 0;
}

export interface MeleeSituation {
  readonly attackerReach: number;
  readonly targetReach: number;
  readonly attackerFighting: AssetLevel;
  readonly targetFighting: AssetLevel;
  /** Attackers on this target this turn, the attacker included. */
  readonly attackersOnTarget?: number;
  readonly surprise?: boolean;
  readonly attackerMarkers?: MarkerCounts;
  readonly targetMarkers?: MarkerCounts;
  readonly targetProne?: boolean;
  readonly targetStunned?: boolean;
  readonly darkness?: number;
  /** Guide 6.8: each fighter in smoke is a disadvantage (0, 1 or 2). */
  readonly fightersInSmoke?: number;
}

const rank = (l: AssetLevel): number => (l === "X" ? -1 : assetBonus(l));

/**
 * One advantage or disadvantage a melee roll counted, for the card to name beside the DT it moved
 * (a number on a card says where it came from). `key` names it under
 * STARSKIRMISH.SpacePatrol.Melee.advantage / .disadvantage.
 */
export interface MeleeModifier {
  readonly key: string;
  readonly side: "advantage" | "disadvantage";
  readonly count: number;
}

/** Guide 6.8 and the reference sheet: advantages and disadvantages of a melee attack. */
export function meleeModifiers(s: MeleeSituation): { readonly advantages: number; readonly disadvantages: number } {
  const all = meleeModifierBreakdown(s);
  const sum = (side: MeleeModifier["side"]): number => all.reduce((n, m) => n + (m.side === side ? m.count : 0), 0);
  return { advantages: sum("advantage"), disadvantages: sum("disadvantage") };
}

/**
 * Guide 6.8 and the reference sheet: each advantage and disadvantage of a melee attack that counts,
 * in the Guide's order (advantages first); what meleeModifiers adds up.
 */
export function meleeModifierBreakdown(s: MeleeSituation): readonly MeleeModifier[] {
  record(s, "situation");
  finite(s.attackerReach, "situation.attackerReach");
  finite(s.targetReach, "situation.targetReach");
  const attackers = s.attackersOnTarget ?? 1;
  const smoke = s.fightersInSmoke ?? 0;
  const darkness = s.darkness ?? 0;
  if (!Number.isInteger(attackers) || attackers < 1) throw new RangeError(`Attackers on the target must be 1 or more, not ${attackers}`);
  if (!Number.isInteger(smoke) || smoke < 0 || smoke > 2) throw new RangeError(`Fighters in smoke must be 0 to 2, not ${smoke}`);
  if (!Number.isInteger(darkness) || darkness < 0 || darkness > 3) throw new RangeError(`Darkness must be 0 to 3, not ${darkness}`);
  const m = s.targetMarkers;
  const counted: [string, MeleeModifier["side"], number][] = [
    ["longerReach", "advantage", s.attackerReach > s.targetReach ? 1 : 0],
    ["higherFighting", "advantage", rank(s.attackerFighting) > rank(s.targetFighting) ? 1 : 0],
    // Guide 6.8: 2-3 attackers on one target are one advantage, 4 or more two
    ["outnumbered", "advantage", attackers >= 4 ? 2 : attackers >= 2 ? 1 : 0],
    ["surprise", "advantage", s.surprise ? 1 : 0],
    // the reference sheet's prone or stunned target, one advantage as in fire combat (SP-2)
    ["targetProneOrStunned", "advantage", s.targetProne || s.targetStunned || (m && (markerCount(m, SP_MARKER.prone) > 0 || markerCount(m, SP_MARKER.stun) > 0)) ? 1 : 0],
    ["shorterReach", "disadvantage", s.attackerReach < s.targetReach ? 1 : 0],
    ["lowerFighting", "disadvantage", rank(s.attackerFighting) < rank(s.targetFighting) ? 1 : 0],
    // Guide 6.8: each Wound and Mortal Wound Marker the attacker has
    ["attackerWounded", "disadvantage", s.attackerMarkers ? taskDisadvantagesFromMarkers(s.attackerMarkers, "asset") : 0],
    ["darkness", "disadvantage", darkness],
    ["smoke", "disadvantage", smoke],
  ];
  return counted.filter(([, , count]) => count > 0).map(([key, side, count]) => ({ key, side, count }));
}

export interface MeleeWeapon {
  readonly equipment?: number;
  readonly penetration: number;
  readonly maxHits: number;
  readonly unarmed?: boolean;
}

export type MeleeStyle = "weapon" | "martialArts" | "psiShock";

export interface MeleeInput {
  readonly style?: MeleeStyle;
  readonly asset: AssetLevel;
  readonly weapon: MeleeWeapon;
  readonly situation: MeleeSituation;
  readonly target: {
    readonly armour?: number | PersonalArmour;
    readonly markers?: MarkerCounts;
    readonly unconscious?: boolean;
    readonly immuneToPsiShock?: boolean;
    /** Guide 6.15, 7.12: a vehicle or spacecraft struck in melee takes the hit on its own table; a person when left out. */
    readonly table?: DamageTableName;
  };
  readonly d20: number;
  readonly dice: DiceSource;
  /** Guide 6.3: the Tactics points spent on the attack roll after it was rolled. */
  readonly tactics?: readonly TacticsSpend[];
  /** Guide 4.2 "Not So Fast": the roll is a failed one rolled again, with an additional advantage. */
  readonly rolledAgain?: boolean;
}

export interface MeleeResult {
  /** Null when the target is unconscious and is hit without a roll. */
  readonly task: TaskResult | null;
  readonly hits: number;
  readonly penetration: number;
  /** The armour rating the strike met (Guide 6.13, SP-8): the penetration less it is what each damage roll adds. */
  readonly armour: number;
  readonly damage: readonly DamageResult[];
  /** Psi-Shock: the target also gets a Stun Marker and is knocked prone (Guide 2.3). */
  readonly stunnedAndProne: boolean;
  readonly after?: MarkerCounts;
  /** What moved the roll's DT, each named (Guide 6.8, 4.2); none when no roll was made. */
  readonly modifiers: readonly MeleeModifier[];
}

/** Resolves one melee attack and its damage. */
export function resolveMelee(input: MeleeInput): MeleeResult {
  const style = record(input, "input").style ?? "weapon";
  const weapon = record(input.weapon, "weapon");
  record(input.target, "target");
  if (!Number.isInteger(weapon.maxHits) || weapon.maxHits < 1) throw new RangeError(`Max hits must be 1 or more, not ${weapon.maxHits}`);
  // three damage dice a hit: no more hits than dice one roll may ask for
  whole(weapon.maxHits, "weapon.maxHits", 1, MAX_DICE_PER_ROLL / 3);
  whole(weapon.penetration, "weapon.penetration");
  if (input.target.markers !== undefined) checkedCounts(input.target.markers, "target.markers");
  const unarmed = weapon.unarmed === true || style !== "weapon";
  // Guide 6.8: martial artists add their asset to unarmed penetration
  const penetration = weapon.penetration + (style === "martialArts" ? assetBonus(input.asset) : 0);
  let task: TaskResult | null = null;
  let hits: number;
  let modifiers: readonly MeleeModifier[] = [];
  if (input.target.unconscious) {
    // reference sheet: an unconscious target is hit automatically, Max Hits times
    hits = weapon.maxHits;
  } else {
    const mods = meleeModifiers(input.situation);
    const again = input.rolledAgain === undefined ? 0 : yesNo(input.rolledAgain, "rolledAgain") ? 1 : 0;
    // Guide 4.2: Not So Fast rolls again with one more advantage, named with the rest
    modifiers = [...meleeModifierBreakdown(input.situation), ...(again > 0 ? [{ key: "rolledAgain", side: "advantage" as const, count: again }] : [])];
    task = resolveTask(
      { dt: MELEE_DT, asset: input.asset, equipment: weapon.equipment ?? 0, advantages: mods.advantages + again, disadvantages: mods.disadvantages, psi: style === "psiShock" },
      input.d20,
    );
    // Guide 6.3: Melee may take Tactics, added after the roll
    if (input.tactics !== undefined && list(input.tactics, "tactics").length > 0) task = applyTacticsPoints(task, input.tactics, { combatTask: true });
    hits = task.success ? Math.min(1 + task.specialSuccesses, weapon.maxHits) : 0;
  }
  // Guide 2.3: Psi-Shock does nothing to vehicles, robots or anyone in a Hard Suit or EVA suit
  if (style === "psiShock" && input.target.immuneToPsiShock === true) hits = 0;
  const damage: DamageResult[] = [];
  let current = input.target.markers;
  const attack = unarmed ? "unarmed" : "melee";
  for (let h = 0; h < hits; h++) {
    const r = resolveDamage({ table: input.target.table ?? "individual", penetration, armour: input.target.armour ?? 0, attack, dice: input.dice, ...(current ? { current } : {}) });
    damage.push(r);
    if (r.after) current = r.after;
  }
  const stunnedAndProne = style === "psiShock" && hits > 0;
  if (stunnedAndProne && current) current = placeMarkers(current, [SP_MARKER.stun, SP_MARKER.prone]).after;
  return { task, hits, penetration, armour: armourAgainst(input.target.armour ?? 0, attack), damage, stunnedAndProne, modifiers, ...(current ? { after: current } : {}) };
}

/** Guide 6.8: a martial arts throw uses the melee modifiers at DT 16. */
export function resolveMartialArtsThrow(asset: AssetLevel, situation: MeleeSituation, d20: number): TaskResult {
  const mods = meleeModifiers(situation);
  return resolveTask({ dt: MARTIAL_ARTS_THROW_DT, asset, advantages: mods.advantages, disadvantages: mods.disadvantages }, d20);
}

/**
 * Guide 6.8: what a successful throw does: the target is knocked down and lands 1d4 inches away,
 * and gets a Stun Marker unless their Vigor DT 8 roll passed.
 */
export function throwOutcome(dice: DiceSource, targetResistedStun: boolean): { readonly knockedDown: true; readonly inches: number; readonly stunned: boolean } {
  return { knockedDown: true, inches: checkedDie(dice, THROW_DISTANCE_DIE), stunned: !targetResistedStun };
}
