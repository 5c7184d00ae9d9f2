/**
 * The guided weapon card (Starship Marine 2.5, 3.10): one missile from a close support robot or
 * Close Support Marine at a target a living Marine spots, on the APGW line of Table 3.5 with the
 * spotter's experience (SSM-27) and ECM (SSM-10). The GM works the hit out again from the card's
 * d10 and, at Apply, checks the board: the spotter is a living Marine with an SCA II or III on the
 * launcher's side who sees the target, the range is no shorter than the straight line from the
 * launcher (SSM-19) and within the missile's reach, ECM on the board is counted (SSM-10), the move is this move, and this is the
 * launcher's first missile of the move (3.10), in the order the GM's ledger received them. The
 * launcher carries the APGW on its sheet, and the figure hit is the actor the card lands on.
 */
import { field } from "../../../core/schema";
import { defineCardKind, type CardAt, type DerivationInput } from "../../../system/cards/card-kind";
import { readCardLedger } from "../../../system/ledger/ledger-store";
import { readMarkers } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { tokenCentre, unitsPerPixel, wallInTheWay } from "../../../system/board-walls";
import { SSM_MARKER } from "../rules/markers";
import { FigureData } from "../models/figure-model";
import { TROOP_TYPES } from "../data/troop-types";
import { FIRE_RECORD } from "./fire-record";
import { hitMarkers, shotHits } from "./fire";
import { ecmCovers } from "./ecm";
import { ssmPosition } from "../turn/move-position";
import { actorFactsProblem, shotFigureProblem } from "./target-figure";
import { firedThisMove } from "./fired-this-move";
import { refuseBarredFirer } from "./firer-barred";

export const APGW_KIND_ID = "ssmApgw";

export const APGW_RECORD = {
  ...FIRE_RECORD,
  /** The spotter's token, on the target's scene. */
  spotter: field.object({ tokenId: field.string(), name: field.string() }),
  /** The move it was fired in (3.10: one missile per launcher per move). */
  move: field.integer(1, 1, 100_000),
};

const RANGE_SLACK_CM = 0.5;

/** The APGW cards from this launcher in this move, oldest first, as the GM's ledger received them. */
function missilesOf(actorUuid: string, move: number): string[] {
  return Object.entries(readCardLedger())
    .filter(([, e]) => e.kind === APGW_KIND_ID && e.actorUuid === actorUuid && e.payload.move === move)
    .sort((a, b) => a[1].at - b[1].at)
    .map(([id]) => id);
}

export async function confirmApgw(input: DerivationInput<typeof APGW_RECORD>, { messageId }: CardAt): Promise<string | null> {
  const { payload, actorUuid } = input;
  if (ssmPosition()?.turn !== payload.move) return "STARSKIRMISH.StarshipMarine.Apgw.notThisMove";
  // 3.10: one missile a launcher a move: the first card claiming the move, and no weapon fire of the
  // launcher's before it in the move the GM recorded it in (cards/fired-this-move.ts)
  if (missilesOf(actorUuid, payload.move)[0] !== messageId || firedThisMove({ actorUuid, before: messageId })) return "STARSKIRMISH.StarshipMarine.Apgw.oneMissile";
  const scene = game.scenes?.find((s) => s.tokens.has(payload.target.key));
  const target = scene?.tokens.get(payload.target.key);
  const spotter = scene?.tokens.get(payload.spotter.tokenId);
  const launchers = scene?.tokens.filter((t) => t.actor?.uuid === actorUuid) ?? [];
  if (!scene || !target || !spotter || launchers.length === 0) return "STARSKIRMISH.StarshipMarine.Fire.targetGone";
  // 2.5, 3.10: the card's launcher is a close support robot or Close Support Marine, on its sheet
  const launcherProblem = await actorFactsProblem(actorUuid, { weapon: "closeSupportApgw" });
  if (launcherProblem) return launcherProblem;
  const seer = spotter.actor;
  if (!seer || !(seer.system instanceof FigureData) || !TROOP_TYPES[seer.system.troopType].spotsApgw) return "STARSKIRMISH.StarshipMarine.Apgw.notASpotter";
  const markers = readMarkers(seer);
  if (markerCount(markers, SSM_MARKER.casualty) > 0 || markerCount(markers, SSM_MARKER.surrendered) > 0) return "STARSKIRMISH.StarshipMarine.Apgw.spotterDown";
  if (!launchers.some((l) => l.disposition === spotter.disposition)) return "STARSKIRMISH.StarshipMarine.Apgw.notASpotter";
  // SSM-27: the spotter's experience is his own, read from his sheet now
  const s = seer.system;
  const experience = s.experience === "raw" ? "experienced" : s.experience;
  if (payload.firer.experience !== experience || payload.firer.wounded !== s.wounded) return "STARSKIRMISH.Error.boardChanged";
  const to = tokenCentre(target, scene);
  if (wallInTheWay(scene, tokenCentre(spotter, scene), to)) return "STARSKIRMISH.StarshipMarine.Apgw.spotterCannotSee";
  // SSM-10: a pack on the board counts whether or not the card ticked it
  if (!payload.target.ecm && ecmCovers(scene, target)) return "STARSKIRMISH.StarshipMarine.Apgw.ecmOnBoard";
  const per = unitsPerPixel(scene);
  const straight = Math.min(...launchers.map((l) => {
    const from = tokenCentre(l, scene);
    return Math.hypot(from.x - to.x, from.y - to.y) * per;
  }));
  if (payload.rangeCm + RANGE_SLACK_CM < straight) return "STARSKIRMISH.StarshipMarine.Fire.rangeNotFromBoard";
  return shotFigureProblem(payload, input.targets, payload.target.key);
}

export const SSM_APGW_CARD = defineCardKind({
  id: APGW_KIND_ID,
  ruleSet: "starship-marine",
  template: "starship-marine/cards/fire.hbs",
  payload: APGW_RECORD,
  targetData: { hits: field.integer(0, 0) },
  buttons: ["applyResult", "ssmFirstFire"],
  derive({ payload, dice }) {
    // 3.10: one missile at one target; its extra hits, if any, are not placed
    const hits = payload.weapon === "closeSupportApgw" ? shotHits(payload, dice) : null;
    return hits === null ? null : { [payload.target.key]: { markers: hitMarkers(payload.target.robot), data: { hits } } };
  },
  confirm: confirmApgw,
  // 2.3, 3.2, 3.5, 3.7, 3.17: a launcher its markers bar, as the GM's client records the card, lands nothing (cards/firer-barred.ts)
  recorded: async (card) => void (await refuseBarredFirer(card)),
});
