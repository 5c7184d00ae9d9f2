/** StarMarines' rules, pure: what the standalone rules module exports as `starMarines`. */
export * from "./markers";
export * from "./races";
export * from "./wounding";
export * from "./aim";
export * from "./attack";
export * from "./vehicle-state";
export * from "./experience";
export * from "./terrain";
export * from "./hex-facing";
export * from "./morale";
export * from "./movement";
export * from "./combat-extras";
export * from "./sequence";
export * from "./army";
export * from "./repair";
export * from "./transport";
export * from "./swap-weapons";
