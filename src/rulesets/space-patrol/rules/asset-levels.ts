/**
 * Guide 2 / SP-13: the range of an asset level, X then 0 to 10. Apart from the task roll (task.ts,
 * which re-exports it) because the data schemas read it at start-up, without the rules.
 */

/** Guide 2 / SP-13: asset levels run from X to 0 to 10. */
export const MAX_ASSET_LEVEL = 10;

/** An asset level: "X" (untrained) or 0 to 10. */
export type AssetLevel = "X" | number;
