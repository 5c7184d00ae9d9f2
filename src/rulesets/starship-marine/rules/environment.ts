/**
 * Where the fight happens (Starship Marine 3.2, 4.1, 4.2): a ship in zero g, a station or planet in
 * 1 g, or underwater. The limits each puts on weapons and equipment; movement is in movement.ts.
 */
import { keyOf } from "../../../core/checks";
import { ENVIRONMENTS } from "../data/lists";

// the list sits with the data, which the environment setting reads at init
export { ENVIRONMENTS };
export type Environment = (typeof ENVIRONMENTS)[number];

export interface EnvironmentLimits {
  /** Longest range of an SCA's direct fire, in cm; null for none (4.2: 40 cm underwater). */
  readonly energyWeaponMaxCm: number | null;
  /** Longest grenade throw in cm, null for none; false where grenades cannot be used (4.1, 4.2). */
  readonly grenadeMaxCm: number | null | false;
  /** On the grenade accuracy die (4.1: -1 under gravity). */
  readonly grenadeAccuracy: number;
  /** Longest APGW flight in cm (3.10: 100; 4.1: 50), false where APGW cannot be used (4.2). */
  readonly apgwMaxCm: number | false;
  /** WirePod's chance in six of failing to deploy (4.1: 1, 4.2: 2). */
  readonly wirePodFailsOn: number;
  /** How SpaceFoam deploys: fully, to half a corridor's height (4.1), or not at all (4.2). */
  readonly spaceFoam: "full" | "halfHeight" | "none";
}

/** 3.10 for zero g; 4.1 on stations and planets; 4.2 underwater. */
export const ENVIRONMENT_LIMITS: Readonly<Record<Environment, EnvironmentLimits>> = {
  zeroG: { energyWeaponMaxCm: null, grenadeMaxCm: null, grenadeAccuracy: 0, apgwMaxCm: 100, wirePodFailsOn: 0, spaceFoam: "full" },
  oneG: { energyWeaponMaxCm: null, grenadeMaxCm: 50, grenadeAccuracy: -1, apgwMaxCm: 50, wirePodFailsOn: 1, spaceFoam: "halfHeight" },
  underwater: { energyWeaponMaxCm: 40, grenadeMaxCm: false, grenadeAccuracy: 0, apgwMaxCm: false, wirePodFailsOn: 2, spaceFoam: "none" },
};

export function environmentLimits(environment: Environment): EnvironmentLimits {
  return ENVIRONMENT_LIMITS[keyOf(environment, "environment", ENVIRONMENT_LIMITS)];
}
