/**
 * The world switch that lets a marker lie a token down (Prone, Unconscious, Wrecked;
 * marker-rotation.ts): registered at init with the system's settings, on in a new world.
 */
import type { WorldToggle } from "../world-toggle";

export const MARKER_ROTATION: WorldToggle = { key: "rotateMarkers", default: true };
