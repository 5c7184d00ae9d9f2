/**
 * How a team moves, read from its markers and gear (Striker 6.A, 6.E): its flight marker makes it
 * grav in that mode; otherwise it is on foot, and runs when every standing trooper wears battle
 * dress. Setting up a weapon or a suppression stops it (6.D.1, 8.C.4.a); a routed team moves only
 * by its rout move (8.C.4.b). Pure.
 */
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { STR_MARKER } from "../rules/markers";
import { isBattleDress } from "../rules/personal-armour";
import type { MoverCondition } from "../rules/team-move";
import type { TeamSystem } from "../data/team-schema";
import { armourItemOf, type TeamItem } from "./team-items";

export { FLIGHT_MARKERS, flightOf } from "./team-flight";

/** Striker 6.A.1: a team runs only when all its standing troopers wear battle dress. */
export function wearsBattleDress(system: TeamSystem, items: readonly TeamItem[]): boolean {
  const standing = system.troopers.filter((t) => !t.casualty);
  return standing.length > 0 && standing.every((t) => {
    const armour = armourItemOf(t, items);
    return armour !== undefined && isBattleDress(armour.armour.tableId);
  });
}

/**
 * What stops the team moving at all, from its markers and whether a weapon of it not packed holds it
 * (`held`, view/set-up-view.ts heldBySetUp): a weapon set up must be packed up before the team moves
 * (Striker 6.D.1); and whether the GM's record says it rallied, or rallied others, this turn
 * (`rallied`, turn/rallied-record.ts), which no marker shows (8.C.5).
 */
export function moverCondition(markers: MarkerCounts, held = false, rallied = false): MoverCondition {
  if (markerCount(markers, STR_MARKER.routed) > 0) return "routed";
  if (markerCount(markers, STR_MARKER.suppressed) > 0) return "suppressed";
  if (markerCount(markers, STR_MARKER.settingUp) > 0) return "settingUp";
  if (held) return "weaponSetUp";
  if (rallied) return "rallied";
  return "ready";
}

/**
 * Striker 3.A.1, 7.A.4: a counter shows where one team may be; its owner writes which (the counter's
 * "stands for"), or nothing for a dummy. COUNTER_NAMES_TEAM_BY: the team is the one of that name,
 * spaces and case aside; the index of the first such name in `teamNames`, or -1 (a dummy, or a name
 * no team has), when the counter moves as its own markers say.
 */
export const COUNTER_NAMES_TEAM_BY = "name" as const;

export function teamACounterStandsFor(standsFor: string, teamNames: readonly string[]): number {
  const wanted = standsFor.trim().toLocaleLowerCase();
  return wanted === "" ? -1 : teamNames.findIndex((n) => n.trim().toLocaleLowerCase() === wanted);
}
