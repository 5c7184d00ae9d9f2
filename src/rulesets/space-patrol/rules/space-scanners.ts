/**
 * Scanner tasks and warp preparation (Guide 7.6, 7.7): identify, target lock, analyze, jam and
 * life signs with their advantages, and the astrogator's two-turn warp preparation and when a
 * successful warp takes the ship off the board.
 */
import { counts as checkedCounts, finite, list, record, text, whole, yesNo } from "../../../core/checks";
import type { MarkerCounts } from "../../../core/markers";
import { markerCount } from "../../../core/markers";
import { SP_SPACECRAFT_MARKER_ID as SC } from "./marker-ids";
import { astrogationCodeAfterMarkers, taskDisadvantagesFromMarkers } from "./marker-effects";
import { assertAssetLevel, type AssetLevel } from "./task";
import { surpriseAdvantage, type SideTurnState, type TurnSide } from "./side-turns";

export type ScannerTaskKey = "identifyTarget" | "targetLock" | "analyzeTarget" | "electronicJam" | "scanForLifeSigns";

/** Guide 7.6: each task's DT, with the Scanners asset and the scanner array's code. */
export const SCANNER_TASK_DT = {
  identifyTarget: 12,
  targetLock: 12,
  analyzeTarget: 8,
  electronicJam: 16,
  scanForLifeSigns: 8,
} as const satisfies Record<ScannerTaskKey, number>;

/** Guide 7.6: jamming reaches 10 hexes. */
export const JAM_RANGE_HEXES = 10;

export interface ScannerSituation {
  readonly shipMarkers?: MarkerCounts;
  /** The target fired its weapons on its last turn (identify, lock). */
  readonly targetFiredLastTurn?: boolean;
  /** The target is running dark (identify, lock). */
  readonly targetDark?: boolean;
  /** Analyze: facts sought this turn (one more disadvantage per fact beyond the first). */
  readonly facts?: number;
  /** Analyze and jam: the two scanner array codes. */
  readonly ownArray?: number;
  readonly targetArray?: number;
  /** Go Dark: the enemy's special successes add disadvantages (Guide 7.5). */
  readonly targetDarkDisadvantages?: number;
}

/** Advantages and disadvantages of a scanner task (Guide 7.6, Electronics Markers from 7.12). */
export function scannerModifiers(task: ScannerTaskKey, s: ScannerSituation): { readonly advantages: number; readonly disadvantages: number } {
  record(s, "situation");
  if (s.shipMarkers !== undefined) checkedCounts(s.shipMarkers, "shipMarkers");
  if (s.targetDarkDisadvantages !== undefined) whole(s.targetDarkDisadvantages, "targetDarkDisadvantages", 0);
  if (typeof task !== "string" || !Object.hasOwn(SCANNER_TASK_DT, task)) throw new RangeError(`Unknown scanner task "${String(task)}"`);
  let advantages = 0;
  let disadvantages = (s.shipMarkers ? taskDisadvantagesFromMarkers(s.shipMarkers, "scanner") : 0) + (s.targetDarkDisadvantages ?? 0);
  if (task === "identifyTarget" || task === "targetLock") {
    if (s.targetFiredLastTurn) advantages++;
    if (s.targetDark) disadvantages++;
  }
  if (task === "analyzeTarget") {
    const facts = s.facts ?? 1;
    if (!Number.isInteger(facts) || facts < 1) throw new RangeError(`Facts sought must be 1 or more, not ${facts}`);
    disadvantages += facts - 1;
    // Guide 7.6: a higher array is one advantage, a lower one disadvantage
    const diff = arrayDiff(s);
    if (diff > 0) advantages++;
    if (diff < 0) disadvantages++;
  }
  if (task === "electronicJam") {
    // Guide 7.6: one per point of difference
    const diff = arrayDiff(s);
    advantages += Math.max(0, diff);
    disadvantages += Math.max(0, -diff);
  }
  return { advantages, disadvantages };
}

function arrayDiff(s: ScannerSituation): number {
  if (s.ownArray === undefined || s.targetArray === undefined) throw new RangeError("This task compares the two scanner arrays: give both");
  return finite(s.ownArray, "ownArray") - finite(s.targetArray, "targetArray");
}

