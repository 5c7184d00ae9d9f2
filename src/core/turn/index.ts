/** The shared turn-structure engine: phases and steps as data, positions, expiry, initiative. */
export * from "./structure";
export * from "./position";
export * from "./expiry";
export * from "./initiative";
export * from "./banner-view";
export * from "./initiative-view";
