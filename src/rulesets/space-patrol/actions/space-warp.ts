/**
 * Preparing for warp at the table (Guide 7.7), asked from the astrogation station and worked on the
 * GM's client. The first turn sets the course; the next turn of the ship energizes the drive field
 * and rolls DT 8 Astrogation with the Astrogation Computer, one disadvantage per Drive and
 * Astrogation Marker. Neither turn may hold a maneuver (a standard move is no maneuver), the ship may
 * carry no more than two of either marker, and it must be ten diameters from any planet or star: the
 * board does not know where bodies are, so the astrogator says so and the card shows what they said.
 * A success takes the ship into warp at the end of the next enemy turn (turn/space-warp.ts); a
 * failure bars a new attempt for six of the ship's turns. Each step is the astrogator's action.
 *
 * 7.12 also lowers the computer's code for each Astrogation Marker; 7.7 names its own burden for the
 * markers on this roll, so the computer's rating is used as it stands and the markers count once.
 * The lowered code still counts for whether the ship may warp at all: below 0 it cannot (7.12),
 * checked on both turns of the preparation.
 */
import { askGm, defineGmRequest, readStringFields, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { ownTokenIds } from "../../../system/own-token";
import { rollOneAtATime } from "../../../system/real-dice";
import { postCard } from "../../../system/cards/post-card";
import { readMarkers } from "../../../system/markers/marker-store";
import { resolveTask, WARP_DT, WARP_MIN_DIAMETERS_FROM_BODY, warpDisadvantages, warpProblem, warpRetryTurn, type TaskResult } from "../rules";
import { readCovering, shipAtStation, stationAction, stationRefusal, woundDisadvantages } from "../turn/station-request";
import { stationLevel } from "../turn/space-crew";
import { readTracking, writeTracking, type WarpRecord } from "../turn/space-tracking";
import { SP_SPACE_WARP_CARD } from "../cards/space";
import { spaceWarpCardContext } from "../view/space-warp-card";
import { askCovering } from "./covering-ask";

export interface WarpRequest {
  readonly sceneId: string;
  readonly tokenId: string;
  /** "yes" when the astrogator says the ship is ten diameters or more from any planet or star. */
  readonly clear: string;
  /** Guide 7.14: "yes" when the crewman will take a second action this turn. */
  readonly covering: string;
}

const refuse = (key: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.SpacePatrol.Warp.refused.${key}` });

async function carryOut(req: WarpRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const at = await shipAtStation(req, "astrogation", requester);
  if ("refused" in at) return refuse(at.refused);
  const { token, ship, system, crew, crewman, combat, state, side } = at;
  // Guide 7.7, 7.14: the warp is the S-Drive's; a craft without one has no astrogator's warp to make
  if (system.sDrive < 1) return refuse("noDrive");
  const tracking = readTracking(combat);
  const own = token.id ?? "";
  const round = state.round;
  const w = tracking.warp?.[own];
  if (w?.success) return refuse("warping");
  if (w && w.retry !== null && round < w.retry) return refuse("retry");
  if (w && w.begun === round && w.rolled === null) return refuse("courseSet");
  // the drive is energized in the ship's turn right after the one that set the course
  const energize = w !== undefined && w.rolled === null && w.begun === round - 1;
  const act = stationAction(at, tracking, "astrogation", "prepareForWarp", req.covering);
  if ("refused" in act) return stationRefusal(act.refused);
  const markers = readMarkers(ship);
  const maneuvered = (tracking.maneuvers?.[own] ?? []).some((m) => m.side === side && (m.round === round || (energize && m.round === round - 1)));
  const problem = warpProblem({ markers, astrogationComputer: system.astrogationComputer, diametersFromNearestBody: req.clear === "yes" ? WARP_MIN_DIAMETERS_FROM_BODY : 0, onlyStandardMoves: !maneuvered });
  if (problem) return refuse(problem);
  let record: WarpRecord = { begun: round, rolled: null, success: null, retry: null };
  let result: TaskResult | null = null;
  let rolls: Roll[] = [];
  const asset = stationLevel(crew, "astrogation", "astrogation");
  // Guide 6.14: the astrogator's own wounds burden the roll
  const wounds = woundDisadvantages(crewman);
  if (energize) {
    // Guide 7.2: every station task takes the surprise, though the roll never falls in the first turn
    const rolled = await rollOneAtATime((dice) => resolveTask({ dt: WARP_DT, asset, equipment: system.astrogationComputer, advantages: act.surpriseAdvantages, disadvantages: warpDisadvantages(markers) + act.disadvantages + wounds }, dice.die(20)));
    result = rolled.result;
    rolls = rolled.rolls;
    // WARP_RETRY_COUNTS_OWN_TURNS: six of the ship's turns, one a round
    record = { begun: w.begun, rolled: round, success: result.success, retry: result.success ? null : warpRetryTurn({ round, side: "first" }).round };
  }
  await writeTracking(combat, act.record({ ...tracking, warp: { ...tracking.warp, [own]: record } }));
  await postCard(SP_SPACE_WARP_CARD, {
    actor: ship,
    rolls,
    context: spaceWarpCardContext({ ship: ship.name ?? "", by: crewman?.name ?? "", covering: act.disadvantages > 0, wounds, asset, equipment: system.astrogationComputer, result, retry: record.retry }),
  });
  return { ok: true };
}

export const SPACE_WARP_REQUEST = defineGmRequest<WarpRequest>({
  name: "spSpaceWarp",
  read: (data) => {
    const fields = readStringFields(data, ["sceneId", "tokenId", "clear"]);
    return fields ? { ...fields, covering: readCovering(data) } : null;
  },
  run: carryOut,
});

/** The astrogation station's "Prepare for warp": the astrogator says whether the ship is clear of bodies. */
export async function prepareForWarp(ship: Actor.Implementation): Promise<boolean> {
  const ids = ownTokenIds(ship, "STARSKIRMISH.SpacePatrol.Scan.noToken");
  if (!ids) return false;
  const i18n = game.i18n!;
  const clear = await foundry.applications.api.DialogV2.confirm({
    window: { title: i18n.localize("STARSKIRMISH.SpacePatrol.Warp.title") },
    content: `<p>${i18n.localize("STARSKIRMISH.SpacePatrol.Warp.clearAsk")}</p>`,
  });
  const covering = await askCovering(ship, ids.tokenId, "astrogation", "prepareForWarp");
  return askGm(SPACE_WARP_REQUEST, { sceneId: ids.sceneId, tokenId: ids.tokenId, clear: clear === true ? "yes" : "no", covering });
}
