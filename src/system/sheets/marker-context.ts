/** The markers part of every actor sheet: each marker of the rule set with its count. */
import { markerCount, type MarkerCounts, type MarkerDefinition } from "../../core/markers";

export interface MarkerRowContext {
  id: string;
  label: string;
  /** What the marker means, as a tooltip; empty where the name says it all. */
  hint: string;
  icon: string;
  colour: string;
  stacks: boolean;
  count: number;
  active: boolean;
}

export function markerRows(defs: readonly MarkerDefinition[], counts: MarkerCounts, group?: string): MarkerRowContext[] {
  return defs
    .filter((d) => group === undefined || d.group === undefined || d.group === group)
    .map((d) => {
      const count = markerCount(counts, d.id);
      // a sheet of one group's markers names them without the qualifier their HUD twins need
      return { id: d.id, label: group !== undefined && d.sheetLabel ? d.sheetLabel : d.label, hint: d.hint ?? "", icon: d.icon, colour: d.colour, stacks: d.stacks, count, active: count > 0 };
    });
}
