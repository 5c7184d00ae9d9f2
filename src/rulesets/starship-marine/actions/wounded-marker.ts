/**
 * A Marine fighting wounded (4.6) is one fact shown two ways: the sheet's "Fighting wounded" box, which
 * the rules read, and the Wounded marker on the token, because "wounded Marines must be clearly
 * marked". Whichever a user changes, the other follows, on the client of the user who changed it: that
 * user owns the figure, so may write both. Only Marines fight wounded; other figures are left alone.
 * In a battle only the GM clears either (turn/wounded-guard.ts, and the kept Wounded marker,
 * rules/markers.ts): a player's ticking still places the marker, as adding a kept marker stands.
 */
import { markerCount } from "../../../core/markers";
import { markerDefinition, readMarkers, setMarkerCount } from "../../../system/markers/marker-store";
import { FigureData } from "../models/figure-model";
import { TROOP_TYPES } from "../data/troop-types";
import { SSM_MARKER } from "../rules/markers";

/** The Marine whose wound this change touched, when the change was made on this client. */
function ownMarine(actor: unknown, userId: string): (Actor.Implementation & { system: FigureData }) | null {
  if (userId !== game.user?.id || !(actor instanceof Actor) || !(actor.system instanceof FigureData)) return null;
  return TROOP_TYPES[actor.system.troopType].marine ? (actor as Actor.Implementation & { system: FigureData }) : null;
}

const woundedMarkers = (actor: Actor.Implementation): number => markerCount(readMarkers(actor), SSM_MARKER.wounded);

/** updateActor: the box was ticked or cleared, so the token's Wounded marker follows. */
export async function syncWoundedMarker(actor: Actor.Implementation, changed: { system?: unknown }, userId: string): Promise<void> {
  const system = changed.system;
  if (system === null || typeof system !== "object" || !("wounded" in system)) return;
  const marine = ownMarine(actor, userId);
  const def = markerDefinition(SSM_MARKER.wounded);
  if (!marine || !def) return;
  const want = marine.system.wounded ? 1 : 0;
  if (woundedMarkers(marine) !== want) await setMarkerCount(marine, def, want);
}

/** createActiveEffect / deleteActiveEffect: the Wounded marker was placed or taken off, so the box follows. */
export async function syncWoundedField(effect: ActiveEffect.Implementation, userId: string): Promise<void> {
  if (!effect.statuses.has(SSM_MARKER.wounded)) return;
  const marine = ownMarine(effect.parent, userId);
  if (!marine) return;
  const wounded = woundedMarkers(marine) > 0;
  if (marine.system.wounded !== wounded) await marine.update({ system: { wounded } });
}
