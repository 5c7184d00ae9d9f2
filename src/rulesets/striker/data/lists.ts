/**
 * The lists Striker's data models and region behaviours are built from at init, kept apart from
 * the rules that give them meaning: a module is bundled whole, so the tables and procedures
 * beside them in rules/ would otherwise load with the world instead of with the table
 * (load-table.ts). Each rule file re-exports its own, where the rest of the rules read them.
 */

/** The two kinds of wood the visibility table reads (Striker 7.A.4, "Target in woods"); rules/spotting.ts. */
export const WOODS = ["lightWoods", "denseWoods"] as const;
export type Woods = (typeof WOODS)[number];
