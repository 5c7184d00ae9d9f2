/**
 * The spotting procedure (Striker 7.A.2-4): which row of the visibility table a target stands in,
 * who may spot, which unspotted teams a move brings into sight, and the concealed and hidden status
 * a team's ground gives it. Pure: the board says where teams stand, who sees whom and how far.
 */
import { list, oneOf, record, text, whole, yesNo, finite } from "../../../core/checks";
import type { FlightMode } from "./movement";
import { SIGNATURE_ADDITION_M, terrainFollowingSituation, visibilityRange, type Signature, type SpotterStatus, type TargetSituation } from "./visibility";

/** How a team shows itself, from its markers (Striker 7.A.2-3). */
export const SPOTTING_STATUSES = ["open", "concealed", "hidden"] as const;
export type SpottingStatus = (typeof SPOTTING_STATUSES)[number];

export { WOODS, type Woods } from "../data/lists";
import { WOODS, type Woods } from "../data/lists";

/** What lies beneath a terrain-following flyer (Striker 7.A.4, "Airborne: terrain following"). */
export type Beneath = "forest" | "open" | { readonly buildingFloors: number };

/** A team as spotting sees it. */
export interface SpottingTeam {
  readonly id: string;
  /** Its side: teams of different sides are enemies. */
  readonly side: number;
  /** Already spotted by the enemy: its place on the board is known. */
  readonly spotted: boolean;
  /** A counter, real or dummy, stands in for a team off the table: it neither spots nor is spotted (Striker 3.A.1). */
  readonly counter: boolean;
  /** Soldiers standing: a team with none spots nothing. */
  readonly standing: number;
  readonly status: SpottingStatus;
  /**
   * Suppressed: it "may not fire, move, nor attempt LOS checks" (Striker 8.C.4.a), so spots nothing.
   * Left out, not suppressed (the gallery's examples; view/spotting-team.ts always says).
   */
  readonly suppressed?: boolean;
  /** Moved in its last movement (or is moving now), or is setting up a weapon (Striker 6.D.1). */
  readonly moving: boolean;
  readonly flight: FlightMode | null;
  /** Performing a pop-up (Striker 6.A.2.g). */
  readonly popUp: boolean;
  /** The wood it stands in, or null outside one. */
  readonly woods: Woods | null;
  /** What is directly beneath it, read for a terrain-following flyer. */
  readonly beneath: Beneath;
  /** The signature of its weapons if it fired last fire phase, or null. */
  readonly firedWith: Signature | null;
}

function checkTeam(team: SpottingTeam, at: string): SpottingTeam {
  const t = record(team, at);
  text(t.id, `${at}.id`);
  finite(t.side, `${at}.side`);
  yesNo(t.spotted, `${at}.spotted`);
  yesNo(t.counter, `${at}.counter`);
  whole(t.standing, `${at}.standing`, 0);
  oneOf(t.status, `${at}.status`, SPOTTING_STATUSES);
  if (t.suppressed !== undefined) yesNo(t.suppressed, `${at}.suppressed`);
  yesNo(t.moving, `${at}.moving`);
  if (t.flight !== null) oneOf(t.flight, `${at}.flight`, ["high", "terrainFollowing", "noe"]);
  yesNo(t.popUp, `${at}.popUp`);
  if (t.woods !== null) oneOf(t.woods, `${at}.woods`, WOODS);
  if (t.beneath !== "forest" && t.beneath !== "open") whole(record(t.beneath, `${at}.beneath`).buildingFloors, `${at}.beneath.buildingFloors`, 1);
  if (t.firedWith !== null) oneOf(t.firedWith, `${at}.firedWith`, Object.keys(SIGNATURE_ADDITION_M));
  return t;
}

/**
 * The table's row for the target, or null when it cannot be spotted: a hiding team "may not be
 * spotted" (Striker 7.A.3). A flyer in high or terrain-following mode is read by its mode; a pop-up
 * by its own row; a team in woods by the woods rows; a concealed team by the concealment rows; the
 * rest as in the open. NOE flyers move "in (NOE or Foot)" like infantry.
 */
export function targetSituation(team: SpottingTeam): TargetSituation | null {
  const t = checkTeam(team, "team");
  if (t.status === "hidden") return null;
  if (t.flight === "high") return "airborneHigh";
  if (t.flight === "terrainFollowing") return terrainFollowingSituation(t.beneath);
  if (t.popUp) return "popUp";
  const how = t.moving ? "moving" : "stationary";
  if (t.woods !== null) return `${how}${t.woods === "denseWoods" ? "DenseWoods" : "LightWoods"}` as const;
  return `${how}${t.status === "concealed" ? "Concealment" : "Open"}` as const;
}

