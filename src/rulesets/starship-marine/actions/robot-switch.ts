/**
 * Switching the ship's robots off or on from Main Control (Starship Marine 3.7, 3.11), for the GM at
 * step a on behalf of the side that holds it: every robot of the defending ship in the combat gets,
 * or loses, its Deactivated marker, and a card tells the table. While Power Control has the robots'
 * power off they cannot be switched on (3.11, rules/objectives.ts).
 */
import { postCard } from "../../../system/cards/post-card";
import { markerDefinition, setMarkerCount } from "../../../system/markers/marker-store";
import { FigureData } from "../models/figure-model";
import { TROOP_TYPES } from "../data/troop-types";
import { SSM_MARKER } from "../rules/markers";
import { sideOf, type SideState } from "../view/side-state";
import { mainControlWorks } from "../rules/objectives";
import { warn } from "../../../system/notify";
import { SSM_ROBOT_SWITCH_CARD } from "../cards/robot-damage";
import { readSides } from "../turn/sides-record";
import { heldByLabel } from "../view/power";

/** Puts every defending robot in the combat off or on; the names of those switched. */
export async function setShipRobots(combat: Combat.Implementation, state: SideState, off: boolean): Promise<string[]> {
  const deactivated = markerDefinition(SSM_MARKER.deactivated)!;
  const names: string[] = [];
  for (const c of combat.combatants) {
    const actor = c.actor;
    if (!actor || !(actor.system instanceof FigureData) || !TROOP_TYPES[actor.system.troopType].robot) continue;
    if (sideOf(state, c.token?.disposition ?? 0) !== "ship") continue;
    await setMarkerCount(actor, deactivated, off ? 1 : 0);
    names.push(c.name || actor.name || "");
  }
  return names;
}

export async function switchShipRobots(combat: Combat.Implementation, off: boolean): Promise<void> {
  if (!game.user?.isGM) return;
  const state = readSides(combat);
  // 3.11: with their power switched off from Power Control, Main Control cannot switch the robots on
  if (!off && !mainControlWorks("robots", state.powerOff)) return warn("STARSKIRMISH.StarshipMarine.Power.robotsUnpowered");
  const names = await setShipRobots(combat, state, off);
  await postCard(SSM_ROBOT_SWITCH_CARD, { context: { off, names, holderLabel: heldByLabel(state.rooms.main) } });
}
