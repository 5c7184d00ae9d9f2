/**
 * What each ship's scanners hold in a space battle (Guide 7.6), kept on the Combat where only the
 * GM's client writes: the enemy ships it has identified (kept until they go dark or evade without
 * firing), and the Target Locks it made this side turn, which end with the turn. A locked ship shows
 * the Target locked marker, one per ship locking it, taken off as the locking side's turn ends.
 */
import { flagUpdate, readFlag } from "../../../system/flags";
import { markerDefinition, readMarkers, setMarkerCount } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { SP_SPACECRAFT_MARKER_ID } from "../rules/marker-ids";
import type { SideTurnState, TurnSide } from "../rules/side-turns";
import { SPACE_STATIONS, type SpaceActionKey } from "../rules/space-stations";
import type { StationActionTaken } from "../rules/station-turn";
import { staysIdentified } from "../rules/space-scanners";

export interface ShipLocks {
  readonly round: number;
  readonly side: TurnSide;
  /** Token ids of the ships locked. */
  readonly targets: readonly string[];
  /** Token ids of every ship a lock was tried on this turn, locked or not (Guide 7.6). */
  readonly tried?: readonly string[];
}

/** A side turn: the round and the side acting in it. */
export interface SideTurnMark {
  readonly round: number;
  readonly side: TurnSide;
}

/** A maneuver a ship made (Guide 7.5), in the side turn it was made. */
export interface ManeuverRecord extends SideTurnMark {
  readonly key: string;
  readonly success: boolean;
  /** Special successes: Go Dark's disadvantages to enemy scanners. */
  readonly special: number;
  /** Boost Beam: spent by the first laser that fires after it. */
  readonly spent?: boolean;
  /** Boost Engines: the extra hexes of movement it gave this turn. */
  readonly hexes?: number;
}

export interface SpaceTracking {
  /** Token ids each ship (by token id) has identified. */
  readonly identified: Readonly<Record<string, readonly string[]>>;
  readonly locks: Readonly<Record<string, ShipLocks>>;
  /** The last side turn each ship (by token id) fired its weapons in (Guide 7.6 advantages). */
  readonly fired?: Readonly<Record<string, SideTurnMark>>;
  /** The maneuvers of each ship's last two side turns (Guide 7.5), by token id. */
  readonly maneuvers?: Readonly<Record<string, readonly ManeuverRecord[]>>;
  /** The weapons each ship fired at ships in its last turn of firing (Guide 7.8), by token id. */
  readonly firedWeapons?: Readonly<Record<string, readonly string[]>>;
  /** The turret each ship's intelligence officer reserved for point defense, and when (Guide 7.8). */
  readonly defense?: Readonly<Record<string, DefenseRecord>>;
  /** The station actions each ship took in its last side turn (Guide 7.4, 7.14), by token id. */
  readonly actions?: Readonly<Record<string, readonly StationActionRecord[]>>;
  /** Each ship's preparation for warp (Guide 7.7), by token id. */
  readonly warp?: Readonly<Record<string, WarpRecord>>;
  /** The side turn each jammed ship (by token id) can neither scan nor communicate in (Guide 7.6). */
  readonly jammed?: Readonly<Record<string, SideTurnMark>>;
}

/**
 * Guide 7.7: the rounds of a ship's warp: work begun, the roll and its outcome, the next try. Every
 * field is always written (null when unset), since an update merges into the stored record.
 */
export interface WarpRecord {
  /** The round of the ship's turn the course was set in. */
  readonly begun: number;
  /** The round of the ship's turn the drive was energized and rolled in. */
  readonly rolled: number | null;
  readonly success: boolean | null;
  /** After a failure: the first round a new attempt may begin. */
  readonly retry: number | null;
}

function warpRecord(v: unknown): WarpRecord | null {
  const w = typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};
  const whole = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= 0;
  if (!whole(w.begun)) return null;
  return { begun: w.begun, rolled: whole(w.rolled) ? w.rolled : null, success: typeof w.success === "boolean" ? w.success : null, retry: whole(w.retry) ? w.retry : null };
}

export interface StationActionRecord extends StationActionTaken, SideTurnMark {}

/** A station action as stored, or null when any part of it is malformed. */
function stationActionRecord(v: unknown): StationActionRecord | null {
  const a = typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};
  const station = typeof a.station === "string" && Object.hasOwn(SPACE_STATIONS, a.station) ? (a.station as keyof typeof SPACE_STATIONS) : null;
  if (!station || typeof a.round !== "number" || typeof a.side !== "string" || typeof a.by !== "string" || typeof a.covering !== "boolean" || typeof a.disadvantages !== "number") return null;
  const action = (SPACE_STATIONS[station] as readonly { key: SpaceActionKey }[]).find((x) => x.key === a.action)?.key;
  if (!action) return null;
  return { round: a.round, side: a.side as TurnSide, station, action, by: a.by, covering: a.covering, disadvantages: a.disadvantages };
}

