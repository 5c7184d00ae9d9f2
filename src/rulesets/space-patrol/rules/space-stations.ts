/**
 * Space combat crews (Guide 7.2, 7.4, 7.14): the six stations and their actions (free actions
 * marked), the turn order of a ship's actions, covering two stations, small crews and NPC crews.
 */
import { list as checkedList, record } from "../../../core/checks";
import type { SpaceStation } from "./marker-removal";
import { assertAssetLevel } from "./task";

export type SpaceActionKey =
  | "standardMove"
  | "evasiveManeuvers"
  | "dangerousManeuvers"
  | "launchSpaceTorps"
  | "repairFlight"
  | "prepareForWarp"
  | "targetLock"
  | "boostField"
  | "repairAstrogation"
  | "repairSystem"
  | "goDark"
  | "boostEngines"
  | "boostBeam"
  | "fireWeapons"
  | "reload"
  | "repairWeapon"
  | "identifyTarget"
  | "analyzeTarget"
  | "electronicJam"
  | "repairElectronics"
  | "pointDefense"
  | "healCrewman"
  | "repairHull"
  | "scanForLifeSigns";

export interface SpaceAction {
  readonly key: SpaceActionKey;
  readonly label: string;
  /** Guide 7.4: a free action is taken besides the station's one action. */
  readonly free: boolean;
}

const act = (key: SpaceActionKey, free = false): SpaceAction => ({ key, label: `STARSKIRMISH.SpacePatrol.SpaceAction.${key}`, free });

/** Guide 7.4, station by station. */
export const SPACE_STATIONS = {
  flight: [act("standardMove", true), act("evasiveManeuvers"), act("dangerousManeuvers"), act("launchSpaceTorps", true), act("repairFlight")],
  astrogation: [act("prepareForWarp"), act("targetLock"), act("boostField"), act("launchSpaceTorps", true), act("repairAstrogation")],
  engineering: [act("repairSystem"), act("goDark"), act("boostEngines"), act("boostBeam"), act("boostField")],
  gunnery: [act("fireWeapons"), act("reload"), act("repairWeapon")],
  intelligence: [act("identifyTarget"), act("analyzeTarget"), act("electronicJam"), act("repairElectronics"), act("pointDefense", true), act("reload")],
  medical: [act("healCrewman"), act("repairHull"), act("scanForLifeSigns"), act("reload")],
} as const satisfies Record<SpaceStation, readonly SpaceAction[]>;

export { SPACE_STATION_KEYS } from "../data/lists";

/** Guide 7.2: a ship acts in this order when its turn comes. */
export const SPACE_TURN_ORDER = ["maneuvers", "scanners", "firing", "repairs", "other"] as const;
export type SpaceTurnStep = (typeof SPACE_TURN_ORDER)[number];

/**
 * Guide 7.2, 7.4: the step of a ship's turn each station action belongs to. The maneuvers are 7.5's
 * (the standard move among them); launching torps and reserving turrets for point defense are firing
 * (7.8); preparing for warp, healing and reloading are the other actions.
 */
const TURN_STEP: Readonly<Record<SpaceActionKey, SpaceTurnStep>> = {
  standardMove: "maneuvers",
  evasiveManeuvers: "maneuvers",
  dangerousManeuvers: "maneuvers",
  goDark: "maneuvers",
  boostEngines: "maneuvers",
  boostBeam: "maneuvers",
  boostField: "maneuvers",
  identifyTarget: "scanners",
  targetLock: "scanners",
  analyzeTarget: "scanners",
  electronicJam: "scanners",
  scanForLifeSigns: "scanners",
  fireWeapons: "firing",
  launchSpaceTorps: "firing",
  pointDefense: "firing",
  repairFlight: "repairs",
  repairAstrogation: "repairs",
  repairSystem: "repairs",
  repairWeapon: "repairs",
  repairElectronics: "repairs",
  repairHull: "repairs",
  prepareForWarp: "other",
  healCrewman: "other",
  reload: "other",
};

/** Guide 7.2: the step of a ship's turn an action belongs to. */
export function spaceTurnStep(action: SpaceActionKey): SpaceTurnStep {
  const step: SpaceTurnStep | undefined = Object.hasOwn(TURN_STEP, action) ? TURN_STEP[action] : undefined;
  if (!step) throw new RangeError(`Unknown space action "${String(action)}"`);
  return step;
}

/**
 * Guide 7.5: "Maneuvers must be attempted before any other actions in the turn": whether a maneuver
 * comes too late, given the actions the ship already took this turn (its other maneuvers do not count).
 */
export function maneuverTooLate(taken: readonly SpaceActionKey[]): boolean {
  return checkedList(taken, "taken").some((a) => spaceTurnStep(a) !== "maneuvers");
}

/** Whether a station offers an action (Guide 7.4). */
export function stationOffers(station: SpaceStation, action: SpaceActionKey): boolean {
  const list: readonly SpaceAction[] | undefined = typeof station === "string" && Object.hasOwn(SPACE_STATIONS, station) ? SPACE_STATIONS[station] : undefined;
  if (!list) throw new RangeError(`Unknown station "${String(station)}"`);
  return list.some((a) => a.key === action);
}

/** Guide 7.14: one crewman may take at most two station actions in a turn. */
export const MAX_ACTIONS_PER_CREWMAN = 2;

/**
 * Guide 7.14: the disadvantage each action carries when one crewman takes two (covering another
 * station, or a scanner operator who identifies and locks in one turn). A pilot or astrogator who
 * launches torps beside another action, or a gun boat firing a torp pod, takes none.
 */
export function multiActionDisadvantage(actions: readonly SpaceActionKey[], options: { readonly torpPodWeapon?: boolean } = {}): number {
  record(options, "options");
  if (checkedList(actions, "actions").length > MAX_ACTIONS_PER_CREWMAN) throw new RangeError(`A crewman may take at most ${MAX_ACTIONS_PER_CREWMAN} actions, not ${actions.length}`);
  if (actions.length < 2) return 0;
  if (actions.includes("launchSpaceTorps")) return 0;
  if (options.torpPodWeapon && actions.includes("fireWeapons")) return 0;
  return 1;
}

/**
 * Guide 7.14: a ship without warp has a Scanner Operator in place of the astrogator, who does the
 * intelligence officer's and the astrogator's actions except preparing for warp.
 */
export function scannerOperatorMay(action: SpaceActionKey): boolean {
  if (action === "prepareForWarp") return false;
  return stationOffers("intelligence", action) || stationOffers("astrogation", action);
}

/** Guide 7.14: an NPC ship's crew uses one level, 1 to 4, for every check. */
export const NPC_CREW_LEVELS = [1, 2, 3, 4] as const;
export type NpcCrewLevel = (typeof NPC_CREW_LEVELS)[number];

export function npcCrewAsset(level: number): NpcCrewLevel {
  if (!(NPC_CREW_LEVELS as readonly number[]).includes(level)) throw new RangeError(`An NPC crew level is 1 to 4, not ${level}`);
  return level as NpcCrewLevel;
}

/** Guide 7.3: the squadron's Tactics pool is the sum of its captains' Tactics levels. */
export function captainsTacticsPool(captainsTactics: readonly (number | "X")[]): number {
  let total = 0;
  for (const t of checkedList(captainsTactics, "captainsTactics")) {
    assertAssetLevel(t, "captain's Tactics");
    total += t === "X" ? 0 : t;
  }
  return total;
}
