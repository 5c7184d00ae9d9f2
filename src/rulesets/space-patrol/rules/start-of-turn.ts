/**
 * Start-of-turn marker checks (ruling SP-11; Guide 6.14, 6.15, 7.10, 7.12), in the ruling's order:
 * what must be rolled for a marked person, vehicle or spacecraft, and what each result does.
 */
import { markerCount, withMarker, type MarkerCounts } from "../../../core/markers";
import type { AssetId } from "./assets";
import { spaceMarkerDefinition } from "./damage";
import { SP_SPACECRAFT_MARKER_ID as SC, SP_VEHICLE_MARKER_ID as VH } from "./marker-ids";
import { taskDisadvantagesFromMarkers } from "./marker-effects";
import type { ToolKit } from "./marker-removal";
import { SP_MARKER } from "./markers";

export type CombatantKind = "individual" | "vehicle" | "spacecraft";

/** What a failed check does. */
export type StartOfTurnFailure =
  | "dead"
  | "noMoveNoAction"
  | "hunkerOrMoveToCover"
  | "wrecked"
  | "driveAway"
  | "flyAway"
  | "markerStays";

export interface StartOfTurnCheckDefinition {
  readonly key: "mortalWound" | "stun" | "morale" | "failureCascade" | "control";
  readonly marker: string;
  readonly label: string;
  readonly dt: number;
  readonly asset: AssetId;
  readonly kit: ToolKit | null;
  /** Who rolls: the marked person, a crewman aboard, the vehicle commander or the captain. */
  readonly roller: "self" | "crewman" | "commander" | "captain";
  readonly onFailure: StartOfTurnFailure;
  /** Whether success takes the marker off (one marker per check). */
  readonly clearsOnSuccess: boolean;
  /** One check per marker rather than one for all of them. */
  readonly perMarker: boolean;
  /** Whether the person's Wound and Mortal Wound Markers burden the roll. */
  readonly woundsBurden: boolean;
}

export interface StartOfTurnCheck extends StartOfTurnCheckDefinition {
  readonly disadvantages: number;
}

/**
 * Guide 6.14 gives a Wound Marker's disadvantage to every asset task, so it burdens the Stun and
 * Morale checks as well as the Mortal Wound check that SP-11 spells it out for.
 */
export const WOUNDS_BURDEN_EVERY_START_OF_TURN_CHECK = true;

/**
 * Guide 6.15 has a crewman roll at each turn's start to clear "the marker"; with stacking Control
 * Markers (SP-9) each one gets its own roll, as SP-11 does for Failure Cascade Markers.
 */
export const CONTROL_CHECK_PER_MARKER = true;

/** SP-11 names the spacecraft Failure Cascade check as for vehicles: one roll per marker. */
export const SPACECRAFT_FAILURE_CASCADE_PER_MARKER = true;

const label = (kind: CombatantKind, key: string): string => `STARSKIRMISH.SpacePatrol.StartOfTurn.${kind}.${key}`;

/** SP-11 in order, per kind of combatant. */
export const START_OF_TURN_CHECKS = {
  individual: [
    { key: "mortalWound", marker: SP_MARKER.mortalWound, label: label("individual", "mortalWound"), dt: 8, asset: "vigor", kit: null, roller: "self", onFailure: "dead", clearsOnSuccess: false, perMarker: false, woundsBurden: true },
    { key: "stun", marker: SP_MARKER.stun, label: label("individual", "stun"), dt: 16, asset: "vigor", kit: null, roller: "self", onFailure: "noMoveNoAction", clearsOnSuccess: true, perMarker: false, woundsBurden: WOUNDS_BURDEN_EVERY_START_OF_TURN_CHECK },
    { key: "morale", marker: SP_MARKER.morale, label: label("individual", "morale"), dt: 12, asset: "will", kit: null, roller: "self", onFailure: "hunkerOrMoveToCover", clearsOnSuccess: true, perMarker: false, woundsBurden: WOUNDS_BURDEN_EVERY_START_OF_TURN_CHECK },
  ],
  vehicle: [
    { key: "failureCascade", marker: VH.failureCascade, label: label("vehicle", "failureCascade"), dt: 12, asset: "mechanics", kit: "mechKit", roller: "crewman", onFailure: "wrecked", clearsOnSuccess: false, perMarker: true, woundsBurden: false },
    { key: "control", marker: VH.control, label: label("vehicle", "control"), dt: 16, asset: "electronics", kit: "electKit", roller: "crewman", onFailure: "markerStays", clearsOnSuccess: true, perMarker: CONTROL_CHECK_PER_MARKER, woundsBurden: false },
    { key: "morale", marker: VH.morale, label: label("vehicle", "morale"), dt: 12, asset: "will", kit: null, roller: "commander", onFailure: "driveAway", clearsOnSuccess: true, perMarker: false, woundsBurden: false },
  ],
  spacecraft: [
    { key: "failureCascade", marker: SC.failureCascade, label: label("spacecraft", "failureCascade"), dt: 12, asset: "shipDrives", kit: "mechKit", roller: "crewman", onFailure: "wrecked", clearsOnSuccess: false, perMarker: SPACECRAFT_FAILURE_CASCADE_PER_MARKER, woundsBurden: false },
    { key: "morale", marker: SC.morale, label: label("spacecraft", "morale"), dt: 12, asset: "leadership", kit: null, roller: "captain", onFailure: "flyAway", clearsOnSuccess: true, perMarker: false, woundsBurden: false },
  ],
} as const satisfies Record<CombatantKind, readonly StartOfTurnCheckDefinition[]>;

