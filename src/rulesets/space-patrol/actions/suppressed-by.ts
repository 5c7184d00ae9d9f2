/**
 * How hard a shooter is being suppressed (Guide 6.6): one disadvantage per suppression "target"
 * each suppressor allocated to that enemy, summed over every suppressor whose record names them. A
 * Suppressed marker set by hand, with no record behind it, counts as one.
 */
import { markerCount } from "../../../core/markers";
import { readMarkers } from "../../../system/markers/marker-store";
import { SP_MARKER } from "../rules";
import { readSuppression } from "./suppression-record";

/** Suppressed marker without a record of who laid it: the least suppression there is. */
export const UNRECORDED_SUPPRESSION_DISADVANTAGES = 1;

export function suppressedBy(actor: Actor.Implementation): number {
  if (markerCount(readMarkers(actor), SP_MARKER.suppressed) === 0) return 0;
  let total = 0;
  for (const suppressor of game.actors?.contents ?? []) {
    const record = readSuppression(suppressor);
    if (record?.targets.includes(actor.uuid)) total += record.allocations[actor.uuid] ?? UNRECORDED_SUPPRESSION_DISADVANTAGES;
  }
  return Math.max(total, UNRECORDED_SUPPRESSION_DISADVANTAGES);
}
