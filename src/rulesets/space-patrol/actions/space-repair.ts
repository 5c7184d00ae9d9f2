/**
 * Repairs aboard a spacecraft (Guide 7.13), asked from a station and rolled on the GM's client: the
 * station's crewman or NPC crew rolls DT 16 with the repair table's asset and the drones' bonus (the
 * S-Drive code); a success takes one marker off. After a system's first failed attempt a d100 decides
 * (25%) whether the rest must be done by EVA, with the tool kit's bonus instead: the best kit of a
 * kind the table names for the marker that the crewman at the station carries (without one, or for an
 * NPC crew level, nothing is added). In a battle it is done in the ship's
 * side turn, as the station's one action of the turn (at a disadvantage when its crewman covers two
 * stations, 7.4, 7.14); after the battle, at any time. Crew Damage is the medic's, tended in person,
 * and is not offered here. A wrecked ship's drones are a function it cannot perform during the battle
 * (7.12, 7.13): its station repairs are refused while it fights, and wait until the battle is over,
 * when "it might be repairable later" (7.12).
 */
import { askGm, defineGmRequest, readStringFields, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { ownTokenIds } from "../../../system/own-token";
import { rollOneAtATime } from "../../../system/real-dice";
import { postCard } from "../../../system/cards/post-card";
import { adjustMarker, markerDefinition, readMarkers } from "../../../system/markers/marker-store";
import { flagUpdate, readFlag } from "../../../system/flags";
import { warn } from "../../../system/notify";
import { markerCount } from "../../../core/markers";
import { repairEvaRoll, resolveTask, SPACECRAFT_REPAIR_TABLE, spacecraftRepairRow, spacecraftRepairTask, stationCanRepair, type SpaceStation } from "../rules";
import { kitBonus } from "./action-common";
import { SpacecraftData } from "../models/craft-models";
import { battleOf } from "../turn/in-battle";
import { shipCrew, stationLevel } from "../turn/space-crew";
import { isStationKey } from "../view/crew-context";
import { readCovering, stationAction, stationRefusal, woundDisadvantages, type StationActionGranted } from "../turn/station-request";
import { readTracking, writeTracking } from "../turn/space-tracking";
import { askCovering } from "./covering-ask";
import { craftOffers } from "../view/wrecked-craft";
import type { SpaceActionKey } from "../rules";

/** Guide 7.4: each station's repair action. */
const REPAIR_ACTION: Readonly<Record<SpaceStation, SpaceActionKey>> = {
  flight: "repairFlight",
  astrogation: "repairAstrogation",
  engineering: "repairSystem",
  gunnery: "repairWeapon",
  intelligence: "repairElectronics",
  medical: "repairHull",
};
import { SP_SPACE_REPAIR_CARD } from "../cards/space";
import { chooseOne } from "./choose-item";
import { spaceRepairCardContext } from "../view/space-repair-card";

declare module "../../../system/flags" {
  interface ActorFlags {
    /** Guide 7.13: the systems (marker ids) a failed repair left reachable only by EVA. */
    spRepairEva?: string[];
  }
}

/** The markers the repair table lists, crew aside: what a station can work on. */
export const REPAIRABLE: readonly string[] = SPACECRAFT_REPAIR_TABLE.map((r): string => r.target).filter((t) => t !== "crewDamage");

export interface RepairRequest {
  readonly sceneId: string;
  readonly tokenId: string;
  readonly station: string;
  readonly marker: string;
  /** Guide 7.14: "yes" when the crewman will take a second action this turn. */
  readonly covering: string;
}

const refuse = (key: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.SpacePatrol.Repair.refused.${key}` });

async function carryOut(req: RepairRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const scene = game.scenes?.get(req.sceneId);
  const ship = scene?.tokens.get(req.tokenId)?.actor;
  if (!ship || !(ship.system instanceof SpacecraftData) || !isStationKey(req.station) || !REPAIRABLE.includes(req.marker)) return refuse("gone");
  const station: SpaceStation = req.station;
  const crew = await shipCrew(ship);
  const crewman = crew?.stations[station].person ?? null;
  if (!crew || (!ship.testUserPermission(requester, "OWNER") && !crewman?.testUserPermission(requester, "OWNER"))) return refuse("notYours");
  if (!stationCanRepair(req.marker, station)) return refuse("wrongStation");
  if (markerCount(readMarkers(ship), req.marker) < 1) return refuse("noMarker");
  // in a battle, in the ship's own side turn (7.4); after it, whenever the crew works
  const token = scene?.tokens.get(req.tokenId);
  const battle = battleOf(token);
  // Guide 7.12: a wreck "can perform no functions during the battle", the repair drones among them (7.13);
  // the sheet offers its repair buttons by the same decision
  if (!craftOffers("spacecraft", readMarkers(ship), battle !== null).offer.stationRepairs) return refuse("wrecked");
  if (battle && battle.state.acting !== battle.side) return refuse("notYourTurn");
  let act: StationActionGranted | null = null;
  if (battle && token) {
    const granted = stationAction({ token, state: battle.state, side: battle.side, crewman }, readTracking(battle.combat), station, REPAIR_ACTION[station], req.covering);
    if ("refused" in granted) return stationRefusal(granted.refused);
    act = granted;
  }
  const combat = battle?.combat;
  const evaFor = readFlag(ship, "Actor", "spRepairEva");
  const eva = Array.isArray(evaFor) && evaFor.includes(req.marker);
  // Guide 7.13: "If repair attempt is EVA, use the Tool Kit for equipment bonus", of the kind the table names
  const kits = eva && crewman ? spacecraftRepairRow(req.marker).kits.map((k) => kitBonus(crewman, k)).filter((b): b is number => b !== null) : [];
  const toolKitBonus = kits.length > 0 ? Math.max(...kits) : 0;
  const task = spacecraftRepairTask({ target: req.marker, station, sDrive: ship.system.sDrive, eva, toolKitBonus });
  const asset = stationLevel(crew, station, task.row.asset);
  // Guide 6.14: the crewman's own wounds burden the repair
  const wounds = woundDisadvantages(crewman);
  const { result: rolled, rolls } = await rollOneAtATime((dice) => {
    // Guide 7.2: a repair in the surprising side's first turn is one of its tasks too
    const result = resolveTask({ dt: task.dt, asset, equipment: task.equipment, advantages: act?.surpriseAdvantages ?? 0, disadvantages: (act?.disadvantages ?? 0) + wounds }, dice.die(20));
    // Guide 7.13: the first failure on a system may leave it to EVA
    const evaRoll = !result.success && !eva ? repairEvaRoll(dice) : null;
    return { result, evaRoll };
  });
  const { result, evaRoll } = rolled;
  const nowEva = evaRoll?.needsEva ?? false;
  const def = markerDefinition(req.marker);
  if (result.success && def) await adjustMarker(ship, def, -1);
  if (nowEva) await ship.update(flagUpdate("Actor", { spRepairEva: [...(Array.isArray(evaFor) ? evaFor : []), req.marker] }));
  if (act && combat) await writeTracking(combat, act.record(readTracking(combat)));
  await postCard(SP_SPACE_REPAIR_CARD, {
    actor: ship,
    rolls,
    context: spaceRepairCardContext({ ship: ship.name ?? "", by: crewman?.name ?? "", covering: (act?.disadvantages ?? 0) > 0, wounds, markerLabel: def?.label ?? req.marker, asset: task.row.asset, level: asset, equipment: task.equipment, eva, evaD100: evaRoll?.d100 ?? null, result }),
  });
  return { ok: true };
}

export const SPACE_REPAIR_REQUEST = defineGmRequest<RepairRequest>({
  name: "spSpaceRepair",
  read: (data) => {
    const fields = readStringFields(data, ["sceneId", "tokenId", "station", "marker"]);
    return fields ? { ...fields, covering: readCovering(data) } : null;
  },
  run: carryOut,
});

/** A station's repair button: the marker it works on, asked when the station may fix more than one. */
export async function repairAtStation(ship: Actor.Implementation, station: SpaceStation): Promise<boolean> {
  const ids = ownTokenIds(ship, "STARSKIRMISH.SpacePatrol.Scan.noToken");
  if (!ids) return false;
  const markers = readMarkers(ship);
  const open = REPAIRABLE.filter((m) => stationCanRepair(m, station) && markerCount(markers, m) > 0);
  if (open.length === 0) {
    warn("STARSKIRMISH.SpacePatrol.Repair.nothing");
    return false;
  }
  const choices = open.map((m) => ({ value: m, label: game.i18n?.localize(markerDefinition(m)?.label ?? m) ?? m }));
  const marker = await chooseOne("STARSKIRMISH.SpacePatrol.Repair.choose", choices, open);
  if (!marker) return false;
  // Guide 7.14: the question matters only in the battle, where the request counts the station's actions
  const covering = battleOf(ids.own.document) ? await askCovering(ship, ids.tokenId, station, REPAIR_ACTION[station]) : "no";
  return askGm(SPACE_REPAIR_REQUEST, { sceneId: ids.sceneId, tokenId: ids.tokenId, station, marker, covering });
}
