/**
 * Turns an actor's tokens when a marker that lies them down (Prone, Unconscious, Wrecked) is
 * placed or removed, if the world setting allows. The upright rotation is remembered on the token
 * so removing the marker stands it up as it was. Only the client that changed the marker acts.
 */
import { rotatedTokenAngle, markerRotation } from "../../core/marker-rotation";
import { SYSTEM_ID } from "../constants";
import { activeRuleSet } from "../registry";
import { readMarkers } from "./marker-store";
import "../flags";
import { worldToggleOn } from "../world-toggle";
import { MARKER_ROTATION } from "./marker-rotation-setting";


export async function rotateTokensFor(actor: Actor.Implementation): Promise<void> {
  if (!worldToggleOn(MARKER_ROTATION)) return;
  const defs = activeRuleSet().definition.markers;
  const counts = readMarkers(actor);
  const lying = markerRotation(defs, counts) > 0;
  for (const token of actor.getActiveTokens(false, true) as TokenDocument.Implementation[]) {
    const stored = token.getFlag(SYSTEM_ID, "upright");
    const upright = typeof stored === "number" ? stored : token.rotation;
    const angle = rotatedTokenAngle(upright, defs, counts);
    if (angle === token.rotation && (lying || stored === undefined)) continue;
    await token.update({ rotation: angle, flags: { [SYSTEM_ID]: { upright: lying ? upright : null } } });
  }
}

/** createActiveEffect / deleteActiveEffect: re-turn the tokens of the effect's actor. */
export function onMarkerEffectChange(effect: ActiveEffect.Implementation, userId: string): void {
  if (userId !== game.user?.id) return;
  const actor = effect.parent;
  if (!(actor instanceof Actor)) return;
  const defs = activeRuleSet().definition.markers;
  if (![...effect.statuses].some((s) => defs.some((d) => d.id === s && d.rotation !== undefined))) return;
  void rotateTokensFor(actor);
}
