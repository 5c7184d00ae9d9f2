/**
 * StarMarines markers, as the text names them: soldier states (Wounded IX-B, Killed IX-A, Broken
 * VIII-H, Overwatch VIII-E, Disarmed IV-h, Airborne and Grounded IX-G, Moved IX-A, Charged VIII-F,
 * Passed Morale IX-D, Fired in Overwatch VIII-E), vehicle damage (Stunned, Disarmed, Crippled, Destroyed IX-B) and the weapons a
 * vehicle has lost, counted (IX-B, SMR-15). A marker's group says which kind of unit's sheet shows
 * it; one without a group shows on both.
 */
import { buildMarkers, markerIds, type MarkerRow } from "../../../core/marker-builder";

const ROWS = [
  { key: "wounded", glyph: "W", colour: "#c62828", group: "soldier" },
  { key: "killed", glyph: "K", colour: "#212121", group: "soldier" },
  { key: "broken", glyph: "B", colour: "#ffffff", group: "soldier" },
  // VIII-E: "a hidden marker": the other side does not see who is watching
  // VIII-E: any unit may watch, a vehicle as a soldier, so the two overwatch markers have no group
  { key: "overwatch", glyph: "OW", colour: "#d32f2f", secret: true },
  { key: "overwatchFired", glyph: "OF", colour: "#b71c1c" },
  { key: "disarmed", glyph: "D", colour: "#455a64", group: "soldier" },
  { key: "airborne", glyph: "Ai", colour: "#ec407a", group: "soldier" },
  { key: "grounded", glyph: "Gd", colour: "#8e24aa", group: "soldier" },
  { key: "moved", glyph: "Mv", colour: "#1565c0" },
  // VIII-F: "Vehicles cannot charge"; IX-D: vehicles never check morale
  { key: "charged", glyph: "Ch", colour: "#ef6c00", group: "soldier" },
  { key: "passedMorale", glyph: "PM", colour: "#2e7d32", group: "soldier" },
  { key: "vehicleStunned", glyph: "VS", colour: "#2e7d32", group: "vehicle" },
  { key: "vehicleDisarmed", glyph: "VD", colour: "#546e7a", group: "vehicle" },
  { key: "vehicleCrippled", glyph: "VC", colour: "#8d6e63", group: "vehicle" },
  { key: "vehicleDestroyed", glyph: "VX", colour: "#000000", group: "vehicle" },
  { key: "weaponsLost", glyph: "WL", colour: "#6d4c41", stacks: true, max: 9, group: "vehicle" },
] as const satisfies readonly MarkerRow[];

export const STARMARINES_MARKERS = buildMarkers("smr", "STARSKIRMISH.StarMarines.Marker", ROWS);

/** Marker ids by key. */
export const SMR_MARKER = markerIds("smr", ROWS);
export type SmrMarkerKey = keyof typeof SMR_MARKER;
