/**
 * Who rolls an attack with a weapon: a patrolman or NPC rolls their own; a vehicle's weapon is rolled
 * by the crewman seated to fire it, and a spacecraft's by whoever stands at the gunnery station
 * (Guide 7.4), with that person's asset levels and Wound markers.
 */
import { isAssetLevelReader, type AssetLevelReader } from "../models/asset-reader";
import { SpacecraftData, VehicleData } from "../models/craft-models";
import { vehicleGunner } from "../view/crew-context";

export interface Shooter {
  levels: AssetLevelReader;
  /** The person whose markers burden the roll. */
  person: Actor.Implementation;
}

export async function shooterFor(actor: Actor.Implementation): Promise<Shooter | null> {
  const system = actor.system;
  if (isAssetLevelReader(system)) return { levels: system, person: actor };
  let uuid = "";
  if (system instanceof VehicleData) uuid = vehicleGunner(system.crew);
  else if (system instanceof SpacecraftData) uuid = system.stations.gunnery.actorUuid;
  if (!uuid) return null;
  const person = await fromUuid<Actor.Implementation>(uuid);
  return person && isAssetLevelReader(person.system) ? { levels: person.system, person } : null;
}
