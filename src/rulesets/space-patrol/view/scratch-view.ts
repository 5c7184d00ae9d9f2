/**
 * "'Tis But a Scratch" (Guide 4.2) as the patrolman and NPC sheets and its chat card show it, from
 * the point count and the markers alone (so Foundry and the offline gallery render the same): the
 * button is offered only with a point left and something for it to clear.
 */
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { SCRATCH_CLEARED_MARKERS } from "../rules/hero-points";
import { INDIVIDUAL_MARKERS } from "../rules/markers";

export interface ScratchButton {
  readonly disabled: boolean;
  /** Why it is disabled, or what it does and costs; a lang key. */
  readonly tooltip: string;
}

export interface ClearedMarker {
  /** The marker's lang key. */
  readonly label: string;
  readonly count: number;
  /** A stack of more than one (Wounds, Mortal Wounds, SP-9), so the card shows its count. */
  readonly many: boolean;
}

/** The markers the point would clear that the figure carries, in the Guide's order. */
export function scratchCleared(markers: MarkerCounts): ClearedMarker[] {
  const cleared: ClearedMarker[] = [];
  for (const id of SCRATCH_CLEARED_MARKERS) {
    const count = markerCount(markers, id);
    const label = INDIVIDUAL_MARKERS.find((m) => m.id === id)?.label;
    if (count > 0 && label) cleared.push({ label, count, many: count > 1 });
  }
  return cleared;
}

/** The sheet's button: a point left (`points`) and at least one marker it clears. */
export function scratchButton(points: number, markers: MarkerCounts): ScratchButton {
  if (!(points > 0)) return { disabled: true, tooltip: "STARSKIRMISH.SpacePatrol.Scratch.noPoints" };
  if (scratchCleared(markers).length === 0) return { disabled: true, tooltip: "STARSKIRMISH.SpacePatrol.Scratch.nothing" };
  return { disabled: false, tooltip: "STARSKIRMISH.SpacePatrol.Scratch.hint" };
}

export interface ScratchCardContext {
  readonly name: string;
  readonly cleared: readonly ClearedMarker[];
  readonly left: number;
  /** Spent by an NPC: Plot Armor, not a Space Hero Point (Guide 4.2). */
  readonly plotArmor: boolean;
}

/** The chat card: who spent the point, what came off (`before`, the markers as they were) and what is left. */
export function scratchCardContext(name: string, before: MarkerCounts, left: number, plotArmor: boolean): ScratchCardContext {
  return { name, cleared: scratchCleared(before), left, plotArmor };
}
