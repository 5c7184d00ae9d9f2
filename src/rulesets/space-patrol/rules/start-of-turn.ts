/**
 * Start-of-turn marker checks (ruling SP-11; Guide 6.14, 6.15, 7.10, 7.12), in the ruling's order:
 * what must be rolled for a marked person, vehicle or spacecraft, and what each result does.
 * Optionally a player-character crew rolls its own Morale checks (Guide 6.15, 7.12).
 */
import { callable, counts as checkedCounts, record, text, yesNo } from "../../../core/checks";
import { markerCount, withMarker, type MarkerCounts } from "../../../core/markers";
import type { AssetId } from "./assets";
import { spaceMarkerDefinition } from "./damage";
import { SP_SPACECRAFT_MARKER_ID as SC, SP_VEHICLE_MARKER_ID as VH } from "./marker-ids";
import { taskDisadvantagesFromMarkers } from "./marker-effects";
import type { ToolKit } from "./marker-removal";
import { SP_MARKER } from "./markers";
import { isAssetLevel, type AssetLevel } from "./task";

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
  /** Set on a Morale check a player-character crewman rolls for themselves (Guide 6.15, 7.12). */
  readonly crewman?: PlayerCrewman;
}

/** A player character aboard a vehicle or spacecraft that carries a Morale Marker. */
export interface PlayerCrewman {
  readonly name: string;
  /** The crewman's level in the check's asset: Will aboard a vehicle, Leadership aboard a spacecraft. */
  readonly level: AssetLevel;
  /** Driver, pilot or captain: if they stay shaken the craft must withdraw (Guide 6.15, 7.10). */
  readonly atControls?: boolean;
  /** The crewman's own burdens on the roll, such as one per Wound Marker they carry (Guide 6.14). */
  readonly disadvantages?: number;
}

export interface StartOfTurnOptions {
  /**
   * Guide 6.15, 7.12: the Space Judge may let a player-character crew roll each for their own Morale
   * Marker instead of the commander or captain rolling once. Off unless the GM turns it on.
   */
  readonly playerCrewRollOwnMorale?: boolean;
  /**
   * The player characters aboard who still carry the Morale Marker; needed when the option is on
   * and the craft has the marker. A person rolls their own Morale anyway, so the option leaves
   * individuals alone.
   */
  readonly playerCrew?: readonly PlayerCrewman[];
}

/**
 * The craft has one Morale Marker (SP-9) but each player crewman clears their own share of it. Read
 * as a player would: the marker comes off the craft only once every crewman still shaken has
 * passed; until then those who failed stay shaken (no weapons but point defense) and the rest act.
 */
export const PLAYER_CREW_MORALE_CLEARS_WHEN_ALL_PASS = true;

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

/**
 * The checks a combatant must roll at its side's turn start, in order (SP-11). With the player
 * crew option the Morale check is listed once per crewman, still last in the order.
 */
export function startOfTurnChecks(counts: MarkerCounts, kind: CombatantKind, options: StartOfTurnOptions = {}): readonly StartOfTurnCheck[] {
  checkedCounts(counts, "markers");
  record(options, "options");
  const defs: readonly StartOfTurnCheckDefinition[] | undefined = typeof kind === "string" && Object.hasOwn(START_OF_TURN_CHECKS, kind) ? START_OF_TURN_CHECKS[kind] : undefined;
  if (!defs) throw new RangeError(`Unknown combatant kind "${String(kind)}"`);
  let out: StartOfTurnCheck[] | undefined;
  let wounds = -1;
  for (const def of defs) {
    const n = markerCount(counts, def.marker);
    if (n === 0) continue;
    if (def.woundsBurden && wounds < 0) wounds = taskDisadvantagesFromMarkers(counts, "asset");
    out ??= [];
    if (def.key === "morale" && kind !== "individual" && options.playerCrewRollOwnMorale) {
      for (const crewman of checkedCrew(options.playerCrew)) out.push(Object.freeze({ ...def, roller: "self", disadvantages: crewman.disadvantages ?? 0, crewman }));
      continue;
    }
    const check = checkWith(def, def.woundsBurden ? wounds : 0);
    for (let i = def.perMarker ? n : 1; i > 0; i--) out.push(check);
  }
  return out ?? NO_CHECKS;
}

