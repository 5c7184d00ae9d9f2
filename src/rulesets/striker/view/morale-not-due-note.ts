/**
 * The note the GMs are whispered when a fire card's Morale button rolls no check because the only
 * reason the fire gave the team, "saw casualties nearby" (Striker 8.C.1), was not borne out by the
 * board (actions/nearby-casualties.ts). The one who pressed is warned on their own screen; the GM,
 * who runs the table, would otherwise never learn that the team's check was called and not rolled.
 * Pure: the glue gives the names and why the claim was dropped.
 */
import type { NearbyDrop } from "./morale-after-fire";

export interface MoraleNotDueNoteContext {
  /** The team's name, as its owner typed it: the template escapes it. */
  readonly teamName: string;
  /** Why "saw casualties nearby" was not counted, a language key. */
  readonly whyLabel: string;
  /** Who pressed Morale, as the user's name stands: escaped by the template too. */
  readonly presserName: string;
}

export function moraleNotDueNoteContext(input: { teamName: string; dropped: NearbyDrop; presserName: string }): MoraleNotDueNoteContext {
  return {
    teamName: input.teamName,
    whyLabel: `STARSKIRMISH.Striker.Morale.NotDueNote.${input.dropped}`,
    presserName: input.presserName,
  };
}
