/**
 * The combat actions a Space Patrol! sheet offers as buttons (Guide 6.4, plus the medicine and
 * rally tasks of 6.16 and 6.17, and recovery after the fight of 8.2-8.3), and which kind of combatant may take each. Data only: the sheet
 * shows the buttons, the handlers in action-handlers.ts carry them out.
 */
import type { CombatActionKey } from "../rules/combat-actions";

/** Firing is on each weapon and asset checks on each asset, so they have no button here. */
export type SheetActionKey = Exclude<CombatActionKey, "shoot" | "assetCheck"> | "grenade" | "medicine" | "rally" | "recovery" | "indirectFire" | "bombs" | "driveCheck";

export type SheetActionKind = "individual" | "vehicle" | "spacecraft";

export interface SheetAction {
  readonly key: SheetActionKey;
  readonly label: string;
  readonly hint: string;
  readonly kinds: readonly SheetActionKind[];
}

const PERSON: readonly SheetActionKind[] = ["individual"];
const ALL: readonly SheetActionKind[] = ["individual", "vehicle", "spacecraft"];
const GROUND: readonly SheetActionKind[] = ["individual", "vehicle"];

const action = (key: SheetActionKey, kinds: readonly SheetActionKind[]): SheetAction => ({
  key,
  label: `STARSKIRMISH.SpacePatrol.Action.${key}`,
  hint: `STARSKIRMISH.SpacePatrol.Action.hint.${key}`,
  kinds,
});

/**
 * Guide 6.4: vehicles neither hunker nor take a second move; only people throw grenades, give
 * first aid or rally others. Spacecraft in regular combat (Guide 7.13) reload and hold fire.
 */
export const SHEET_ACTIONS = [
  action("melee", PERSON),
  action("grenade", PERSON),
  action("suppress", GROUND),
  action("overwatch", ALL),
  action("steadyAim", ALL),
  action("hunker", PERSON),
  action("reload", ALL),
  action("secondMove", PERSON),
  action("useDevice", PERSON),
  action("medicine", PERSON),
  action("rally", PERSON),
  // Guide 6.11: a spotter calls distant guns
  action("indirectFire", PERSON),
  // Guide 6.11 Dropping Bombs: an aircraft's bombardier or pilot
  action("bombs", ["vehicle"]),
  // Guide 6.7: the driving check the Space Judge may call for
  action("driveCheck", ["vehicle"]),
  // Guide 8.2, 8.3: healing after the fight, from the sheet
  action("recovery", PERSON),
] as const satisfies readonly SheetAction[];

/** Guide 6.11: only an aircraft drops bombs. */
const AIRCRAFT_ONLY: readonly SheetActionKey[] = ["bombs"];

/** The buttons a sheet of this kind shows, in the sheet's order; bombs only on an aircraft's. */
export function sheetActions(kind: SheetActionKind, available: (key: SheetActionKey) => boolean = () => true, aircraft = false): SheetAction[] {
  return SHEET_ACTIONS.filter((a) => a.kinds.includes(kind) && available(a.key) && (aircraft || !AIRCRAFT_ONLY.includes(a.key)));
}