function checkedCrew(crew: readonly PlayerCrewman[] = []): readonly PlayerCrewman[] {
  if (crew.length === 0) throw new RangeError("Name the player characters aboard who roll their own Morale");
  const names = new Set<string>();
  for (const c of crew) {
    if (typeof c.name !== "string" || c.name.trim() === "") throw new RangeError("Every player crewman needs a name");
    if (names.has(c.name)) throw new RangeError(`Player crewman "${c.name}" is listed twice`);
    names.add(c.name);
    if (!isAssetLevel(c.level)) throw new RangeError(`${c.name}'s level must be X or 0 to 10, not ${String(c.level)}`);
    const d = c.disadvantages ?? 0;
    if (!Number.isInteger(d) || d < 0) throw new RangeError(`${c.name}'s disadvantages must be a whole number 0 or more, not ${d}`);
  }
  return crew;
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
  /** A player crewman who failed their own Morale check: they keep the marker and fires only point defense. */
  readonly shakenCrewman: string | null;
}

/**
 * Applies one check's result to a combatant's markers (SP-11). A player crewman's own Morale check
 * never takes the craft's marker off alone: runStartOfTurn does that once the whole crew passed.
 */
export function applyStartOfTurnResult(counts: MarkerCounts, check: StartOfTurnCheck | StartOfTurnCheckDefinition, success: boolean): StartOfTurnOutcome {
  checkedCounts(counts, "markers");
  record(check, "check");
  text(check.marker, "check.marker");
  yesNo(success, "success");
  const crewman = "crewman" in check ? check.crewman : undefined;
  if (crewman !== undefined) text(record(crewman, "check.crewman").name, "check.crewman.name");
  let next = counts;
  let cleared = false;
  if (success && !crewman && check.clearsOnSuccess && markerCount(counts, check.marker) > 0) {
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
    // Guide 6.15, 7.10: only the man at the controls takes the craft away; other shaken crew stay put
    mustWithdraw: failed && (check.onFailure === "driveAway" || check.onFailure === "flyAway") && (!crewman || crewman.atControls === true),
    markerCleared: cleared,
    shakenCrewman: failed && crewman ? crewman.name : null,
  };
}

export interface StartOfTurnSummary extends Omit<StartOfTurnOutcome, "markerCleared" | "shakenCrewman"> {
  readonly rolled: readonly { readonly check: StartOfTurnCheck; readonly success: boolean }[];
  /** Player crewmen who failed their own Morale check this turn: next turn's playerCrew. */
  readonly shakenCrew: readonly string[];
}

/**
 * Runs every check in order, asking `roll` for each result, and stops once the combatant is dead
 * or wrecked: nothing after that matters this turn.
 */
export function runStartOfTurn(
  counts: MarkerCounts,
  kind: CombatantKind,
  roll: (check: StartOfTurnCheck) => boolean,
  options: StartOfTurnOptions = {},
): StartOfTurnSummary {
  callable(roll, "roll");
  let state = { counts, dead: false, wrecked: false, noMoveNoAction: false, hunkerOrMoveToCover: false, mustWithdraw: false };
  const rolled: { check: StartOfTurnCheck; success: boolean }[] = [];
  const shakenCrew: string[] = [];
  let crewMorale: StartOfTurnCheck | null = null;
  for (const check of startOfTurnChecks(counts, kind, options)) {
    const success = yesNo(roll(check), "roll()");
    rolled.push({ check, success });
    const o = applyStartOfTurnResult(state.counts, check, success);
    if (check.crewman) crewMorale = check;
    if (o.shakenCrewman !== null) shakenCrew.push(o.shakenCrewman);
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
  // PLAYER_CREW_MORALE_CLEARS_WHEN_ALL_PASS: the craft's one marker goes once nobody is left shaken
  if (crewMorale && shakenCrew.length === 0 && markerCount(state.counts, crewMorale.marker) > 0) {
    state = { ...state, counts: withMarker(state.counts, spaceMarkerDefinition(crewMorale.marker), -1) };
  }
  return { ...state, rolled, shakenCrew };
}
