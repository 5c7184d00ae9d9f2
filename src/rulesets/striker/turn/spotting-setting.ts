/**
 * The world setting that turns Striker's spotting on the GM's client on or off (Striker 7.A.2-4,
 * turn/spotting.ts); registered at init, before the rest of spotting has loaded.
 */
import { SYSTEM_ID } from "../../../system/constants";

export const SPOTTING_SETTING = "strSpotting";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "starskirmish.strSpotting": boolean;
  }
}

export function registerSpottingSetting(): void {
  game.settings!.register(SYSTEM_ID, SPOTTING_SETTING, {
    name: "STARSKIRMISH.Setting.strSpotting.name",
    hint: "STARSKIRMISH.Setting.strSpotting.hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
}
