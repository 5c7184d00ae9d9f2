/**
 * On the GM's client at Apply, the facts a morale or rally card was rolled against: the team's
 * morale value (Striker 8.C.1) and the markers its result reads (8.C.4) must still be on the team's
 * sheet, and a team the card says the board had in a forest or building (7.A.2) must stand in one
 * still. A player writes his own cards: a morale value claimed higher than the sheet's passes a
 * check the dice fail, and a Concealed marker or a wood claimed hides a team that never was. The
 * team's status, its casualties nearby and its leaders' distance and sight are the roller's call,
 * on the card, as cover and status are on a fire card.
 *
 * A team that routed off the battlefield since is out of play (Striker 8.C.4.b), and no card lands
 * on it. No morale card is the means of a rout off: its Apply puts the Routed marker on, and only
 * then does Rout away (actions/rout-move.ts, which refuses a team without that marker) move the
 * team, off the board where the move takes it there, recording that on the Combat
 * (turn/routed-off.ts). So a card applied after the rout off is never the one that routed it off,
 * and nothing it would do still means anything: a rally (8.C.5) is for a team still retreating
 * across the board, and a check's markers or lost morale (8.C.2.d, 8.C.4) for a team in play.
 * Nor does a card land that a counter rolled: it is no team and has no morale (Striker 3.A.1;
 * cards/counter-card.ts).
 */
import type { CardAt } from "../../../system/cards/card-kind";
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { cardTargetActor } from "../../../system/cards/card-target-actor";
import { readMarkers } from "../../../system/markers/marker-store";
import { TeamData } from "../models/team-model";
import { STR_MARKER } from "../rules/markers";
import { tokenConcealment } from "../actions/board-sight";
import { cardTeamOffBoard } from "../turn/routed-off";
import { cardByCounter } from "./counter-card";

export const MORALE_TEAM_CHANGED = "STARSKIRMISH.Striker.Morale.teamChanged";
/** Striker 8.C.4.b: the team routed off the battlefield and is out of play. */
export const MORALE_TEAM_ROUTED_OFF = "STARSKIRMISH.Striker.Morale.teamRoutedOff";

/** The markers moraleMarkerChanges reads: only whether each is on the team matters. */
const READ = [STR_MARKER.routed, STR_MARKER.suppressed, STR_MARKER.concealed] as const;

interface KeptMorale {
  /** The team that checked: the card's one target is this team (cards/morale.ts derive). */
  readonly actorUuid: string;
  readonly payload: { readonly input: { readonly morale: number }; readonly markers: MarkerCounts; readonly mode: string; readonly boardConcealed: boolean };
  readonly targets: readonly { readonly key: string; readonly actorUuid: string }[];
}

export async function confirmMoraleTeam({ actorUuid, payload, targets }: KeptMorale, { targetKey }: CardAt): Promise<string | null> {
  // first: a counter (3.A.1) had no morale to roll against, whatever else of its sheet changed
  const counter = await cardByCounter(actorUuid);
  if (counter) return counter;
  const actor = await cardTargetActor(targets, targetKey);
  if (!(actor?.system instanceof TeamData)) return MORALE_TEAM_CHANGED;
  // then: out of play is the reason to name, whatever else of its sheet changed on the way (Routed, morale)
  if (cardTeamOffBoard(actor, targetKey)) return MORALE_TEAM_ROUTED_OFF;
  if (payload.input.morale !== actor.system.morale.value) return MORALE_TEAM_CHANGED;
  const now = readMarkers(actor);
  const same = READ.every((id) => markerCount(now, id) > 0 === markerCount(payload.markers, id) > 0);
  if (!same) return MORALE_TEAM_CHANGED;
  // Striker 7.A.3: the board's concealment hides a team a check suppresses, so the GM's board must
  // bear it out; a rally (8.C.5) changes only the Routed marker, wherever the team stands
  return payload.mode === "check" && payload.boardConcealed && !standsConcealed(actor, targetKey) ? MORALE_TEAM_CHANGED : null;
}

/** Striker 7.A.2: whether the board has the team's token (the card's target key) inside a forest or building now. */
function standsConcealed(actor: Actor.Implementation, key: string): boolean {
  const docs = actor.getActiveTokens(false, true) as TokenDocument.Implementation[];
  const doc = docs.find((d) => d.id === key) ?? (docs.length === 1 ? docs[0] : undefined);
  return doc ? tokenConcealment(doc).inConcealment : false;
}
