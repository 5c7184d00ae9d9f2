/**
 * Starship Marine markers, the rules' states as token markers: casualty and wound (3.5, 4.6); a
 * robot's hits, counted to the two a combat robot takes (3.7), and the robot damage results, its
 * deactivation from the control room and a Marine's Direct Control (2.3, 3.7); moved and moved
 * non-tactically (3.2, 3.4); the individual morale results (3.14) and the ship's demoralisation
 * (3.12); out of ammunition, in hand to hand, carrying (3.15, 3.17, 3.18); a charge being set up
 * (1 or 2 moves, 3.9); and SpaceFoam (4.10).
 */
import { buildMarkers, markerIds, type MarkerRow } from "../../../core/marker-builder";
import { record } from "../../../core/checks";
// the counts from data/lists.ts, not rules/doors.ts and robots.ts, so those load with the table
import { CHARGE_SETUP_MOVES, HITS_TO_DESTROY } from "../data/lists";

const ROWS = [
  { key: "casualty", glyph: "C", colour: "#c62828", rotation: 180 },
  // 4.6: only Marines fight wounded; 3.7: only robots take robot damage or are switched off. A sheet
  // shows a figure the markers of its kind and the shared ones (Direct Control marks both the Marine and his robot, 2.3)
  { key: "wounded", glyph: "W", colour: "#ad1457", group: "marine" },
  { key: "robotDamage", glyph: "RD", colour: "#ef6c00", stacks: true, max: HITS_TO_DESTROY.combatRobot, group: "robot" },
  { key: "noFiring", glyph: "NF", colour: "#8d6e63" },
  { key: "immobilised", glyph: "Im", colour: "#5d4037" },
  { key: "deactivated", glyph: "Off", colour: "#424242", group: "robot" },
  { key: "directControl", glyph: "DC", colour: "#00838f" },
  { key: "moved", glyph: "M", colour: "#1565c0" },
  { key: "nonTactical", glyph: "NT", colour: "#0d47a1" },
  { key: "moveNoCloser", glyph: "MN", colour: "#f9a825" },
  { key: "duckBack", glyph: "DB", colour: "#ef6c00" },
  { key: "surrendered", glyph: "Su", colour: "#ffffff" },
  { key: "demoralised", glyph: "Dm", colour: "#6a1b9a" },
  { key: "noAmmo", glyph: "NA", colour: "#757575" },
  { key: "inHandToHand", glyph: "HH", colour: "#b71c1c" },
  { key: "carrying", glyph: "Ca", colour: "#558b2f" },
  { key: "chargeSetUp", glyph: "Ch", colour: "#4527a0", stacks: true, max: CHARGE_SETUP_MOVES.superCharge },
  { key: "spaceFoam", glyph: "SF", colour: "#90a4ae", stacks: true, max: 2 },
] as const satisfies readonly MarkerRow[];

export const STARSHIP_MARINE_MARKERS = buildMarkers("ssm", "STARSKIRMISH.StarshipMarine.Marker", ROWS);

/** The marker ids the rules read, by their key. */
export const SSM_MARKER = markerIds("ssm", ROWS);
export type SsmMarkerKey = keyof typeof SSM_MARKER;

/** The figure takes no part any more: a casualty (3.5), surrendered (3.12, 3.14) or a robot switched off (3.7). */
export function outOfTheFight(markers: Readonly<Record<string, number>>): boolean {
  const held = record(markers, "markers");
  return (["casualty", "surrendered", "deactivated"] as const).some((m) => Number(held[SSM_MARKER[m]] ?? 0) > 0);
}
