/**
 * Steady Aim (Guide 6.4): the shooter spends their action taking aim and gets an advantage on their
 * next turn's shot if they neither move nor change weapons. The Steady Aim marker goes on whoever
 * fires: the person themselves, or the gunner of a vehicle or spacecraft (rolls/shooter.ts), since
 * the fire roll reads the gunner's markers. The shot that uses it takes it off.
 */
import { markerCount } from "../../../core/markers";
import { markerDefinition, readMarkers, setMarkerCount } from "../../../system/markers/marker-store";
import { SP_MARKER } from "../rules/markers";
import { shooterFor } from "./shooter";
import { steadyAimCardContext } from "../view/action-card";
import { warn } from "../../../system/notify";
import { STEADY_AIM_CARD } from "../cards/actions";
import { postActionCard } from "./action-common";

export async function steadyAim(actor: Actor.Implementation): Promise<void> {
  const gunner = await shooterFor(actor);
  if (!gunner) return warn("STARSKIRMISH.SpacePatrol.Fire.noGunner");
  if (!gunner.person.isOwner) return warn("STARSKIRMISH.Error.notYourActor");
  const def = markerDefinition(SP_MARKER.steadyAim);
  if (!def) return;
  await setMarkerCount(gunner.person, def, 1);
  await postActionCard(actor, STEADY_AIM_CARD, steadyAimCardContext(actor.name ?? "", gunner.person.name ?? ""));
}

/** Guide 6.4: the aim serves one shot; the fire roll calls this once the shot is resolved. */
export async function clearSteadyAim(person: Actor.Implementation): Promise<void> {
  const def = markerDefinition(SP_MARKER.steadyAim);
  if (!def || !person.isOwner || markerCount(readMarkers(person), SP_MARKER.steadyAim) === 0) return;
  await setMarkerCount(person, def, 0);
}
