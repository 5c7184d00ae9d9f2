/**
 * Whether a team flies, and in which mode, read from its flight marker (Striker 6.E). Apart from
 * the rest of how a team moves (team-mover.ts) because its token HUD asks it as the HUD renders,
 * before the rule set's table has loaded. Pure.
 */
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { STR_MARKER } from "../rules/markers";
import type { FlightMode } from "../rules/movement";

/** Striker 6.E: the flight marker each mode shows. */
export const FLIGHT_MARKERS: Readonly<Record<FlightMode, string>> = {
  noe: STR_MARKER.flightNoe,
  terrainFollowing: STR_MARKER.flightTerrain,
  high: STR_MARKER.flightHigh,
};

/** The team's flight mode, or null for a team on foot. */
export function flightOf(markers: MarkerCounts): FlightMode | null {
  for (const [mode, id] of Object.entries(FLIGHT_MARKERS) as [FlightMode, string][]) if (markerCount(markers, id) > 0) return mode;
  return null;
}
