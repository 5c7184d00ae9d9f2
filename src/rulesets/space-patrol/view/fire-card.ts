/**
 * The fire card (Guide 6.6, 6.14): per target, the DT and what moved it, each advantage and
 * disadvantage by name, each attack roll with its die, bonuses and hits, every hit's damage roll
 * with the penetration less armour that was added, and the named result; and what applying it does
 * to the target: the markers it gains (SP-9 limits already applied) and whether it dies.
 */
import type { MarkerCounts } from "../../../core/markers";
import { armourAgainst, fireModifierBreakdown, targetSituation, type FireInput, type FireResult } from "../rules";
import { damageNoteOf, damageSumOf, damageTableKey, type DamageNote, type DamageSum } from "./damage-note";
import { markerChanges } from "../../../core/marker-changes";
import { crewDamageHits } from "./crew-damage-count";
import { tacticsView, type TaskTacticsView } from "./task-card";
import { dtMove, taskSum, type DtMove, type TaskSum } from "./task-sum";

export interface FireCardTarget {
  key: string;
  name: string;
  dt: number;
  /** The range band's DT before advantages and disadvantages (Guide 3.5). */
  baseDt: number;
  advantages: number;
  disadvantages: number;
  /** Whether any advantage or disadvantage moved the DT. */
  moved: boolean;
  /** The DT line's arithmetic: the base, the net steps of 4, their sum and any floor (SP-5). */
  move: DtMove;
  /** Each advantage and disadvantage by name, when the card knows the situation. */
  modifiers: { label: string; count: number; side: "advantage" | "disadvantage"; countKey: string }[];
  /** What was added to each damage roll (SP-8): the penetration less the armour, at most +20. */
  damageNote: DamageNote | null;
  /** The sentence naming the table the damage rows were read on (Guide 6.14, 6.15, 7.12), where damage was rolled and the situation is known. */
  damageTable: string | null;
  shots: FireCardShot[];
  hits: number;
  /** Each hit's dice, the modifier added as a signed term ("+ 4", "− 2", or nothing), the total and the result. */
  damage: DamageSum[];
  knockedDown: boolean;
  /** Guide 8.5: the hits were an NBC attack the target's suit shuts out. */
  shutOut: boolean;
  /** Marker changes applying this target's result makes, by marker id. */
  markers: Record<string, number>;
  dead: boolean;
}

/** One attack roll: its die, total and hits, and (Guide 6.3) the Tactics spent on it and the sides that may spend more. */
export interface FireCardShot {
  index: number;
  d20: number;
  /** The asset's bonus and the weapon's at this band (Guide 3.3), added to the die. */
  assetBonus: number;
  equipment: number;
  total: number;
  hits: number;
  success: boolean;
  /** The roll written out: the d20, the asset and weapon bonuses, and the Tactics spent on it (6.3). */
  roll: TaskSum;
  tactics: TaskTacticsView | null;
  /**
   * How a roll that hit more than once got its count (SP-6, Guide 6.6): one hit and one more for each
   * special success, cut to `cappedAt` when the rounds spent or the weapon's hits per shot allow fewer.
   * None for a miss or a single hit, whose count needs no explaining.
   */
  hitsHow: { special: number; cappedAt: number | null } | null;
  /** Guide 4.2: rolled again with Not So Fast, or may still be (a failed roll, not yet rolled again). */
  rerolled: boolean;
  canReroll: boolean;
}

export interface FireCardContext {
  shooterName: string;
  weaponName: string;
  band: string;
  blockedKey: string | null;
  autoMiss: boolean;
  ammoUsed: number;
  targets: FireCardTarget[];
}