export interface DefenseRecord extends SideTurnMark {
  readonly weaponId: string;
  readonly turret: "railGun" | "pulseLaser";
}

declare module "../../../system/flags" {
  interface CombatFlags {
    /** Guide 7.6: identifications and this turn's Target Locks, by ship token id. */
    spSpaceTrack?: SpaceTracking;
  }
}

const ids = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : []);

/** The record as stored, anything malformed left out. */
export function readTracking(combat: Combat.Implementation | null | undefined): SpaceTracking {
  const raw: unknown = combat ? readFlag(combat, "Combat", "spSpaceTrack") : undefined;
  const r = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const identified: Record<string, string[]> = {};
  const locks: Record<string, ShipLocks> = {};
  const fired = turnMarks(r.fired);
  const jammed = turnMarks(r.jammed);
  if (typeof r.identified === "object" && r.identified !== null) for (const [k, v] of Object.entries(r.identified)) identified[k] = ids(v);
  if (typeof r.locks === "object" && r.locks !== null) {
    for (const [k, v] of Object.entries(r.locks as Record<string, unknown>)) {
      const l = typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};
      if (typeof l.round === "number" && typeof l.side === "string") locks[k] = { round: l.round, side: l.side as TurnSide, targets: ids(l.targets), tried: ids(l.tried) };
    }
  }
  const maneuvers: Record<string, ManeuverRecord[]> = {};
  if (typeof r.maneuvers === "object" && r.maneuvers !== null) {
    for (const [k, v] of Object.entries(r.maneuvers as Record<string, unknown>)) {
      maneuvers[k] = (Array.isArray(v) ? v : []).filter((m): m is ManeuverRecord => typeof m === "object" && m !== null && typeof m.round === "number" && typeof m.side === "string" && typeof m.key === "string" && typeof m.success === "boolean").map(({ hexes, ...m }) => ({ ...m, special: typeof m.special === "number" ? m.special : 0, ...(typeof hexes === "number" && Number.isInteger(hexes) && hexes >= 0 ? { hexes } : {}) }));
    }
  }
  const firedWeapons: Record<string, string[]> = {};
  if (typeof r.firedWeapons === "object" && r.firedWeapons !== null) for (const [k, v] of Object.entries(r.firedWeapons)) firedWeapons[k] = ids(v);
  const defense: Record<string, DefenseRecord> = {};
  if (typeof r.defense === "object" && r.defense !== null) {
    for (const [k, v] of Object.entries(r.defense as Record<string, unknown>)) {
      const d = typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};
      if (typeof d.round === "number" && typeof d.side === "string" && typeof d.weaponId === "string" && (d.turret === "railGun" || d.turret === "pulseLaser")) {
        defense[k] = { round: d.round, side: d.side as TurnSide, weaponId: d.weaponId, turret: d.turret };
      }
    }
  }
  const actions: Record<string, StationActionRecord[]> = {};
  if (typeof r.actions === "object" && r.actions !== null) {
    for (const [k, v] of Object.entries(r.actions as Record<string, unknown>)) actions[k] = (Array.isArray(v) ? v : []).map(stationActionRecord).filter((a): a is StationActionRecord => a !== null);
  }
  const warp: Record<string, WarpRecord> = {};
  if (typeof r.warp === "object" && r.warp !== null) {
    for (const [k, v] of Object.entries(r.warp as Record<string, unknown>)) {
      const w = warpRecord(v);
      if (w) warp[k] = w;
    }
  }
  return { identified, locks, fired, maneuvers, firedWeapons, defense, actions, warp, jammed };
}

/** A record of side turns by token id, the malformed entries left out. */
function turnMarks(raw: unknown): Record<string, SideTurnMark> {
  const out: Record<string, SideTurnMark> = {};
  if (typeof raw !== "object" || raw === null) return out;
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    const f = typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};
    if (typeof f.round === "number" && typeof f.side === "string") out[k] = { round: f.round, side: f.side as TurnSide };
  }
  return out;
}

/** The maneuvers a ship made in one side turn. */
export function maneuversIn(tracking: SpaceTracking, shipTokenId: string, mark: SideTurnMark): ManeuverRecord[] {
  return (tracking.maneuvers?.[shipTokenId] ?? []).filter((m) => m.round === mark.round && m.side === mark.side);
}

/** Whether a ship made a maneuver (with success, when asked) in that turn. */
export function made(tracking: SpaceTracking, shipTokenId: string, mark: SideTurnMark, key: string, success = true): boolean {
  return maneuversIn(tracking, shipTokenId, mark).some((m) => m.key === key && (!success || m.success));
}

