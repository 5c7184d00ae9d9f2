/**
 * StarMarines markers: soldier states (Wounded, Broken, Overwatch, Disarmed), vehicle damage
 * states (Stunned, Disarmed, Crippled) and Airborne.
 */
import { buildMarkers } from "../../../core/marker-builder";

export const STARMARINES_MARKERS = buildMarkers("smr", "STARSKIRMISH.StarMarines.Marker", [
  { key: "wounded", glyph: "W", colour: "#c62828", group: "soldier" },
  { key: "broken", glyph: "B", colour: "#ffffff", group: "soldier" },
  { key: "overwatch", glyph: "OW", colour: "#d32f2f", group: "soldier" },
  { key: "disarmed", glyph: "D", colour: "#455a64", group: "soldier" },
  { key: "vehicleStunned", glyph: "VS", colour: "#2e7d32", group: "vehicle" },
  { key: "vehicleDisarmed", glyph: "VD", colour: "#546e7a", group: "vehicle" },
  { key: "vehicleCrippled", glyph: "VC", colour: "#8d6e63", group: "vehicle" },
  { key: "airborne", glyph: "Ai", colour: "#ec407a" },
]);
