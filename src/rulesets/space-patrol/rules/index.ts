/**
 * The Space Patrol! rules core in one import: every pure module of this folder, re-exported.
 */
export * from "./task";
export * from "./markers";
export * from "./assets";
export * from "./asset-uses";
export * from "./advancement";
export * from "./equipment-bonus";
export * from "./tactics-pool";
export * from "./hero-points";
export * from "./inventory";
export * from "./movement";
export * from "./medicine";
export * from "./healing";
export * from "./injectors";
export * from "./creation-tables";
export * from "./creation-rules";
export * from "./creation";
export * from "./ranks";
export * from "./armour";
export * from "./marker-ids";
export * from "./damage-tables";
export * from "./damage";
export * from "./crew-damage";
export * from "./marker-effects";
export * from "./marker-removal";
export * from "./start-of-turn";
export * from "./ammo";
export * from "./fire-advantages";
export * from "./fire-targets";
export * from "./fire";
export * from "./combat-initiative";
export * from "./combat-actions";
export * from "./suppression";
export * from "./overwatch";
export * from "./cover";
