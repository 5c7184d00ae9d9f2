/**
 * The surprise card (Guide 6.2): the hiding side's Stealth (its lowest) against the watchers' Recon
 * (their best), each DT 12, and whether the hiders took the watchers by surprise. Pure.
 */
import { assetLevelText } from "./asset-level-text";
import type { TaskResult } from "../rules/task";

const roll = (asset: string, r: TaskResult) => ({ asset: assetLevelText(asset), die: r.d20, bonus: r.assetBonus, total: r.total, dt: r.dt, success: r.success });

export function surpriseCardContext(hiders: string, watchers: string, stealthLevel: string, stealth: TaskResult, reconLevel: string, recon: TaskResult, surprised: boolean) {
  return {
    hiders: `STARSKIRMISH.Field.Choice.${hiders}`,
    watchers: `STARSKIRMISH.Field.Choice.${watchers}`,
    stealth: roll(stealthLevel, stealth),
    recon: roll(reconLevel, recon),
    // the outcome names the side that went unseen (6.2), from the hiders the card was given
    outcome: surprised ? (hiders === "enemies" ? "STARSKIRMISH.SpacePatrol.SideTurn.sneak.surprised.enemies" : "STARSKIRMISH.SpacePatrol.SideTurn.sneak.surprised.players") : "STARSKIRMISH.SpacePatrol.SideTurn.sneak.noSurprise",
  };
}