/** Guide 7.6: the astrogator may try to lock as many targets as their Scanners level, at least 1. */
export function maxTargetLocks(scanners: AssetLevel): number {
  assertAssetLevel(scanners, "scanners");
  return Math.max(1, scanners === "X" ? 0 : scanners);
}

export type TargetLockProblem = "tooManyLocks" | "lockTried";

/**
 * Guide 7.6: whether the astrogator may try to lock `asked` (token ids) this turn, given the ships
 * they already tried to lock in it, locked or not. Every attempt counts against the Scanners level,
 * whether made in one request or several; a ship tried once is not tried again that turn: "Any
 * target for which the Target Lock failed, may not be fired upon this turn", and one already locked
 * has nothing to gain.
 */
export function targetLockProblem(scanners: AssetLevel, tried: readonly string[], asked: readonly string[]): TargetLockProblem | null {
  const all = [...list(tried, "tried"), ...list(asked, "asked")].map((id, i) => text(id, `ship ${i + 1}`));
  if (new Set(all).size < all.length) return "lockTried";
  if (all.length > maxTargetLocks(scanners)) return "tooManyLocks";
  return null;
}

/** Guide 7.2: a side with the surprise makes every task at an advantage in the first turn. */
export const SURPRISE_ADVANTAGE = 1;

/**
 * Guide 7.2: the advantages the surprise gives a task of `side` in the side turn of `state`: one in the
 * surprising side's first turn, none after (read as space fire reads it, surpriseAdvantage).
 */
export function surpriseAdvantages(state: SideTurnState, side: TurnSide): number {
  return surpriseAdvantage(state, side) ? SURPRISE_ADVANTAGE : 0;
}

/** Guide 7.7: the warp roll is DT 8 Astrogation with the Astrogation Computer, after 2 turns of work. */
export const WARP_DT = 8;
export const WARP_PREPARATION_TURNS = 2;
export const WARP_MAX_DRIVE_MARKERS = 2;
export const WARP_MAX_ASTROGATION_MARKERS = 2;
export const WARP_MIN_DIAMETERS_FROM_BODY = 10;
/** Guide 7.7: a failed warp roll means 6 turns before the next try. */
export const WARP_RETRY_TURNS = 6;

export type WarpProblem = "driveMarkers" | "astrogationMarkers" | "astrogationCode" | "nearBody" | "maneuvered";

/**
 * Why a ship cannot prepare for warp, or null if it can (Guide 7.7). `astrogationComputer` is the
 * computer's rating before damage: 7.12 lowers the code one per Astrogation Marker, and a ship whose
 * code falls below 0 cannot warp, however few markers 7.7 allows it.
 */
export function warpProblem(ship: { readonly markers: MarkerCounts; readonly astrogationComputer: number; readonly diametersFromNearestBody: number; readonly onlyStandardMoves: boolean }): WarpProblem | null {
  record(ship, "ship");
  finite(ship.diametersFromNearestBody, "ship.diametersFromNearestBody");
  yesNo(ship.onlyStandardMoves, "ship.onlyStandardMoves");
  if (markerCount(ship.markers, SC.drive) > WARP_MAX_DRIVE_MARKERS) return "driveMarkers";
  if (markerCount(ship.markers, SC.astrogation) > WARP_MAX_ASTROGATION_MARKERS) return "astrogationMarkers";
  // Guide 7.12: "If the astrogation code falls below 0, the ship cannot warp"
  if (astrogationCodeAfterMarkers(ship.astrogationComputer, ship.markers) < 0) return "astrogationCode";
  if (ship.diametersFromNearestBody < WARP_MIN_DIAMETERS_FROM_BODY) return "nearBody";
  if (!ship.onlyStandardMoves) return "maneuvered";
  return null;
}

/** Guide 7.7: the warp roll's disadvantages: one per Drive and Astrogation Marker. */
export function warpDisadvantages(markers: MarkerCounts): number {
  return taskDisadvantagesFromMarkers(markers, "warpPreparation");
}

/** Guide 7.2: the side that won initiative acts first in every round, the other second. */
export type SpaceTurnSide = "first" | "second";

/** One side's turn in space combat: the round, and which side in initiative order is acting. */
export interface SpaceSideTurn {
  readonly round: number;
  readonly side: SpaceTurnSide;
}

