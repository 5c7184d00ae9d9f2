/**
 * Which other teams an explosive round's burst reaches (Striker 8.A.1.b.5): every team whose
 * centre is within the burst size of the target's, friends and the firers included, as the text
 * says "all teams", but not one a hill, wood or building shields from the target (7.A.1). Pure:
 * Foundry measures the distances on the board and passes the snapshots, with each team's cover and
 * concealment.
 */
import { teamsInBurst, type BurstTeam } from "../rules/explosive";
import type { FireWeapon } from "../rules/fire";
import type { CoverTerrain } from "../rules/armour";
import type { TeamSnapshot } from "./fire-plan";

/** A team on the board near the target, with the distance between their centres. */
export interface NearbyTeam {
  readonly snapshot: TeamSnapshot;
  readonly distanceM: number;
  /** Striker 7.A.1: false when a feature stands between it and the target, shielding it from the burst. */
  readonly inSightOfTarget?: boolean;
  /**
   * Striker 7.A.2, 8.B.2: the forest or building it stands in, as the board shows it; null or
   * absent in the open. Its armour counts only while the team is hidden or concealed.
   */
  readonly cover?: CoverTerrain | null;
  /**
   * Striker 7.A.2: the board has it inside that forest or building, so it is concealed where no
   * marker says hidden or concealed (fire-plan.ts furtherTeamStatus). Absent: its markers alone.
   */
  readonly inConcealment?: boolean;
  /** Striker 7.A.1.c: the board has it more than 30 m inside its forest, so it is hidden. Absent: not. */
  readonly hidden?: boolean;
}

/** A further team the burst attacks, with its standing troopers by card index. */
export interface BurstVictim extends NearbyTeam {
  readonly troopers: readonly number[];
}

/**
 * Striker 8.A.1.b.5 names "all teams" in the burst; a thrower within his own grenade's burst is
 * one of them. A player may expect otherwise, but the text is plain, so the firers are not spared.
 */
export const BURST_SPARES_FIRERS = false;

export const standingIndices = (s: TeamSnapshot): number[] => s.system.troopers.flatMap((t, i) => (t.casualty ? [] : [i]));

/** The teams other than the target inside the burst, nearest first; none for a non-explosive round. */
export function burstVictims(weapon: FireWeapon, targetId: string, firerIds: readonly string[], nearby: readonly NearbyTeam[]): BurstVictim[] {
  if (!weapon.explosive) return [];
  const candidates = nearby.filter((n) => n.snapshot.id !== targetId && n.inSightOfTarget !== false && (!BURST_SPARES_FIRERS || !firerIds.includes(n.snapshot.id)));
  const asBurst: BurstTeam[] = candidates.map((n) => ({ id: n.snapshot.id, distanceM: n.distanceM, soldiers: standingIndices(n.snapshot).length }));
  const inside = new Set(teamsInBurst(weapon.explosive.burstM, targetId, asBurst).filter((t) => t.soldiers > 0).map((t) => t.id));
  return candidates
    .filter((n) => inside.has(n.snapshot.id))
    .sort((a, b) => a.distanceM - b.distanceM || a.snapshot.id.localeCompare(b.snapshot.id))
    .map((n) => ({ ...n, troopers: standingIndices(n.snapshot) }));
}
