/**
 * A maneuver worked out from its record (cards/space-maneuver-record.ts) and drawn as its card, the
 * same when it is first rolled and when a Tactics point changes its roll (Guide 7.3: "attempting
 * maneuvers" may use Tactics; 7.5). The roll with its points decides; the dice past the d20 come
 * from their own slots, so a point that makes a Boost Engines rolls its 1d4 then, and one that fails
 * a shimsham rolls the avoid roll and the crash then, and a point that turns it back gives the same
 * dice again. Pure.
 */
import { checkedDie, type DiceSource } from "../../../core/dice";
import { maneuverOutcome, maneuverRule, resolveShimshamCrash, SHIMSHAM_CRASH_AVOID_DT, type ManeuverKey, type ManeuverResult } from "../rules/space-maneuvers";
import type { DamageResult } from "../rules/damage";
import { resolveTask, type TaskResult } from "../rules/task";
import { applyTacticsPoints } from "../rules/tactics-pool";
import { recordedLevel } from "./space-scan-card";
import { spaceManeuverCardContext } from "./space-maneuver-card";
import { tacticsView } from "./task-card";

export interface ManeuverRecordView {
  readonly key: ManeuverKey;
  readonly by: string;
  readonly covering: boolean;
  readonly enemy: string;
  readonly compareOwn: string;
  readonly compareEnemy: string;
  readonly asset: string;
  readonly equipment: number;
  readonly advantages: number;
  readonly disadvantages: number;
  readonly d20: number;
  readonly avoidDisadvantages: number;
  /** Guide 7.2: a surprise's advantage; a record from before it was kept has none. */
  readonly avoidAdvantages?: number;
  readonly tactics: readonly { readonly side: string; readonly points: number }[];
}

/** The slots of a maneuver's further dice. */
export type ManeuverSlot = "extra" | "avoid" | "crash";

/** What a maneuver comes to: its result, and for a failed shimsham the avoid roll and the crash. */
export interface ManeuverOutcome {
  readonly result: ManeuverResult;
  readonly avoid: TaskResult | null;
  readonly crash: readonly DamageResult[];
}

/** The maneuver the record describes, with its spends, each further die from its slot. */
export function maneuverOutcomeFromRecord(record: ManeuverRecordView, diceFor: (slot: ManeuverSlot) => DiceSource): ManeuverOutcome {
  const rule = maneuverRule(record.key);
  const asset = recordedLevel(record.asset);
  const base = resolveTask({ dt: rule.dt, asset, equipment: record.equipment, advantages: record.advantages, disadvantages: record.disadvantages }, record.d20);
  const task = record.tactics.length === 0 ? base : applyTacticsPoints(base, record.tactics, { combatTask: true });
  const result = maneuverOutcome(record.key, task, task.success && record.key === "boostEngines" ? diceFor("extra") : undefined);
  if (!result.mustAvoidCrash) return { result, avoid: null, crash: [] };
  // Guide 7.5: a failed shimsham: Space Pilot DT 12 with the Flight Computer, or crash into the body
  const avoid = resolveTask({ dt: SHIMSHAM_CRASH_AVOID_DT, asset, equipment: record.equipment, advantages: record.avoidAdvantages ?? 0, disadvantages: record.avoidDisadvantages }, checkedDie(diceFor("avoid"), 20));
  return { result, avoid, crash: avoid.success ? [] : resolveShimshamCrash(diceFor("crash")) };
}

/** Every marker the maneuver lands on the ship: a failed boost's, and a crash's (7.5). */
export function maneuverMarkers(outcome: ManeuverOutcome): string[] {
  return [...(outcome.result.markerGained ? [outcome.result.markerGained] : []), ...outcome.crash.flatMap((d) => d.markersToAdd)];
}

/** The card of a maneuver from its record and outcome; `sides` may each spend on it (7.3). */
export function maneuverCardFromRecord(ship: string, record: ManeuverRecordView, outcome: ManeuverOutcome, sides: readonly string[]) {
  return {
    ...spaceManeuverCardContext({
      ship,
      by: record.by,
      covering: record.covering,
      key: record.key,
      asset: recordedLevel(record.asset),
      equipment: record.equipment,
      equipmentKey: maneuverRule(record.key).equipment,
      enemy: record.enemy,
      compare: record.compareOwn ? { own: recordedLevel(record.compareOwn), enemy: recordedLevel(record.compareEnemy) } : null,
      result: outcome.result,
      avoid: outcome.avoid,
      crash: outcome.crash,
    }),
    tactics: sides.length > 0 ? tacticsView(sides, record.tactics) : null,
  };
}
