/**
 * Spotting on the GM's client (Striker 7.A.1.c, 7.A.2-4). When a team's move ends, the active GM's
 * client (which may change every token) gives the team the cover its ground gives (concealed in a
 * forest or building, neither out of one, a chosen Hidden kept; only on a scene where woods or
 * buildings are painted, else the markers stay as set by hand), then runs the visibility table for
 * the mover and every enemy team, each hidden where it stands more than 30 m into a forest: an unspotted team (its token hidden, Striker 3.A.1) that an enemy now sees
 * within its row's range is spotted, and its token shown; a suppressed team, which may not "attempt
 * LOS checks" (8.C.4.a), spots no one, though it is seen. A concealed team that is suppressed hides
 * (7.A.3). A card says what changed; where the team's own place is unknown to the enemy, its cover
 * goes only to its owners and the GM. The GM overrides by hand (the team sheet's hide and show, the
 * markers on the token HUD) or turns it off in the world settings.
 */
import { spottingOn } from "./spotting-setting";
import { postCard } from "../../../system/cards/post-card";
import { markerDefinition, readMarkers, setMarkerCount } from "../../../system/markers/marker-store";
import { tokenCentre } from "../../../system/board-walls";
import { moreLegsToCome } from "../../../system/move-plan";
import { markerCount } from "../../../core/markers";
import { TeamData } from "../models/team-model";
import { teamItems } from "../actions/team-tokens";
import { STR_MARKER } from "../rules/markers";
import { canSpot, coverAfterMove, hidesWhenSuppressed, newlySpotted, type CoverMarkers, type SightFact, type Sighting } from "../rules/spotting";
import { MAX_INFANTRY_SPOTTING_M, SIGNATURE_ADDITION_M } from "../rules/visibility";
import { metresBetween, sightBoard, teamGround, teamsSee, tokenConcealment, type SightBoard } from "../actions/board-sight";
import { spottingStatus, spottingTeam } from "../view/spotting-team";
import { spottingCardContext } from "../view/spotting-card";
import { SPOTTING_CARD } from "../cards/notes";
import { movesOnBoard } from "../../../system/board";


type TokenDoc = TokenDocument.Implementation;

/** Farther than any row of the table reaches, signature and all (Striker 7.A.4). */
const NEVER_SEEN_BEYOND_M = MAX_INFANTRY_SPOTTING_M + Math.max(...Object.values(SIGNATURE_ADDITION_M).map(([still]) => still));

const enabled = spottingOn;

function teamOf(token: TokenDoc): { actor: Actor.Implementation; system: TeamData } | null {
  const actor = token.actor;
  return actor && actor.system instanceof TeamData ? { actor, system: actor.system } : null;
}

/** Puts the Concealed and Hidden markers as `cover` says. */
async function setCover(actor: Actor.Implementation, cover: CoverMarkers): Promise<void> {
  for (const [id, count] of [[STR_MARKER.concealed, cover.concealed], [STR_MARKER.hidden, cover.hidden]] as const) {
    const def = markerDefinition(id);
    if (def && markerCount(readMarkers(actor), id) !== count) await setMarkerCount(actor, def, count);
  }
}

/** Every team on the scene as spotting reads it, the mover counted as moving when it changed place. */
function spottingTeams(board: SightBoard, mover: TokenDoc, moved: boolean) {
  return board.scene.tokens.contents.flatMap((doc) => {
    const team = teamOf(doc);
    if (!team) return [];
    const ground = teamGround(board, doc);
    return [{ doc, team: spottingTeam({ id: doc.id ?? "", side: doc.disposition, spotted: !doc.hidden, markers: readMarkers(team.actor), system: team.system, items: teamItems(team.actor), movingNow: moved && doc === mover, ground }) }];
  });
}

/** Striker 7.A.4 for the mover and each enemy: who now sees whom. Lines are traced only where a sighting could come of them. */
function sightingsAfter(board: SightBoard, mover: TokenDoc, moved: boolean): { sightings: Sighting[]; docs: Map<string, TokenDoc> } {
  const teams = spottingTeams(board, mover, moved);
  const docs = new Map(teams.map((t) => [t.team.id, t.doc]));
  const self = teams.find((t) => t.doc === mover);
  if (!self) return { sightings: [], docs };
  const facts: SightFact[] = [];
  for (const other of teams) {
    if (other === self || other.team.side === self.team.side) continue;
    const useful = (!other.team.spotted && canSpot(self.team)) || (!self.team.spotted && canSpot(other.team));
    if (!useful) continue;
    const distanceM = metresBetween(board.scene, tokenCentre(mover, board.scene), tokenCentre(other.doc, board.scene));
    if (distanceM > NEVER_SEEN_BEYOND_M) continue;
    facts.push({ a: self.team.id, b: other.team.id, distanceM, lineOfSight: teamsSee(board, mover, other.doc) });
  }
  return { sightings: newlySpotted(teams.map((t) => t.team), facts), docs };
}

/** The users who own the actor and the GMs: those a team's own cover may be told to. */
function ownSide(actor: Actor.Implementation): string[] {
  return (game.users?.contents ?? []).filter((u) => u.isGM || actor.testUserPermission(u, "OWNER")).flatMap((u) => (u.id ? [u.id] : []));
}

