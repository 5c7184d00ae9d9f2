/**
 * A task roll as a card writes it out (Guide 2, SP-5): the d20, each bonus under its name, the
 * Tactics spent on it (6.3), the total, and the Difficulty Target it was against, so that no
 * number on a card stands unexplained. The terms add up to the total the rules gave. Every task
 * card's DT line is read from here (taskDtLine, parts/task-dt.hbs), so each explains its DT alike:
 * the base (Guide 3.1), 4 a net advantage or disadvantage (3.2), never below Easy 8 (SP-5). Pure.
 */
import { DT_STEP, type TaskResult } from "../rules/task";

export interface TaskSumTerm {
  /** "+" or "−", as the sum reads. */
  readonly sign: string;
  /** The term's name, a language key taking {value} (and {name} where nameKey is given). */
  readonly key: string;
  readonly value: number;
  /** For a term named by what it is (an asset, a ship's computer): that name's language key. */
  readonly nameKey?: string;
}

export interface TaskSum {
  readonly d20: number;
  readonly terms: readonly TaskSumTerm[];
  readonly total: number;
  readonly dt: number;
  readonly success: boolean;
  /** The DT before the advantages and disadvantages moved it, 4 a step (SP-5). */
  readonly baseDt: number;
  readonly advantages: number;
  readonly disadvantages: number;
  /** Whether any advantage or disadvantage was counted, so the DT line says what moved it. */
  readonly moved: boolean;
  /** The DT line's arithmetic: base, net steps, their sum and any floor (SP-5). */
  readonly move: DtMove;
}

/** The DT's move from its base, written as a term of a sum (SP-5: 4 a step, never below Easy 8). */
export function dtShift(baseDt: number, dt: number): string {
  const d = dt - baseDt;
  return `${d < 0 ? "\u2212" : "+"} ${Math.abs(d)}`;
}

/** Why the DT moved, by which sides were counted, as literal keys the language test reads (SP-5). */
const DT_WHY_KEYS = {
  advantages: "STARSKIRMISH.SpacePatrol.TaskSum.whyAdvantages",
  disadvantages: "STARSKIRMISH.SpacePatrol.TaskSum.whyDisadvantages",
  both: "STARSKIRMISH.SpacePatrol.TaskSum.whyBoth",
  cancel: "STARSKIRMISH.SpacePatrol.TaskSum.whyCancel",
} as const;
/** The counted side a net step is named by ("2 advantages"). */
const DT_SIDE_KEYS = {
  advantage: "STARSKIRMISH.SpacePatrol.TaskSum.advantageCount",
  disadvantage: "STARSKIRMISH.SpacePatrol.TaskSum.disadvantageCount",
} as const;
/** How the DT line ends: the sum's result, and the floor where it lifted the DT (SP-5). */
const DT_END_KEYS = {
  free: "STARSKIRMISH.SpacePatrol.TaskSum.dtEnd",
  floored: "STARSKIRMISH.SpacePatrol.TaskSum.dtEndFloored",
} as const;

/**
 * A DT line's arithmetic (SP-5): the base, the net steps of 4 as one signed term with what counted
 * them, where that sum lands, and, where it lands below Easy 8, that the DT was raised to 8. So
 * "12 − 8 (2 advantages × 4) = 4, raised to the minimum of 8" rather than a bare "− 4".
 */
export interface DtMove {
  readonly dt: number;
  readonly baseDt: number;
  readonly advantages: number;
  readonly disadvantages: number;
  /** The net steps as a term of the sum: "− 8", "+ 4", "+ 0" where they cancel. */
  readonly shift: string;
  /** Where the steps alone take the DT, before the floor. */
  readonly raw: number;
  readonly floored: boolean;
  readonly whyKey: (typeof DT_WHY_KEYS)[keyof typeof DT_WHY_KEYS];
  /** The net steps, named by the side that is left over (the advantage key where they cancel). */
  readonly net: number;
  readonly netKey: (typeof DT_SIDE_KEYS)[keyof typeof DT_SIDE_KEYS];
  readonly endKey: (typeof DT_END_KEYS)[keyof typeof DT_END_KEYS];
}

/** The DT line's arithmetic from the base, the effective DT and the sides counted (SP-5). */
export function dtMove(baseDt: number, dt: number, advantages: number, disadvantages: number): DtMove {
  const steps = disadvantages - advantages;
  const raw = baseDt + DT_STEP * steps;
  const floored = raw < dt;
  const whyKey = advantages > 0 && disadvantages > 0 ? (steps === 0 ? DT_WHY_KEYS.cancel : DT_WHY_KEYS.both) : disadvantages > 0 ? DT_WHY_KEYS.disadvantages : DT_WHY_KEYS.advantages;
  return {
    dt,
    baseDt,
    advantages,
    disadvantages,
    shift: dtShift(baseDt, raw),
    raw,
    floored,
    whyKey,
    net: Math.abs(steps),
    netKey: steps > 0 ? DT_SIDE_KEYS.disadvantage : DT_SIDE_KEYS.advantage,
    endKey: floored ? DT_END_KEYS.floored : DT_END_KEYS.free,
  };
}

/** What parts/task-dt.hbs reads: the DT, whether anything moved it, and the move's arithmetic (SP-5). */
export type TaskDtLine = Pick<TaskSum, "dt" | "moved" | "move">;