/** Guide 7.7: the timing of a warp, counted in the ship's own turns and the enemy's. */
export const WARP_TIMING = {
  /** Own turns of work: the course, then the drive field; the roll closes the last of them. */
  preparationTurns: WARP_PREPARATION_TURNS,
  /** A success takes the ship into warp at the end of the enemy turn that follows the roll. */
  enemyTurnsBeforeWarp: 1,
  /** A failure bars a new attempt for this many of the ship's own turns. */
  retryAfterOwnTurns: WARP_RETRY_TURNS,
} as const;

/**
 * Guide 7.7's "at least 6 turns until the ship may try again" counts the ship's own turns (one a
 * round): an attempt that fails in round R may start again in round R + 6, which is how a table
 * counts "six turns".
 */
export const WARP_RETRY_COUNTS_OWN_TURNS = true;

/** Position of a side's turn in the alternating sequence, 0 for the first side in round 1. */
export function spaceTurnIndex(turn: SpaceSideTurn): number {
  record(turn, "turn");
  if (!Number.isInteger(turn.round) || turn.round < 1) throw new RangeError(`A round is a whole number from 1, not ${turn.round}`);
  if (turn.side !== "first" && turn.side !== "second") throw new RangeError(`A side is "first" or "second", not "${String(turn.side)}"`);
  return (turn.round - 1) * 2 + (turn.side === "first" ? 0 : 1);
}

function turnAt(index: number): SpaceSideTurn {
  return { round: Math.floor(index / 2) + 1, side: index % 2 === 0 ? "first" : "second" };
}

/** Guide 7.7: the ship's own turn at whose end the warp roll is made, from the turn work began. */
export function warpRollTurn(begun: SpaceSideTurn): SpaceSideTurn {
  spaceTurnIndex(begun);
  return { round: begun.round + WARP_TIMING.preparationTurns - 1, side: begun.side };
}

/** Guide 7.7: the enemy turn at whose end a ship whose warp roll succeeded leaves the board. */
export function warpOutTurn(rolledOn: SpaceSideTurn): SpaceSideTurn {
  return turnAt(spaceTurnIndex(rolledOn) + 2 * WARP_TIMING.enemyTurnsBeforeWarp - 1);
}

/**
 * Whether a ship has gone into warp (Guide 7.7), given its own turn whose warp roll succeeded and
 * the turn now being played. Through the whole of the next enemy turn it is still there to be shot
 * at; it is gone once that turn ends (`nowEnded` says the turn now named has finished).
 */
export function hasWarpedOut(rolledOn: SpaceSideTurn, now: SpaceSideTurn, nowEnded = false): boolean {
  const rolled = spaceTurnIndex(rolledOn);
  const current = spaceTurnIndex(now);
  if (current < rolled) throw new RangeError(`Round ${now.round} (${now.side}) comes before the warp roll in round ${rolledOn.round} (${rolledOn.side})`);
  const out = spaceTurnIndex(warpOutTurn(rolledOn));
  return current > out || (current === out && nowEnded);
}

/** Guide 7.7, WARP_RETRY_COUNTS_OWN_TURNS: the ship's own turn in which a new attempt may start. */
export function warpRetryTurn(failedOn: SpaceSideTurn): SpaceSideTurn {
  spaceTurnIndex(failedOn);
  return { round: failedOn.round + WARP_TIMING.retryAfterOwnTurns, side: failedOn.side };
}

/**
 * Guide 7.6: an identified ship stays identified unless it goes dark successfully, or makes
 * evasive maneuvers in a turn it does not fire.
 */
export function staysIdentified(turn: { readonly wentDark: boolean; readonly evaded: boolean; readonly fired: boolean }): boolean {
  if (record(turn, "turn").wentDark) return false;
  return !(turn.evaded && !turn.fired);
}

/** Guide 7.6: one squadron ship's identification is shared by every ship with working comms. */
export function identifiedForSquadronShip(identifiedBySquadron: boolean, commsWorking: boolean): boolean {
  yesNo(identifiedBySquadron, "identifiedBySquadron");
  yesNo(commsWorking, "commsWorking");
  return identifiedBySquadron && commsWorking;
}
