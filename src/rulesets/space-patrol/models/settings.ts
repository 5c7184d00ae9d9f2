/**
 * Space Patrol!'s world settings, registered while it is the world's rule set: whether a crew of
 * player characters rolls each for his own Morale Marker (Guide 6.15, 7.12 leave it to the Space
 * Judge, so it is off until the GM turns it on).
 */
import { SYSTEM_ID } from "../../../system/constants";

export const PLAYER_CREW_MORALE_SETTING = "spPlayerCrewMorale";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "starskirmish.spPlayerCrewMorale": boolean;
  }
}

export function registerSpacePatrolSettings(): void {
  game.settings!.register(SYSTEM_ID, PLAYER_CREW_MORALE_SETTING, {
    name: "STARSKIRMISH.Setting.spPlayerCrewMorale.name",
    hint: "STARSKIRMISH.Setting.spPlayerCrewMorale.hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
}

export function playerCrewRollOwnMorale(): boolean {
  return game.settings?.get(SYSTEM_ID, PLAYER_CREW_MORALE_SETTING) === true;
}
