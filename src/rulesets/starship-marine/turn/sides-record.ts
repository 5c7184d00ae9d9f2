/**
 * Where the combat keeps the two sides of a boarding action (Starship Marine 3.11-3.13), and the
 * figures of each as the board has them now. Only the GM writes the record; every client reads it
 * through the lenient reader, so a bad value shows as the start and never breaks the tracker.
 */
import { flagUpdate, readFlag } from "../../../system/flags";
import { readMarkers } from "../../../system/markers/marker-store";
import { distanceBetweenPoints } from "../../../system/board";
import { FigureData } from "../models/figure-model";
import { CONTROL_ROOMS, readSideState, roomHolder, sideOf, type ControlRoom, type Side, type SideState } from "../view/side-state";
import { sideStrength, type SideFigure } from "../view/sides-panel";
import { ATTACKER_MORALE_VALUE, SHIP_MORALE_VALUE } from "../rules/morale-strength";
import { SSM_MARKER } from "../rules/markers";
import { markerCount } from "../../../core/markers";
import { oneAtATime } from "../../../system/one-at-a-time";

declare module "../../../system/flags" {
  interface DrawingFlags {
    /** Starship Marine 3.11: the drawing outlines Main Control or Power Control. */
    ssmControlRoom?: ControlRoom;
  }
  interface CombatFlags {
    /** Starship Marine 3.11-3.13: the ship, the attackers, their morale and the control rooms. */
    ssmSides?: SideState;
  }
}

export function readSides(combat: Combat.Implementation): SideState {
  return readSideState(readFlag(combat, "Combat", "ssmSides"));
}

/**
 * The changes this client makes to the record, one at a time: each is worked out from the record as
 * the one before it left it. The record is written whole, and a change read while another was on its
 * way to the server (a panel redraw keeping the board while a morale test is written) would put back
 * what that one changed.
 */
const sideChanges = oneAtATime();

/** Changes the whole record, in its turn; `change` gives null for nothing to write. Only the GM's client calls it. */
export function changeSides(combat: Combat.Implementation, change: (state: SideState) => SideState | null): Promise<void> {
  return sideChanges(async () => {
    const next = change(readSides(combat));
    // the points of entry are a list, which an update would merge into the stored one by index
    if (next) await combat.update(flagUpdate("Combat", { ssmSides: { ...next, entries: [...next.entries] } }));
  });
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
  await changeSides(combat, (state) => (state.start === null ? { ...state, start: strengthsNow(combat, state) } : null));
}

/** 3.14: whether this figure defends a ship whose morale the combat records as Poor. */
export function defendsPoorShip(actor: Actor.Implementation, token: { document: { disposition: number } } | undefined): boolean {
  const combat = game.combat;
  if (!combat || !token) return false;
  const state = readSides(combat);
  return state.ship.morale === "poor" && sideOf(state, token.document.disposition) === "ship" && actor.system instanceof FigureData;
}

/** The rectangles of the control rooms the scene's drawings outline, by room. */
function controlRoomAreas(scene: Scene.Implementation): Map<ControlRoom, { x: number; y: number; w: number; h: number }[]> {
  const areas = new Map<ControlRoom, { x: number; y: number; w: number; h: number }[]>();
  for (const d of scene.drawings) {
    const room = CONTROL_ROOMS.find((r) => r === readFlag(d, "Drawing", "ssmControlRoom"));
    if (!room) continue;
    areas.set(room, [...(areas.get(room) ?? []), { x: d.x, y: d.y, w: d.shape.width ?? 0, h: d.shape.height ?? 0 }]);
  }
  return areas;
}

/**
 * 3.11: the control rooms as the board shows them, for rooms the scene outlines with a flagged
 * drawing: held by the side whose fighting figures alone stand inside; the others as recorded.
 */
export function roomsFromBoard(combat: Combat.Implementation, state: SideState): { rooms: SideState["rooms"]; fromBoard: readonly ControlRoom[] } {
  const scene = combat.scene ?? canvas?.scene ?? null;
  if (!scene) return { rooms: state.rooms, fromBoard: [] };
  const areas = controlRoomAreas(scene);
  const size = scene.grid.size;
  const rooms = { ...state.rooms };
  for (const [room, rects] of areas) {
    const inside: Side[] = [];
    for (const c of combat.combatants) {
      const token = c.token;
      const actor = c.actor;
      const side = sideOf(state, token?.disposition ?? 0);
      if (!token || !actor || !(actor.system instanceof FigureData) || side === null) continue;
      const markers = readMarkers(actor);
      if (markerCount(markers, SSM_MARKER.casualty) > 0 || markerCount(markers, SSM_MARKER.surrendered) > 0) continue;
      const x = token.x + ((token.width ?? 1) * size) / 2;
      const y = token.y + ((token.height ?? 1) * size) / 2;
      if (rects.some((r) => x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h)) inside.push(side);
    }
    rooms[room] = roomHolder(inside, state.rooms[room]);
  }
  return { rooms, fromBoard: [...areas.keys()] };
}

/** The control room a token stands in, by the scene's outlines, or null. */
export function controlRoomOf(scene: Scene.Implementation, token: TokenDocument.Implementation): ControlRoom | null {
  const size = scene.grid.size;
  const x = token.x + ((token.width ?? 1) * size) / 2;
  const y = token.y + ((token.height ?? 1) * size) / 2;
  for (const [room, rects] of controlRoomAreas(scene)) if (rects.some((r) => x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h)) return room;
  return null;
}

/** The scene's outlined rooms (every labelled drawing), for naming doors. */
export function roomOutlines(scene: Scene.Implementation): { name: string; x: number; y: number; w: number; h: number }[] {
  return scene.drawings.filter((d) => typeof d.text === "string" && d.text !== "").map((d) => ({ name: d.text ?? "", x: d.x, y: d.y, w: d.shape.width ?? 0, h: d.shape.height ?? 0 }));
}
