/**
 * The scanner tasks at the table (Guide 7.6), asked from a spacecraft's station and
 * carried out on the GM's client: the requester must own the ship or the crewman at the station; the
 * ship's side must be acting in a space battle; each targeted enemy ship gets one real d20, DT 12,
 * Scanners (the station's crewman or NPC crew, 7.14) plus the Scanner Array, an advantage if it fired
 * on its last turn, one disadvantage per Electronics Marker. An identified ship stays identified for the
 * whole side (one squadron, shared by comms); the maneuvers of 7.5 count (a dark target, the shimsham,
 * riding the wake). A lock needs an identified target, is held for this turn
 * only, and shows on the locked ship's token; the tries a turn are capped at the locker's Scanners
 * (at least 1), failed ones and those of earlier requests counted, and a ship is tried once a turn. Each
 * task is its station's action for the turn, at a disadvantage when its crewman covers two stations
 * (7.4, 7.14). Analyze Target, Electronic Jam and Scan for Life Signs take one target each: the
 * two scanner arrays compared for the first two, the facts sought for Analyze, 10 hexes for a jam;
 * a jammed ship neither scans nor shares what its scanners hold on its next turn. What an analysis or
 * a life-sign scan finds is the Space Judge's to tell: the Guide names no fact list.
 */
