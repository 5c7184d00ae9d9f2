/**
 * One lifepath roll as its card shows it (Guide 1.1-1.3): the dice, and what the modifier added
 * to them is, so "1d20 + 2" never stands unexplained: a promotion adds Leadership, a medal roll
 * Tactics, and the continuation the highest level among the branch table's assets (1.2). Pure.
 */
import type { CreationRoll } from "../rules/creation";

export interface CreationRollText {
  /** A language key taking {dice}, {value} and, where an asset is the modifier, {asset}. */
  readonly key: "STARSKIRMISH.SpacePatrol.Creation.rollOf.plain" | "STARSKIRMISH.SpacePatrol.Creation.rollOf.asset" | "STARSKIRMISH.SpacePatrol.Creation.rollOf.branch";
  readonly dice: string;
  readonly value: number;
  /** The asset's name key, where its level is the modifier. */
  readonly asset: string | null;
}

export function creationRollText(roll: CreationRoll): CreationRollText {
  const dice = `${roll.count}d${roll.sides}`;
  const asset = roll.asset === null ? null : `STARSKIRMISH.SpacePatrol.Asset.${roll.asset}`;
  // an asset's level of 0 still names it: the reader sees why nothing was added
  const key = asset !== null ? "STARSKIRMISH.SpacePatrol.Creation.rollOf.asset" : roll.modifier !== 0 ? "STARSKIRMISH.SpacePatrol.Creation.rollOf.branch" : "STARSKIRMISH.SpacePatrol.Creation.rollOf.plain";
  return { key, dice, value: roll.modifier, asset };
}

export interface CreationCardContext {
  readonly name: string;
  readonly term: number;
  readonly stepLabel: string;
  readonly roll: CreationRollText;
  readonly die: string;
  /** The d20 and its modifier added up; null for a roll read as it falls (a d8, several dice). */
  readonly total: number | null;
  readonly note: string;
}

export function creationCardContext(input: { readonly name: string; readonly term: number; readonly step: string; readonly roll: CreationRoll; readonly faces: readonly number[]; readonly note: string }): CreationCardContext {
  return {
    name: input.name,
    term: input.term,
    stepLabel: `STARSKIRMISH.SpacePatrol.Creation.Step.${input.step}`,
    roll: creationRollText(input.roll),
    die: input.faces.join(", "),
    total: input.roll.modifier !== 0 || input.roll.asset !== null ? (input.faces[0] ?? 0) + input.roll.modifier : null,
    note: input.note,
  };
}
