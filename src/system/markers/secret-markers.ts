/**
 * Hidden markers (a marker definition's `secret`): their icons show on a token only to the GM and to
 * the unit's own side, so the other side's players never see them (StarMarines' Overwatch, VIII-E).
 * A user is on the unit's side when he owns it, or owns a token on the scene of the same disposition.
 * Core draws a token's icons and the tracker's from the actor's temporary effects, which the
 * system's Actor filters through here.
 */
import { activeRuleSet } from "../registry";

function secretIds(): Set<string> {
  return new Set(activeRuleSet().definition.markers.filter((m) => m.secret).map((m) => m.id));
}

/** The disposition of the unit's token: the one it stands as, or its first on the scene, or its prototype's. */
function dispositionOf(actor: Actor.Implementation): number {
  const token = actor.token ?? (actor.getActiveTokens(false, true)[0] as TokenDocument.Implementation | undefined);
  return token?.disposition ?? actor.prototypeToken.disposition;
}

/** Whether the current user sees the actor's hidden markers. */
export function seesSecretMarkers(actor: Actor.Implementation): boolean {
  const user = game.user;
  if (!user || user.isGM || actor.isOwner) return true;
  const scene = actor.token?.parent ?? canvas?.scene ?? null;
  if (!scene) return false;
  const side = dispositionOf(actor);
  return scene.tokens.contents.some((t) => t.disposition === side && t.actor?.isOwner === true);
}

/** The effects without the hidden markers' when the current user is not of the unit's side. */
export function visibleEffects(actor: Actor.Implementation, effects: ActiveEffect.Implementation[]): ActiveEffect.Implementation[] {
  const secret = secretIds();
  if (secret.size === 0 || seesSecretMarkers(actor)) return effects;
  return effects.filter((e) => ![...e.statuses].some((s) => secret.has(s)));
}
