/**
 * Moves on the hex board (VIII-A to VIII-D, SMR-11, SMR-24), checked on the client that makes them,
 * before Foundry writes them: in a movement phase, a player's move of a unit in the combat is read as
 * steps along the hexes from where it stands, from the turns and hexes it has already used this
 * phase, and refused with the reason where the rules forbid it (beyond its allowance or turns,
 * backing up a skimmer, terrain it cannot enter, through an enemy's zone of control, onto another
 * unit). Terrain comes from the Scene Regions the GM paints (turn/terrain-map.ts). The GM's own
 * moves are not checked (SMR-24: he may override). What the unit has used rides
 * on the same update, on its token; a move marks the unit Moved for steady aim (IX-A).
 */
import { hasMarker } from "../actions/unit-markers";
import { markerDefinition, setMarkerCount } from "../../../system/markers/marker-store";
import { warn } from "../../../system/notify";
import { UnitData } from "../models/unit-model";
import { SMR_MARKER } from "../rules/markers";
import { facingFromRotation, hexLine, rotationOf } from "../rules/hex-facing";
import { facingOfToken, hexOfToken, hexOfTokenAt } from "../actions/board-hexes";
import { planMove } from "./move-plan";

const has = hasMarker;

declare module "../../../system/flags" {
  interface TokenFlags {
    /** VIII-A: what the unit has used of its move this phase. */
    smrMove?: { turn: number; phase: string; spent: number; turns: number };
  }
}

/**
 * preUpdateToken: false refuses the move. Adds what the move used to the same update, so that the
 * next move of the unit in this phase goes on from it.
 */
export function checkUnitMove(token: TokenDocument.Implementation, changed: Record<string, unknown>): boolean {
  // VIII-B: facing is a hex side; a turned unit's token snaps to the nearest (for the GM too)
  if (typeof changed.rotation === "number" && token.actor?.system instanceof UnitData) changed.rotation = rotationOf(facingFromRotation(changed.rotation));
  if (game.user?.isGM) return true;
  const moved = changed.x !== undefined || changed.y !== undefined;
  if (!moved && changed.rotation === undefined) return true;
  const scene = token.parent;
  const actor = token.actor;
  if (!scene || !actor) return true;
  const from = hexOfToken(token, scene);
  const to = hexOfTokenAt(token, scene, typeof changed.x === "number" ? changed.x : token.x, typeof changed.y === "number" ? changed.y : token.y);
  if (!from || !to) return true;
  const endFacing = typeof changed.rotation === "number" ? facingFromRotation(changed.rotation) : facingOfToken(token);
  const plan = planMove(token, moved ? hexLine(from, to).slice(1) : [], endFacing);
  if (!plan) return true;
  // VIII-E: a unit in Overwatch does not move; IX-B: a wounded soldier or a stunned or crippled vehicle cannot
  if (moved && has(actor, "overwatch")) return refuse("overwatch");
  if (moved && (has(actor, "wounded") || has(actor, "vehicleStunned") || has(actor, "vehicleCrippled"))) return refuse("cannotMove");
  const { result, position } = plan;
  if (result.problem) return refuse(result.problem);
  changed["flags.starskirmish.smrMove"] = { turn: position.turn, phase: position.phase, spent: result.spent, turns: result.turns };
  return true;
}

function refuse(problem: string): false {
  warn(`STARSKIRMISH.StarMarines.Move.problem.${problem}`);
  return false;
}

/** updateToken, on the client that moved it: a unit that changed hex has moved this turn (IX-A). */
export async function markMoved(token: TokenDocument.Implementation, changed: { x?: unknown; y?: unknown }, userId: string): Promise<void> {
  if (userId !== game.user?.id || (changed.x === undefined && changed.y === undefined)) return;
  const actor = token.actor;
  if (!actor || !(actor.system instanceof UnitData) || !actor.isOwner || !game.combat?.combatants.some((c) => c.tokenId === token.id)) return;
  if (!has(actor, "moved")) await setMarkerCount(actor, markerDefinition(SMR_MARKER.moved!)!, 1);
}