export function fireCardContext(input: {
  shooterName: string;
  weaponName: string;
  band: string;
  result: FireResult;
  targets: readonly { key: string; name: string; markers: MarkerCounts }[];
  /** Guide 6.3: the sides that may spend Tactics on each attack roll, and what was spent, by roll. */
  tactics?: { readonly sides: readonly string[]; readonly spends: readonly { readonly row: number; readonly side: string; readonly points: number }[] };
  /** Guide 4.2: the attack rolls already rolled again; none may be when left out (a card the GM cannot revise). */
  rerolled?: readonly number[];
  /** The situation the rules were handed, to name each modifier and the damage added; none: numbers only. */
  situation?: Omit<FireInput, "dice" | "d20">;
}): FireCardContext {
  const { result } = input;
  const spendsOn = (row: number) => (input.tactics?.spends ?? []).filter((s) => s.row === row).map(({ side, points }) => ({ side, points }));
  return {
    shooterName: input.shooterName,
    weaponName: input.weaponName,
    band: `STARSKIRMISH.SpacePatrol.Fire.band.${input.band}`,
    blockedKey: result.blocked ? `STARSKIRMISH.SpacePatrol.Fire.blocked.${result.blocked}` : null,
    autoMiss: result.autoMiss,
    ammoUsed: result.ammoUsed,
    targets: result.targets.map((t, i) => {
      const board = input.targets[i] ?? { key: String(i), name: "", markers: {} };
      const situation = input.situation;
      const target = situation?.targets[i];
      return {
        key: board.key,
        name: board.name,
        dt: t.dt,
        baseDt: result.baseDt,
        modifiers: situation && target ? fireModifierBreakdown(situation.shooter, targetSituation(target)).map(({ label, count, side }) => ({ label, count, side, countKey: `STARSKIRMISH.SpacePatrol.Fire.count.${side}` })) : [],
        damageNote: situation && target && t.hits > 0 && !t.shutOut ? damageNoteOf(situation.weapon.penetration, armourAgainst(target.armour ?? 0, situation.weapon.attack ?? "firearm"), situation.weapon.attack === "nbc", t.damage.length) : null,
        // Guide 6.14, 6.15, 7.12: the target's own table, a person's when left out as the rules take it
        damageTable: target && t.damage.length > 0 ? damageTableKey(target.table ?? "individual", t.damage.length) : null,
        advantages: t.advantages,
        disadvantages: t.disadvantages,
        // the DT line says what moved it only where something did (SP-5)
        moved: t.advantages > 0 || t.disadvantages > 0,
        move: dtMove(result.baseDt, t.dt, t.advantages, t.disadvantages),
        shots: result.shots.flatMap((s, index) => {
          if (s.target !== i) return [];
          const spends = spendsOn(index);
          const sides = input.tactics?.sides ?? [];
          const rerolled = input.rerolled?.includes(index) ?? false;
          return [
            {
              index,
              d20: s.task.d20,
              assetBonus: s.task.assetBonus,
              equipment: s.task.equipment,
              total: s.task.total,
              hits: s.hits,
              success: s.task.success,
              roll: taskSum(s.task, "weapon"),
              tactics: sides.length > 0 ? tacticsView(sides, spends) : null,
              hitsHow: hitsHowOf(s.task.success, s.task.specialSuccesses, s.hits),
              rerolled,
              canReroll: input.rerolled !== undefined && !rerolled && !s.task.success && !result.autoMiss,
            },
          ];
        }),
        hits: t.hits,
        // the row's name: a string key for the built-in rows, the result's own text when the GM's
        // RollTable was read (Foundry's localize gives back text that is no key, escaped by the card)
        damage: t.damage.map(damageSumOf),
        knockedDown: t.knockedDown,
        shutOut: t.shutOut,
        markers: markerChanges(board.markers, t.after ?? board.markers),
        // Guide 6.14, 6.15, 7.12: dead or destroyed people and exploded craft are out of the fight
        dead: t.damage.some((d) => d.conditions.includes("dead") || d.conditions.includes("destroyed") || d.conditions.includes("explodes")),
      };
    }),
  };
}

/** SP-6, Guide 6.6: a hit roll's 1 + special successes, and the cap when fewer hits were scored than that. */
export function hitsHowOf(success: boolean, special: number, hits: number): FireCardShot["hitsHow"] {
  if (!success || special <= 0 || hits <= 0) return null;
  return { special, cappedAt: hits < 1 + special ? hits : null };
}

/** A target the fire card offers an Apply for, with what applying it lands. */
export interface FireCardResult {
  key: string;
  name: string;
  markers: Record<string, number>;
  /** The card's target index among those hit, and its Crew Damage results (Guide 6.15, 7.12). */
  data: { dead: boolean; index: number; crewDamage: number };
}

/** The targets hit, each with its Apply's result: what the card lists and what the GM lands. */
export function fireCardResults(context: FireCardContext, result: FireResult): FireCardResult[] {
  return context.targets
    .filter((t) => t.hits > 0)
    .map((t, i) => ({
      key: t.key,
      name: t.name,
      markers: t.markers,
      data: { dead: t.dead, index: i, crewDamage: crewDamageHits(result, context.targets.indexOf(t)) },
    }));
}
