/**
 * The world setting that turns steps m-o of the move on (SSM-7), with its reading: registered at
 * init, and read there to pick the move the tracker plays (ruleset.ts), before the rest of the
 * turn has loaded with the table.
 */
import { SYSTEM_ID } from "../../../system/constants";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "starskirmish.ssmOptionalSteps": boolean;
  }
}

export const OPTIONAL_STEPS_SETTING = "ssmOptionalSteps";

/** Whether the GM has turned steps m-o on (SSM-7). */
export function optionalStepsOn(): boolean {
  return game.settings?.get(SYSTEM_ID, OPTIONAL_STEPS_SETTING) === true;
}

/** SSM-7: steps m-o are off unless the GM turns them on; the tracker is rebuilt on reload. */
export function registerOptionalStepsSetting(): void {
  game.settings!.register(SYSTEM_ID, OPTIONAL_STEPS_SETTING, {
    name: "STARSKIRMISH.Setting.ssmOptionalSteps.name",
    hint: "STARSKIRMISH.Setting.ssmOptionalSteps.hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
    requiresReload: true,
  });
}
