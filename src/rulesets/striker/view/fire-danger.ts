/**
 * Further targets of a weapon that engages several (Striker 8.A.1.a.2): the danger space is a
 * strip 20 m wide between the firer and the prime target, and every team in it, friends as well,
 * is attacked in turn, nearest the prime target first, up to the weapon's "Trg" number, each with
 * its own roll; a team the firer has no line of sight to is not (Striker 7.A.1). Pure: Foundry
 * gives the teams' positions in metres.
 */
import { selectTargets, type Point } from "../rules/danger-space";
import { inFlechetteStrip } from "../rules/flechette-strip";
import type { FireWeapon } from "../rules/fire";
import { standingIndices, type BurstVictim, type NearbyTeam } from "./fire-burst";

/** A team on the board with where it stands and how far the farthest firer is from it. */
export interface PlacedTeam extends NearbyTeam {
  readonly position: Point;
  readonly rangeM: number;
  /** Striker 7.A.1, 8.A.1.a.1: false when the strip's firer has no line of sight to it. */
  readonly inSightOfFirer?: boolean;
}

export interface DangerTarget extends BurstVictim {
  readonly rangeM: number;
}

/** Where the firer and the prime target stand, in metres. */
export interface DangerLine {
  /**
   * DANGER_SPACE_FROM: with several firing teams the text names no one firer; the strip is drawn
   * from the firing team farthest from the prime target, which is also where the range is taken.
   */
  readonly firer: Point;
  readonly target: Point;
}

export const DANGER_SPACE_FROM = "farthestFirer" as const;

/**
 * Area weapons (flechette rounds: "all targets in an area 10m wide by 100m long") have a strip of
 * their own, which is not the danger space; they engage only the prime target here.
 */
const engagesSeveral = (weapon: FireWeapon) => weapon.targets > 1 && weapon.targets < Number.MAX_SAFE_INTEGER;

/** A placed team as a further target: its standing troopers, and its ground as the board read it (Striker 7.A.1.c, 7.A.2, 8.B.2). */
const dangerTarget = (p: PlacedTeam): DangerTarget => ({
  snapshot: p.snapshot,
  distanceM: p.distanceM,
  rangeM: p.rangeM,
  cover: p.cover ?? null,
  inConcealment: p.inConcealment === true,
  hidden: p.hidden === true,
  troopers: standingIndices(p.snapshot),
});

/** The further targets in the order they are attacked; none for a one-target weapon. */
export function dangerTargets(weapon: FireWeapon, line: DangerLine, targetId: string, firerIds: readonly string[], placed: readonly PlacedTeam[]): DangerTarget[] {
  if (!engagesSeveral(weapon)) return [];
  // The firing teams are the strip's own end: they do not fire on themselves.
  const candidates = placed.filter((p) => p.snapshot.id !== targetId && !firerIds.includes(p.snapshot.id) && p.inSightOfFirer !== false && standingIndices(p.snapshot).length > 0);
  const chosen = selectTargets(line.firer, { id: targetId, position: line.target }, candidates.map((c) => ({ id: c.snapshot.id, position: c.position })), weapon.targets).slice(1);
  return chosen.flatMap((c) => {
    const team = candidates.find((p) => p.snapshot.id === c.id);
    return team ? [dangerTarget(team)] : [];
  });
}

/**
 * The further teams a flechette round attacks (notes for all grenade weapons): every team in its
 * strip (rules/flechette-strip.ts), friends too, nearest the prime target first, each with its own
 * roll; a team the firer cannot see is not attacked (Striker 7.A.1), nor the firing teams.
 */
export function stripTargets(lengthM: number, line: DangerLine, targetId: string, firerIds: readonly string[], placed: readonly PlacedTeam[]): DangerTarget[] {
  return placed
    .filter((p) => p.snapshot.id !== targetId && !firerIds.includes(p.snapshot.id) && p.inSightOfFirer !== false && standingIndices(p.snapshot).length > 0)
    .filter((p) => inFlechetteStrip(line.firer, line.target, p.position, lengthM))
    .map((p) => ({ p, d: Math.hypot(p.position.x - line.target.x, p.position.y - line.target.y) }))
    .sort((a, b) => a.d - b.d || a.p.snapshot.id.localeCompare(b.p.snapshot.id))
    .map(({ p }) => dangerTarget(p));
}
