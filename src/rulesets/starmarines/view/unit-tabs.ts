/**
 * The StarMarines unit sheet's tabs, in order (sheets/unit-sheet.ts): combat first (what the rules
 * make of the unit's values, its actions, weapons and markers: what a table reads in play), then
 * the profile (the race book's values, entered by hand, SMR-4) and notes. Each id's label is
 * STARSKIRMISH.StarMarines.Tab.<id>. Pure.
 */
export const SMR_UNIT_TABS = ["combat", "profile", "notes"] as const;
export type SmrUnitTab = (typeof SMR_UNIT_TABS)[number];
