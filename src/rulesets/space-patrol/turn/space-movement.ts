/**
 * Ships moving on a space scene (Guide 7.1, 7.2, 7.5, 7.12). A ship moves in its side's turn, no
 * further than its allowance: its hexes per turn, less its Drive and Flight Markers, plus this
 * turn's Boost Engines, a third when dark. A player's move is checked on their client before it is
 * written and refused with the reason. The hexes already used are the GM's own record of the
 * turn's moves (moved-tracking.ts), which a player cannot write; the active GM's client audits every
 * move it records and warns the GM of one past the allowance, so a client that skipped the check
 * is still caught. The GM's own moves pass (the GM is the Space Judge) with a note when they go past.
 * A ship whose crew kept its Morale Marker must fly away from danger (7.10): a player's move that
 * does not take it further from the nearest enemy ship is refused. A wrecked ship moves no hex
 * (7.12: it "can perform no functions during the battle"): its allowance is 0, and a player's move of
 * it is refused as a wreck's.
 */
import { informCounted, refused, refusedCounted, warn, warnCounted } from "../../../system/notify";
import { readMarkers } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { spaceMoveAllowance, SP_SPACECRAFT_MARKER_ID as SC } from "../rules";
import type { ShipMove } from "../view/space-move-context";
import { SpacecraftData } from "../models/craft-models";
import { sideOfActor } from "./combatant-sides";
import { readMoved, readState } from "./side-turn-store";
import { combatScene, isSpaceScene } from "./space-scene";
import { made, maneuversIn, readTracking } from "./space-tracking";
import { hexesAlong, hexesBetweenPoints } from "./space-hexes";
import { movesOnBoard } from "../../../system/board";
import { plannedPath } from "../../../system/move-plan";
import { combatantOf } from "../../../system/turn/combatant-of";

export type { ShipMove };

/** The ship's allowance and what it has used, in the running space combat; null outside one. */
export function shipMove(token: TokenDocument.Implementation): ShipMove | null {
  const ship = token.actor;
  const scene = token.parent;
  const combat = game.combat;
  if (!ship || !(ship.system instanceof SpacecraftData) || !scene || !isSpaceScene(scene) || !combat) return null;
  const combatant = combatantOf(token, combat);
  const state = readState(combat);
  const side = sideOfActor(ship);
  if (!combatant?.id || !state || !side || combatScene(combat) !== scene) return null;
  const tracking = readTracking(combat);
  const now = { round: state.round, side };
  const own = token.id ?? "";
  // Guide 7.5: this turn's Boost Engines, and a dark ship's third
  const boostHexes = maneuversIn(tracking, own, now).reduce((n, m) => n + (m.key === "boostEngines" && m.success ? (m.hexes ?? 0) : 0), 0);
  const allowance = spaceMoveAllowance({ speed: ship.system.speed, markers: readMarkers(ship), boostHexes, dark: made(tracking, own, now, "goDark") });
  return { allowance, spent: readMoved(combat, combatant.id)?.inches ?? 0, acting: state.acting === side };
}

const at = (token: TokenDocument.Implementation, x: number, y: number): { x: number; y: number } => {
  const size = token.parent?.grid.size ?? 0;
  return { x: x + ((token.width ?? 1) * size) / 2, y: y + ((token.height ?? 1) * size) / 2 };
};

/**
 * preUpdateToken: false refuses a player's move of a ship out of its turn or past its allowance.
 * The hexes are counted along the whole path the drag asks for, leg by leg through its waypoints
 * (system/move-plan.ts: v13 writes a drag one waypoint at a time).
 */
export function checkShipMove(token: TokenDocument.Implementation, changed: Record<string, unknown>, options: object = {}): boolean {
  if (!movesOnBoard(changed)) return true;
  const move = shipMove(token);
  const scene = token.parent;
  if (!move || !scene) return true;
  const path = plannedPath(token, changed, options);
  const hexes = hexesAlong(scene, path.map((p) => at(token, p.x, p.y)));
  const to = path.at(-1)!;
  const data = { ship: token.name ?? "", used: move.spent + hexes, allowance: move.allowance.allowance };
  if (game.user?.isGM) {
    if (data.used > data.allowance) informCounted("STARSKIRMISH.SpacePatrol.SpaceMove.gmPast", data.used, data);
    return true;
  }
  // Guide 7.12: a wreck's allowance is 0; say why rather than counting hexes
  if (move.allowance.wrecked && hexes > 0) return refuse("wrecked", data);
  if (!move.acting) return refuse("notYourTurn", data);
  if (data.used > data.allowance) return refusedCounted("STARSKIRMISH.SpacePatrol.SpaceMove.refused.pastAllowance", data.allowance, data);
  // Guide 7.10: a crew that kept its Morale Marker flies away from danger
  if (hexes > 0 && markerCount(readMarkers(token.actor!), SC.morale) > 0) {
    const nearest = (point: { x: number; y: number }) => nearestEnemyHexes(token, point);
    const before = nearest(at(token, token.x, token.y));
    const after = nearest(at(token, to.x, to.y));
    if (before !== null && after !== null && after <= before) return refusedCounted("STARSKIRMISH.SpacePatrol.SpaceMove.refused.shaken", before, { ...data, after });
  }
  return true;
}

/** Hexes from a point to the nearest enemy ship on the token's scene, or null when there is none. */
function nearestEnemyHexes(token: TokenDocument.Implementation, point: { x: number; y: number }): number | null {
  const scene = token.parent;
  const side = token.actor ? sideOfActor(token.actor) : null;
  if (!scene || !side) return null;
  let nearest: number | null = null;
  for (const other of scene.tokens) {
    const actor = other.actor;
    if (other === token || !actor || !(actor.system instanceof SpacecraftData) || sideOfActor(actor) === side) continue;
    const hexes = hexesBetweenPoints(scene, point, at(other, other.x, other.y));
    nearest = nearest === null ? hexes : Math.min(nearest, hexes);
  }
  return nearest;
}

function refuse(key: string, data: Readonly<Record<string, string | number>>): false {
  return refused(`STARSKIRMISH.SpacePatrol.SpaceMove.refused.${key}`, data);
}

/** Hexes the token's last movement covered, as v13 measured it, or null when the board cannot tell. */
function movedHexes(token: TokenDocument.Implementation): number | null {
  const distance = token.movement?.passed?.distance;
  const perHex = token.parent?.grid.distance;
  if (typeof distance !== "number" || !Number.isFinite(distance) || !perHex) return null;
  return Math.round(distance / perHex);
}

/**
 * updateToken, on the active GM's client: a ship's move another user made that took it past its
 * allowance, or out of its turn, is shown to the GM. Read before the record takes this move in.
 */
export function auditShipMove(token: TokenDocument.Implementation, changed: { x?: unknown; y?: unknown }, userId: string): void {
  if (!game.user?.isActiveGM || !movesOnBoard(changed)) return;
  const mover = game.users?.get(userId);
  if (!mover || mover.isGM) return;
  const move = shipMove(token);
  const hexes = movedHexes(token);
  if (!move || hexes === null) return;
  const data = { ship: token.name ?? "", user: mover.name ?? "", used: move.spent + hexes, allowance: move.allowance.allowance };
  if (!move.acting) warn("STARSKIRMISH.SpacePatrol.SpaceMove.audit.notTheirTurn", data);
  else if (data.used > data.allowance) warnCounted("STARSKIRMISH.SpacePatrol.SpaceMove.audit.pastAllowance", data.used, data);
}
