/**
 * Switching the ship's systems off or on from Power Control (Starship Marine 3.11, as we read it in
 * rules/objectives.ts), for the GM at step a on behalf of the side that holds the room. Cutting the
 * robots' power switches every ship's robot off; restoring it leaves them off until Main Control
 * switches them on. The combat records the power, where players cannot write, and a card tells the
 * table.
 */
import { postCard } from "../../../system/cards/post-card";
import type { PowerSystem } from "../rules/objectives";
import { SSM_POWER_SWITCH_CARD } from "../cards/power-switch";
import { changeSides, readSides } from "../turn/sides-record";
import { setShipRobots } from "./robot-switch";
import { powerCardContext } from "../view/power";

export async function switchPower(combat: Combat.Implementation, system: PowerSystem, off: boolean): Promise<void> {
  if (!game.user?.isGM) return;
  const state = readSides(combat);
  if (state.powerOff[system] === off) return;
  await changeSides(combat, (now) => ({ ...now, powerOff: { ...now.powerOff, [system]: off } }));
  const names = system === "robots" && off ? await setShipRobots(combat, state, true) : [];
  await postCard(SSM_POWER_SWITCH_CARD, { context: powerCardContext({ system, off, names, holder: state.rooms.power }) });
}
