/**
 * Why a side acts first, as the ground and space initiative cards both say it (Guide 6.2, 7.2): the two
 * totals when the higher one won, the shared total when a tie went to the players' side, or the surprise
 * that settled it without a roll. Pure.
 */

export interface InitiativeReason {
  readonly key: string;
  /** The winning total, or the tied total. */
  readonly high: number;
  /** The losing total (the same as `high` on a tie). */
  readonly low: number;
}

/** `players` and `enemies`: the two totals, null where surprise settled it and nobody rolled. */
export function initiativeReason(rolled: boolean, players: number | null, enemies: number | null): InitiativeReason {
  if (!rolled || players === null || enemies === null) return { key: "STARSKIRMISH.SpacePatrol.SideTurn.reason.surprise", high: 0, low: 0 };
  const why = players === enemies ? "tie" : "higher";
  return { key: `STARSKIRMISH.SpacePatrol.SideTurn.reason.${why}`, high: Math.max(players, enemies), low: Math.min(players, enemies) };
}
