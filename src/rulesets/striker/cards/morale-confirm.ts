/**
 * On the GM's client at Apply, the facts a morale or rally card was rolled against: the team's
 * morale value (Striker 8.C.1) and the markers its result reads (8.C.4) must still be on the team's
 * sheet. A player writes his own cards: a morale value claimed higher than the sheet's passes a
 * check the dice fail, and a Concealed marker claimed hides a team that never was. The team's
 * status, its casualties nearby and its leaders' distance and sight are the roller's call, on the
 * card, as cover and status are on a fire card.
 */
import type { CardAt } from "../../../system/cards/card-kind";
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { cardTargetActor } from "../../../system/cards/card-target-actor";
import { readMarkers } from "../../../system/markers/marker-store";
import { TeamData } from "../models/team-model";
import { STR_MARKER } from "../rules/markers";

export const MORALE_TEAM_CHANGED = "STARSKIRMISH.Striker.Morale.teamChanged";

/** The markers moraleMarkerChanges reads: only whether each is on the team matters. */
const READ = [STR_MARKER.routed, STR_MARKER.suppressed, STR_MARKER.concealed] as const;

interface KeptMorale {
  readonly payload: { readonly input: { readonly morale: number }; readonly markers: MarkerCounts };
  readonly targets: readonly { readonly key: string; readonly actorUuid: string }[];
}

export async function confirmMoraleTeam({ payload, targets }: KeptMorale, { targetKey }: CardAt): Promise<string | null> {
  const actor = await cardTargetActor(targets, targetKey);
  if (!(actor?.system instanceof TeamData)) return MORALE_TEAM_CHANGED;
  if (payload.input.morale !== actor.system.morale.value) return MORALE_TEAM_CHANGED;
  const now = readMarkers(actor);
  const same = READ.every((id) => markerCount(now, id) > 0 === markerCount(payload.markers, id) > 0);
  return same ? null : MORALE_TEAM_CHANGED;
}
