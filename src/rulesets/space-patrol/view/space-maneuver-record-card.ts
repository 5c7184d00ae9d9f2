/**
 * The maneuver card drawn from its record (cards/space-maneuver-record.ts) once a Tactics point is
 * spent on it (Guide 7.3, 7.5). Only maneuvers whose outcome is the roll alone take points: a boost
 * of the engines rolls its extra hexes, going dark takes identifications away at once and a failed
 * shimsham rolls a crash, so a point could not be undone for them. Pure.
 */
import { BOOST_BEAM_PEN, maneuverRule, type ManeuverKey, type ManeuverResult } from "../rules/space-maneuvers";
import { resolveTask } from "../rules/task";
import { applyTacticsPoints } from "../rules/tactics-pool";
import { recordedLevel } from "./space-scan-card";
import { spaceManeuverCardContext } from "./space-maneuver-card";
import { tacticsView } from "./task-card";

/** Guide 7.3: the maneuvers a Tactics point can change after the roll. */
export const TACTICS_MANEUVERS: readonly ManeuverKey[] = ["evasiveManeuvers", "comeToGrips", "rideTheWake", "boostField", "boostBeam"];

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
  readonly tactics: readonly { readonly side: string; readonly points: number }[];
}

/** The roll worked out again with the points spent on it, and what the maneuver then gives (7.5). */
export function maneuverResultFromRecord(record: ManeuverRecordView, spends: readonly { readonly side: string; readonly points: number }[]): ManeuverResult {
  const rule = maneuverRule(record.key);
  const base = resolveTask({ dt: rule.dt, asset: recordedLevel(record.asset), equipment: record.equipment, advantages: record.advantages, disadvantages: record.disadvantages }, record.d20);
  const task = spends.length === 0 ? base : applyTacticsPoints(base, spends, { combatTask: true });
  const ok = task.success;
  const extraPen = BOOST_BEAM_PEN.perSpecialSuccess * task.specialSuccesses;
  return {
    task,
    success: ok,
    markerGained: ok ? null : rule.failureMarker,
    extraHexes: 0,
    beamPen: ok && record.key === "boostBeam" ? { effective: BOOST_BEAM_PEN.effective + extraPen, long: BOOST_BEAM_PEN.long + extraPen, extreme: BOOST_BEAM_PEN.extreme + extraPen } : null,
    enemyScannerDisadvantages: 0,
    mustAvoidCrash: false,
  };
}

/** The card of a Tactics maneuver from its record; `sides` may each spend on it (7.3). */
export function maneuverCardFromRecord(ship: string, record: ManeuverRecordView, sides: readonly string[]) {
  const result = maneuverResultFromRecord(record, record.tactics);
  const net = record.tactics.reduce((n, s) => n + s.points, 0);
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
      result,
      avoid: null,
      crash: [],
    }),
    tactics: tacticsView(sides, record.tactics),
    tacticsNet: net === 0 ? "" : net > 0 ? `+${net}` : String(net),
  };
}
