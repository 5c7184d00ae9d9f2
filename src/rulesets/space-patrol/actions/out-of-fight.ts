/**
 * Who no longer fights (Guide 6.9): a figure dead or unconscious is down; one who surrendered is
 * out of the fight too. Morale prompts skip the down, and NPC morale counts and offers surrender
 * to neither, so both read the same markers.
 */
import { readMarkers } from "../../../system/markers/marker-store";
import { DEAD_STATUS } from "../../../system/markers/status-effects";
import { hasMarker } from "../../../core/markers";
import { SP_MARKER } from "../rules/markers";

/** Dead or unconscious. */
export function isDown(actor: Actor.Implementation): boolean {
  return actor.statuses.has(DEAD_STATUS.id) || hasMarker(readMarkers(actor), SP_MARKER.unconscious);
}

/** Out of the fight: dead, unconscious or surrendered. */
export function outOfTheFight(actor: Actor.Implementation): boolean {
  return isDown(actor) || hasMarker(readMarkers(actor), SP_MARKER.surrendered);
}
