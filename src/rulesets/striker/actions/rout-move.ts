/**
 * A routed team's move away from the enemy, by a button (Striker 8.C.4.b): straight away from the
 * nearest enemy team as far as its allowance, the terrain and the buildings allow (turn/team-walk.ts
 * costs it), or off the board, which removes it from play (its token is hidden, and the Combat
 * records it, turn/routed-off.ts); a team already off is refused, not routed off anew. Whoever presses it
 * asks the GM's client, which works the move out from the board and the team's Routed marker and
 * records the rout on the Combat (turn/move-record.ts): the owner's own client is no judge of a rule
 * it could skip. Once a phase in a tracked turn. In its side's
 * movement phase the move marks the team Moved; in the first of those phases after it routed it does
 * not move but counts as moved, and the GM's client does either as the phase begins (turn/rout-phase.ts).
 * A counter never routs away, whatever marker it carries: it is no team and has no morale (3.A.1).
 */
import { askGm, defineGmRequest, readStringFields, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { actingToken, distanceBetweenPoints, pixelsPerUnit, type TokenObject } from "../../../system/board";
import type { CardButtonContext } from "../../../system/cards/card-button-types";
import type { MORALE_CARD } from "../cards/morale";
import { flagUpdate, readFlag } from "../../../system/flags";
import { readMarkers } from "../../../system/markers/marker-store";
import { inform, warn } from "../../../system/notify";
import { markerCount } from "../../../core/markers";
import { TeamData } from "../models/team-model";
import { isCounter, isTeamNotCounter } from "../models/team-not-counter";
import { STR_MARKER } from "../rules/markers";
import { offBoard, routPoint } from "../rules/rout-move";
import { checkTeamMove, teamMover } from "../rules/team-move";
import { flightOf, wearsBattleDress } from "../view/team-mover";
import { teamItems } from "./team-tokens";
import { pathAcross } from "../turn/team-walk";
import { phaseRecord, recordRout, ROUT_MOVE_OPTION } from "../turn/move-record";
import { alreadyOffBoard, recordRoutedOff } from "../turn/routed-off";
import { strikerPosition } from "../turn/turn-tracker";
import { buildingProblemOnBoard } from "../turn/building-check";
import { markerDefinition, setMarkerCount } from "../../../system/markers/marker-store";
import { routPhaseAction } from "../rules/rout-move";
import { movementPhaseOf, type PlayPosition } from "../rules/sequence";
import { endOf, sideOf, type StoredEnd } from "../rules/turn-expiry";

// the token's strRoutedOff flag is declared with the Combat's record of it (turn/routed-off.ts)
declare module "../../../system/flags" {
  interface ActorFlags {
    /** Striker 8.C.4.b: where the tracked turn stood when the team routed; turn 0 when none was. */
    strRoutedAt?: StoredEnd;
  }
}

/** Metres the move is shortened by, step by step, until the terrain lets it through. */
const SHORTEN_STEP_M = 5;

type Point = { x: number; y: number };

export interface RoutRequest {
  readonly sceneId: string;
  readonly tokenId: string;
}

const refusal = (key: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.Striker.Rout.${key}` });

function centreOf(token: TokenDocument.Implementation): Point {
  const size = token.parent?.grid.size ?? 0;
  return { x: token.x + ((token.width ?? 1) * size) / 2, y: token.y + ((token.height ?? 1) * size) / 2 };
}

/** Enemy teams: tokens of teams on the scene whose disposition is hostile to this one's. */
function enemyCentres(token: TokenDocument.Implementation): Point[] {
  const scene = token.parent;
  if (!scene) return [];
  return scene.tokens.contents
    .filter((t) => t !== token && isTeamNotCounter(t.actor?.system) && t.disposition !== token.disposition && t.disposition !== 0 && !t.hidden)
    .map(centreOf);
}

/** Whether the tracked turn stands in the token's own side's movement phase. */
export function inOwnMovementPhase(token: TokenDocument.Implementation, position: PlayPosition | null): position is PlayPosition {
  return position !== null && position.phase === movementPhaseOf(sideOf(token.disposition));
}

/** Striker 8.C.4.b: whether the routed team sits out this movement phase of its own, counted as moved. */
export function sitsOutPhase(actor: Actor.Implementation, position: PlayPosition): boolean {
  const stored = readFlag(actor, "Actor", "strRoutedAt");
  return routPhaseAction(stored ? endOf(stored) : null, position) === "stay";
}

/** Puts the Moved marker on the team, for a rout move in its own movement phase (Striker 6.E, 8.C.4.b). */
export async function markRoutMoved(actor: Actor.Implementation): Promise<void> {
  const moved = markerDefinition(STR_MARKER.moved);
  if (moved && markerCount(readMarkers(actor), STR_MARKER.moved) === 0) await setMarkerCount(actor, moved, 1);
}

/** Works the rout out and moves the token; the caller may change it. */
export async function carryOut(token: TokenDocument.Implementation): Promise<GmRequestResult> {
  const actor = token.actor;
  const scene = token.parent;
  if (!actor || !scene || !(actor.system instanceof TeamData)) return refusal("gone");
  // Striker 3.A.1: a counter is no team; a Routed marker on it (put there by hand, or by a card
  // applied before it was marked a counter) is no rout to move it by; its owner moves it the way
  // every counter moves (turn/counter-mover.ts), and the team it stands for, if routed, routs by its own token.
  if (isCounter(actor)) return refusal("counter");
  // 8.C.4.b: a team that routed off is removed from play; pressing again must not rout it off anew
  if (alreadyOffBoard(token)) return refusal("alreadyOff");
  const markers = readMarkers(actor);
  if (markerCount(markers, STR_MARKER.routed) === 0) return refusal("notRouted");
  const position = strikerPosition(game.combat);
  // once a phase, by the GM's record on the Combat (turn/move-record.ts), which no player can write
  if (phaseRecord(token, position)?.routed) return refusal("alreadyMoved");
  const ownPhase = inOwnMovementPhase(token, position);
  if (ownPhase && sitsOutPhase(actor, position)) return refusal("staysThisPhase");
  const mover = teamMover(flightOf(markers), wearsBattleDress(actor.system, teamItems(actor)));
  const allowanceM = checkTeamMove({ mover, path: [], directionChanges: 0, condition: "ready" }).allowanceM;
  const from = centreOf(token);
  const perMetre = pixelsPerUnit();
  const full = routPoint(from, enemyCentres(token), allowanceM * perMetre);
  if (!full) return refusal("noEnemy");
  const rect = canvas?.scene === scene ? canvas.dimensions?.sceneRect : null;
  // 8.C.4.b: a team that routs off the battlefield is removed from play: recorded on the Combat,
  // where its owner cannot undo it (turn/routed-off.ts), and on the token, hidden, as before
  if (rect && offBoard(full, rect)) {
    if (position) await recordRout(token, position);
    await recordRoutedOff(token, position);
    await token.update({ hidden: true, ...flagUpdate("Token", { strRoutedOff: true }) });
    inform("STARSKIRMISH.Striker.Rout.offBoard", { team: token.name ?? "" });
    return { ok: true };
  }
  const elevation = typeof token.elevation === "number" && Number.isFinite(token.elevation) ? token.elevation : 0;
  for (let m = allowanceM; m > 0; m -= SHORTEN_STEP_M) {
    const to = routPoint(from, enemyCentres(token), m * perMetre)!;
    if (checkTeamMove({ mover, path: pathAcross(scene, from, to), directionChanges: 0, condition: "ready" }).problem !== null) continue;
    // Striker 6.B.4: nor into a building it was not next to, nor out of an upper floor on foot
    if (buildingProblemOnBoard({ token, scene, mover, phaseStart: { ...from, elevation }, points: [from, to], endElevation: elevation }) !== null) continue;
    const size = scene.grid.size;
    // the option tells the move check this is the rout's move, which may come outside a movement phase
    const options: Record<string, unknown> = { [ROUT_MOVE_OPTION]: true };
    if (position) await recordRout(token, position);
    await token.update({ x: to.x - ((token.width ?? 1) * size) / 2, y: to.y - ((token.height ?? 1) * size) / 2 }, options);
    if (ownPhase) await markRoutMoved(actor);
    inform("STARSKIRMISH.Striker.Rout.moved", { team: token.name ?? "", metres: Math.round(distanceBetweenPoints(from, to)) });
    return { ok: true };
  }
  return refusal("blocked");
}

export const ROUT_REQUEST = defineGmRequest<RoutRequest>({
  name: "strRoutMove",
  read: (data) => readStringFields(data, ["sceneId", "tokenId"]),
  // The move is the rules' to make, whoever asks: the GM's client works it out from the board.
  run: async (req) => {
    const token = game.scenes?.get(req.sceneId)?.tokens.get(req.tokenId);
    return token ? carryOut(token) : refusal("gone");
  },
});

/**
 * The button: the GM's client moves the routed team's token, whoever presses it (its own when a GM
 * does), and records the rout where no player can write (turn/move-record.ts).
 */
export async function routAway(token: TokenObject | TokenDocument.Implementation | undefined): Promise<void> {
  const doc = token && "document" in token ? token.document : token;
  const scene = doc?.parent;
  if (!doc || !scene) return warn("STARSKIRMISH.Striker.Rout.noToken");
  await askGm(ROUT_REQUEST, { sceneId: scene.id ?? "", tokenId: doc.id ?? "" });
}

/** The morale card's Rout away: the card's own team, once its Routed marker is on (Apply first). */
export async function onRoutButton({ card }: CardButtonContext<typeof MORALE_CARD>): Promise<void> {
  const actor = card.actorUuid ? await fromUuid<Actor.Implementation>(card.actorUuid) : null;
  if (!(actor instanceof Actor)) return warn("STARSKIRMISH.Striker.Rout.gone");
  await routAway(actingToken(actor));
}
