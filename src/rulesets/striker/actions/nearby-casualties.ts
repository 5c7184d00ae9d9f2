/**
 * "Saw casualties nearby" judged from the board where a fire card's morale check is resolved
 * (Striker 8.C.1: a team "within 50 m of a team (and can see it) which suffered a casualty that
 * phase" checks morale). The card's claim that a team saw them is its author's word, and the author
 * fires at that team's side: the author could name any enemy team on the board. So the team keeps the
 * reason only if a token of a team of its side that this attack gave casualties stands within 50 m
 * of it and in its sight, by the line of sight the fire card's poster traced (fire-sight.ts,
 * board-sight.ts teamsSee), measured from the token documents as the turn's spotting measures.
 *
 * The board is read as it stands when the check is resolved, not as it stood when the card was
 * posted, which nothing the GM keeps records: a team that moved since is judged where it is now
 * (our reading, it wants a ruling). Glue: the decision is view/morale-after-fire.ts nearbyBorneOut.
 */
import { tokenCentre } from "../../../system/board-walls";
import { actingToken } from "../../../system/board";
import { warn } from "../../../system/notify";
import { NEARBY_CASUALTY_RANGE_M } from "../rules/morale";
import { nearbyBorneOut, type CasualtyTeamSeen, type MoraleReason, type NearbyDrop } from "../view/morale-after-fire";
import { metresBetween, sightBoard, teamsSee, type SightBoard } from "./board-sight";
import { isTeamNotCounter } from "../models/team-not-counter";

/** A team the attack gave casualties: the fire card's key for it (its token id) and its actor. */
export interface CasualtyTeam {
  readonly key: string;
  readonly actorUuid: string;
}

/**
 * Each casualty team of the checking token's side (its disposition, as the poster's neighbours are
 * chosen) on the checking token's scene, with its distance and whether the checking team sees it.
 * A key whose token now stands for another actor is not the team the attack hit, and is passed over;
 * so is a counter, real or dummy, that recon by fire (8.A.1.a.5) wrote casualties against: it is no
 * team that suffered them (3.A.1) and is never seen (7.A.4, rules/spotting.ts). Our reading: 8.C.1
 * does not name counters.
 */
export function casualtyTeamsSeen(checker: TokenDocument.Implementation, teams: readonly CasualtyTeam[]): CasualtyTeamSeen[] {
  const scene = checker.parent;
  if (!scene) return [];
  // the scene's features are read once, and only if some team is near enough to trace a line to
  let board: SightBoard | undefined;
  const sees = (doc: TokenDocument.Implementation): boolean => teamsSee((board ??= sightBoard(scene)), checker, doc);
  const out: CasualtyTeamSeen[] = [];
  for (const team of teams) {
    const doc = scene.tokens.get(team.key);
    if (!doc || doc === checker || doc.actor?.uuid !== team.actorUuid || !isTeamNotCounter(doc.actor.system) || doc.disposition !== checker.disposition) continue;
    const distanceM = metresBetween(scene, tokenCentre(checker, scene), tokenCentre(doc, scene));
    // Striker 7.A.1: the line is traced only for a team near enough to count
    out.push({ distanceM, visible: distanceM <= NEARBY_CASUALTY_RANGE_M && sees(doc) });
  }
  return out;
}

/**
 * The reasons the attack's dice give the team (cards/fire-reasons.ts), with "saw casualties
 * nearby" kept only where the board bears it out. A team with no token to act for it on this scene
 * cannot be judged from the board, so the claim is not counted either (the GM may still have it
 * check from its sheet). `dropped` says why a claim was not counted, null where none was made or it
 * was kept: the morale card the check posts says so (view/morale-card.ts), for the GM and the table
 * to see, as the one resolving the check, here, is told at once.
 */
export function judgeNearbyOnBoard(actor: Actor.Implementation, reasons: readonly MoraleReason[], casualtyTeams: readonly CasualtyTeam[]): { reasons: MoraleReason[]; dropped: NearbyDrop | null } {
  if (!reasons.includes("nearbyCasualty")) return { reasons: [...reasons], dropped: null };
  const token = actingToken(actor)?.document;
  const judged = nearbyBorneOut(reasons, token ? casualtyTeamsSeen(token, casualtyTeams) : []);
  if (!judged.dropped) return { reasons: judged.reasons, dropped: null };
  warn(token ? "STARSKIRMISH.Striker.Morale.nearbyNotSeen" : "STARSKIRMISH.Striker.Morale.nearbyNoToken", { team: actor.name ?? "" });
  return { reasons: judged.reasons, dropped: token ? "notSeen" : "noToken" };
}
