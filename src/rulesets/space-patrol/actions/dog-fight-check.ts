/**
 * The dog fighting check (Guide 6.7), rolled on the acting user's client before a flying vehicle's
 * weapon fires at another flying vehicle: its pilot (the driver's seat) rolls Air Pilot, DT 12, with
 * the A-Drive (the vehicle's drive code) as the bonus. A vehicle is flying while it carries the Flying
 * marker, as the fire dialog reads it for "target is flying". A guided missile needs no check. A
 * failure means no shot: the action ends before any round is spent.
 */
import { markerCount } from "../../../core/markers";
import { postCard } from "../../../system/cards/post-card";
import { readMarkers } from "../../../system/markers/marker-store";
import { warn } from "../../../system/notify";
import { rollDice } from "../../../system/real-dice";
import { dogFightNeeded, dogFightTask, resolveTask, taskDisadvantagesFromMarkers, type AssetLevel } from "../rules";
import { SP_VEHICLE_MARKER_ID as VH } from "../rules/marker-ids";
import { isAssetLevelReader } from "../models/asset-reader";
import { VehicleData } from "../models/craft-models";
import { SP_DOG_FIGHT_CARD } from "../cards/actions";
import { dogFightCardContext } from "../view/dog-fight-card";
import { vehicleDriver } from "../view/crew-context";

const flying = (actor: Actor.Implementation | null | undefined): actor is Actor.Implementation & { system: VehicleData } =>
  actor?.system instanceof VehicleData && markerCount(readMarkers(actor), VH.flying) > 0;

/** The person in the driver's seat, or null. */
async function pilotOf(vehicle: VehicleData): Promise<Actor.Implementation | null> {
  const uuid = vehicleDriver(vehicle.crew);
  if (!uuid) return null;
  const person = await fromUuid<Actor.Implementation>(uuid);
  return person && isAssetLevelReader(person.system) ? person : null;
}

/**
 * Whether the shot may be rolled: true unless both vehicles fly and the weapon is not a missile;
 * then the check's outcome, on a card.
 */
export async function dogFightAllows(vehicle: Actor.Implementation, target: Actor.Implementation | null | undefined, missile: boolean): Promise<boolean> {
  if (!dogFightNeeded(flying(vehicle), flying(target), missile)) return true;
  const own = vehicle.system as VehicleData;
  const other = (target as Actor.Implementation).system as VehicleData;
  const pilot = await pilotOf(own);
  if (!pilot || !isAssetLevelReader(pilot.system)) {
    warn("STARSKIRMISH.SpacePatrol.DogFight.noPilot");
    return false;
  }
  const enemyPilot = await pilotOf(other);
  // an empty driver's seat flies no better than an untrained pilot
  const targetLevel: AssetLevel = enemyPilot && isAssetLevelReader(enemyPilot.system) ? enemyPilot.system.assetLevel("airPilot") : "X";
  const level = pilot.system.assetLevel("airPilot");
  const vehicleMarkers = readMarkers(vehicle);
  const pilotMarkers = readMarkers(pilot);
  const task = dogFightTask({ aDrive: own.driveCode, airPilot: level }, { aDrive: other.driveCode, airPilot: targetLevel }, { vehicle: vehicleMarkers, pilot: pilotMarkers });
  const { roll, faces } = await rollDice(1, 20);
  const result = resolveTask(task, faces[0] ?? 1);
  const context = dogFightCardContext({
    vehicleName: vehicle.name ?? "",
    pilotName: pilot.name ?? "",
    targetName: target?.name ?? "",
    level: String(level),
    aDrive: own.driveCode,
    targetADrive: other.driveCode,
    targetLevel: String(targetLevel),
    vehicleMarkers: taskDisadvantagesFromMarkers(vehicleMarkers, "vehicleDrive"),
    pilotWounds: taskDisadvantagesFromMarkers(pilotMarkers, "asset"),
    result,
  });
  await postCard(SP_DOG_FIGHT_CARD, { actor: vehicle, rolls: [roll], context });
  return result.success;
}
