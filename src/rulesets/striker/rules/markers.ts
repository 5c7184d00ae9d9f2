/**
 * Striker II markers (Striker 6.E, 8.C.4 and "List of Counters Required"): movement, morale
 * results, hidden/concealed, set-up turns, flight modes and a fallen leader.
 */
import type { MarkerDefinition } from "../../../core/markers";

/** Extra data Striker keeps per marker: a short glyph for its drawn icon. */
export interface StrikerMarker extends MarkerDefinition {
  readonly glyph: string;
  readonly group: "movement" | "morale" | "visibility" | "weapon" | "flight" | "command";
}

function marker(
  key: string,
  glyph: string,
  colour: string,
  group: StrikerMarker["group"],
  counted: { max: number } | null = null,
  hinted = false,
): StrikerMarker {
  const id = `str-${key}`;
  return {
    id,
    label: `STARSKIRMISH.Striker.Marker.${key}`,
    ...(hinted ? { hint: `STARSKIRMISH.Striker.MarkerHint.${key}` } : {}),
    icon: `systems/starskirmish/icons/markers/${id}.svg`,
    colour,
    stacks: counted !== null,
    max: counted ? counted.max : 1,
    group,
    glyph,
  };
}

/**
 * Longest set-up time among the weapons in the tables (VRF Gauss gun, 10); the counter counts
 * the friendly movement phases still needed (Striker 6.D.1).
 */
export const MAX_SET_UP_TURNS = 10;

export const STRIKER_MARKERS = [
  marker("moved", "Mv", "#1565c0", "movement"),
  marker("suppressed", "S", "#f9a825", "morale"),
  marker("routed", "R", "#c62828", "morale"),
  marker("hidden", "H", "#2e7d32", "visibility"),
  marker("concealed", "C", "#81c784", "visibility"),
  marker("settingUp", "SU", "#6a1b9a", "weapon", { max: MAX_SET_UP_TURNS }, true),
  marker("flightNoe", "N", "#00838f", "flight"),
  marker("flightTerrain", "TF", "#26c6da", "flight"),
  marker("flightHigh", "Hi", "#b2ebf2", "flight"),
  marker("leaderLost", "LL", "#424242", "command"),
  // "List of Counters Required": live, firer, moved; a team that fired is easier to see next phase
  marker("fired", "F", "#e65100", "movement", null, true),
  // Striker 6.A.2.g, 6.E: a grav team's pop-up, up until it drops back down
  marker("popUp", "PU", "#ad1457", "flight", null, true),
] as const satisfies readonly StrikerMarker[];

/** Marker ids by name, for rules code that reads counts. */
export const STR_MARKER = {
  moved: "str-moved",
  suppressed: "str-suppressed",
  routed: "str-routed",
  hidden: "str-hidden",
  concealed: "str-concealed",
  settingUp: "str-settingUp",
  flightNoe: "str-flightNoe",
  flightTerrain: "str-flightTerrain",
  flightHigh: "str-flightHigh",
  leaderLost: "str-leaderLost",
  fired: "str-fired",
  popUp: "str-popUp",
} as const;

/**
 * Striker 6.E: the Moved marker is placed at the end of the phase the team moved in and stays
 * until the start of its next friendly movement phase.
 */
export const MOVED_MARKER_LIFETIME = { placed: "endOfMovementPhase", removed: "startOfNextFriendlyMovementPhase" } as const;

/** Markers that exclude one another: a team has one flight mode and one visibility status. */
export const EXCLUSIVE_MARKER_GROUPS: readonly (readonly string[])[] = [
  [STR_MARKER.hidden, STR_MARKER.concealed],
  [STR_MARKER.flightNoe, STR_MARKER.flightTerrain, STR_MARKER.flightHigh],
  [STR_MARKER.suppressed, STR_MARKER.routed],
];
