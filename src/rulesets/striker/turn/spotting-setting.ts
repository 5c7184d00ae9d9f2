/**
 * The world setting that turns Striker's spotting on the GM's client on or off (Striker 7.A.2-4,
 * turn/spotting.ts); registered at init, before the rest of spotting has loaded.
 */
import { registerWorldToggle, worldToggleOn, type WorldToggle } from "../../../system/world-toggle";

export const SPOTTING_SETTING = "strSpotting";
const SPOTTING: WorldToggle = { key: SPOTTING_SETTING, default: true };

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "starskirmish.strSpotting": boolean;
  }
}

export function registerSpottingSetting(): void {
  registerWorldToggle(SPOTTING);
}

/** Whether the GM's client spots for the world (on unless the GM turns it off). */
export function spottingOn(): boolean {
  return worldToggleOn(SPOTTING);
}
