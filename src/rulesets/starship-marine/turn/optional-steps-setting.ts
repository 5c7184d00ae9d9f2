/**
 * The world setting that turns steps m-o of the move on (SSM-7), with its reading: registered at
 * init, and read there to pick the move the tracker plays (ruleset.ts), before the rest of the
 * turn has loaded with the table.
 */
import { registerWorldToggle, worldToggleOn, type WorldToggle } from "../../../system/world-toggle";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "starskirmish.ssmOptionalSteps": boolean;
  }
}

export const OPTIONAL_STEPS_SETTING = "ssmOptionalSteps";

/** SSM-7: steps m-o are off unless the GM turns them on; the tracker is rebuilt on reload. */
const OPTIONAL_STEPS: WorldToggle = { key: OPTIONAL_STEPS_SETTING, default: false, requiresReload: true };

/** Whether the GM has turned steps m-o on (SSM-7). */
export function optionalStepsOn(): boolean {
  return worldToggleOn(OPTIONAL_STEPS);
}

export function registerOptionalStepsSetting(): void {
  registerWorldToggle(OPTIONAL_STEPS);
}
