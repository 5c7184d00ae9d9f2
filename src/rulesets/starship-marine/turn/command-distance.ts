/**
 * Command on the board (Starship Marine 3.3, 3.14): how far a Marine private stands from the nearest
 * officer or NCO of his squad, the squad being his group in the active combat. A private further than
 * 20 cm off, or whose squad has no leader standing, is out of command and tests morale like crew.
 */
import { distanceBetween, type TokenObject } from "../../../system/board";
import { groupIdOf } from "../../../system/combat/grouped-tracker";
import { combatantOf } from "../../../system/turn/combatant-of";
import { readMarkers } from "../../../system/markers/marker-store";
import { FigureData } from "../models/figure-model";
import { leads, outOfCommand } from "../rules/command";
import { outOfTheFight } from "../rules/markers";

/** The distance in cm to the nearest standing leader of the figure's squad; Infinity when there is none. */
export function nearestLeaderCm(token: TokenObject): number {
  const combat = game.combat;
  const own = combatantOf(token, combat);
  const group = own ? groupIdOf(own) : null;
  if (!combat || !group) return Number.POSITIVE_INFINITY;
  let nearest = Number.POSITIVE_INFINITY;
  for (const c of combat.combatants) {
    if (c === own || groupIdOf(c) !== group) continue;
    const system = c.actor?.system;
    const leader = c.token?.object;
    if (!(system instanceof FigureData) || !leads(system.rank) || !leader || outOfTheFight(readMarkers(c.actor!))) continue;
    nearest = Math.min(nearest, distanceBetween(token, leader));
  }
  return nearest;
}

/** 3.3: whether the figure on this token is a Marine private out of command now. */
export function privateOutOfCommand(token: TokenObject): boolean {
  const system = token.actor?.system;
  return system instanceof FigureData && system.rank === "private" && outOfCommand(system.rank, nearestLeaderCm(token));
}
