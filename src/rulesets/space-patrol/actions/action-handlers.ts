/**
 * What each combat-action button on a Space Patrol! sheet does. Each handler takes the acting
 * actor (the sheet checks ownership first) and runs its dialog, rolls and card. The sheet runs them
 * through runSheetAction, which stops a wrecked vehicle or spacecraft first (Guide 6.15, 7.12): an
 * old button or a stale sheet gets the same answer as the sheet that no longer shows it.
 */
import type { SheetActionKey } from "../view/sheet-actions";
import { readMarkers } from "../../../system/markers/marker-store";
import { warn } from "../../../system/notify";
import { craftOffers } from "../view/wrecked-craft";
import { craftKindOf } from "../view/actor-kind";
import { actorInBattle } from "../turn/in-battle";
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

/**
 * Runs a sheet's combat action for the actor. Guide 6.15, 7.12: a wrecked vehicle or spacecraft
 * "can perform no functions during the battle", and its sheet offers none of these buttons
 * (view/wrecked-craft.ts); the same decision refuses the action here, with the reason and what is
 * still possible (a ship's station repairs are back once the battle is over, 7.13), so the handlers
 * need no wreck check of their own. Each keeps its other refusals.
 */
export async function runSheetAction(actor: Actor.Implementation, key: SheetActionKey): Promise<void> {
  const handler = SHEET_ACTION_HANDLERS[key];
  if (!handler) return;
  const kind = craftKindOf(actor.type, actor.system);
  const offers = kind ? craftOffers(kind, readMarkers(actor), actorInBattle(actor)) : null;
  if (offers && !offers.offer.combatActions) return warn(offers.wreckRefusal);
  await handler(actor);
}
