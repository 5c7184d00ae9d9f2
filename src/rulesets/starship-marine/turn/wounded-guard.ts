/**
 * A Marine's "Fighting wounded" box is the GM's to clear while the Marine fights (Starship Marine
 * 4.6). The rules read the box, not the token's Wounded marker: half speed in the movement step, the
 * crew's place in the order of fire, -2 on the Marine's own fire and grenades, +1 on fire at the Marine
 * (actions/fire.ts, apgw.ts, grenade.ts, turn/movement-step.ts). The marker is kept in a battle
 * ("removal", rules/markers.ts), but the box and the marker follow each other
 * (actions/wounded-marker.ts), so a kept marker alone would leave the owner free to clear the box
 * and fight unwounded. Nothing in a battle heals a wound (4.3, 4.6: recovery is counted in days,
 * after the action), so while the actor is a combatant of any combat a player's own client refuses
 * the box cleared, and the active GM's client ticks it again if it is cleared anyway, and tells the
 * GM. Ticking it stands, as adding the marker does: a wound only hinders its Marine. Outside a
 * battle, and for the GM, any change stands. The memory and hooks are the kit's
 * (system/turn/kept-fields.ts), registered at init from ruleset.ts.
 */
import { actorInAnyCombat } from "../../../system/turn/combatant-of";
import { keepActorField } from "../../../system/turn/kept-fields";
import { FigureData } from "../models/figure-model";

/** The box as the sheet holds it; undefined for an actor that is no figure. */
function fightingWounded(actor: Actor.Implementation): boolean | undefined {
  const system = actor.system;
  return system instanceof FigureData ? system.wounded : undefined;
}

/** Registers a figure's "Fighting wounded" box as one only the GM clears in a battle; during init. */
export function keepFightingWounded(): void {
  keepActorField<boolean | undefined>({
    what: "a Starship Marine figure's Fighting wounded box",
    read: fightingWounded,
    // ticked (or not a figure) stands; cleared stands only outside a battle
    stands: (actor) => fightingWounded(actor) !== false || !actorInAnyCombat(actor),
    putBack: (_now, before) => (before === undefined ? {} : { "system.wounded": before }),
    keptNotice: "STARSKIRMISH.StarshipMarine.Profile.woundKept",
    refusal: (actor, changed) => {
      if (fightingWounded(actor) !== true || !actorInAnyCombat(actor)) return null;
      const wounded: unknown = foundry.utils.getProperty(changed, "system.wounded");
      return wounded === false ? "STARSKIRMISH.StarshipMarine.Profile.woundRefused" : null;
    },
  });
}
