/** The data models of Space Patrol! vehicles and spacecraft, from their field descriptions. */
import { specModel } from "../../../system/data/spec-model";
import { VEHICLE_SCHEMA } from "../data/vehicle-schema";
import { SPACECRAFT_SCHEMA } from "../data/spacecraft-schema";
import type { CrewAssignment } from "../data/crew-schema";

declare module "../../../system/model-config" {
  interface ActorModels {
    spVehicle: typeof VehicleData;
    spSpacecraft: typeof SpacecraftData;
  }
}

/** One place aboard and who fills it: a vehicle seat's role, or a spacecraft station's key. */
export interface CrewPost extends CrewAssignment {
  readonly role: string;
}

export class VehicleData extends specModel<typeof VEHICLE_SCHEMA, Actor.Implementation>(VEHICLE_SCHEMA) {
  /** Every seat with its role (Guide 6.7), filled or not. */
  get posts(): CrewPost[] {
    return this.crew.map((c) => ({ role: c.role, actorUuid: c.actorUuid, actorName: c.actorName }));
  }
}

export class SpacecraftData extends specModel<typeof SPACECRAFT_SCHEMA, Actor.Implementation>(SPACECRAFT_SCHEMA) {
  /** The six stations (Guide 7.4), filled or not. */
  get posts(): CrewPost[] {
    return Object.entries(this.stations).map(([role, p]) => ({ role, actorUuid: p.actorUuid, actorName: p.actorName }));
  }
}

/** The crew posts of a vehicle or spacecraft, or null for anything that carries no crew. */
export function craftPosts(system: unknown): CrewPost[] | null {
  return system instanceof VehicleData || system instanceof SpacecraftData ? system.posts : null;
}
