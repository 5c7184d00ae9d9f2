/**
 * The side a Space Patrol! NPC, vehicle or spacecraft fights on is its sheet's `side` (data/sides.ts,
 * turn/combatant-sides.ts): whose side turn it acts in (Guide 6.2, 7.2), whose initiative and Tactics
 * Pool its crew count toward (6.2, 6.3), whose morale it checks with (6.9). v13 lets the actor's owner
 * write it, and players may own a vehicle or the patrol's spacecraft: turned to the enemies in the
 * middle of a battle, it would act in both side turns of a round. While the actor is a combatant the
 * side is the GM's to set: a player's own client refuses the change, and the active GM's client writes
 * back one written anyway and tells the GM. Outside a battle, and for the GM, a change stands. The
 * memory and the hooks are the kit's (system/turn/kept-fields.ts).
 */
import { actorInAnyCombat } from "../../../system/turn/combatant-of";
import { keepActorField } from "../../../system/turn/kept-fields";
import { NpcData } from "../models/npc-model";
import { SpacecraftData, VehicleData } from "../models/craft-models";
import type { Side } from "../data/sides";

/** The side the sheet names; undefined for an actor with no side field (a patrolman is always the players'). */
function sheetSide(actor: Actor.Implementation): Side | undefined {
  const system = actor.system;
  return system instanceof NpcData || system instanceof VehicleData || system instanceof SpacecraftData ? system.side : undefined;
}

/**
 * Whether the actor is a combatant's, in any combat. An unlinked token's combatant has that token's
 * own actor (v13's Combatant#actor), the object the actor hooks hand over. Wider than
 * turn/in-battle.ts actorInBattle, which the craft's battle buttons read: the side counts from the
 * moment the combat holds it, before the side turns start (the initiative of 6.2 is rolled by side),
 * and it is judged on each GM's client, which has no token acting for the actor.
 */
export function sideCounts(actor: Actor.Implementation): boolean {
  return actorInAnyCombat(actor);
}

/** Registers the sheet's side as a field the GM keeps in a battle; during init. */
export function watchSheetSides(): void {
  keepActorField<Side | undefined>({
    what: "a Space Patrol! actor's side",
    read: sheetSide,
    stands: (actor) => !sideCounts(actor),
    putBack: (_now, before) => ({ "system.side": before }),
    keptNotice: "STARSKIRMISH.SpacePatrol.SideTurn.sideKept",
    refusal: (actor, changed) => {
      const wanted = foundry.utils.getProperty(changed, "system.side");
      return wanted !== undefined && wanted !== sheetSide(actor) && sheetSide(actor) !== undefined && sideCounts(actor) ? "STARSKIRMISH.SpacePatrol.SideTurn.sideRefused" : null;
    },
  });
}
