/**
 * The melee card (Guide 6.8, 2.3, 6.14): the attack's style and weapon, the DT and what moved it
 * (each advantage and disadvantage named, as the fire card names its own), the d20 and its hits (capped by Max Hits, SP-6), every hit's damage, or a martial arts throw
 * with its 1d4" and the target's Vigor DT 8 roll; and what applying it does to the target.
 */
import { tacticsView, type TaskTacticsView } from "./task-card";
import type { TacticsSpend } from "../rules/tactics-pool";
import type { MarkerCounts } from "../../../core/markers";
import { placeMarkers, SP_MARKER, type DamageTableName, type MeleeModifier, type MeleeResult, type MeleeStyle, type TaskResult } from "../rules";
import { damageNoteOf, damageSumOf, damageTableKey, type DamageNote, type DamageSum } from "./damage-note";
import { markerChanges } from "../../../core/marker-changes";
import { taskSum, type TaskSum } from "./task-sum";

/**
 * The Technical Manual, which lists each hand weapon's penetration and Max Hits, is not among the
 * rule texts. An unarmed strike (Brawling, Martial Arts, Psi-Shock) is taken as penetration 0 and
 * one hit at most, to which Martial Arts adds its level (Guide 6.8).
 */
export const UNARMED_PENETRATION = 0;
export const UNARMED_MAX_HITS = 1;

export type MeleeChoiceStyle = MeleeStyle | "throw";


export interface MeleeCardContext {
  attackerName: string;
  targetName: string;
  key: string;
  /** What was used: a weapon's name, or the localised style. */
  weaponName: string;
  styleKey: string;
  /** The attack roll written out (view/task-sum.ts), with its DT and what moved it; none when an unconscious target is struck outright. */
  roll: TaskSum | null;
  /** Guide 6.8, 4.2: each advantage and disadvantage the DT line counts, named (`label`) and counted (`countKey`). */
  modifiers: { label: string; count: number; side: "advantage" | "disadvantage"; countKey: string }[];
  /** Reference sheet: an unconscious target is hit Max Hits times without a roll. */
  automatic: boolean;
  hits: number;
  maxHits: number;
  penetration: number;
  /** What each damage roll adds, and why (6.13), when any was rolled. */
  damageNote: DamageNote | null;
  /** The sentence naming the table the damage rows were read on (Guide 6.14, 6.15, 7.12), when any was rolled. */
  damageTable: string | null;
  damage: DamageSum[];
  stunnedAndProne: boolean;
  immune: boolean;
  thrown: { inches: number; vigor: TaskSum; stunned: boolean } | null;
  markers: Record<string, number>;
  dead: boolean;
  /** Guide 6.3: the sides that may spend Tactics on the attack roll (none off the side turns); the roll shows what was spent. */
  tactics: TaskTacticsView | null;
  /** Guide 4.2: rolled again with Not So Fast, or may still be (a failed roll, not yet rolled again). */
  rerolled: boolean;
  canReroll: boolean;
}


interface CardBase {
  attackerName: string;
  targetName: string;
  key: string;
  weaponName: string;
  style: MeleeChoiceStyle;
  before: MarkerCounts;
}

