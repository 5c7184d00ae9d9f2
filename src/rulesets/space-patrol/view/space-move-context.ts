/**
 * The movement line of the spacecraft sheet (Guide 7.1, 7.5, 7.12): in a space combat, the hexes the
 * ship has used this turn of its allowance, with each term that made the allowance, so a player sees
 * why a move was refused before they try it. A wreck's allowance is 0 (7.12); the sheet then says only
 * that it moves no more, as the vehicle's does (spacecraft.hbs), not terms that no longer count.
 */
import type { SpaceMoveAllowance } from "../rules/space-movement";

/** A ship's allowance and what it has used this side turn, as the GM's record holds it. */
export interface ShipMove {
  readonly allowance: SpaceMoveAllowance;
  /** Hexes the GM's record holds for this side turn. */
  readonly spent: number;
  /** The ship's side is acting. */
  readonly acting: boolean;
}

export interface MoveTerm {
  readonly key: string;
  readonly n: number;
}

export interface SpaceMoveContext {
  readonly inCombat: boolean;
  readonly used: number;
  readonly allowance: number;
  readonly terms: readonly MoveTerm[];
}

export function spaceMoveContext(speed: number, move: ShipMove | null): SpaceMoveContext {
  if (!move) return { inCombat: false, used: 0, allowance: 0, terms: [] };
  const a = move.allowance;
  const lost = speed - a.afterMarkers;
  const terms: MoveTerm[] = [
    { key: "STARSKIRMISH.SpacePatrol.SpaceMove.speedTerm", n: speed },
    ...(lost > 0 ? [{ key: "STARSKIRMISH.SpacePatrol.SpaceMove.markersTerm", n: lost }] : []),
    ...(a.boostHexes > 0 ? [{ key: "STARSKIRMISH.SpacePatrol.SpaceMove.boostTerm", n: a.boostHexes }] : []),
    ...(a.dark ? [{ key: "STARSKIRMISH.SpacePatrol.SpaceMove.darkTerm", n: 0 }] : []),
  ];
  return { inCombat: true, used: move.spent, allowance: a.allowance, terms };
}
