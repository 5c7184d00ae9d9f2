/**
 * Where a team's crew-served weapons stand in their set-up (Striker 6.D.1): the strSetUp flag on the
 * team's actor, by weapon item id (a packed weapon has no entry), and the team's moment in the turn
 * as the board shows it. Read by the sheet, the Set up and Pack up actions, the fire roll, the move
 * check, the GM's tracker that counts the phases down and the guard that keeps the record in a
 * battle (turn/set-up-guard.ts), which runs from start-up: so this file imports only what is light.
 */
import { markerCount } from "../../../core/markers";
import { flagRemoval, flagReplacement, readFlag } from "../../../system/flags";
import { readMarkers } from "../../../system/markers/marker-store";
import { STR_MARKER } from "../rules/markers";
import { movementPhaseOf, type PlayPosition } from "../rules/sequence";
import { sideOf } from "../rules/turn-expiry";
import { readTeamSetUp, type SetUpMoment, type SetUpState } from "../rules/weapon-set-up";

declare module "../../../system/flags" {
  interface ActorFlags {
    /** Striker 6.D.1: the team's weapons not packed, by item id, with the movement phases still needed. */
    strSetUp?: Record<string, { state: SetUpState; left: number }>;
  }
}

/** The team's record, checked: anything unreadable reads as packed. */
export function teamSetUpOf(actor: Actor.Implementation): ReturnType<typeof readTeamSetUp> {
  return readTeamSetUp(readFlag(actor, "Actor", "strSetUp"));
}

/** The update that writes the team's record whole (none left: the flag goes). */
export function setUpUpdate(record: ReturnType<typeof readTeamSetUp>): Record<string, unknown> {
  const entries = Object.entries(record).filter(([, w]) => w.state !== "packed");
  if (entries.length === 0) return flagRemoval("Actor", "strSetUp");
  return flagReplacement("Actor", "strSetUp", Object.fromEntries(entries.map(([id, w]) => [id, { state: w.state, left: w.left }])));
}

/**
 * The team's moment (Striker 6.D): whether the turn stands at its own side's movement phase (always,
 * outside a tracked turn: the table keeps the phase), whether it has moved in it (the Moved marker it
 * takes as it moves there, 6.E; the tracker takes it off as its next movement phase begins) and
 * whether a morale result holds it (8.C.4).
 */
export function setUpMomentOf(actor: Actor.Implementation, disposition: number, position: PlayPosition | null): SetUpMoment {
  const markers = readMarkers(actor);
  const condition = markerCount(markers, STR_MARKER.routed) > 0 ? "routed" : markerCount(markers, STR_MARKER.suppressed) > 0 ? "suppressed" : "ready";
  return {
    ownMovementPhase: position === null || position.phase === movementPhaseOf(sideOf(disposition)),
    movedThisPhase: markerCount(markers, STR_MARKER.moved) > 0,
    condition,
  };
}
