/**
 * Morale strength (Starship Marine 3.12, 3.13): what each figure counts for the defending ship and
 * for the attackers on board, and a strength as a share of the starting strength.
 */
import { finite, keyOf, record, whole } from "../../../core/checks";

export const FIGURE_CLASSES = ["crewman", "officer", "marine", "robot"] as const;
export type FigureClass = (typeof FIGURE_CLASSES)[number];

/** 3.12: "Ordinary crewmen count as 1 each. Officers count as 2 each. Marines count as 3 each. Robots do not count at all." */
export const SHIP_MORALE_VALUE: Readonly<Record<FigureClass, number>> = { crewman: 1, officer: 2, marine: 3, robot: 0 };

/** 3.13: "Marines count as 2 each. Non-marines count as 1 each. Robots (as usual) don't count." */
export const ATTACKER_MORALE_VALUE: Readonly<Record<FigureClass, number>> = { crewman: 1, officer: 1, marine: 2, robot: 0 };

/** The morale strength of the figures still fighting, by the side's table. */
export function moraleStrength(figures: readonly FigureClass[], table: Readonly<Record<FigureClass, number>>): number {
  if (!Array.isArray(figures)) throw new RangeError("figures must be a list");
  record(table, "table");
  return figures.reduce((sum, f, i) => sum + whole(table[keyOf(f, `figures[${i}]`, table)], `table.${String(f)}`, 0), 0);
}

/** Strength now as a fraction of the start; a side that started with none has lost nothing. */
export function strengthShare(start: number, now: number): number {
  const s = finite(start, "start");
  const n = finite(now, "now");
  if (s < 0 || n < 0) throw new RangeError(`strengths must be 0 or more, not ${s} and ${n}`);
  return s === 0 ? 1 : n / s;
}
