/**
 * Crew seats and stations as the vehicle and spacecraft sheets show and change them: pure, so the
 * drop and button handlers only read the event and write the result.
 */
import { CREW_ROLES, type CrewAssignment, type CrewRole } from "../data/crew-schema";
import { SPACE_STATIONS, SPACE_STATION_KEYS } from "../rules/space-stations";
import type { SpacecraftSystem } from "../data/spacecraft-schema";
import { SPACE_PATROL_TYPES } from "../data/definition";
import { FORMATION_TYPE } from "../../../core/formation-schema";

export interface Seat extends CrewAssignment {
  role: CrewRole;
}

export interface SeatRow extends Seat {
  index: number;
  empty: boolean;
  /** The role's language key, so the seat's remove button can say which seat it removes. */
  roleLabel: string;
}

export function seatRows(crew: readonly Seat[]): SeatRow[] {
  return crew.map((s, index) => ({ ...s, index, empty: s.actorUuid === "", roleLabel: roleLabelOf(s.role) }));
}

const roleLabelOf = (role: CrewRole): string => `STARSKIRMISH.Field.Choice.${role}`;

export function crewRoleChoices(): { value: CrewRole; label: string }[] {
  return CREW_ROLES.map((r) => ({ value: r, label: roleLabelOf(r) }));
}

/** Guide 6.7, 7.4: who crews a vehicle or stands at a station: a patrolman or an NPC. */
export const CREW_TYPES: readonly string[] = [SPACE_PATROL_TYPES.patrolman, SPACE_PATROL_TYPES.npc];

/** Why a dropped actor cannot be crew: the craft itself, a formation, another rule set's actor, or a craft. */
export type CrewDropRefusal = "itself" | "formation" | "otherRuleSet" | "notCrew";

/**
 * Whether an actor dropped on a craft's sheet may crew it; the reason when not. Only a patrolman
 * or an NPC takes a seat or a station: a formation is many figures, another rule set's actor has
 * no assets to roll, and a craft (this one above all) is not a crewman.
 */
export function crewDropRefusal(craftUuid: string, dropped: { readonly uuid: string; readonly type: string }): CrewDropRefusal | null {
  if (dropped.uuid === craftUuid) return "itself";
  if (dropped.type === FORMATION_TYPE) return "formation";
  if (CREW_TYPES.includes(dropped.type)) return null;
  return (Object.values(SPACE_PATROL_TYPES) as string[]).includes(dropped.type) ? "notCrew" : "otherRuleSet";
}

/** The localisation key of a refusal, filled with the dropped actor's name. */
export function crewDropRefusalLabel(reason: CrewDropRefusal): string {
  return `STARSKIRMISH.SpacePatrol.Crew.refused.${reason}`;
}

/**
 * Seats an actor: in the seat it was dropped on, else the first empty seat, else a new crewman's
 * seat. An actor already aboard moves rather than sitting twice.
 */
export function assignSeat(crew: readonly Seat[], index: number | null, who: CrewAssignment): Seat[] {
  const out = crew.map((s) => (s.actorUuid === who.actorUuid ? { ...s, actorUuid: "", actorName: "" } : { ...s }));
  let at = index !== null && index >= 0 && index < out.length ? index : out.findIndex((s) => s.actorUuid === "");
  if (at < 0) {
    out.push({ role: "crewman", actorUuid: "", actorName: "" });
    at = out.length - 1;
  }
  out[at] = { ...(out[at] as Seat), ...who };
  return out;
}

/**
 * The seat roles a submitted form changed ({"0": {role: "gunner"}}, as the form sends them), laid
 * over the current seats; unknown roles and seats are ignored, and who sits where is kept.
 */
export function applySeatEdits(crew: readonly Seat[], submitted: unknown): Seat[] {
  const edits = (typeof submitted === "object" && submitted !== null ? submitted : {}) as Record<string, { role?: unknown } | undefined>;
  return crew.map((s, i) => {
    const role = edits[String(i)]?.role;
    return { ...s, role: (CREW_ROLES as readonly unknown[]).includes(role) ? (role as CrewRole) : s.role };
  });
}

export function addSeat(crew: readonly Seat[]): Seat[] {
  return [...crew.map((s) => ({ ...s })), { role: "crewman", actorUuid: "", actorName: "" }];
}

function sameOccupant(seat: Seat | undefined, seen: Seat): boolean {
  return seat !== undefined && seat.actorUuid === seen.actorUuid && seat.actorName === seen.actorName;
}

function sameSeat(seat: Seat | undefined, seen: Seat): boolean {
  return sameOccupant(seat, seen) && seat!.role === seen.role;
}

/**
 * Where the seat a row showed is now, after changes made since the sheet drew it: at its index if
 * it is still there (with the same occupant, and the same role unless only roles can have changed:
 * seats are added at the end, so with as many seats as at the press, none moved), else wherever a
 * seat like it is (two alike seats are one to remove or clear); -1 when none is left.
 */
export function seatNow(crew: readonly Seat[], seen: { index: number; seat: Seat; count: number }): number {
  const there = crew[seen.index];
  if (sameSeat(there, seen.seat) || (crew.length === seen.count && sameOccupant(there, seen.seat))) return seen.index;
  return crew.findIndex((s) => sameSeat(s, seen.seat));
}

export function removeSeat(crew: readonly Seat[], index: number): Seat[] {
  return crew.filter((_, i) => i !== index).map((s) => ({ ...s }));
}

/** Empties a seat and keeps it. */
export function clearSeat(crew: readonly Seat[], index: number): Seat[] {
  return crew.map((s, i) => (i === index ? { ...s, actorUuid: "", actorName: "" } : { ...s }));
}

export type StationKey = (typeof SPACE_STATION_KEYS)[number];
export type Stations = SpacecraftSystem["stations"];

