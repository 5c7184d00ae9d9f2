/**
 * The Space Patrol! sheets' tabs, in order, one list per sheet: the sheet class and the gallery
 * read the same list, and each id's label is STARSKIRMISH.SpacePatrol.Tab.<id>. Pure.
 */
export const PATROLMAN_TABS = ["main", "assets", "inventory", "service", "biography"] as const;
/** The crew first: who sits where and what they may do is what a table reads in play. */
export const VEHICLE_TABS = ["crew", "systems", "notes"] as const;
/** The stations first, as the vehicle's crew (Guide 7.4). */
export const SPACECRAFT_TABS = ["stations", "systems", "notes"] as const;
