/**
 * The shared turn-structure engine: phases and steps as data, positions in play order, markers
 * ending at named points, and an initiative roll each turn.
 *
 * A rule set plugs in by writing its turn as a `TurnSequence` in its rules (checked with
 * `checkedSequence`), naming where its markers end (`ExpiryRule`, `ExpiryPoint`), and handing the
 * sequence to the Foundry glue in src/system/turn through a `TurnBinding`.
 */
export * from "./structure";
export * from "./position";
export * from "./expiry";
export * from "./initiative";
export * from "./initiative-view";
export * from "./banner-view";
