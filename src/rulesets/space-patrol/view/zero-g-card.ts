/**
 * The zero-G card (Guide 6.10): before a Shooting, Melee, Throwing or Suppression action in zero-G
 * or free fall, the Space-Fu check, DT 12, at a disadvantage with a firearm and an advantage with an
 * energy weapon; a failure makes the attack miss outright, a success lets it be rolled as usual. Its DT
 * is in every task card's DT line (taskDtLine, parts/task-dt.hbs: 4 a net advantage or disadvantage,
 * never below 8; Guide 3.2, SP-5). Pure.
 */
import { assetLevelText } from "./asset-level-text";
import { taskDtLine } from "./task-sum";
import type { ZeroGCombatAction, ZeroGWeaponKind } from "../rules/zero-g";
import type { TaskResult } from "../rules/task";

export function zeroGCardContext(input: { readonly actorName: string; readonly action: ZeroGCombatAction; readonly weapon: ZeroGWeaponKind; readonly level: string; readonly result: TaskResult }) {
  return {
    actorName: input.actorName,
    actionLabel: `STARSKIRMISH.SpacePatrol.ZeroG.action.${input.action}`,
    weaponNote: input.weapon === "other" ? "" : `STARSKIRMISH.SpacePatrol.ZeroG.weapon.${input.weapon}`,
    level: assetLevelText(input.level),
    result: input.result,
    dtLine: taskDtLine(input.result),
    outcomeKey: input.result.success ? "STARSKIRMISH.SpacePatrol.ZeroG.passed" : "STARSKIRMISH.SpacePatrol.ZeroG.missed",
  };
}

export type ZeroGCardContext = ReturnType<typeof zeroGCardContext>;
