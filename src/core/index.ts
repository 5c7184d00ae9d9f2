/** The shared pure core in one import. */
export * from "./dice";
export * from "./seeded-dice";
export * from "./markers";
export * from "./marker-builder";
export * from "./marker-icons";
export * from "./schema";
export * from "./ruleset-definition";
export * from "./grid";
export * from "./pack-visibility";
export * from "./migrations";
export * from "./formation/index";
export * from "./turn/index";
