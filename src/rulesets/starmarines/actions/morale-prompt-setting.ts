/**
 * The world setting that turns the morale prompt off (IX-D, SMR-3; actions/morale-prompt.ts):
 * registered at init, before the prompt itself has loaded with the table.
 */
import { registerWorldToggle, worldToggleOn, type WorldToggle } from "../../../system/world-toggle";

export const MORALE_PROMPT_SETTING = "smrMoralePrompt";
const MORALE_PROMPT: WorldToggle = { key: MORALE_PROMPT_SETTING, default: true };

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "starskirmish.smrMoralePrompt": boolean;
  }
}

export function registerMoralePromptSetting(): void {
  registerWorldToggle(MORALE_PROMPT);
}

/** Whether the GM is prompted for morale checks (on unless turned off). */
export function moralePromptOn(): boolean {
  return worldToggleOn(MORALE_PROMPT);
}