import { askGm, defineGmRequest, readStringFields, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { userTargets } from "../../../system/board";
import { ownTokenIds } from "../../../system/own-token";
import { warn } from "../../../system/notify";
import { rollDice } from "../../../system/real-dice";
import { postCard } from "../../../system/cards/post-card";
import { readMarkers } from "../../../system/markers/marker-store";
import { JAM_RANGE_HEXES, SCANNER_TASK_DT, targetLockProblem, scannerModifiers, type ScannerTaskKey, type SideTurnState, type SpaceStation, type TurnSide } from "../rules";
import { hexesBetween } from "../turn/space-hexes";
import { SpacecraftData } from "../models/craft-models";
import { markerCount } from "../../../core/markers";
import { SP_SPACECRAFT_MARKER_ID } from "../rules/marker-ids";
import { sideOfActor } from "../turn/combatant-sides";
import { readCovering, shipAtStation, stationAction, stationRefusal, woundDisadvantages } from "../turn/station-request";
import { askCovering } from "./covering-ask";
import { chooseOne } from "./choose-item";
import { stationLevel } from "../turn/space-crew";
import { firedLastTurn, identifiedBySide, jammedNow, lastTurnOf, locksNow, locksTriedNow, made, maneuversIn, nextTurnOf, readTracking, showLock, writeTracking, type SpaceTracking } from "../turn/space-tracking";
import { SP_SPACE_SCAN_CARD } from "../cards/space";
import { recordedScanResult } from "../view/space-scan-card";
import { scanCardFromRecord } from "../view/space-scan-record-card";
import type { ScanRecord } from "../cards/space-scan-record";

export const SCAN_TASKS = ["identifyTarget", "targetLock", "analyzeTarget", "electronicJam", "scanForLifeSigns"] as const satisfies readonly ScannerTaskKey[];
export type ScanTask = (typeof SCAN_TASKS)[number];

/** Guide 7.4: the station each task is made from. */
const STATION_OF: Readonly<Record<ScanTask, SpaceStation>> = {
  identifyTarget: "intelligence",
  targetLock: "astrogation",
  analyzeTarget: "intelligence",
  electronicJam: "intelligence",
  scanForLifeSigns: "medical",
};

/** Guide 7.6: the tasks aimed at one ship. */
const ONE_TARGET: readonly ScanTask[] = ["analyzeTarget", "electronicJam", "scanForLifeSigns"];

/** Facts an analysis may seek in one turn: each past the first costs a disadvantage (7.6). */
export const MAX_FACTS = 6;

export interface ScanRequest {
  readonly sceneId: string;
  readonly tokenId: string;
  readonly task: string;
  /** The targeted ships' token ids, comma-separated. */
  readonly targets: string;
  /** Guide 7.14: "yes" when the crewman will take a second action this turn. */
  readonly covering: string;
  /** Analyze Target: how many facts are sought, "1" to "6" (7.6); ignored by the other tasks. */
  readonly facts?: string;
}

/** The facts sought, or null when the request names an impossible number. */
function factsOf(req: ScanRequest): number | null {
  const n = Number(req.facts ?? "1");
  return Number.isInteger(n) && n >= 1 && n <= MAX_FACTS ? n : null;
}

const refuse = (key: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.SpacePatrol.Scan.refused.${key}` });

async function carryOut(req: ScanRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const task = (SCAN_TASKS as readonly string[]).includes(req.task) ? (req.task as ScanTask) : null;
  if (!task) return refuse("gone");
  const station = STATION_OF[task];
  const at = await shipAtStation(req, station, requester);
  if ("refused" in at) return refuse(at.refused);
  const { scene, token, ship, system, crew, crewman, combat, state, side } = at;
  const targets = req.targets.split(",").filter(Boolean).map((id) => scene.tokens.get(id)).filter((t) => t?.actor?.system instanceof SpacecraftData);
  if (targets.length === 0 || targets.some((t) => !t?.actor || sideOfActor(t.actor) === side)) return refuse("targets");
  if (ONE_TARGET.includes(task) && targets.length !== 1) return refuse("oneTarget");
  const facts = factsOf(req);
  if (facts === null) return refuse("facts");
  // Guide 7.6: a jam reaches 10 hexes
  if (task === "electronicJam" && hexesBetween(scene, token, targets[0]!) > JAM_RANGE_HEXES) return refuse("jamRange");
  const asset = stationLevel(crew, station, "scanners");
  const tracking = readTracking(combat);
  const now = { round: state.round, side };
  // Guide 7.5: riding the wake blinds the ship's own scanners this turn, whether it worked or not
  if (made(tracking, token.id ?? "", now, "rideTheWake", false)) return refuse("noScanners");
  // Guide 7.6: a jammed ship can neither use its scanners nor talk to its squadron this turn
  if (jammedNow(tracking, token.id ?? "", state)) return refuse("jammed");
  const sideShips = (combat.combatants?.contents ?? [])
    .filter((c) => c.actor && sideOfActor(c.actor) === side && !jammedNow(tracking, c.tokenId ?? "", state))
    .map((c) => c.tokenId ?? "");
  const known = identifiedBySide(tracking, sideShips);
  if (task === "targetLock") {
    // Guide 7.6: only identified ships can be locked; as many tries a turn as the astrogator's
    // Scanners, over all their requests, and none again at a ship already tried
    if (targets.some((t) => !known.has(t!.id ?? ""))) return refuse("notIdentified");
    const lockProblem = targetLockProblem(asset, locksTriedNow(tracking, token.id ?? "", state), targets.map((t) => t!.id ?? ""));
    if (lockProblem) return refuse(lockProblem);
    // Guide 7.5: a ship that rode the wake on its last turn cannot be locked
    if (targets.some((t) => made(tracking, t!.id ?? "", lastTurnOf(state, sideOfActor(t!.actor) ?? "enemies"), "rideTheWake"))) return refuse("inTheWake");
  }
  const act = stationAction(at, tracking, station, task, req.covering);
  if ("refused" in act) return stationRefusal(act.refused);
  const { roll, faces } = await rollDice(targets.length, 20);
  const shipMarkers = readMarkers(ship);
  // Guide 6.14: the operator's own wounds burden every roll
  const wounds = woundDisadvantages(crewman);
  const own = token.id ?? "";
  const sideOf = (id: string): TurnSide => sideOfActor(scene.tokens.get(id)?.actor ?? null) ?? "enemies";
  const rows: ScanRecord["rows"] = targets.map((t, i) => {
    const targetSide = sideOfActor(t!.actor) ?? "enemies";
    const fired = firedLastTurn(tracking, t!.id ?? "", targetSide, state);
    const last = lastTurnOf(state, targetSide);
    const dark = maneuversIn(tracking, t!.id ?? "", last).find((m) => m.key === "goDark" && m.success);
    const arrays = { ownArray: system.scannerArray, targetArray: arrayOf(t!.actor) };
    const mods = scannerModifiers(task, { shipMarkers, targetFiredLastTurn: fired, targetDark: dark !== undefined, targetDarkDisadvantages: dark?.special ?? 0, facts, ...arrays });
    // Guide 7.5: the shimsham: an advantage to one's own scanners this turn, a disadvantage against it next
    const advantages = mods.advantages + (made(tracking, own, now, "asteroidShimsham") ? 1 : 0) + act.surpriseAdvantages;
    const disadvantages = mods.disadvantages + (made(tracking, t!.id ?? "", last, "asteroidShimsham") ? 1 : 0) + act.disadvantages + wounds;
    const known = scanEffectHeld(task, tracking, own, t!.id ?? "", state, sideOf);
    return { tokenId: t!.id ?? "", name: t!.name ?? "", dt: SCANNER_TASK_DT[task], asset: String(asset), equipment: system.scannerArray, advantages, disadvantages, d20: faces[i] ?? 1, fired, known };
  });
  const gained = rows.filter((r) => recordedScanResult(r, []).success).map((r) => r.tokenId);
  const next = trackedAfter(task, tracking, own, gained, rows.map((r) => r.tokenId), state, sideOf);
  await writeTracking(combat, act.record(next));
  if (task === "targetLock") for (const id of gained) {
    const target = scene.tokens.get(id)?.actor;
    if (target) await showLock(target);
  }
  const payload: ScanRecord = {
    task,
    shipTokenId: own,
    round: state.round,
    side: state.acting,
    by: crewman ? crewman.name ?? "" : "",
    covering: act.disadvantages > 0,
    array: system.scannerArray,
    electronicsMarkers: markerCount(shipMarkers, SP_SPACECRAFT_MARKER_ID.electronics),
    facts,
    targetArray: arrayOf(targets[0]!.actor),
    surprise: act.surpriseAdvantages,
    wounds,
    rows,
    tactics: [],
  };
  await postCard(SP_SPACE_SCAN_CARD, { actor: ship, rolls: [roll], payload, context: scanCardFromRecord(ship.name ?? "", payload, state.order) });
  return { ok: true };
}

/** Whether the effect a success gives already held before the roll (7.6): then a failure takes nothing. */
function scanEffectHeld(task: ScanTask, tracking: SpaceTracking, own: string, target: string, state: SideTurnState, sideOf: (tokenId: string) => TurnSide): boolean {
  if (task === "identifyTarget") return (tracking.identified[own] ?? []).includes(target);
  if (task === "targetLock") return locksNow(tracking, own, state).includes(target);
  if (task === "electronicJam") {
    const j = tracking.jammed?.[target];
    const next = nextTurnOf(state, sideOf(target));
    return j !== undefined && j.round === next.round && j.side === next.side;
  }
  return false;
}

/** A ship's Scanner Array code (0 for anything that is not a spacecraft). */
function arrayOf(actor: Actor.Implementation | null | undefined): number {
  return actor?.system instanceof SpacecraftData ? actor.system.scannerArray : 0;
}

/**
 * What the scanners hold after the task: new identifications kept, new locks for this turn with every
 * ship tried (`tried`, the failed ones too), and a jammed target out of scanners and comms on its next
 * turn (7.6). Analysis and life signs change nothing.
 */
function trackedAfter(task: ScanTask, tracking: SpaceTracking, own: string, gained: readonly string[], tried: readonly string[], state: SideTurnState, sideOf: (tokenId: string) => TurnSide): SpaceTracking {
  if (task === "identifyTarget") return { ...tracking, identified: { ...tracking.identified, [own]: [...new Set([...(tracking.identified[own] ?? []), ...gained])] } };
  if (task === "targetLock") {
    const held = locksNow(tracking, own, state);
    const triedBefore = locksTriedNow(tracking, own, state);
    return { ...tracking, locks: { ...tracking.locks, [own]: { round: state.round, side: state.acting, targets: [...new Set([...held, ...gained])], tried: [...new Set([...triedBefore, ...tried])] } } };
  }
  if (task === "electronicJam") return { ...tracking, jammed: { ...(tracking.jammed ?? {}), ...Object.fromEntries(gained.map((id) => [id, nextTurnOf(state, sideOf(id))])) } };
  return tracking;
}

export const SPACE_SCAN_REQUEST = defineGmRequest<ScanRequest>({
  name: "spSpaceScan",
  read: (data) => {
    const fields = readStringFields(data, ["sceneId", "tokenId", "task", "targets"]);
    if (!fields) return null;
    const facts = (data as Record<string, unknown>).facts;
    return { ...fields, covering: readCovering(data), ...(typeof facts === "string" ? { facts } : {}) };
  },
  run: carryOut,
});

/** The station's button: the task on the user's targeted ships. */
export async function scanTargets(ship: Actor.Implementation, task: ScanTask): Promise<boolean> {
  const ids = ownTokenIds(ship, "STARSKIRMISH.SpacePatrol.Scan.noToken");
  if (!ids) return false;
  const targets = userTargets().filter((t) => t !== ids.own).map((t) => t.document.id ?? "");
  if (targets.length === 0) {
    warn("STARSKIRMISH.SpacePatrol.Scan.noTargets");
    return false;
  }
  if (ONE_TARGET.includes(task) && targets.length !== 1) {
    warn("STARSKIRMISH.SpacePatrol.Scan.refused.oneTarget");
    return false;
  }
  const facts = task === "analyzeTarget" ? await askFacts() : 1;
  if (facts === null) return false;
  const covering = await askCovering(ship, ids.tokenId, STATION_OF[task], task);
  return askGm(SPACE_SCAN_REQUEST, { sceneId: ids.sceneId, tokenId: ids.tokenId, task, targets: targets.join(","), covering, facts: String(facts) });
}

/** Guide 7.6: how many facts the analysis seeks; each past the first is a disadvantage. */
async function askFacts(): Promise<number | null> {
  const counts = Array.from({ length: MAX_FACTS }, (_, i) => i + 1);
  const choices = counts.map((n) => ({ value: String(n), label: game.i18n!.format("STARSKIRMISH.SpacePatrol.Scan.factsChoice", { facts: String(n), disadvantages: String(n - 1) }) }));
  return chooseOne("STARSKIRMISH.SpacePatrol.Scan.factsTitle", choices, counts);
}
