/**
 * Striker task difficulties and the 2D6 task roll (Introduction, Task Based Action Resolution;
 * Striker 1.B). Levels are columns of the hit table, so "one level harder" is one column right.
 */
import { list, oneOf, record, text as checkedText } from "../../../core/checks";
import { checkedDie, sum, type DiceSource } from "../../../core/dice";

/** Introduction: the difficulties and the modified 2D6 each needs; the hit table adds +1, +2. */
export const DIFFICULTY_LEVELS = [
  { id: "simple", target: 3, label: "STARSKIRMISH.Striker.Difficulty.simple" },
  { id: "routine", target: 7, label: "STARSKIRMISH.Striker.Difficulty.routine" },
  { id: "difficult", target: 11, label: "STARSKIRMISH.Striker.Difficulty.difficult" },
  { id: "formidable", target: 15, label: "STARSKIRMISH.Striker.Difficulty.formidable" },
  { id: "impossible", target: 19, label: "STARSKIRMISH.Striker.Difficulty.impossible" },
  { id: "impossible+1", target: 23, label: "STARSKIRMISH.Striker.Difficulty.impossiblePlus1" },
  { id: "impossible+2", target: 27, label: "STARSKIRMISH.Striker.Difficulty.impossiblePlus2" },
] as const satisfies readonly { id: string; target: number; label: string }[];

export type DifficultyId = (typeof DIFFICULTY_LEVELS)[number]["id"];

/** Each level needs 4 more than the one before (simple 3+, routine 7+, ... impossible 19+). */
export const DIFFICULTY_STEP = 4;

/** Striker 1.B.2: every throw is two six-sided dice. */
export const TASK_DICE = { count: 2, sides: 6 } as const;

/** Position of a level, simple = 0. */
export function difficultyIndex(id: DifficultyId): number {
  let i = DIFFICULTY_LEVELS.length - 1;
  while (i >= 0 && DIFFICULTY_LEVELS[i]?.id !== id) i--;
  if (i < 0) throw new RangeError(`Unknown difficulty "${String(id)}"`);
  return i;
}

/**
 * The level `steps` columns away (positive = harder). Easier than simple stays simple: the text
 * names nothing easier and the hit table has no column for it.
 */
export function shiftDifficulty(id: DifficultyId, steps: number): DifficultyId {
  if (!Number.isInteger(steps)) throw new RangeError(`Difficulty shift must be whole, not ${steps}`);
  const i = difficultyIndex(id) + steps;
  if (i >= DIFFICULTY_LEVELS.length) {
    throw new RangeError(`No difficulty beyond impossible+2 (asked for ${steps} from ${id})`);
  }
  const level = DIFFICULTY_LEVELS[Math.max(0, i)];
  if (!level) throw new RangeError(`No difficulty at ${i}`);
  return level.id;
}

/** The modified 2D6 a level needs. */
export function difficultyTarget(id: DifficultyId): number {
  const level = DIFFICULTY_LEVELS[difficultyIndex(id)];
  if (!level) throw new RangeError(`Unknown difficulty "${id}"`);
  return level.target;
}

/** Striker 1.B.1: how a required throw is read. */
export type RequiredThrow =
  | { readonly kind: "exactly"; readonly value: number }
  | { readonly kind: "orMore"; readonly value: number }
  | { readonly kind: "orLess"; readonly value: number }
  | { readonly kind: "range"; readonly low: number; readonly high: number };

/** Striker 1.B.1: "8" exactly, "8+" or more, "-6" or less, "9-13" / "9 to 13" inclusive. */
export function parseRequiredThrow(text: string): RequiredThrow {
  const t = checkedText(text, "text").trim();
  let m = /^(\d+)\s*(?:-|to)\s*(\d+)$/.exec(t);
  if (m) {
    const low = Number(m[1]);
    const high = Number(m[2]);
    if (low > high) throw new RangeError(`Throw range "${text}" runs backwards`);
    return { kind: "range", low, high };
  }
  m = /^(\d+)\+$/.exec(t);
  if (m) return { kind: "orMore", value: Number(m[1]) };
  m = /^-(\d+)$/.exec(t);
  if (m) return { kind: "orLess", value: Number(m[1]) };
  m = /^(\d+)$/.exec(t);
  if (m) return { kind: "exactly", value: Number(m[1]) };
  throw new RangeError(`"${text}" is not a required throw`);
}

/** Whether a (modified) throw meets a required throw. */
export function meetsThrow(required: RequiredThrow, roll: number): boolean {
  record(required, "required");
  switch (required.kind) {
    case "exactly":
      return roll === required.value;
    case "orMore":
      return roll >= required.value;
    case "orLess":
      return roll <= required.value;
    case "range":
      return roll >= required.low && roll <= required.high;
    default:
      throw new RangeError(`required.kind must be exactly, orMore, orLess or range, not ${String((required as { kind: unknown }).kind)}`);
  }
}

/**
 * What a modifier stands for where a card must find it among the others, whatever its label: the
 * to-hit roll's target status DM (Striker 8.A.1.b.2.b.i: concealed, hidden, recon by fire), on whose
 * row the card puts the board's view of the firer's status call.
 */
export const DICE_MODIFIER_KINDS = ["targetStatus"] as const;
export type DiceModifierKind = (typeof DICE_MODIFIER_KINDS)[number];

/** A labelled dice modifier, so cards can list them. */
export interface DiceModifier {
  /** Localisation key naming the modifier. */
  readonly label: string;
  readonly value: number;
  /** Set only on a modifier a card looks for by what it is (DICE_MODIFIER_KINDS); labels are wording. */
  readonly kind?: DiceModifierKind;
}

export interface TaskResult {
  readonly difficulty: DifficultyId;
  readonly target: number;
  readonly dice: readonly [number, number];
  readonly modifiers: readonly DiceModifier[];
  readonly total: number;
  readonly success: boolean;
}

/** Checks a modifier list for numbers that are not whole. */
export function assertModifiers(modifiers: readonly DiceModifier[]): void {
  for (const m of list(modifiers, "modifiers")) {
    checkedText(record(m, "modifier").label, "modifier.label");
    if (!Number.isInteger(m.value)) throw new RangeError(`Modifier ${m.label} must be whole, not ${m.value}`);
    if (m.kind !== undefined) oneOf(m.kind, "modifier.kind", DICE_MODIFIER_KINDS);
  }
}

/** Rolls 2D6 from the source, each die checked as it comes (Striker 1.B.2). */
export function roll2d6(dice: DiceSource): readonly [number, number] {
  const a = checkedDie(dice, TASK_DICE.sides);
  return [a, checkedDie(dice, TASK_DICE.sides)];
}

/** Striker 1.B.3: roll 2D6, apply every DM, compare with the difficulty's number. */
export function resolveTask(difficulty: DifficultyId, modifiers: readonly DiceModifier[], dice: DiceSource): TaskResult {
  assertModifiers(modifiers);
  const target = difficultyTarget(difficulty);
  const rolled = roll2d6(dice);
  const total = sum(rolled) + sum(modifiers.map((m) => m.value));
  return { difficulty, target, dice: rolled, modifiers, total, success: total >= target };
}
