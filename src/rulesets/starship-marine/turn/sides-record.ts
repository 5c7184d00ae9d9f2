/**
 * Where the combat keeps the two sides of a boarding action (Starship Marine 3.11-3.13), and the
 * figures of each as the board has them now. Only the GM writes the record; every client reads it
 * through the lenient reader, so a bad value shows as the start and never breaks the tracker.
 */
import { flagUpdate, readFlag } from "../../../system/flags";
import { readMarkers } from "../../../system/markers/marker-store";
import { distanceBetweenPoints } from "../../../system/board";
import { FigureData } from "../models/figure-model";
import { readSideState, sideOf, type SideState } from "../view/side-state";
import { sideStrength, type SideFigure } from "../view/sides-panel";
import { ATTACKER_MORALE_VALUE, SHIP_MORALE_VALUE } from "../rules/morale-strength";

declare module "../../../system/flags" {
  interface CombatFlags {
    /** Starship Marine 3.11-3.13: the ship, the attackers, their morale and the control rooms. */
    ssmSides?: SideState;
  }
}

export function readSides(combat: Combat.Implementation): SideState {
  return readSideState(readFlag(combat, "Combat", "ssmSides"));
}

/** Stores the whole record; only the GM's client calls it. */
export async function writeSides(combat: Combat.Implementation, state: SideState): Promise<void> {
  // the points of entry are a list, which an update would merge into the stored one by index
  await combat.update(flagUpdate("Combat", { ssmSides: { ...state, entries: [...state.entries] } }));
}

/** A combatant's token centre in canvas pixels, when its token is on the viewed scene. */
function centreOf(combatant: Combatant.Implementation): { x: number; y: number } | null {
  const token = combatant.token?.object;
  return token ? { x: token.center.x, y: token.center.y } : null;
}

/** The figures in the combat, each on its side by its token's disposition. */
export function sideFigures(combat: Combat.Implementation, state: SideState): SideFigure[] {
  const figures: SideFigure[] = [];
  for (const combatant of combat.combatants) {
    const actor = combatant.actor;
    const side = sideOf(state, combatant.token?.disposition ?? 0);
    if (!actor || !(actor.system instanceof FigureData) || side === null) continue;
    const centre = centreOf(combatant);
    const entryDistanceCm = centre && state.entries.length > 0 ? Math.min(...state.entries.map((p) => distanceBetweenPoints(centre, p))) : null;
    figures.push({ side, troopType: actor.system.troopType, markers: readMarkers(actor), entryDistanceCm });
  }
  return figures;
}

/** 3.12, 3.13: both sides' morale value as the board stands, to record as the start. */
export function strengthsNow(combat: Combat.Implementation, state: SideState): { ship: number; attackers: number } {
  const figures = sideFigures(combat, state);
  return { ship: sideStrength(figures, "ship", SHIP_MORALE_VALUE), attackers: sideStrength(figures, "attackers", ATTACKER_MORALE_VALUE) };
}

/** combatStart on the GM's client: 3.12's "at the start of the game", unless already counted. */
export async function countStartIfMissing(combat: Combat.Implementation): Promise<void> {
  if (!game.user?.isGM) return;
  const state = readSides(combat);
  if (state.start === null) await writeSides(combat, { ...state, start: strengthsNow(combat, state) });
}

/** 3.14: whether this figure defends a ship whose morale the combat records as Poor. */
export function defendsPoorShip(actor: Actor.Implementation, token: { document: { disposition: number } } | undefined): boolean {
  const combat = game.combat;
  if (!combat || !token) return false;
  const state = readSides(combat);
  return state.ship.morale === "poor" && sideOf(state, token.document.disposition) === "ship" && actor.system instanceof FigureData;
}
