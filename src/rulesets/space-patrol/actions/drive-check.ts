/**
 * A driving check the Space Judge calls for (Guide 6.7: "a task check as appropriate to terrain and
 * circumstance"), from the vehicle sheet: the person in the driver's seat rolls Driver (a wheeled or
 * tracked vehicle), Sailor (a watercraft) or Air Pilot (an aircraft), with the vehicle's drive code as
 * the equipment bonus (3.3) and its Damage, Failure Cascade and Control Markers as disadvantages
 * (6.15), set in the task dialog beside the driver's own Wounds, on the usual task card.
 */
import { readMarkers } from "../../../system/markers/marker-store";
import { warn } from "../../../system/notify";
import { taskDisadvantagesFromMarkers } from "../rules/marker-effects";
import { isAssetLevelReader } from "../models/asset-reader";
import { VehicleData } from "../models/craft-models";
import type { VehicleSystem } from "../data/vehicle-schema";
import { rollAssetTask } from "./asset-task";
import { vehicleDriver } from "../view/crew-context";

/** Guide 2.2: the asset each kind of vehicle is driven with. */
export const DRIVING_ASSET = { wheeled: "driver", tracked: "driver", watercraft: "sailor", flying: "airPilot" } as const satisfies Record<VehicleSystem["vehicleType"], string>;

export async function driveCheck(vehicle: Actor.Implementation): Promise<void> {
  const system = vehicle.system;
  if (!(system instanceof VehicleData)) return;
  // a wreck never gets here: runSheetAction refuses it by the sheet's own decision (6.15, view/wrecked-craft.ts)
  const markers = readMarkers(vehicle);
  const uuid = vehicleDriver(system.crew);
  const driver = uuid ? await fromUuid<Actor.Implementation>(uuid) : null;
  if (!driver || !isAssetLevelReader(driver.system)) return warn("STARSKIRMISH.SpacePatrol.DriveCheck.noDriver");
  if (!driver.isOwner) return warn("STARSKIRMISH.Error.notYourActor");
  await rollAssetTask(driver, DRIVING_ASSET[system.vehicleType], { disadvantages: taskDisadvantagesFromMarkers(markers, "vehicleDrive"), equipment: system.driveCode });
}
