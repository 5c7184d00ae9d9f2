/**
 * The turn of a combatant in regular combat (Guide 6.4, 6.5): a move then an action, the ten
 * actions, who may take them, and the movement rules that go with them.
 */
import { record } from "../../../core/checks";

export type CombatActionKey =
  | "shoot"
  | "melee"
  | "reload"
  | "hunker"
  | "suppress"
  | "steadyAim"
  | "overwatch"
  | "useDevice"
  | "assetCheck"
  | "secondMove";

export interface CombatAction {
  readonly key: CombatActionKey;
  readonly label: string;
  /** Vehicles may take it (Guide 6.4: no hunkering, no second move; 6.7). */
  readonly vehicles: boolean;
  /** Needs the combatant to be behind cover (hunkering). */
  readonly needsCover: boolean;
}

const action = (key: CombatActionKey, vehicles = true, needsCover = false): CombatAction => ({
  key,
  label: `STARSKIRMISH.SpacePatrol.Action.${key}`,
  vehicles,
  needsCover,
});

/** Guide 6.4 and the reference sheet, in the sheet's order. */
export const COMBAT_ACTIONS = [
  action("shoot"),
  action("melee"),
  action("reload"),
  action("hunker", false, true),
  action("suppress"),
  action("steadyAim"),
  action("assetCheck"),
  action("useDevice"),
  action("secondMove", false),
  action("overwatch"),
] as const satisfies readonly CombatAction[];

/** Why a combatant may not take an action, or null if it may. */
export function actionProblem(key: CombatActionKey, who: { readonly vehicle?: boolean; readonly inCover?: boolean }): string | null {
  record(who, "who");
  const a = COMBAT_ACTIONS.find((x) => x.key === key);
  if (!a) return `Unknown action "${String(key)}"`;
  if (who.vehicle && !a.vehicles) return `A vehicle cannot ${key}`;
  if (a.needsCover && !who.inCover) return `Only a combatant behind cover can ${key}`;
  return null;
}

/** Guide 5.3 / 6.5: humans move 8" plus 1" per Athletics level, less armour penalties. */
export const HUMAN_BASE_MOVE_INCHES = 8;

/**
 * Guide 6.5: standing up from prone or knocked down takes the whole normal move; the action may
 * still be a second move.
 */
export const STANDING_UP_COSTS_WHOLE_MOVE = true;

/** Guide 6.6: crossing low cover costs double. */
export const LOW_COVER_MOVE_MULTIPLIER = 2;

/**
 * Guide 6.5: moving burdens the mover's own shooting and makes them harder to hit on the enemy's
 * next turn (in the 6.6 list that is the still-target advantage they no longer give). A heavy
 * weapon (code H) cannot be fired in a turn its bearer moved.
 */
export function canFireAfterMoving(inventoryCode: "S" | "M" | "H" | "D", moved: boolean): boolean {
  return !(moved && inventoryCode === "H");
}

/**
 * Guide 4.2 "Go Sick-house" aside, the move comes first; a combatant who gives up the action may
 * move twice (Guide 5.3, 6.5). Returns the moves allowed this turn.
 */
export function movesAllowed(action: CombatActionKey | null, vehicle = false): number {
  if (vehicle) return 1;
  return action === "secondMove" || action === null ? 2 : 1;
}