const NO_CHECKS: readonly StartOfTurnCheck[] = Object.freeze([]);

/** The checks a combatant must roll at its side's turn start, in order (SP-11). */
export function startOfTurnChecks(counts: MarkerCounts, kind: CombatantKind): readonly StartOfTurnCheck[] {
  const defs: readonly StartOfTurnCheckDefinition[] | undefined = START_OF_TURN_CHECKS[kind];
  if (!defs) throw new RangeError(`Unknown combatant kind "${String(kind)}"`);
  let out: StartOfTurnCheck[] | undefined;
  let wounds = -1;
  for (const def of defs) {
    const n = markerCount(counts, def.marker);
    if (n === 0) continue;
    if (def.woundsBurden && wounds < 0) wounds = taskDisadvantagesFromMarkers(counts, "asset");
    const check = checkWith(def, def.woundsBurden ? wounds : 0);
    out ??= [];
    for (let i = def.perMarker ? n : 1; i > 0; i--) out.push(check);
  }
  return out ?? NO_CHECKS;
}

const CHECK_CACHE = new Map<StartOfTurnCheckDefinition, StartOfTurnCheck[]>();

/** Checks are immutable, so one object per definition and disadvantage count is shared. */
function checkWith(def: StartOfTurnCheckDefinition, disadvantages: number): StartOfTurnCheck {
  let row = CHECK_CACHE.get(def);
  if (!row) CHECK_CACHE.set(def, (row = []));
  let check = row[disadvantages];
  if (!check) row[disadvantages] = check = Object.freeze({ ...def, disadvantages });
  return check;
}

/** What a check's result means for the combatant this turn. */
export interface StartOfTurnOutcome {
  readonly counts: MarkerCounts;
  readonly dead: boolean;
  readonly wrecked: boolean;
  readonly noMoveNoAction: boolean;
  readonly hunkerOrMoveToCover: boolean;
  /** Vehicle or ship must leave danger; the crew fire only point defense (Guide 6.15, 7.10). */
  readonly mustWithdraw: boolean;
  readonly markerCleared: boolean;
}

/** Applies one check's result to a combatant's markers (SP-11). */
export function applyStartOfTurnResult(counts: MarkerCounts, check: StartOfTurnCheckDefinition, success: boolean): StartOfTurnOutcome {
  let next = counts;
  let cleared = false;
  if (success && check.clearsOnSuccess && markerCount(counts, check.marker) > 0) {
    next = withMarker(counts, spaceMarkerDefinition(check.marker), -1);
    cleared = true;
  }
  const failed = !success;
  const wrecked = failed && check.onFailure === "wrecked";
  if (wrecked) {
    const wreck = check.marker === VH.failureCascade ? VH.wrecked : SC.wrecked;
    next = withMarker(next, spaceMarkerDefinition(wreck), 1);
  }
  return {
    counts: next,
    dead: failed && check.onFailure === "dead",
    wrecked,
    noMoveNoAction: failed && check.onFailure === "noMoveNoAction",
    hunkerOrMoveToCover: failed && check.onFailure === "hunkerOrMoveToCover",
    mustWithdraw: failed && (check.onFailure === "driveAway" || check.onFailure === "flyAway"),
    markerCleared: cleared,
  };
}

export interface StartOfTurnSummary extends Omit<StartOfTurnOutcome, "markerCleared"> {
  readonly rolled: readonly { readonly check: StartOfTurnCheck; readonly success: boolean }[];
}

/**
 * Runs every check in order, asking `roll` for each result, and stops once the combatant is dead
 * or wrecked: nothing after that matters this turn.
 */
export function runStartOfTurn(
  counts: MarkerCounts,
  kind: CombatantKind,
  roll: (check: StartOfTurnCheck) => boolean,
): StartOfTurnSummary {
  let state = { counts, dead: false, wrecked: false, noMoveNoAction: false, hunkerOrMoveToCover: false, mustWithdraw: false };
  const rolled: { check: StartOfTurnCheck; success: boolean }[] = [];
  for (const check of startOfTurnChecks(counts, kind)) {
    const success = roll(check);
    rolled.push({ check, success });
    const o = applyStartOfTurnResult(state.counts, check, success);
    state = {
      counts: o.counts,
      dead: state.dead || o.dead,
      wrecked: state.wrecked || o.wrecked,
      noMoveNoAction: state.noMoveNoAction || o.noMoveNoAction,
      hunkerOrMoveToCover: state.hunkerOrMoveToCover || o.hunkerOrMoveToCover,
      mustWithdraw: state.mustWithdraw || o.mustWithdraw,
    };
    if (state.dead || state.wrecked) break;
  }
  return { ...state, rolled };
}
