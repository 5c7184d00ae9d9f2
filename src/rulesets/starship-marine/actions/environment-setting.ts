/**
 * The world setting of where a Starship Marine fight happens (3.2, 4.1, 4.2): zero g aboard ship
 * unless the GM sets 1 g or underwater.
 */
import { SYSTEM_ID } from "../../../system/constants";
import type { Environment } from "../rules/environment";
import { ENVIRONMENTS } from "../data/lists";

export const ENVIRONMENT_SETTING = "ssmEnvironment";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "starskirmish.ssmEnvironment": string;
  }
}

export function registerEnvironmentSetting(): void {
  game.settings!.register(SYSTEM_ID, ENVIRONMENT_SETTING, {
    name: "STARSKIRMISH.Setting.ssmEnvironment.name",
    hint: "STARSKIRMISH.Setting.ssmEnvironment.hint",
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(ENVIRONMENTS.map((e) => [e, `STARSKIRMISH.StarshipMarine.Environment.${e}`])),
    default: "zeroG",
  });
}

/** Where the fight is now; anything stored that is not an environment reads as zero g. */
export function currentEnvironment(): Environment {
  const stored: unknown = game.settings?.get(SYSTEM_ID, ENVIRONMENT_SETTING);
  return (ENVIRONMENTS as readonly unknown[]).includes(stored) ? (stored as Environment) : "zeroG";
}