/** The card of a strike (weapon, martial arts or Psi-Shock). */
export function meleeCardContext(
  input: CardBase & {
    result: MeleeResult;
    maxHits: number;
    immune: boolean;
    tactics?: { readonly sides: readonly string[]; readonly spends: readonly TacticsSpend[] };
    /** Guide 4.2: whether the roll was rolled again; left out where it may not be (no points, or a card the GM cannot revise). */
    rerolled?: boolean;
    /** Guide 6.14, 6.15, 7.12: the table the target's damage was read on, a person's when left out as the rules take it. */
    table?: DamageTableName;
  },
): MeleeCardContext {
  const { result } = input;
  const spends = input.tactics?.spends ?? [];
  // an unconscious target is struck without a roll: there is nothing to spend on
  const sides = result.task ? (input.tactics?.sides ?? []) : [];
  return {
    tactics: sides.length > 0 ? tacticsView(sides, spends) : null,
    rerolled: input.rerolled === true,
    canReroll: input.rerolled === false && result.task !== null && !result.task.success,
    ...header(input),
    roll: result.task ? taskSum(result.task, "weapon") : null,
    modifiers: result.task ? result.modifiers.map(modifierLine) : [],
    automatic: result.task === null,
    hits: result.hits,
    maxHits: input.maxHits,
    penetration: result.penetration,
    damageNote: result.damage.length > 0 ? damageNoteOf(result.penetration, result.armour, false, result.damage.length) : null,
    damageTable: result.damage.length > 0 ? damageTableKey(input.table ?? "individual", result.damage.length) : null,
    damage: result.damage.map(damageSumOf),
    stunnedAndProne: result.stunnedAndProne,
    immune: input.immune,
    thrown: null,
    markers: markerChanges(input.before, result.after ?? input.before),
    // Guide 6.14, 6.15: dead, destroyed and exploded are out of the fight
    dead: result.damage.some((d) => d.conditions.includes("dead") || d.conditions.includes("destroyed") || d.conditions.includes("explodes")),
  };
}

/** The card of a martial arts throw (Guide 6.8). */
export function throwCardContext(
  input: CardBase & {
    task: TaskResult;
    outcome: { inches: number; vigor: TaskResult; stunned: boolean } | null;
    after: MarkerCounts;
    /** Guide 6.8: the throw takes all the melee advantages and disadvantages (rules meleeModifierBreakdown); left out, none are named. */
    modifiers?: readonly MeleeModifier[];
  },
): MeleeCardContext {
  return {
    // Guide 6.3: a throw's roll decides a Vigor roll and the distance, rolled at once: no points on it here
    tactics: null,
    rerolled: false,
    canReroll: false,
    ...header(input),
    roll: taskSum(input.task),
    modifiers: (input.modifiers ?? []).map(modifierLine),
    automatic: false,
    hits: 0,
    maxHits: 0,
    penetration: 0,
    damageNote: null,
    damageTable: null,
    damage: [],
    stunnedAndProne: false,
    immune: false,
    thrown: input.outcome ? { inches: input.outcome.inches, vigor: taskSum(input.outcome.vigor, "equipment", "STARSKIRMISH.SpacePatrol.Asset.vigor"), stunned: input.outcome.stunned } : null,
    markers: markerChanges(input.before, input.after),
    dead: false,
  };
}

/** A counted modifier as the card reads it: its label key and the shared "{count} × advantage" key. */
function modifierLine({ key, side, count }: MeleeModifier): MeleeCardContext["modifiers"][number] {
  return { label: `STARSKIRMISH.SpacePatrol.Melee.${side}.${key}`, count, side, countKey: `STARSKIRMISH.SpacePatrol.Fire.count.${side}` };
}

function header(input: CardBase) {
  return {
    attackerName: input.attackerName,
    targetName: input.targetName,
    key: input.key,
    weaponName: input.weaponName,
    styleKey: `STARSKIRMISH.SpacePatrol.Melee.style.${input.style}`,
  };
}

/**
 * Guide 6.8: the gap in squares between two adjacent-or-not combatants, from their centres' distance
 * in squares (neighbours, one square apart, have none). actions/melee.ts turns it into the rules'
 * inches at the scene's ground scale.
 */
export function meleeGap(centreSquares: number): number {
  return Math.max(0, Math.round(centreSquares) - 1);
}

/** Guide 6.8: a thrown target is knocked prone, and stunned too unless they resisted. */
export function thrownAfter(before: MarkerCounts, stunned: boolean): MarkerCounts {
  return placeMarkers(before, stunned ? [SP_MARKER.prone, SP_MARKER.stun] : [SP_MARKER.prone]).after;
}

/** The card's one target with an Apply, when the attack changes anything; what the GM lands too. */
export function meleeCardTarget(context: MeleeCardContext): { key: string; markers: Record<string, number>; data: { dead: boolean } } | null {
  const changes = Object.keys(context.markers).length > 0 || context.dead;
  return changes ? { key: context.key, markers: context.markers, data: { dead: context.dead } } : null;
}
