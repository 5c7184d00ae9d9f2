/**
 * What each combat-action button on a Space Patrol! sheet does. Each handler takes the acting
 * actor (the sheet checks ownership first) and runs its dialog, rolls and card.
 */
import type { SheetActionKey } from "../view/sheet-actions";
import { meleeAttack } from "./melee";
import { throwGrenade } from "./grenade";
import { suppress } from "./suppress";
import { goOnOverwatch } from "./overwatch";
import { steadyAim } from "./steady-aim";
import { hunker } from "./hunker";
import { reload } from "./reload";
import { secondMove } from "./second-move";
import { useDevice } from "./use-device";
import { medicine } from "./medicine";
import { rally } from "./rally";
import { recovery } from "./recovery";
import { callIndirectFire } from "./indirect-fire";
import { dropBombs } from "./bombs";
import { driveCheck } from "./drive-check";

export type SheetActionHandler = (actor: Actor.Implementation) => Promise<void>;

export const SHEET_ACTION_HANDLERS: Partial<Record<SheetActionKey, SheetActionHandler>> = {
  melee: meleeAttack,
  grenade: throwGrenade,
  suppress,
  overwatch: goOnOverwatch,
  steadyAim,
  hunker,
  reload,
  secondMove,
  useDevice,
  medicine,
  rally,
  recovery,
  indirectFire: callIndirectFire,
  bombs: dropBombs,
  driveCheck,
};

export function hasSheetAction(key: SheetActionKey): boolean {
  return SHEET_ACTION_HANDLERS[key] !== undefined;
}
