/**
 * Striker II rules core: everything the Foundry glue, compendium builder and tests import.
 */
export * from "./difficulty";
export * from "./hit-table";
export * from "./team-status";
export * from "./team-state";
export * from "./fire-profile";
export * from "./fire-modifiers";
export * from "./danger-space";
export * from "./hit-assignment";
export * from "./explosive";
export * from "./fire";
export * from "./targeting";
export * from "./armour";
export * from "./damage";
export * from "./casualties";
export * from "./morale";
export * from "./morale-effects";
export * from "./markers";
export * from "./sequence";
export * from "./forces";
export * from "./command";
export * from "./communication";
export * from "./movement";
export * from "./terrain-movement";
export * from "./team-move";
export * from "./line-of-sight";
export * from "./visibility";
export * from "./sight-line";
export * from "./spotting";
export * from "./weapon-types";
export * from "./slug-weapons";
export * from "./energy-weapons";
export * from "./crew-served-weapons";
export * from "./grenades";
export * from "./personal-armour";
export * from "./weapon-fire";