export interface StationRow extends CrewAssignment {
  key: StationKey;
  label: string;
  empty: boolean;
  /** Guide 7.4: what the station may do; free actions marked; the buttons that run it from the sheet. */
  actions: { label: string; free: boolean; buttons: { task: string; label: string }[] }[];
  /** The same actions as the sheet lays them out: first every button, then the rest in one line of words. */
  taskButtons: { task: string; label: string; free: boolean }[];
  plain: { label: string; free: boolean }[];
  /** Buttons that are no station action of 7.4: raising the field (7.9), boarding (7.11), Reverse the Polarity (4.2). */
  extras: { task: string; label: string }[];
}

/**
 * The station actions the sheet runs from buttons (Guide 7.5, 7.6), each with the tasks it offers:
 * the dangerous maneuvers are three. The rest are listed for the crew to read.
 */
export const STATION_BUTTONS: Readonly<Partial<Record<string, readonly string[]>>> = {
  identifyTarget: ["identifyTarget"],
  targetLock: ["targetLock"],
  analyzeTarget: ["analyzeTarget"],
  electronicJam: ["electronicJam"],
  scanForLifeSigns: ["scanForLifeSigns"],
  evasiveManeuvers: ["evasiveManeuvers"],
  dangerousManeuvers: ["comeToGrips", "rideTheWake", "asteroidShimsham"],
  goDark: ["goDark"],
  boostEngines: ["boostEngines"],
  boostBeam: ["boostBeam"],
  boostField: ["boostField"],
  // Guide 7.13: each repair action works on the markers its station may fix
  repairFlight: ["repair"],
  repairAstrogation: ["repair"],
  repairSystem: ["repair"],
  repairWeapon: ["repair"],
  repairElectronics: ["repair"],
  repairHull: ["repair"],
  pointDefense: ["pointDefense"],
  prepareForWarp: ["prepareForWarp"],
  healCrewman: ["healCrewman"],
};

const taskLabel = (task: string): string =>
  task === "repair" ? "STARSKIRMISH.SpacePatrol.Repair.button" : task === "prepareForWarp" ? "STARSKIRMISH.SpacePatrol.Warp.button" : ["identifyTarget", "targetLock", "analyzeTarget", "electronicJam", "scanForLifeSigns", "pointDefense", "healCrewman"].includes(task) ? `STARSKIRMISH.SpacePatrol.SpaceAction.${task}` : `STARSKIRMISH.SpacePatrol.Maneuver.${task}`;

export function stationRows(stations: Stations): StationRow[] {
  return SPACE_STATION_KEYS.map((key) => {
    const actions = SPACE_STATIONS[key].map((a) => ({ label: a.label, free: a.free, buttons: (STATION_BUTTONS[a.key] ?? []).map((task) => ({ task, label: taskLabel(task) })) }));
    return {
      key,
      label: `STARSKIRMISH.SpacePatrol.Station.${key}`,
      ...stations[key],
      empty: stations[key].actorUuid === "",
      actions,
      taskButtons: actions.flatMap((a) => a.buttons.map((b) => ({ ...b, free: a.free }))),
      plain: actions.filter((a) => a.buttons.length === 0).map(({ label, free }) => ({ label, free })),
      extras: [],
    };
  });
}

export function isStationKey(key: unknown): key is StationKey {
  return (SPACE_STATION_KEYS as readonly unknown[]).includes(key);
}

/**
 * Posts an actor at the station it was dropped on, else the first empty one; null when every
 * station is taken and none was named. One crewman may cover several stations (Guide 7.14).
 */
export function assignStation(stations: Stations, key: StationKey | null, who: CrewAssignment): Stations | null {
  const at = key ?? SPACE_STATION_KEYS.find((k) => stations[k].actorUuid === "");
  if (!at) return null;
  return { ...stations, [at]: { ...stations[at], actorUuid: who.actorUuid, actorName: who.actorName } };
}

/**
 * The stations whose crewman a change made of `before` differs in, each with its crewman alone:
 * what a drop or a Clear writes, so an NPC crew level typed in the form while it was in flight,
 * and any other station, are left as they are (stations merge station by station).
 */
export function stationCrewChanges(before: Stations, after: Stations): Partial<Record<StationKey, CrewAssignment>> {
  const out: Partial<Record<StationKey, CrewAssignment>> = {};
  for (const key of SPACE_STATION_KEYS) {
    const [was, now] = [before[key], after[key]];
    if (was.actorUuid !== now.actorUuid || was.actorName !== now.actorName) out[key] = { actorUuid: now.actorUuid, actorName: now.actorName };
  }
  return out;
}

/** Empties a station of its crewman; its NPC crew level stays. */
export function clearStation(stations: Stations, key: StationKey): Stations {
  return { ...stations, [key]: { ...stations[key], actorUuid: "", actorName: "" } };
}

/**
 * Who fires a vehicle's weapons: its gunner, else the commander, else a crewman, else the driver,
 * who may fire only weapons fixed forward (Guide 6.7). Empty when nobody fit is aboard.
 */
export const GUNNER_ORDER: readonly CrewRole[] = ["gunner", "commander", "crewman", "driver"];

/** Guide 6.7: who drives or pilots a vehicle: the one in the driver's seat; empty when it is empty. */
export function vehicleDriver(crew: readonly Seat[]): string {
  return crew.find((s) => s.role === "driver" && s.actorUuid !== "")?.actorUuid ?? "";
}

export function vehicleGunner(crew: readonly Seat[]): string {
  for (const role of GUNNER_ORDER) {
    const seat = crew.find((s) => s.role === role && s.actorUuid !== "");
    if (seat) return seat.actorUuid;
  }
  return "";
}
