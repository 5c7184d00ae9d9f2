/**
 * Maneuvers at the table (Guide 7.5), asked from the flight, engineering or astrogation station and
 * rolled on the GM's client: the station's crewman or NPC crew rolls the maneuver's asset with the
 * ship's computer or drive code, its markers' disadvantages, and, where the maneuver compares pilots,
 * the targeted enemy's pilot. Come to Grips and Ride the Wake need the enemy in the same hex. A failed
 * boost gives its marker; a failed shimsham rolls to avoid the body, and a crash lands its damage on the
 * ship. What was made is recorded for the turn, and space fire and the scanners read
 * it (evasion, coming to grips, the shimsham, going dark, riding the wake, a boosted field or beam);
 * a ship that evaded and did not fire is unidentified as its turn ends (turn/space-tracking.ts, 7.6).
 * A dark ship makes no maneuver (7.5), nor one after any other action of the ship's turn (7.5, 7.2);
 * a maneuver is made once a turn, and is the station's action for the turn, at a disadvantage when
 * its crewman covers two stations (7.4, 7.14).
 */
import { askGm, defineGmRequest, readStringFields, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { userTargets } from "../../../system/board";
import { ownTokenIds } from "../../../system/own-token";
import { rollDice, rollInSlots } from "../../../system/real-dice";
import { postCard } from "../../../system/cards/post-card";
import { adjustMarker, markerDefinition, readMarkers } from "../../../system/markers/marker-store";
import {
  maneuverRule, maneuverTooLate, resolveManeuver, stationOffers, taskDisadvantagesFromMarkers,
  type ManeuverKey, type SpaceActionKey, type SpaceStation,
} from "../rules";
import { SpacecraftData } from "../models/craft-models";
import type { ManeuverRecord } from "../cards/space-maneuver-record";
import { maneuverCardFromRecord, maneuverMarkers, maneuverOutcomeFromRecord } from "../view/space-maneuver-record-card";
import { bestLevel } from "../view/crew-levels";
import type { AssetLevel } from "../rules/task";
import { sideOfActor } from "../turn/combatant-sides";
import { readCovering, shipAtStation, stationAction, stationRefusal, woundDisadvantages } from "../turn/station-request";
import { askCovering } from "./covering-ask";
import { shipCrew, stationLevel, type ShipCrew } from "../turn/space-crew";
import { actionsTakenIn, goDark, made, readTracking, writeTracking } from "../turn/space-tracking";
import { hexesBetween } from "../turn/space-hexes";
import { SP_SPACE_MANEUVER_CARD } from "../cards/space";

export const MANEUVER_KEYS = ["evasiveManeuvers", "comeToGrips", "rideTheWake", "asteroidShimsham", "goDark", "boostEngines", "boostBeam", "boostField"] as const satisfies readonly ManeuverKey[];

/** Guide 7.4: the stations a maneuver is made from; the dangerous ones are the pilot's. */
const STATIONS: Readonly<Record<ManeuverKey, readonly SpaceStation[]>> = {
  evasiveManeuvers: ["flight"],
  comeToGrips: ["flight"],
  rideTheWake: ["flight"],
  asteroidShimsham: ["flight"],
  goDark: ["engineering"],
  boostEngines: ["engineering"],
  boostBeam: ["engineering"],
  boostField: ["engineering", "astrogation"],
};

export interface ManeuverRequest {
  readonly sceneId: string;
  readonly tokenId: string;
  readonly maneuver: string;
  readonly station: string;
  /** The enemy ship's token id, for a maneuver that compares pilots; blank otherwise. */
  readonly target: string;
  /** Guide 7.14: "yes" when the crewman will take a second action this turn. */
  readonly covering: string;
}

/** Guide 7.4: the station action a maneuver is; the three dangerous ones are one action. */
const actionOf = (key: ManeuverKey): SpaceActionKey => (key === "comeToGrips" || key === "rideTheWake" || key === "asteroidShimsham" ? "dangerousManeuvers" : key);

const refuse = (key: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.SpacePatrol.Maneuver.refused.${key}` });

/** The better of the maneuver's assets at the station (Boost Field: Electronics or Astrogation). */
function levelFor(crew: ShipCrew, station: SpaceStation, assets: readonly string[]): AssetLevel {
  return bestLevel(assets.map((a) => ({ role: station, level: stationLevel(crew, station, a) })));
}

async function carryOut(req: ManeuverRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const key = (MANEUVER_KEYS as readonly string[]).includes(req.maneuver) ? (req.maneuver as ManeuverKey) : null;
  const station = key ? STATIONS[key].find((s) => s === req.station) : undefined;
  if (!key || !station || !stationOffers(station, actionOf(key))) return refuse("gone");
  const at = await shipAtStation(req, station, requester);
  if ("refused" in at) return refuse(at.refused);
  const { scene, token, ship, system, crew, crewman, combat, state, side } = at;
  const tracking = readTracking(combat);
  const own = token.id ?? "";
  const now = { round: state.round, side };
  if (made(tracking, own, now, "goDark")) return refuse("dark");
  if (made(tracking, own, now, key, false)) return refuse("again");
  const act = stationAction(at, tracking, station, actionOf(key), req.covering);
  if ("refused" in act) return stationRefusal(act.refused);
  // Guide 7.5: a maneuver comes before the ship's other actions of the turn
  if (maneuverTooLate(actionsTakenIn(tracking, own, now))) return refuse("notFirst");
  const rule = maneuverRule(key);
  const enemyToken = req.target ? scene.tokens.get(req.target) : undefined;
  const enemy = enemyToken?.actor;
  let compare: { own: AssetLevel; enemy: AssetLevel } | undefined;
  if (rule.compare) {
    if (!enemyToken || !enemy || !(enemy.system instanceof SpacecraftData) || sideOfActor(enemy) === side) return refuse("needsEnemy");
    const enemyCrew = await shipCrew(enemy);
    if (!enemyCrew) return refuse("needsEnemy");
    compare = { own: stationLevel(crew, "flight", rule.compare), enemy: stationLevel(enemyCrew, "flight", rule.compare) };
  }
  // Guide 7.5: both come-to-grips maneuvers need the enemy's hex
  if (rule.needs === "sameHexAsEnemy" && (!enemyToken || hexesBetween(scene, token, enemyToken) !== 0)) return refuse("sameHex");
  const asset = levelFor(crew, station, rule.assets);
  const equipment = system[rule.equipment];
  const shipMarkers = readMarkers(ship);
  // Guide 6.14: the crewman's own wounds burden the maneuver and a shimsham's avoid roll
  const wounds = woundDisadvantages(crewman);
  // the roll's terms do not hang on its die: a dry run with a 1 reads them, and resolveTask counts
  // an untrained roller's disadvantage itself
  const terms = resolveManeuver({ key, asset, equipment, shipMarkers, advantages: act.surpriseAdvantages, disadvantages: act.disadvantages + wounds, ...(compare ? { compare } : {}), d20: 1, dice: { die: () => 1 } }).task;
  const { roll, faces } = await rollDice(1, 20);
  const record: ManeuverRecord = {
    key,
    shipTokenId: own,
    round: state.round,
    side: state.acting,
    by: crewman?.name ?? "",
    covering: act.disadvantages > 0,
    enemy: enemyToken?.name ?? "",
    compareOwn: compare ? String(compare.own) : "",
    compareEnemy: compare ? String(compare.enemy) : "",
    asset: String(asset),
    equipment,
    advantages: terms.advantages,
    disadvantages: terms.disadvantages - (asset === "X" ? 1 : 0),
    d20: faces[0] ?? 1,
    avoidDisadvantages: taskDisadvantagesFromMarkers(shipMarkers, "spacePilot") + wounds,
    // Guide 7.2: the avoid roll is a task of the first turn too
    avoidAdvantages: act.surpriseAdvantages,
    slots: {},
    hidFrom: [],
    tactics: [],
  };
  const { result: outcome, slots, rolls } = await rollInSlots(record.slots, (slot) => maneuverOutcomeFromRecord(record, slot));
  const { result } = outcome;
  for (const id of maneuverMarkers(outcome)) {
    const def = markerDefinition(id);
    if (def) await adjustMarker(ship, def, 1);
  }
  const records = [...(tracking.maneuvers?.[own] ?? []).filter((m) => m.round >= state.round - 1), { ...now, key, success: result.success, special: result.task.specialSuccesses, ...(result.extraHexes > 0 ? { hexes: result.extraHexes } : {}) }];
  // Guide 7.5: going dark makes the ship unidentified at once
  const dark = key === "goDark" && result.success ? goDark(tracking.identified, own) : { identified: tracking.identified, hidFrom: [] };
  await writeTracking(combat, act.record({ ...tracking, identified: dark.identified, maneuvers: { ...tracking.maneuvers, [own]: records } }));
  const payload: ManeuverRecord = { ...record, slots, hidFrom: dark.hidFrom };
  const context = maneuverCardFromRecord(ship.name ?? "", payload, outcome, state.order);
  await postCard(SP_SPACE_MANEUVER_CARD, { actor: ship, rolls: [roll, ...rolls], payload, context });
  return { ok: true };
}

export const SPACE_MANEUVER_REQUEST = defineGmRequest<ManeuverRequest>({
  name: "spSpaceManeuver",
  read: (data) => {
    const fields = readStringFields(data, ["sceneId", "tokenId", "maneuver", "station", "target"]);
    return fields ? { ...fields, covering: readCovering(data) } : null;
  },
  run: carryOut,
});

/** A station's maneuver button; the first targeted enemy ship is the one a pilot maneuver is against. */
export async function maneuver(ship: Actor.Implementation, key: ManeuverKey, station: SpaceStation): Promise<boolean> {
  const ids = ownTokenIds(ship, "STARSKIRMISH.SpacePatrol.Scan.noToken");
  if (!ids) return false;
  const target = userTargets().find((t) => t !== ids.own)?.document.id ?? "";
  const covering = await askCovering(ship, ids.tokenId, station, actionOf(key));
  return askGm(SPACE_MANEUVER_REQUEST, { sceneId: ids.sceneId, tokenId: ids.tokenId, maneuver: key, station, target, covering });
}
