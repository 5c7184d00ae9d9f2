/**
 * An asset level as a card or dialog writes it (Guide 3.2, SP-7): a number is itself, and X is
 * spelled out as untrained, since a bare "X" reads as a letter or a missing value. Pure: the
 * template localizes the key with {level}.
 */
import type { AssetLevel } from "../rules/task";

export interface AssetLevelText {
  /** A language key taking {level}. */
  readonly key: "STARSKIRMISH.SpacePatrol.Asset.levelX" | "STARSKIRMISH.SpacePatrol.Asset.levelN";
  readonly level: string;
}

/** The level as stored ("X", "3") or as the rules take it ("X", 3). */
export function assetLevelText(level: AssetLevel | string): AssetLevelText {
  const text = String(level);
  return { key: text === "X" ? "STARSKIRMISH.SpacePatrol.Asset.levelX" : "STARSKIRMISH.SpacePatrol.Asset.levelN", level: text };
}
