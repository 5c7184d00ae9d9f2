/** Starship Marine's rules, pure: what the standalone rules module exports as `starshipMarine`. */
export * from "./markers";
export * from "./d10";
export * from "./fire-table";
export * from "./fire-factors";
export * from "./experience";
export * from "./fire";
export * from "./grenades";
