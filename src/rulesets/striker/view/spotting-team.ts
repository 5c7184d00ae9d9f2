/**
 * A team as the spotting rules read it (Striker 7.A.1.c, 7.A.2-4), from its markers, card and
 * ground: its hidden or concealed status, whether it is suppressed (8.C.4.a), whether it counts as
 * moving, its flight mode and pop-up, the wood it stands in, and the signature it shows after
 * firing. Pure: the board says where it stands.
 */
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { STR_MARKER } from "../rules/markers";
import type { Beneath, SpottingStatus, SpottingTeam, Woods } from "../rules/spotting";
import type { Signature } from "../rules/visibility";
import type { TeamSystem } from "../data/team-schema";
import { flightOf } from "./team-mover";
import { weaponOf, type TeamItem } from "./team-items";

const LOUDNESS: readonly Signature[] = ["L", "M", "H"];

/**
 * Striker 7.A.4 "If the target fired last fire phase add signature": the Fired marker does not say
 * which weapon fired, so the loudest signature among the loaded weapons of its standing troopers is
 * taken (SIGNATURE_OF_FIRER). Null for a team without a Fired marker.
 */
export const SIGNATURE_OF_FIRER = "loudestCarried" as const;

export function firedSignature(markers: MarkerCounts, system: Pick<TeamSystem, "troopers">, items: readonly TeamItem[]): Signature | null {
  if (markerCount(markers, STR_MARKER.fired) === 0) return null;
  let loudest = -1;
  for (const t of system.troopers) {
    if (t.casualty) continue;
    const weapon = weaponOf(t, items)?.weapon;
    const row = weapon?.ammo.find((a) => a.type === t.ammunition) ?? weapon?.ammo[0];
    if (row) loudest = Math.max(loudest, LOUDNESS.indexOf(row.signature as Signature));
  }
  return LOUDNESS[loudest] ?? "L";
}

/**
 * What the board reads of a team's ground for its status (actions/board-sight.ts): whether a forest
 * or building it stands inside conceals it (Striker 7.A.2: personnel and light weapons, so not a
 * team with a heavy weapon), and whether it stands more than 30 m inside a forest with no other
 * team in a forest within 30 m, which hides it (7.A.1.c). A part left out reads as false.
 */
export interface GroundStatus {
  readonly inConcealment?: boolean;
  readonly hidden?: boolean;
}

/**
 * Striker 7.A.1.c, 7.A.2-3: a Hidden marker, or the depth of the team's forest, hides it; else a
 * Concealed marker, or the forest or building it stands inside, conceals it; else it is in the open.
 * The board's depth outranks a Concealed marker: "Targets further in are hidden" leaves no choice.
 */
export function spottingStatus(markers: MarkerCounts, ground: GroundStatus): SpottingStatus {
  if (markerCount(markers, STR_MARKER.hidden) > 0 || ground.hidden === true) return "hidden";
  if (markerCount(markers, STR_MARKER.concealed) > 0 || ground.inConcealment === true) return "concealed";
  return "open";
}

export interface SpottingTeamInput {
  readonly id: string;
  readonly side: number;
  readonly spotted: boolean;
  readonly markers: MarkerCounts;
  readonly system: Pick<TeamSystem, "troopers" | "counter">;
  readonly items: readonly TeamItem[];
  /** The team is the one whose move is ending. */
  readonly movingNow: boolean;
  readonly ground: GroundStatus & { readonly woods: Woods | null; readonly beneath: Beneath };
}

export function spottingTeam(input: SpottingTeamInput): SpottingTeam {
  const m = input.markers;
  return {
    id: input.id,
    side: input.side,
    spotted: input.spotted,
    counter: input.system.counter,
    standing: input.system.troopers.filter((t) => !t.casualty).length,
    status: spottingStatus(m, input.ground),
    // Striker 8.C.4.a: the marker lasts as long as the suppression (turn/turn-tracker.ts takes it off)
    suppressed: markerCount(m, STR_MARKER.suppressed) > 0,
    // Striker 6.E: the Moved marker stays until the next movement phase; 6.D.1: setting up counts as moving
    moving: input.movingNow || markerCount(m, STR_MARKER.moved) > 0 || markerCount(m, STR_MARKER.settingUp) > 0,
    flight: flightOf(m),
    // Striker 6.A.2.g: risen from its NOE position; the table's own row (7.A.4)
    popUp: markerCount(m, STR_MARKER.popUp) > 0,
    woods: input.ground.woods,
    beneath: input.ground.beneath,
    firedWith: firedSignature(m, input.system, input.items),
  };
}
