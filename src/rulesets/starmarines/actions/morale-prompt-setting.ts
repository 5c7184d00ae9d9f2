/**
 * The world setting that turns the morale prompt off (IX-D, SMR-3; actions/morale-prompt.ts):
 * registered at init, before the prompt itself has loaded with the table.
 */
import { SYSTEM_ID } from "../../../system/constants";

export const MORALE_PROMPT_SETTING = "smrMoralePrompt";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "starskirmish.smrMoralePrompt": boolean;
  }
}

export function registerMoralePromptSetting(): void {
  game.settings!.register(SYSTEM_ID, MORALE_PROMPT_SETTING, {
    name: "STARSKIRMISH.Setting.smrMoralePrompt.name",
    hint: "STARSKIRMISH.Setting.smrMoralePrompt.hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
}
