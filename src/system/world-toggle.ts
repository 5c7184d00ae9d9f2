/**
 * A world setting that turns a rule, a prompt or an automation on or off: a checkbox in the
 * settings window that only the GM can change. Every rule set's switches are declared as one of
 * these, so each is registered and read the same way; its label and hint are
 * STARSKIRMISH.Setting.<key>.name and .hint.
 */
import { SYSTEM_ID } from "./constants";

/** The keys of the system's boolean settings (each declared in SettingConfig where it lives). */
export type ToggleKey = {
  [K in keyof SettingConfig]: K extends `${typeof SYSTEM_ID}.${infer Key}` ? (SettingConfig[K] extends boolean ? Key : never) : never;
}[keyof SettingConfig];

export interface WorldToggle {
  readonly key: ToggleKey;
  /** On or off in a new world. */
  readonly default: boolean;
  /** A switch read only as the world starts (a turn sequence) asks to reload when changed. */
  readonly requiresReload?: boolean;
}

export function registerWorldToggle(toggle: WorldToggle): void {
  game.settings!.register(SYSTEM_ID, toggle.key, {
    name: `STARSKIRMISH.Setting.${toggle.key}.name`,
    hint: `STARSKIRMISH.Setting.${toggle.key}.hint`,
    scope: "world",
    config: true,
    type: Boolean,
    default: toggle.default,
    requiresReload: toggle.requiresReload ?? false,
  });
}

/** Whether the switch is on; if it holds anything but a boolean, its default. */
export function worldToggleOn(toggle: WorldToggle): boolean {
  const value: unknown = game.settings?.get(SYSTEM_ID, toggle.key);
  return typeof value === "boolean" ? value : toggle.default;
}
