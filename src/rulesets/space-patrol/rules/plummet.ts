/**
 * Plummet (Guide 6.15): a wrecked aircraft falls; those aboard with a parachute or a flying belt have
 * one turn to get out, and the rest die in the crash unless each spends a Space Hero Point (Plot
 * Armor for an NPC, 4.2).
 */
import { yesNo } from "../../../core/checks";

/** Guide 6.15 Plummet: what lets a crewman get out of a falling aircraft. */
export const PLUMMET_ESCAPE_DEVICES = ["parachute", "flyingBelt"] as const;
export type PlummetEscapeDevice = (typeof PLUMMET_ESCAPE_DEVICES)[number];

export function isPlummetEscapeDevice(kind: unknown): kind is PlummetEscapeDevice {
  return typeof kind === "string" && (PLUMMET_ESCAPE_DEVICES as readonly string[]).includes(kind);
}

/**
 * Guide 6.15: "aircraft plummet" when wrecked. A vehicle is in the air while it carries the Flying
 * marker or is a flying vehicle by kind (our reading: a flyer parked on the ground would be marked
 * by the GM, who then ignores the card).
 */
export function plummetsWhenWrecked(flyingKind: boolean, flyingMarker: boolean): boolean {
  return yesNo(flyingKind, "flyingKind") || yesNo(flyingMarker, "flyingMarker");
}

/** What became of one crewman when the aircraft hit the ground. */
export type PlummetFate = "saved" | "killed";

/**
 * Guide 6.15, 4.2: at the crash, a crewman who got out in their turn or spent a point lives; anyone
 * else dies. `acted`: the crewman did one or the other.
 */
export function plummetFate(acted: boolean): PlummetFate {
  return yesNo(acted, "acted") ? "saved" : "killed";
}
