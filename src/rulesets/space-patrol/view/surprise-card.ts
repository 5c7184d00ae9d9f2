/**
 * The surprise card (Guide 6.2): the hiding side's Stealth (its lowest) against the watchers' Recon
 * (their best), each DT 12, and whether the hiders took the watchers by surprise. A roll at X is at
 * one disadvantage (SP-7): its DT then shows in every task card's DT line (taskDtLine,
 * parts/task-dt.hbs: 4 a disadvantage; Guide 3.2, SP-5) with that cause after it. Pure.
 */
import { assetLevelText } from "./asset-level-text";
import { dtCauses, taskDtLine } from "./task-sum";
import type { TaskResult } from "../rules/task";

const roll = (asset: string, r: TaskResult, assetKey: string) => ({
  asset: assetLevelText(asset),
  die: r.d20,
  bonus: r.assetBonus,
  total: r.total,
  dt: r.dt,
  success: r.success,
  dtLine: taskDtLine(r),
  // the roll counts nothing but the X level's disadvantage (6.2 leaves the Space Judge's own out)
  dtCauses: dtCauses([["untrained", r.disadvantages, assetKey]]),
});

export function surpriseCardContext(hiders: string, watchers: string, stealthLevel: string, stealth: TaskResult, reconLevel: string, recon: TaskResult, surprised: boolean) {
  return {
    hiders: `STARSKIRMISH.Field.Choice.${hiders}`,
    watchers: `STARSKIRMISH.Field.Choice.${watchers}`,
    stealth: roll(stealthLevel, stealth, "STARSKIRMISH.SpacePatrol.Asset.stealth"),
    recon: roll(reconLevel, recon, "STARSKIRMISH.SpacePatrol.Asset.recon"),
    // the outcome names the side that went unseen (6.2), from the hiders the card was given
    outcome: surprised ? (hiders === "enemies" ? "STARSKIRMISH.SpacePatrol.SideTurn.sneak.surprised.enemies" : "STARSKIRMISH.SpacePatrol.SideTurn.sneak.surprised.players") : "STARSKIRMISH.SpacePatrol.SideTurn.sneak.noSurprise",
  };
}
