/**
 * The Striker turn on the shared turn glue: Striker 3.B's sequence with its fire steps, kept in
 * the "strikerPosition" Combat flag, its banner the shared one in Striker's colours, and the
 * markers that end with the turn (Striker 8.C.4.a suppression, 6.E Moved) taken off by the GM as
 * the turn moves on; as a movement phase ends, that side's weapons setting up or packing up count
 * a phase down (6.D.1), and as one begins, that side's routed teams rout (8.C.4.b).
 */
import { previousPosition } from "../../../core/turn/index";
import { readPosition, STRIKER_TURN, type PlayPosition } from "../rules/sequence";
import { NO_END, teamMarkerEnds } from "../rules/turn-expiry";
import { STR_MARKER } from "../rules/markers";
import { TeamData } from "../models/team-model";
import type { TurnBinding } from "../../../system/turn/turn-binding";
import { readStoredPosition, type StoredTurnPosition } from "../../../system/turn/turn-flags";
import { removeExpiredMarkers } from "../../../system/turn/marker-expiry";
import { renderTurnBanner as renderSharedBanner } from "../../../system/turn/turn-banner";
import { readFlag } from "../../../system/flags";
import { dropBackDown } from "../actions/pop-up";
import { routTeamsAtPhaseStart } from "./rout-phase";
import { countSetUpsDown } from "./set-up-phase";

declare module "../../../system/flags" {
  interface CombatFlags {
    /** Striker 3.B: where the turn stands. */
    strikerPosition?: StoredTurnPosition;
  }
}

export const STRIKER_TURN_BINDING: TurnBinding = {
  ruleSet: "striker",
  sequence: STRIKER_TURN,
  flag: "strikerPosition",
  cssClass: "striker",
  markerEnds({ actor, disposition, markers }) {
    if (!(actor.system instanceof TeamData)) return [];
    const firedAt = readFlag(actor, "Actor", "strFiredAt");
    return teamMarkerEnds({ id: actor.uuid, disposition, markers, suppressedUntil: actor.system.suppressedUntil, ...(firedAt ? { firedAt } : {}) });
  },
  async onMarkerExpired(actor, marker) {
    // Striker 8.C.4.a: once suppression is over, its recorded end goes with it.
    if (marker === STR_MARKER.suppressed) await actor.update({ system: { suppressedUntil: { ...NO_END } } });
    // Striker 6.A.2.g: the pop-up is over; the team drops back to its NOE height
    if (marker === STR_MARKER.popUp) await dropBackDown(actor);
  },
  async onEnter(combat, position) {
    // Striker 6.D.1: a movement phase spent in place counts the side's set-ups down as it ends
    await countSetUpsDown(combat, position);
    // Striker 8.C.4.b: routed teams move away (or sit out, counted as moved) as their movement phase begins
    await routTeamsAtPhaseStart(combat, position);
  },
};

/** Where a tracked Striker turn stands, or null when the combat has no position stored. */
export function strikerPosition(combat: Combat.Implementation | null | undefined): PlayPosition | null {
  const stored = combat ? readStoredPosition(combat, STRIKER_TURN_BINDING.flag) : undefined;
  return typeof stored === "object" && stored !== null ? readPosition(stored) : null;
}

/**
 * Striker 8.C.4.a and 6.E, for the GM as the turn reaches `now` from the step before it:
 * Suppressed markers whose recorded end has passed come off, and Moved markers come off at the
 * start of their side's movement phase.
 */
export async function clearEndedMarkers(combat: Combat.Implementation, now: PlayPosition): Promise<void> {
  await removeExpiredMarkers(combat, STRIKER_TURN_BINDING, previousPosition(STRIKER_TURN, now), now);
}

/** renderCombatTracker: the shared banner with Striker's turn. */
export async function renderTurnBanner(html: HTMLElement): Promise<void> {
  await renderSharedBanner(html, async () => STRIKER_TURN_BINDING);
}
