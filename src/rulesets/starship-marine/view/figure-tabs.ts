/**
 * The Starship Marine figure sheet's tabs, in order (sheets/figure-sheet.ts): the figure's profile
 * with its actions and markers first, what a table reads in play, then the gear it carries and
 * notes. Each id's label is STARSKIRMISH.StarshipMarine.Tab.<id>. Pure.
 */
export const SSM_FIGURE_TABS = ["figure", "gear", "notes"] as const;
export type SsmFigureTab = (typeof SSM_FIGURE_TABS)[number];
