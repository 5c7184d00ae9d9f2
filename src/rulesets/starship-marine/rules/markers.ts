/**
 * Starship Marine markers: casualty, robot damage, surrender (Starship Marine 3.12) and the
 * morale states. A figure is a casualty or not, so that marker is single; robot damage is
 * counted so the GM can track hits on a robot until the full Starship Marine rules read it.
 */
import { buildMarkers } from "../../../core/marker-builder";

export const STARSHIP_MARINE_MARKERS = buildMarkers("ssm", "STARSKIRMISH.StarshipMarine.Marker", [
  { key: "casualty", glyph: "C", colour: "#c62828", rotation: 180 },
  { key: "robotDamage", glyph: "RD", colour: "#ef6c00", stacks: true },
  { key: "surrendered", glyph: "Su", colour: "#ffffff" },
  { key: "demoralised", glyph: "Dm", colour: "#6a1b9a" },
]);
