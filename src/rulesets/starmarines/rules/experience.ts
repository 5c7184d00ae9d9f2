/**
 * Experience (IV-d, X Soldier Experience Table): what each level costs per team or individual, what
 * it does to a soldier, and what it adds to a Leader's range. Doctors and Fixers are always Average;
 * Heroes' experience is their own and cannot be bought (IV-d, IV-f).
 */
import { keyOf } from "../../../core/checks";
import { EXPERIENCE_LEVELS } from "../data/lists";

// the levels sit with the data, which the unit model reads at init
export { EXPERIENCE_LEVELS };
export type Experience = (typeof EXPERIENCE_LEVELS)[number];

export interface ExperienceRow {
  /** Build points per team or individual. */
  readonly cost: number;
  readonly morale: number;
  readonly attack: number;
  /** Added to a Leader's range in hexes; null where the table says n/a. */
  readonly leaderRange: number | null;
}

export const EXPERIENCE_TABLE: Readonly<Record<Experience, ExperienceRow>> = {
  green: { cost: 0, morale: -1, attack: 0, leaderRange: null },
  average: { cost: 1, morale: 0, attack: 0, leaderRange: 0 },
  veteran: { cost: 2, morale: 1, attack: 0, leaderRange: 1 },
  elite: { cost: 3, morale: 1, attack: 1, leaderRange: 2 },
};

export function experienceRow(level: Experience): ExperienceRow {
  return EXPERIENCE_TABLE[keyOf(level, "experience", EXPERIENCE_TABLE)];
}