/**
 * A task's DT line (Guide 3.1, 3.2, SP-5), for the cards that list the roll's die and bonuses in their
 * own facts and the sum's line too: the line every task card shows, from the task as resolved.
 */
export function taskDtLine(task: Pick<TaskResult, "dt" | "baseDt" | "advantages" | "disadvantages">): TaskDtLine {
  return {
    dt: task.dt,
    moved: task.advantages > 0 || task.disadvantages > 0,
    move: dtMove(task.baseDt, task.dt, task.advantages, task.disadvantages),
  };
}

/**
 * What gave a DT its advantages and disadvantages, each a counted key naming its section, as literal
 * keys the language test reads: covering two stations (7.14), Drive and Astrogation Markers on a warp
 * (7.7), Electronics Markers on a scanner task (7.6, 7.12), a target that fired last turn, facts
 * sought and the two Scanner Arrays (7.6), the Asteroid Shimsham and going dark (7.5), Wound markers
 * (6.14), an asset at X (SP-7), indirect fire's turns of correction (6.11), and a bombing aircraft's
 * own Damage, Failure Cascade and Control Markers (6.15), and a space surprise in the first turn (7.2).
 */
const DT_CAUSE_KEYS = {
  covering: "STARSKIRMISH.SpacePatrol.TaskSum.cause.covering",
  warpMarkers: "STARSKIRMISH.SpacePatrol.TaskSum.cause.warpMarkers",
  electronics: "STARSKIRMISH.SpacePatrol.TaskSum.cause.electronics",
  fired: "STARSKIRMISH.SpacePatrol.TaskSum.cause.fired",
  facts: "STARSKIRMISH.SpacePatrol.TaskSum.cause.facts",
  arrayAdvantage: "STARSKIRMISH.SpacePatrol.TaskSum.cause.arrayAdvantage",
  arrayDisadvantage: "STARSKIRMISH.SpacePatrol.TaskSum.cause.arrayDisadvantage",
  woundMarkers: "STARSKIRMISH.SpacePatrol.TaskSum.cause.woundMarkers",
  untrained: "STARSKIRMISH.SpacePatrol.TaskSum.cause.untrained",
  shimsham: "STARSKIRMISH.SpacePatrol.TaskSum.cause.shimsham",
  targetManeuvers: "STARSKIRMISH.SpacePatrol.TaskSum.cause.targetManeuvers",
  corrections: "STARSKIRMISH.SpacePatrol.TaskSum.cause.corrections",
  vehicleMarkers: "STARSKIRMISH.SpacePatrol.TaskSum.cause.vehicleMarkers",
  surprise: "STARSKIRMISH.SpacePatrol.TaskSum.cause.surprise",
} as const;
export type DtCauseKind = keyof typeof DT_CAUSE_KEYS;

/** One cause the DT line names after it (parts/dt-causes.hbs): a counted key, how many, and for X the asset. */
export interface DtCause {
  readonly key: (typeof DT_CAUSE_KEYS)[DtCauseKind];
  readonly count: number;
  /** For an asset at X (SP-7): the asset's language key, named in the cause. */
  readonly assetKey?: string;
}

/** The causes that counted, in the order given; a cause that gave nothing is left out. */
export function dtCauses(causes: readonly (readonly [DtCauseKind, number] | readonly [DtCauseKind, number, string])[]): DtCause[] {
  return causes.filter(([, n]) => n > 0).map(([kind, count, assetKey]) => (assetKey === undefined ? { key: DT_CAUSE_KEYS[kind], count } : { key: DT_CAUSE_KEYS[kind], count, assetKey }));
}

const KEY = "STARSKIRMISH.SpacePatrol.TaskSum.";

/**
 * What a roll's bonus from its equipment is called on the card: a weapon's, a grenade's, a device's,
 * or, on a ship's task, the component it rolls with (Guide 7.5), named by its language key.
 */
export type EquipmentName = "equipment" | "weapon" | "grenade" | { readonly nameKey: string };

function term(key: string | { readonly nameKey: string }, n: number): TaskSumTerm[] {
  if (n === 0) return [];
  const sign = n > 0 ? "+" : "\u2212";
  return typeof key === "string" ? [{ sign, key: `${KEY}${key}`, value: Math.abs(n) }] : [{ sign, key: `${KEY}named`, value: Math.abs(n), nameKey: key.nameKey }];
}

/**
 * The roll written out. What the total holds beyond the d20, the asset and the equipment is the
 * Tactics spent after the roll (Guide 6.3, tactics-pool.ts), the one thing added to a built task.
 */
export function taskSum(
  task: Pick<TaskResult, "d20" | "assetBonus" | "equipment" | "total" | "dt" | "success" | "baseDt" | "advantages" | "disadvantages">,
  equipment: EquipmentName = "equipment",
  /** The asset's own name (language key), where the card does not say elsewhere which asset rolled. */
  assetNameKey?: string,
): TaskSum {
  const tactics = task.total - task.d20 - task.assetBonus - task.equipment;
  return {
    d20: task.d20,
    terms: [...term(assetNameKey === undefined ? "asset" : { nameKey: assetNameKey }, task.assetBonus), ...term(equipment, task.equipment), ...term("tactics", tactics)],
    total: task.total,
    success: task.success,
    baseDt: task.baseDt,
    advantages: task.advantages,
    disadvantages: task.disadvantages,
    ...taskDtLine(task),
  };
}
