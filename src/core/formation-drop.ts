/**
 * What the GM chooses when a formation lands on the board: whose side its figures are on, and
 * whether they join the combat, grouped by which unit level. The form's answer is read back
 * checked (anything not offered falls back to the default), and the last choice is what a
 * shift-drop uses without asking. Pure.
 */
import { FORMATION_LEVELS, type FormationLevel } from "./formation-schema";

/** Sides a drop can put its figures on; "prototype" keeps each figure's own token setting. */
export const DROP_SIDES = ["prototype", "friendly", "neutral", "hostile"] as const;
export type DropSide = (typeof DROP_SIDES)[number];

/** Token dispositions as v13's CONST.TOKEN_DISPOSITIONS numbers them. */
export const SIDE_DISPOSITION: Readonly<Record<Exclude<DropSide, "prototype">, number>> = { friendly: 1, neutral: 0, hostile: -1 };

export interface DropChoice {
  readonly side: DropSide;
  /** The level the figures are grouped by in the combat, or "none" to leave them out of it. */
  readonly combat: FormationLevel | "none";
}

export const DEFAULT_DROP_CHOICE: DropChoice = { side: "prototype", combat: "none" };

const isSide = (v: unknown): v is DropSide => (DROP_SIDES as readonly unknown[]).includes(v);
const isLevel = (v: unknown): v is FormationLevel => (FORMATION_LEVELS as readonly unknown[]).includes(v);

/** A stored or submitted choice, checked; what is not a choice falls back to the default. */
export function readDropChoice(raw: unknown): DropChoice {
  if (typeof raw !== "object" || raw === null) return DEFAULT_DROP_CHOICE;
  const { side, combat } = raw as Record<string, unknown>;
  return { side: isSide(side) ? side : DEFAULT_DROP_CHOICE.side, combat: combat === "none" || isLevel(combat) ? combat : DEFAULT_DROP_CHOICE.combat };
}

/**
 * The level a choice groups this drop by: the chosen one, or, when the drop has no unit of it,
 * the smallest level it has (so "by squad" on a lone platoon still groups, by platoon); "group"
 * when it names no level at all, one group for the whole drop.
 */
export function groupingLevel(choice: DropChoice, present: readonly FormationLevel[]): FormationLevel | null {
  if (choice.combat === "none") return null;
  if (present.includes(choice.combat)) return choice.combat;
  return present[0] ?? "group";
}

export interface DropDialogContext {
  readonly name: string;
  readonly count: number;
  readonly sides: readonly { value: DropSide; label: string; selected: boolean }[];
  readonly combatOffered: boolean;
  readonly combatChoices: readonly { value: FormationLevel | "none"; label: string; selected: boolean }[];
}

/**
 * The dialog's choices: the four sides, and "not in combat" or grouping by each level the drop
 * has (one group for the whole drop when it names none). Only a GM is offered the combat.
 */
export function dropDialogContext(name: string, count: number, present: readonly FormationLevel[], last: DropChoice, isGM: boolean): DropDialogContext {
  const levels: FormationLevel[] = present.length > 0 ? [...present] : ["group"];
  const chosen = groupingLevel(last, levels);
  return {
    name,
    count,
    sides: DROP_SIDES.map((value) => ({ value, label: `STARSKIRMISH.Formation.Drop.Side.${value}`, selected: value === last.side })),
    combatOffered: isGM,
    combatChoices: [
      { value: "none", label: "STARSKIRMISH.Formation.Drop.Combat.none", selected: chosen === null },
      ...levels.map((value) => ({ value, label: `STARSKIRMISH.Formation.Drop.Combat.${value}`, selected: value === chosen })),
    ],
  };
}
