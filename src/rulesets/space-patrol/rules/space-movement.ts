/**
 * How far a ship may move in its side turn (Guide 7.1, 7.5, 7.12): the hexes per turn its craft
 * description gives, less one hex for each Drive and Flight Marker, plus the hexes a Boost Engines
 * made this turn; a dark ship moves a third of its normal movement. A wrecked ship "can perform no
 * functions during the battle" (7.12): its drives among them, it moves no hex.
 */
import { counts as checkedCounts, finite, record, yesNo } from "../../../core/checks";
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { SP_SPACECRAFT_MARKER_ID as SC } from "./marker-ids";
import { spaceSpeedAfterMarkers } from "./marker-effects";
import { DARK_SHIP_SPEED_FRACTION } from "./space-maneuvers";

export interface SpaceMoveInput {
  /** Hexes per turn from the craft description (Guide 7.1). */
  readonly speed: number;
  readonly markers: MarkerCounts;
  /** Extra hexes a successful Boost Engines gave this turn (Guide 7.5). */
  readonly boostHexes: number;
  /** The ship went dark this turn (Guide 7.5). */
  readonly dark: boolean;
}

export interface SpaceMoveAllowance {
  /** The speed less the Drive and Flight Markers (Guide 7.12). */
  readonly afterMarkers: number;
  readonly boostHexes: number;
  readonly dark: boolean;
  /** The ship carries the Wrecked marker: it moves no hex (Guide 7.12). */
  readonly wrecked: boolean;
  /** The hexes the ship may move this turn. */
  readonly allowance: number;
}

/**
 * Guide 7.5 does not say how a third of a speed rounds. A ship moves whole hexes, and going dark
 * is meant to slow it, so the third rounds down.
 */
export function darkShipHexes(normal: number): number {
  const n = finite(normal, "normal");
  if (n < 0) throw new RangeError(`A ship's movement is 0 or more hexes, not ${n}`);
  // the small tolerance keeps 3 × (1/3) at 1 in floating point
  return Math.floor(n * DARK_SHIP_SPEED_FRACTION + 1e-9);
}

export function spaceMoveAllowance(input: SpaceMoveInput): SpaceMoveAllowance {
  record(input, "input");
  const speed = finite(input.speed, "speed");
  if (!Number.isInteger(speed) || speed < 0) throw new RangeError(`A ship's speed is a whole number of hexes, 0 or more, not ${speed}`);
  const boost = finite(input.boostHexes, "boostHexes");
  if (!Number.isInteger(boost) || boost < 0) throw new RangeError(`Boost Engines gives 0 or more whole hexes, not ${boost}`);
  yesNo(input.dark, "dark");
  const markers = checkedCounts(input.markers, "markers");
  const afterMarkers = spaceSpeedAfterMarkers(speed, markers);
  const normal = afterMarkers + boost;
  // Guide 7.12: a wreck performs no functions during the battle, so it moves nowhere
  const wrecked = markerCount(markers, SC.wrecked) > 0;
  return { afterMarkers, boostHexes: boost, dark: input.dark, wrecked, allowance: wrecked ? 0 : input.dark ? darkShipHexes(normal) : normal };
}
