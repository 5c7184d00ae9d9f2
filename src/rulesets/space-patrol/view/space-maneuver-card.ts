/**
 * What the maneuver card shows (Guide 7.5): the ship, who flew it, the roll's terms (asset, the ship's
 * computer or drive code, the pilots compared), the DT and outcome, and what it does: its effect on
 * fire and scanners, extra hexes, extra penetration, the marker a failed boost gives, and a failed
 * shimsham's roll to avoid the body and the crash. Pure.
 */
import type { DamageResult, ManeuverKey, ManeuverResult, TaskResult } from "../rules";
import type { AssetLevel } from "../rules/task";

const bonusOf = (l: AssetLevel): number => (l === "X" ? 0 : l);

export function spaceManeuverCardContext(input: {
  readonly ship: string;
  readonly by: string;
  /** Guide 7.14: the crewman covers two stations this turn. */
  readonly covering?: boolean;
  readonly key: ManeuverKey;
  readonly asset: AssetLevel;
  readonly equipment: number;
  readonly equipmentKey: string;
  readonly enemy: string;
  readonly compare: { readonly own: AssetLevel; readonly enemy: AssetLevel } | null;
  readonly result: ManeuverResult;
  readonly avoid: TaskResult | null;
  readonly crash: readonly DamageResult[];
}) {
  const t = input.result.task;
  return {
    ship: input.ship,
    by: input.by,
    covering: input.covering ?? false,
    label: `STARSKIRMISH.SpacePatrol.Maneuver.${input.key}`,
    asset: String(input.asset),
    bonus: bonusOf(input.asset),
    equipment: input.equipment,
    equipmentLabel: `STARSKIRMISH.SpacePatrol.Spacecraft.${input.equipmentKey}`,
    enemy: input.enemy,
    compare: input.compare ? { own: String(input.compare.own), enemy: String(input.compare.enemy) } : null,
    die: t.d20,
    total: t.total,
    baseDt: t.baseDt,
    dt: t.dt,
    advantages: t.advantages,
    disadvantages: t.disadvantages,
    success: input.result.success,
    effectKey: `STARSKIRMISH.SpacePatrol.Maneuver.effect.${input.key}.${input.result.success ? "success" : "failure"}`,
    extraHexes: input.result.extraHexes,
    beamPen: input.result.beamPen,
    markerGained: input.result.markerGained ? `STARSKIRMISH.SpacePatrol.Marker.spacecraft.${input.result.markerGained.replace("sp-spacecraft-", "")}` : null,
    avoid: input.avoid ? { die: input.avoid.d20, total: input.avoid.total, dt: input.avoid.dt, success: input.avoid.success } : null,
    crash: input.crash.map((d) => ({ dice: d.dice.join(" + "), total: d.total, label: d.row.label })),
  };
}

export type SpaceManeuverCardContext = ReturnType<typeof spaceManeuverCardContext>;
