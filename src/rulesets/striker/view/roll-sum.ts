/**
 * A Striker roll as a card writes it out (Striker 8.A.1.b): the two dice, each DM under its name,
 * the total and what the hit table gives for it, so a fragmentation or danger-space roll reads as
 * a sum instead of "4 3 +4 = 11". The terms add up to the total the rules gave. Pure.
 */
import type { DiceModifier } from "../rules/difficulty";

export interface RollSumTerm {
  /** "+" or "−", as the sum reads. */
  readonly sign: string;
  readonly value: number;
  /** The DM's name, a language key. */
  readonly label: string;
}

export interface RollSum {
  readonly dice: readonly number[];
  readonly terms: readonly RollSumTerm[];
  readonly total: number;
  /** The hit table cell as words, with its number of hits (cellText). */
  readonly cell: string;
  readonly cellKey: string;
  readonly cellCount: number;
  /** Whether the cell's words are a counted string ("1 hit", "2 hits"). */
  readonly counted: boolean;
}

/** A hit table cell as words (Striker 8.A.1.b.3): so many hits, a morale check only, or no effect. */
export function cellText(cell: number | string): { cell: string; cellKey: string; cellCount: number; counted: boolean } {
  if (typeof cell === "number") return { cell: String(cell), cellKey: "STARSKIRMISH.Striker.Fire.cell.hits", cellCount: cell, counted: true };
  return { cell: String(cell), cellKey: cell === "M" ? "STARSKIRMISH.Striker.Fire.cell.morale" : "STARSKIRMISH.Striker.Fire.cell.none", cellCount: 0, counted: false };
}

/** The roll written out; a DM of 0 adds nothing and is left out. */
export function rollSum(dice: readonly number[], modifiers: readonly DiceModifier[], total: number, cell: number | string): RollSum {
  return {
    dice,
    terms: modifiers.filter((m) => m.value !== 0).map((m) => ({ sign: m.value > 0 ? "+" : "\u2212", value: Math.abs(m.value), label: m.label })),
    total,
    ...cellText(cell),
  };
}
