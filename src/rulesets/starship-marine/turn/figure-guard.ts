/**
 * A Starship Marine figure's troop type and experience class are the GM's to change while the
 * figure fights (2.1-2.3, 4.7). The GM's client reads both from the sheet as it judges a card at
 * Apply: the weapon and class a firer or thrower kept (3.5, 3.6, SSM-27, SSM-28), the armour and
 * robot kind of a figure hit (3.5-3.7), a fighter's way of fighting (3.15), a tester's class
 * (3.14). v13 lets a figure's owner write its sheet: a Marine made a Veteran just before it fires,
 * or a crewman hit turned an armoured Marine just before the GM's Apply (which then refuses the
 * hit as rolled against another figure), would have the sheet say what the player wants. While the
 * actor is a combatant of any combat, a player's own client refuses the change, and the active GM's
 * client writes back one written anyway and tells the GM. Outside a battle (a force being drawn up,
 * experience gained after it, 4.7) and for the GM a change stands. The memory and the hooks are the
 * kit's (system/turn/kept-fields.ts), registered at init from ruleset.ts.
 */
import { actorInAnyCombat } from "../../../system/turn/combatant-of";
import { keepActorField } from "../../../system/turn/kept-fields";
import { FigureData } from "../models/figure-model";

interface FigureClass {
  readonly troopType: string;
  readonly experience: string;
}

/** The troop type and class the sheet names; undefined for an actor that is no figure. */
function figureClass(actor: Actor.Implementation): FigureClass | undefined {
  const system = actor.system;
  return system instanceof FigureData ? { troopType: system.troopType, experience: system.experience } : undefined;
}

/** Registers a figure's troop type and experience as fields the GM keeps in a battle; during init. */
export function keepFigureClass(): void {
  keepActorField<FigureClass | undefined>({
    what: "a Starship Marine figure's troop type and experience",
    read: figureClass,
    stands: (actor) => !actorInAnyCombat(actor),
    putBack: (_now, before) => (before ? { "system.troopType": before.troopType, "system.experience": before.experience } : {}),
    keptNotice: "STARSKIRMISH.StarshipMarine.Profile.classKept",
    refusal: (actor, changed) => {
      const now = figureClass(actor);
      if (!now || !actorInAnyCombat(actor)) return null;
      const troopType: unknown = foundry.utils.getProperty(changed, "system.troopType");
      const experience: unknown = foundry.utils.getProperty(changed, "system.experience");
      const changes = (troopType !== undefined && troopType !== now.troopType) || (experience !== undefined && experience !== now.experience);
      return changes ? "STARSKIRMISH.StarshipMarine.Profile.classRefused" : null;
    },
  });
}
