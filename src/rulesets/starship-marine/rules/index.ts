/** Starship Marine's rules, pure: what the standalone rules module exports as `starshipMarine`. */
export * from "./markers";
export * from "./d10";
export * from "./fire-table";
export * from "./fire-factors";
export * from "./experience";
export * from "./fire";
export * from "./grenades";
export * from "./morale-strength";
export * from "./ship-morale";
export * from "./attacker-morale";
export * from "./individual-morale";
export * from "./hand-to-hand";
export * from "./environment";
export * from "./movement";
export * from "./robots";
export * from "./doors";
