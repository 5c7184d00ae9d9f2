/**
 * The markers part of every actor sheet: each marker of the rule set with its count, and whether its
 * colour is so close to the page in a theme (white on paper, black in the dark) that its accent bar
 * needs the ink frame the stylesheet draws for it (is-faint-on-light, is-faint-on-dark).
 */
import { markerCount, type MarkerCounts, type MarkerDefinition } from "../../core/markers";
import { contrastRatio } from "../../core/colour-contrast";

/**
 * The colours a marker's bar sits between in each theme: the sheet's paper outside, the active chip's
 * raised fill inside (--ssk-paper and --ssk-raised of styles/starskirmish.css, which a test compares).
 */
export const MARKER_PAGE_COLOURS = {
  light: ["#f4f1ea", "#ffffff"],
  dark: ["#1c2028", "#2f3440"],
} as const;

/**
 * Below this contrast against either page colour a bar reads as a gap, not a colour: white (1.1:1 on
 * paper) and the pale yellows on light; black and the darkest purples on dark. Above it the colour
 * shows itself, with the usual thin edge.
 */
export const FAINT_MARKER_CONTRAST = 1.5;

export type FaintTheme = "light" | "dark" | "";

/** The measurement behind markerFaintOn: four WCAG contrasts, the colour against each page colour. */
function faintTheme(colour: string): FaintTheme {
  const weakest = (theme: keyof typeof MARKER_PAGE_COLOURS): number => Math.min(...MARKER_PAGE_COLOURS[theme].map((page) => contrastRatio(colour, page) ?? Infinity));
  const light = weakest("light");
  const dark = weakest("dark");
  if (Math.min(light, dark) >= FAINT_MARKER_CONTRAST) return "";
  return light <= dark ? "light" : "dark";
}

/**
 * Each colour's answer, kept: every sheet render asks for every marker, while the answer depends on
 * the colour alone and the colours are the rule sets' few fixed ones, so the map stays that small.
 */
const FAINT_BY_COLOUR = new Map<string, FaintTheme>();

/** The theme whose page a marker's colour nearly matches, or "" when it stands out in both. */
export function markerFaintOn(colour: string): FaintTheme {
  let faint = FAINT_BY_COLOUR.get(colour);
  if (faint === undefined) {
    faint = faintTheme(colour);
    FAINT_BY_COLOUR.set(colour, faint);
  }
  return faint;
}

export interface MarkerRowContext {
  id: string;
  label: string;
  /** What the marker means, as a tooltip; empty where the name says it all. */
  hint: string;
  icon: string;
  colour: string;
  /** The theme in which the accent bar gets the ink frame, or "" (markerFaintOn). */
  faintOn: FaintTheme;
  stacks: boolean;
  count: number;
  active: boolean;
  /** Whether the viewer may not add one now: a marker the GM keeps from any change, in a battle. */
  addLocked: boolean;
  /** Whether the viewer may not take one off now: a marker the GM keeps, in a battle. */
  removeLocked: boolean;
}

/**
 * The sheet's marker rows. `keptNow` says the markers the GM keeps in a battle are the GM's alone
 * for this viewer (a player looking at a combatant, markers/kept-markers.ts): their buttons are shown
 * locked, rather than offered and then refused.
 */
export function markerRows(defs: readonly MarkerDefinition[], counts: MarkerCounts, group?: string, keptNow = false): MarkerRowContext[] {
  return defs
    .filter((d) => group === undefined || d.group === undefined || d.group === group)
    .map((d) => {
      const count = markerCount(counts, d.id);
      // a sheet of one group's markers names them without the qualifier their HUD twins need
      const kept = keptNow ? d.keptInBattle : undefined;
      return {
        id: d.id,
        label: group !== undefined && d.sheetLabel ? d.sheetLabel : d.label,
        hint: d.hint ?? "",
        icon: d.icon,
        colour: d.colour,
        faintOn: markerFaintOn(d.colour),
        stacks: d.stacks,
        count,
        active: count > 0,
        addLocked: kept === "any",
        removeLocked: kept !== undefined,
      };
    });
}