/**
 * The actions a ship took in one side turn (Guide 7.2, 7.4): the station actions recorded, and the
 * free ones the record of actions leaves out but the turn's other records keep: fire (a torp launch
 * among it) and a turret reserved for point defense (7.8).
 */
export function actionsTakenIn(tracking: SpaceTracking, shipTokenId: string, mark: SideTurnMark): SpaceActionKey[] {
  const same = (m: SideTurnMark | undefined): boolean => m !== undefined && m.round === mark.round && m.side === mark.side;
  const taken: SpaceActionKey[] = (tracking.actions?.[shipTokenId] ?? []).filter(same).map((a) => a.action);
  if (same(tracking.fired?.[shipTokenId])) taken.push("fireWeapons");
  if (same(tracking.defense?.[shipTokenId])) taken.push("pointDefense");
  return taken;
}

/** The last turn `side` had before the turn now running: this round if it acts earlier, else the last. */
export function lastTurnOf(state: SideTurnState, side: TurnSide): SideTurnMark {
  const earlier = state.order.indexOf(side) < state.order.indexOf(state.acting);
  return { round: earlier ? state.round : state.round - 1, side };
}

/** The next turn of a side: later in this round if it has not acted yet, else in the next round. */
export function nextTurnOf(state: SideTurnState, side: TurnSide): SideTurnMark {
  const later = state.order.indexOf(side) > state.order.indexOf(state.acting);
  return { round: later ? state.round : state.round + 1, side };
}

/** Guide 7.6: whether a ship is jammed in the side turn now running. */
export function jammedNow(tracking: SpaceTracking, shipTokenId: string, state: SideTurnState): boolean {
  const j = tracking.jammed?.[shipTokenId];
  return j !== undefined && j.round === state.round && j.side === state.acting;
}

/** Whether a ship fired its weapons on its side's last turn. */
export function firedLastTurn(tracking: SpaceTracking, shipTokenId: string, side: TurnSide, state: SideTurnState): boolean {
  const f = tracking.fired?.[shipTokenId];
  const last = lastTurnOf(state, side);
  return f !== undefined && f.round === last.round && f.side === last.side;
}

/** The ships a ship locked in the side turn now running; none from an earlier turn. */
export function locksNow(tracking: SpaceTracking, shipTokenId: string, state: SideTurnState | null): readonly string[] {
  const l = tracking.locks[shipTokenId];
  return l && state && l.round === state.round && l.side === state.acting ? l.targets : [];
}

/**
 * Guide 7.6: the ships a ship tried to lock in the side turn now running, locked or not (a lock kept
 * before attempts were counted counts as tried).
 */
export function locksTriedNow(tracking: SpaceTracking, shipTokenId: string, state: SideTurnState | null): readonly string[] {
  const l = tracking.locks[shipTokenId];
  return l && state && l.round === state.round && l.side === state.acting ? [...new Set([...(l.tried ?? []), ...l.targets])] : [];
}

/** Guide 7.6: whether a ship's Target Lock on a target failed in the side turn now running. */
export function lockFailedNow(tracking: SpaceTracking, shipTokenId: string, targetTokenId: string, state: SideTurnState | null): boolean {
  return locksTriedNow(tracking, shipTokenId, state).includes(targetTokenId) && !locksNow(tracking, shipTokenId, state).includes(targetTokenId);
}

/**
 * Guide 7.6: a ship identified by one ship of a squadron is identified for all its ships with
 * working comms. The ships of a side are read as one squadron.
 */
export function identifiedBySide(tracking: SpaceTracking, sideShipTokenIds: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const id of sideShipTokenIds) for (const t of tracking.identified[id] ?? []) out.add(t);
  return out;
}

/**
 * Writes the record; the ships whose locks ended lose their entry, and so do the jams taken back
 * (Foundry's "-=" key, as an update merges).
 */
export async function writeTracking(combat: Combat.Implementation, tracking: SpaceTracking, endedLocks: readonly string[] = [], endedJams: readonly string[] = []): Promise<void> {
  const locks: Record<string, ShipLocks | null> = { ...tracking.locks };
  for (const ship of endedLocks) locks[`-=${ship}`] = null;
  const jammed: Record<string, SideTurnMark | null> = { ...(tracking.jammed ?? {}) };
  for (const ship of endedJams) {
    delete jammed[ship];
    jammed[`-=${ship}`] = null;
  }
  await combat.update(flagUpdate("Combat", { spSpaceTrack: { identified: tracking.identified, locks: locks as Record<string, ShipLocks>, fired: tracking.fired ?? {}, maneuvers: tracking.maneuvers ?? {}, firedWeapons: tracking.firedWeapons ?? {}, defense: tracking.defense ?? {}, actions: tracking.actions ?? {}, warp: tracking.warp ?? {}, jammed: jammed as Record<string, SideTurnMark> } }));
}

