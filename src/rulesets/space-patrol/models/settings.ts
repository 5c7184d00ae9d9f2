/**
 * Space Patrol!'s world settings, registered at init while it is the world's rule set (settings
 * must be there before the world is ready, so they live here, away from the table's actions):
 * whether a crew of player characters rolls each for their own Morale Marker (Guide 6.15, 7.12 leave
 * it to the Space Judge, so it is off until the GM turns it on); whether every player's patrolman
 * must come from a different branch (Guide 1.1); and the captain and Number 2 the GM appointed
 * (Guide 1.5, actions/chain-of-command.ts).
 */
import { SYSTEM_ID } from "../../../system/constants";
import { registerWorldToggle, worldToggleOn, type WorldToggle } from "../../../system/world-toggle";

export const PLAYER_CREW_MORALE_SETTING = "spPlayerCrewMorale";
export const DISTINCT_BRANCHES_SETTING = "spDistinctBranches";
export const COMMAND_SETTING = "spChainOfCommand";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "starskirmish.spPlayerCrewMorale": boolean;
    "starskirmish.spDistinctBranches": boolean;
    "starskirmish.spChainOfCommand": foundry.data.fields.ObjectField;
  }
}

const PLAYER_CREW_MORALE: WorldToggle = { key: PLAYER_CREW_MORALE_SETTING, default: false };
// Guide 1.1: "each player must choose a different branch"
const DISTINCT_BRANCHES: WorldToggle = { key: DISTINCT_BRANCHES_SETTING, default: true };

export function registerSpacePatrolSettings(): void {
  registerWorldToggle(PLAYER_CREW_MORALE);
  registerWorldToggle(DISTINCT_BRANCHES);
  // Guide 1.5: kept by the GM's appointment, shown on the sheets, not edited in the settings
  game.settings!.register(SYSTEM_ID, COMMAND_SETTING, {
    name: "STARSKIRMISH.Setting.spChainOfCommand.name",
    scope: "world",
    config: false,
    type: new foundry.data.fields.ObjectField(),
    default: { captain: "", numberTwo: "" },
  });
}

export function playerCrewRollOwnMorale(): boolean {
  return worldToggleOn(PLAYER_CREW_MORALE);
}

/** Guide 1.1: whether each player must choose a different branch (on unless the GM turns it off). */
export function distinctBranchesRequired(): boolean {
  return worldToggleOn(DISTINCT_BRANCHES);
}