/** Whether the enemy knows where the team is: one of its tokens on the scene shows. */
const placeKnown = (actor: Actor.Implementation, scene: Scene.Implementation): boolean => scene.tokens.contents.some((t) => t.actor === actor && !t.hidden);

/**
 * How long the GM's client waits for a move's next leg before it spots where the team stands anyway.
 * The legs still to come are the mover's client's word, and a hostile client could keep some pending
 * for ever so that its team is never spotted; a real drag's next leg comes once the last one's
 * animation ends, well within this.
 */
export const NEXT_LEG_WAIT = { ms: 10_000 };

/** The spotting put off while a team's move goes on, by token: the next leg, or the wait's end, runs it. */
const putOff = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * updateToken, on the active GM's client: a team's move (or change of elevation) ended. A move still
 * under way to further waypoints, or paused by a region, ends later: its spotting waits for the next
 * leg, or NEXT_LEG_WAIT, whichever comes first.
 */
export async function spotAfterMove(token: TokenDoc, changed: { x?: unknown; y?: unknown; elevation?: unknown }, { waited = false } = {}): Promise<void> {
  if (!game.user?.isActiveGM || !movesOnBoard(changed, { elevation: true })) return;
  // this leg runs what an earlier one put off
  const key = token.uuid;
  clearTimeout(putOff.get(key));
  putOff.delete(key);
  if (!enabled()) return;
  if (!waited && moreLegsToCome(token)) {
    putOff.set(
      key,
      setTimeout(() => {
        putOff.delete(key);
        void spotAfterMove(token, changed, { waited: true }).catch((err: unknown) => console.error("Star Skirmish: spotting after a move failed", err));
      }, NEXT_LEG_WAIT.ms),
    );
    return;
  }
  const team = teamOf(token);
  const scene = token.parent;
  // Striker 3.A.1: a counter is not a team; the GM reveals it
  if (!team || !scene || team.system.counter) return;
  const board = sightBoard(scene);
  // a scene with no wood or building painted cannot say where cover is: the markers stay as set by hand
  const judgesCover = board.features.some((f) => f.kind !== "hill");
  // the markers record the team's own choice (7.A.3), so they are read alone; the ground says
  // whether it conceals the team (7.A.2), and whether the wood's depth hides it besides (7.A.1.c)
  const ground = teamGround(board, token);
  const cover = judgesCover ? coverAfterMove(spottingStatus(readMarkers(team.actor), {}), ground.inConcealment) : null;
  if (cover) await setCover(team.actor, cover);
  const deepInForest = ground.hidden;
  // a change of elevation alone (a pop-up, a floor) is not a move across the board
  const moved = movesOnBoard(changed);
  const { sightings, docs } = sightingsAfter(board, token, moved);
  for (const s of sightings) await docs.get(s.targetId)?.update({ hidden: false });
  const known = placeKnown(team.actor, scene);
  const rows = sightings.map((s) => {
    const spotter = docs.get(s.spotterId);
    return { targetName: docs.get(s.targetId)?.name ?? "", spotterName: spotter && !spotter.hidden ? (spotter.name ?? "") : null, distanceM: s.distanceM, rangeM: s.rangeM };
  });
  if (rows.length > 0 || (cover && known)) {
    await postCard(SPOTTING_CARD, { context: spottingCardContext({ teamName: known ? (token.name ?? "") : "", cover: known ? cover : null, deepInForest, sightings: rows }) });
  }
  if (cover && !known) {
    await postCard(SPOTTING_CARD, { context: spottingCardContext({ teamName: token.name ?? "", cover, deepInForest, sightings: [] }), whisper: ownSide(team.actor) });
  }
}

/**
 * createActiveEffect, on the active GM's client: Striker 7.A.3, a concealed team that is suppressed
 * hides; concealed by a Concealed marker or, with no marker, by the forest or building the board
 * shows its token inside (7.A.2; not a team with a heavy weapon). A team the wood's depth already
 * hides (7.A.1.c) takes the Hidden marker too, as the morale card gives it (view/morale-card.ts):
 * the marker is its choice to keep its head down, which stands when another team comes within 30 m
 * and the wood alone would no longer hide it.
 */
export async function hideOnSuppression(effect: ActiveEffect.Implementation): Promise<void> {
  if (!game.user?.isActiveGM || !enabled() || !effect.statuses.has(STR_MARKER.suppressed)) return;
  const actor = effect.parent;
  if (!(actor instanceof Actor) || !(actor.system instanceof TeamData)) return;
  const token = (actor.getActiveTokens(false, true) as TokenDoc[])[0];
  const cover = hidesWhenSuppressed(spottingStatus(readMarkers(actor), { inConcealment: token ? tokenConcealment(token).inConcealment : false }));
  if (!cover) return;
  await setCover(actor, cover);
  const scene = token?.parent ?? null;
  const known = scene ? placeKnown(actor, scene) : false;
  const context = spottingCardContext({ teamName: actor.name ?? "", cover, hidBySuppression: true, sightings: [] });
  await postCard(SPOTTING_CARD, { actor, context, ...(known ? {} : { whisper: ownSide(actor) }) });
}
