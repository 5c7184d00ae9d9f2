/**
 * What the maneuver card shows (Guide 7.5): the ship, who flew it, the roll written out (asset, the
 * ship's computer or drive code, Tactics), what the compared levels did to the DT, the outcome, and what it does: its effect on
 * fire and scanners, extra hexes, extra penetration, the marker a failed boost gives, and a failed
 * shimsham's roll to avoid the body and the crash. Pure.
 */
import { maneuverRule, type DamageResult, type ManeuverKey, type ManeuverResult, type TaskResult } from "../rules";
import type { AssetLevel } from "../rules/task";
import { taskSum } from "./task-sum";
import { assetLevelText } from "./asset-level-text";

const rank = (l: AssetLevel): number => (l === "X" ? -1 : l);
const ASSET = "STARSKIRMISH.SpacePatrol.Asset.";

/**
 * What the two levels a maneuver compares did to its DT (Guide 7.5): the higher gives an advantage,
 * the lower a disadvantage, as resolveManeuver counts them.
 */

function compareEffect(own: AssetLevel, enemy: AssetLevel): "advantage" | "disadvantage" | "even" {
  return rank(own) > rank(enemy) ? "advantage" : rank(own) < rank(enemy) ? "disadvantage" : "even";
}

/** Maneuvers that roll the better of two assets, and how the sum names them (7.5). */
const BETTER_OF: Partial<Record<ManeuverKey, string>> = { boostField: "STARSKIRMISH.SpacePatrol.Maneuver.betterOf.boostField" };

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
  const rule = maneuverRule(input.key);
  // one asset by its name; a maneuver that takes the better of two names both (Boost Field, 7.5)
  const assetName = rule.assets.length === 1 ? `${ASSET}${rule.assets[0]}` : BETTER_OF[rule.key];
  const equipmentName = { nameKey: `STARSKIRMISH.SpacePatrol.Spacecraft.${input.equipmentKey}` };
  return {
    ship: input.ship,
    by: input.by,
    covering: input.covering ?? false,
    label: `STARSKIRMISH.SpacePatrol.Maneuver.${input.key}`,
    enemy: input.enemy,
    roll: taskSum(t, equipmentName, assetName),
    compare: input.compare && rule.compare
      ? { asset: `${ASSET}${rule.compare}`, own: assetLevelText(input.compare.own), enemy: assetLevelText(input.compare.enemy), effect: `STARSKIRMISH.SpacePatrol.Maneuver.compareEffect.${compareEffect(input.compare.own, input.compare.enemy)}` }
      : null,
    /** The DT line says what moved the DT; where nothing did, the sum already names it. */
    dtMoved: t.advantages > 0 || t.disadvantages > 0 || Boolean(input.compare && rule.compare),
    success: input.result.success,
    effectKey: `STARSKIRMISH.SpacePatrol.Maneuver.effect.${input.key}.${input.result.success ? "success" : "failure"}`,
    extraHexes: input.result.extraHexes,
    // Guide 7.5: the hexes are a d4 and one for each special success
    extraDie: input.result.extraHexes - t.specialSuccesses,
    extraSpecial: t.specialSuccesses,
    beamPen: input.result.beamPen,
    markerGained: input.result.markerGained ? `STARSKIRMISH.SpacePatrol.Marker.spacecraft.${input.result.markerGained.replace("sp-spacecraft-", "")}` : null,
    // Guide 7.5: the avoid roll is Space Pilot with the flight computer, as the maneuver was
    avoid: input.avoid ? { roll: taskSum(input.avoid, equipmentName, assetName), success: input.avoid.success } : null,
    crash: input.crash.map((d) => ({ dice: d.dice.join(" + "), total: d.total, label: d.row.label })),
  };
}

export type SpaceManeuverCardContext = ReturnType<typeof spaceManeuverCardContext>;
