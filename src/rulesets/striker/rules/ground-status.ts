/**
 * What a team's ground makes it, as the board shows it (Striker 7.A.1.c, 7.A.2). "Personnel and
 * light weapons are concealed if they are in a forest, or building" (7.A.2); in a forest, "Targets
 * in the outer 30 m of forest or within 30 m of other teams in forests are in concealment terrain.
 * Targets further in are hidden" (7.A.1.c). A team with a heavy weapon is more than personnel and
 * light weapons, so no forest or building conceals it. The team's own choice to hide (its Hidden
 * and Concealed markers, 7.A.3) is read apart, over this.
 */
import { finite, oneOf, record, yesNo } from "../../../core/checks";
import type { CoverTerrain } from "./armour";
import { forestStatus } from "./line-of-sight";
import type { SpottingStatus } from "./spotting";

/** The features that conceal (Striker 7.A.2), as the cover table names them (8.B.2). */
const CONCEALING: readonly CoverTerrain[] = ["building", "forest"];

/** What the board measured of a team's ground. */
export interface GroundFacts {
  /** The forest or building the team stands inside, below its top; null in the open. */
  readonly inside: CoverTerrain | null;
  /** In a forest: metres from the team's centre to the forest's edge. */
  readonly depthM: number;
  /** In a forest: metres to the nearest other team that stands in a forest; null for none. */
  readonly nearestOtherInForestM: number | null;
  /** It carries a heavy weapon (crew-served note 6), which no forest or building conceals (7.A.2). */
  readonly heavyWeapon: boolean;
}

/** Open, concealed or hidden, as the ground alone makes the team. */
export function groundStatus(facts: GroundFacts): SpottingStatus {
  const f = record(facts, "facts");
  const inside = f.inside === null ? null : oneOf(f.inside, "facts.inside", CONCEALING);
  const depthM = finite(f.depthM, "facts.depthM");
  if (depthM < 0) throw new RangeError(`facts.depthM must be 0 m or more, not ${depthM}`);
  const heavy = yesNo(f.heavyWeapon, "facts.heavyWeapon");
  if (inside === null || heavy) return "open";
  if (inside === "building") return "concealed";
  return forestStatus(depthM, f.nearestOtherInForestM);
}
