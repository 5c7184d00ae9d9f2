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

/** A marker the GM keeps in a battle (MarkerDefinition#keptInBattle, system/markers/kept-markers.ts). */
function kept(mode: "removal" | "any", def: StrikerMarker): StrikerMarker {
  return { ...def, keptInBattle: mode };
}

/*
 * Kept in a battle: the results the rules put on and take off by a procedure, which the GM's client
 * reads (fire and morale cards' Apply, the rout move, the tracker) and a player would gain by taking
 * off. Left to the owner: what the team chooses (7.A.3 hiding, a concealment the spotting sets from
 * the ground as well, a flight mode, 6.A.2).
 */
export const STRIKER_MARKERS = [
  // Striker 6.E, 8.A.1.b.1.b: a mover fires at a harder profile and is seen farther (7.A.4); the
  // mover's own client places it as the team moves (turn/move-check.ts), the GM's tracker takes it off
  kept("removal", marker("moved", "Mv", "#1565c0", "movement")),
  // Striker 8.C.4.a: placed and lifted only by the morale card's Apply and the tracker, both on the
  // GM's client; adding it gains too: the GM's client hides a concealed team that takes it (7.A.3),
  // with none of the movement a change of status otherwise costs (6.D)
  kept("any", marker("suppressed", "S", "#f9a825", "morale")),
  // Striker 8.C.4.b, 8.C.5: placed by the morale card's Apply, lifted by a rally's, both the GM's;
  // the Rout away request moves a team that carries it, outside its movement phase
  kept("any", marker("routed", "R", "#c62828", "morale")),
  marker("hidden", "H", "#2e7d32", "visibility"),
  marker("concealed", "C", "#81c784", "visibility"),
  // Striker 6.D.1: the phases a weapon still needs to set up or pack up; its owner's Set up or Pack up
  // places it (actions/weapon-set-up.ts), the GM's tracker counts it down (turn/set-up-phase.ts): a
  // team that took it off early would move or fire before its time
  kept("removal", marker("settingUp", "SU", "#6a1b9a", "weapon", { max: MAX_SET_UP_TURNS }, true)),
  marker("flightNoe", "N", "#00838f", "flight"),
  marker("flightTerrain", "TF", "#26c6da", "flight"),
  marker("flightHigh", "Hi", "#b2ebf2", "flight"),
  // Striker 8.B.6: placed by the fire card's Apply on the GM's client and never lifted; adding it
  // gains too: a leader team that failed its own check takes its value off its teams' (ruling
  // STR-6), and one whose leader is lost leads no one
  kept("any", marker("leaderLost", "LL", "#424242", "command")),
  // "List of Counters Required": live, firer, moved; a team that fired is easier to see next phase
  // (Striker 7.A.4): its own fire places it (actions/fired-marker.ts), the GM's tracker takes it off
  kept("removal", marker("fired", "F", "#e65100", "movement", null, true)),
  // Striker 6.A.2.g, 6.E: a grav team's pop-up, up until it drops back down; it is seen at 500 m
  // while up (7.A.4): its owner raises it (actions/pop-up.ts), the GM's tracker ends it
  kept("removal", marker("popUp", "PU", "#ad1457", "flight", null, true)),
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
