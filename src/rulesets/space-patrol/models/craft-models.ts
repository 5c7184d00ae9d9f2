/** The data models of Space Patrol! vehicles and spacecraft, from their field descriptions. */
import { specModel } from "../../../system/data/spec-model";
import { VEHICLE_SCHEMA } from "../data/vehicle-schema";
import { SPACECRAFT_SCHEMA } from "../data/spacecraft-schema";

export class VehicleData extends specModel<typeof VEHICLE_SCHEMA, Actor.Implementation>(VEHICLE_SCHEMA) {}

export class SpacecraftData extends specModel<typeof SPACECRAFT_SCHEMA, Actor.Implementation>(SPACECRAFT_SCHEMA) {}
