/**
 * Whether ECM covers a figure against guided weapons, from the board (Starship Marine 3.5, SSM-10):
 * it carries an ECM pack, or a figure on its side within 10 cm of it does. Read on the firer's client
 * for the dialog and again on the GM's at Apply.
 */
import { tokenCentre, unitsPerPixel } from "../../../system/board-walls";
import { ECM_COVER_CM } from "../rules/fire-factors";
import { GearData } from "../models/gear-model";

/** Whether the actor carries a piece of gear that jams guided weapons. */
export function carriesEcm(actor: Actor.Implementation | null | undefined): boolean {
  return actor?.items.some((i) => i.system instanceof GearData && i.system.ecm) ?? false;
}

export function ecmCovers(scene: Scene.Implementation, target: TokenDocument.Implementation): boolean {
  if (carriesEcm(target.actor)) return true;
  const at = tokenCentre(target, scene);
  const perPixel = unitsPerPixel(scene);
  return scene.tokens.some((t) => {
    if (t === target || t.disposition !== target.disposition || !carriesEcm(t.actor)) return false;
    const c = tokenCentre(t, scene);
    return Math.hypot(c.x - at.x, c.y - at.y) * perPixel <= ECM_COVER_CM + 1e-6;
  });
}