/**
 * Whether the team may spot: hiding teams keep their heads down (Striker 7.A.3); counters do not spot
 * (7.A.4); a suppressed team may not "attempt LOS checks" (8.C.4.a). A suppressed team is still
 * spotted like any other: the rule stops its looking, not its being seen.
 */
export function canSpot(team: SpottingTeam): boolean {
  const t = checkTeam(team, "team");
  return !t.counter && t.standing > 0 && t.status !== "hidden" && t.suppressed !== true;
}

/** Striker 7.A.4 and 6.D.1: a spotter that moved, or is setting up, spots as moving. */
export function spotterStatus(team: SpottingTeam): SpotterStatus {
  return checkTeam(team, "team").moving ? "moving" : "stationary";
}

/** What the board says of two teams: how far apart they are and whether a line of sight joins them. */
export interface SightFact {
  readonly a: string;
  readonly b: string;
  readonly distanceM: number;
  readonly lineOfSight: boolean;
}

/** A team newly spotted, by the nearest enemy that sees it, with the range it is seen out to. */
export interface Sighting {
  readonly targetId: string;
  readonly spotterId: string;
  readonly distanceM: number;
  readonly rangeM: number;
}

/**
 * Striker 7.A.4: every unspotted team an enemy now sees within the range its row gives, and which
 * enemy. Only the pairs the board measured are looked at (a move changes only the mover's); a pair
 * it did not measure, or measured without a line of sight, spots nothing.
 */
export function newlySpotted(teams: readonly SpottingTeam[], facts: readonly SightFact[]): Sighting[] {
  const all = list(teams, "teams").map((t, i) => checkTeam(t, `teams[${i}]`));
  const byId = new Map(all.map((t) => [t.id, t]));
  const best = new Map<string, Sighting>();
  list(facts, "facts").forEach((fact, i) => {
    const f = record(fact, `facts[${i}]`);
    text(f.a, `facts[${i}].a`);
    text(f.b, `facts[${i}].b`);
    const distanceM = finite(f.distanceM, `facts[${i}].distanceM`);
    if (distanceM < 0) throw new RangeError(`facts[${i}].distanceM must be 0 m or more, not ${distanceM}`);
    if (!yesNo(f.lineOfSight, `facts[${i}].lineOfSight`)) return;
    for (const [spotterId, targetId] of [[f.a, f.b], [f.b, f.a]] as const) {
      const spotter = byId.get(spotterId);
      const target = byId.get(targetId);
      if (!spotter || !target || spotter.side === target.side || target.spotted || target.counter || !canSpot(spotter)) continue;
      const situation = targetSituation(target);
      if (situation === null) continue;
      const rangeM = visibilityRange(situation, spotterStatus(spotter), target.firedWith);
      if (distanceM > rangeM) continue;
      const held = best.get(targetId);
      if (held && (held.distanceM < distanceM || (held.distanceM === distanceM && held.spotterId <= spotterId))) continue;
      best.set(targetId, { targetId, spotterId, distanceM, rangeM });
    }
  });
  return all.flatMap((t) => {
    const s = best.get(t.id);
    return s ? [s] : [];
  });
}

/** The Concealed and Hidden markers a team's status calls for, by name. */
export interface CoverMarkers {
  readonly concealed: 0 | 1;
  readonly hidden: 0 | 1;
}

/**
 * Striker 7.A.2-3 at the end of a move: personnel in a forest or building are concealed, and may
 * choose to hide instead (the choice is kept); out of such cover a team is neither. Null when
 * nothing changes.
 */
export function coverAfterMove(status: SpottingStatus, inConcealment: boolean): CoverMarkers | null {
  oneOf(status, "status", SPOTTING_STATUSES);
  if (yesNo(inConcealment, "inConcealment")) return status === "open" ? { concealed: 1, hidden: 0 } : null;
  return status === "open" ? null : { concealed: 0, hidden: 0 };
}

/** Striker 7.A.3: "If a team is concealed and becomes suppressed, it immediately hides." */
export function hidesWhenSuppressed(status: SpottingStatus): CoverMarkers | null {
  return oneOf(status, "status", SPOTTING_STATUSES) === "concealed" ? { concealed: 0, hidden: 1 } : null;
}