async function bumpLockMarker(target: Actor.Implementation, by: number): Promise<void> {
  const def = markerDefinition(SP_SPACECRAFT_MARKER_ID.locked);
  if (def) await setMarkerCount(target, def, Math.max(0, markerCount(readMarkers(target), SP_SPACECRAFT_MARKER_ID.locked) + by));
}

/** Shows a new lock on the locked ship's token. */
export async function showLock(target: Actor.Implementation): Promise<void> {
  await bumpLockMarker(target, 1);
}

/** Takes one lock's marker off a ship, when a Tactics spend undoes the lock (7.3). */
export async function hideLock(target: Actor.Implementation): Promise<void> {
  await bumpLockMarker(target, -1);
}

/** A side turn ends: its locks end, and their markers come off the ships they held. */
export async function endLocks(combat: Combat.Implementation, scene: Scene.Implementation | null): Promise<void> {
  const tracking = readTracking(combat);
  const state = readFlag(combat, "Combat", "spSideTurn");
  const kept: Record<string, ShipLocks> = {};
  const ended: string[] = [];
  for (const [ship, l] of Object.entries(tracking.locks)) {
    if (state && l.side !== state.acting) {
      kept[ship] = l;
      continue;
    }
    ended.push(ship);
    for (const t of l.targets) {
      const actor = scene?.tokens.get(t)?.actor;
      if (actor) await bumpLockMarker(actor, -1);
    }
  }
  if (ended.length > 0) await writeTracking(combat, { ...tracking, locks: kept }, ended);
}

/** Guide 7.6: an attempt at Evasive Maneuvers that failed does not lose the ship's identification. */
export const EVASION_UNIDENTIFIES_ON_SUCCESS = true;

/**
 * Guide 7.6: the identifications left as a side turn ends. A ship of that turn that made Evasive
 * Maneuvers and did not fire its weapons in it is no longer identified by anyone. It is judged at the
 * turn's end: the ship may still fire after evading until then, and a Tactics point may turn the
 * maneuver's roll while the turn runs (7.3). "Makes Evasive Maneuvers" is read as a successful
 * maneuver, as "successfully Goes Dark" beside it (EVASION_UNIDENTIFIES_ON_SUCCESS).
 */
export function identifiedAfterTurn(tracking: SpaceTracking, mark: SideTurnMark): SpaceTracking["identified"] {
  let identified = tracking.identified;
  for (const ship of Object.keys(tracking.maneuvers ?? {})) {
    const f = tracking.fired?.[ship];
    const fired = f !== undefined && f.round === mark.round && f.side === mark.side;
    const turn = { wentDark: made(tracking, ship, mark, "goDark"), evaded: made(tracking, ship, mark, "evasiveManeuvers", EVASION_UNIDENTIFIES_ON_SUCCESS), fired };
    const known = Object.values(identified).some((ids) => ids.includes(ship));
    if (known && !staysIdentified(turn)) identified = goDark(identified, ship).identified;
  }
  return identified;
}

/** A side turn ends (read from the stored turn): its evading ships that did not fire are unidentified (7.6). */
export async function endEvasions(combat: Combat.Implementation): Promise<void> {
  const state = readFlag(combat, "Combat", "spSideTurn");
  if (!state) return;
  const tracking = readTracking(combat);
  const identified = identifiedAfterTurn(tracking, { round: state.round, side: state.acting });
  if (identified !== tracking.identified) await writeTracking(combat, { ...tracking, identified });
}

/**
 * Guide 7.5: a ship going dark is unidentified at once: every ship's identification of it goes. The
 * ships that held one are kept, so a Tactics point that fails the dark after all gives them back (7.3).
 */
export function goDark(identified: SpaceTracking["identified"], own: string): { identified: SpaceTracking["identified"]; hidFrom: string[] } {
  const hidFrom = Object.entries(identified).filter(([, ids]) => ids.includes(own)).map(([by]) => by);
  return { identified: Object.fromEntries(Object.entries(identified).map(([by, ids]) => [by, ids.filter((t) => t !== own)])), hidFrom };
}

/** The identifications going dark took away, given back to the ships in `hidFrom`. */
export function undoDark(identified: SpaceTracking["identified"], own: string, hidFrom: readonly string[]): SpaceTracking["identified"] {
  const back = { ...identified };
  for (const by of hidFrom) back[by] = [...new Set([...(back[by] ?? []), own])];
  return back;
}
