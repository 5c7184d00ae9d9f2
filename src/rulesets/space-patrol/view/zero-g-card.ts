/**
 * The zero-G card (Guide 6.10): before a Shooting, Melee, Throwing or Suppression action in zero-G
 * or free fall, the Space-Fu check, DT 12, at a disadvantage with a firearm and an advantage with an
 * energy weapon; a failure makes the attack miss outright, a success lets it be rolled as usual. Pure.
 */
import { assetLevelText } from "./asset-level-text";
import type { ZeroGCombatAction, ZeroGWeaponKind } from "../rules/zero-g";
import type { TaskResult } from "../rules/task";

export function zeroGCardContext(input: { readonly actorName: string; readonly action: ZeroGCombatAction; readonly weapon: ZeroGWeaponKind; readonly level: string; readonly result: TaskResult }) {
  return {
    actorName: input.actorName,
    actionLabel: `STARSKIRMISH.SpacePatrol.ZeroG.action.${input.action}`,
    weaponNote: input.weapon === "other" ? "" : `STARSKIRMISH.SpacePatrol.ZeroG.weapon.${input.weapon}`,
    level: assetLevelText(input.level),
    result: input.result,
    outcomeKey: input.result.success ? "STARSKIRMISH.SpacePatrol.ZeroG.passed" : "STARSKIRMISH.SpacePatrol.ZeroG.missed",
  };
}

export type ZeroGCardContext = ReturnType<typeof zeroGCardContext>;
