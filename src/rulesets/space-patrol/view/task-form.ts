/**
 * What the asset task dialog asks, and reading its answers safely: whatever the form sends,
 * the roll gets whole numbers within the rules' bounds.
 */
import { DIFFICULTY_TARGETS, type DifficultyName } from "../rules/task";

export interface TaskFormValues {
  dt: number;
  advantages: number;
  disadvantages: number;
  equipment: number;
}

/** Largest count of advantages or disadvantages the dialog accepts. */
const MAX_STEPS = 10;
/** Largest equipment bonus the dialog accepts either way. */
const MAX_EQUIPMENT = 20;

function wholeNumber(value: unknown, min: number, max: number, fallback: number): number {
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

/** Reads the dialog's answers; unknown DT values fall back to Average. */
export function readTaskForm(raw: unknown): TaskFormValues {
  const data = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const dtValues: number[] = Object.values(DIFFICULTY_TARGETS);
  const dt = wholeNumber(data.dt, 1, 99, DIFFICULTY_TARGETS.average);
  return {
    dt: dtValues.includes(dt) ? dt : DIFFICULTY_TARGETS.average,
    advantages: wholeNumber(data.advantages, 0, MAX_STEPS, 0),
    disadvantages: wholeNumber(data.disadvantages, 0, MAX_STEPS, 0),
    equipment: wholeNumber(data.equipment, -MAX_EQUIPMENT, MAX_EQUIPMENT, 0),
  };
}

/** The named DT presets for the dialog's select, as label key and value. */
export function difficultyChoices(): { value: number; label: string; name: DifficultyName }[] {
  return (Object.entries(DIFFICULTY_TARGETS) as [DifficultyName, number][]).map(([name, value]) => ({
    name,
    value,
    label: `STARSKIRMISH.SpacePatrol.Difficulty.${name}`,
  }));
}
