/**
 * Moves on the hex board (VII.2, VII.4, VIII-A to VIII-D, SMR-11, SMR-24), checked on the client
 * that makes them, before Foundry writes them: a player moves or turns a unit in the combat only in
 * its side's movement phase (turn/movement-phase.ts), and there the move is read as steps along the
 * hexes from where it stands, from the turns and hexes it has already used this phase, and refused
 * with the reason where the rules forbid it (beyond its allowance or turns, backing up a skimmer,
 * terrain it cannot enter, through an enemy's zone of control, onto another unit; boarding or
 * stepping out where VIII-G forbids it, turn/boarding-check.ts, a turn written with either costing
 * like any other turn of the move; turning a soldier aboard a vehicle, who keeps the facing it
 * boarded with and steps out from it, turn/unit-moves.ts aboardFacingOf). A move that writes no
 * rotation (a drag) ends facing the way it last stepped, as the ruler shows it (VIII-B): the check
 * turns the token so in the same update, and charges no turn back to the facing it set off with.
 * Terrain comes from the Scene Regions the GM paints (turn/terrain-map.ts). The GM's own moves are
 * not checked (SMR-24: the GM may override). What the unit has used before the move is the GM's
 * record on the Combat (turn/unit-moves.ts), which the GM's client adds each move to once it sees
 * it (turn/move-record.ts): the check runs on the mover's client, which a hostile player controls,
 * and the record and the GM's audit do not. A move marks the unit Moved for steady aim (IX-A).
 */
import { hasMarker } from "../actions/unit-markers";
import { markerDefinition, setMarkerCount } from "../../../system/markers/marker-store";
import { warn } from "../../../system/notify";
import { UnitData } from "../models/unit-model";
import { SMR_MARKER } from "../rules/markers";
import { facingFromRotation, hexLine, rotationOf, type Facing, type Hex } from "../rules/hex-facing";
import { DISMOUNT_COST } from "../rules/combat-extras";
import { facingOfToken, hexOfToken, hexOfTokenAt } from "../actions/board-hexes";
import { friendlyVehicleAt } from "../actions/transport";
import { flagRemoval, flagUpdate } from "../../../system/flags";
import { vehicleOf } from "./aboard";
import { boardingProblem, stepOutProblem } from "./boarding-check";
import { chargeProblem, facingAfterWalk, hexPathThrough, planMove, usedSoFar } from "./move-plan";
import { movementPosition, phaseProblem } from "./movement-phase";
import { aboardFacingOf } from "./unit-moves";
import { movedTo, movesOnBoard } from "../../../system/board";
import { combatantOf } from "../../../system/turn/combatant-of";
import { continuesMove, plannedPath } from "../../../system/move-plan";

const has = hasMarker;

/**
 * The hexes a drag asks the unit to enter beyond this update's leg, leg by leg through its waypoints
 * (system/move-plan.ts: v13 writes a drag one waypoint at a time), or none when this leg is the
 * whole move.
 */
function wholeDragPath(token: TokenDocument.Implementation, scene: Scene.Implementation, changed: object, options: object, leg: readonly Hex[]): Hex[] {
  const planned = plannedPath(token, changed, options);
  if (planned.length <= 2) return [];
  const path = hexPathThrough(planned.map((p) => hexOfTokenAt(token, scene, p.x, p.y))) ?? [];
  // VIII-G: a drag that ends on a friendly carrier is a walk up to it, then a boarding (its last
  // leg boards, in mount), as the ruler reads it
  const walk = path.length > 0 && friendlyVehicleAt(token, scene, path.at(-1)!) ? path.slice(0, -1) : path;
  return walk.length > leg.length ? walk : [];
}

/**
 * preUpdateToken: false refuses the move. A drag through waypoints is judged whole before the unit
 * sets off, as the ruler showed it (turn/move-ruler.ts); its later legs go on with a move already
 * judged (system/move-plan.ts).
 */
export function checkUnitMove(token: TokenDocument.Implementation, changed: Record<string, unknown>, options: object = {}): boolean {
  // VIII-B: facing is a hex side; a turned unit's token snaps to the nearest (for the GM too)
  if (typeof changed.rotation === "number" && token.actor?.system instanceof UnitData) changed.rotation = rotationOf(facingFromRotation(changed.rotation));
  if (game.user?.isGM) return true;
  const moved = movesOnBoard(changed);
  if (!moved && changed.rotation === undefined) return true;
  const scene = token.parent;
  const actor = token.actor;
  if (!scene || !actor) return true;
  const from = hexOfToken(token, scene);
  const dest = movedTo(token, changed);
  const to = hexOfTokenAt(token, scene, dest.x, dest.y);
  if (!from || !to) return true;
  const endFacing = typeof changed.rotation === "number" ? facingFromRotation(changed.rotation) : facingOfToken(token);
  const path = moved ? hexLine(from, to).slice(1) : [];
  // VII.2, VII.4: a side moves and turns its units in its own movement phase, and in no other (a
  // nudge within the hex, or a turn to the side it faces, is no move); each leg of a drag is asked
  const combat = game.combat;
  const inCombat = combatantOf(token, combat) !== null;
  const offPhase = combat && inCombat && (path.length > 0 || endFacing !== facingOfToken(token)) ? phaseProblem(combat, token) : null;
  if (offPhase) return refuse(offPhase);
  // VIII-G: stepping out of a vehicle, or into one
  const ride = vehicleOf(token);
  // a unit of the combat in a movement phase, whose moves are judged and recorded
  const tracked = inCombat && actor.system instanceof UnitData && movementPosition(combat) !== null;
  if (ride && path.length > 0) return dismount(token, changed, path, typeof changed.rotation === "number" ? endFacing : null, wholeDragPath(token, scene, changed, options, path), tracked);
  // VIII-B, VIII-G: a soldier aboard has no move of its own but the step out ("He now goes wherever
  // the vehicle goes, until he dismounts"), so it does not turn inside (nor with a nudge within the
  // vehicle's hex): it keeps the facing it boarded with and steps out from it (our reading, wants a
  // ruling: the text gives a passenger no facing), else it would turn for free before stepping out.
  // The GM's audit reports a turn that skipped this (turn/move-record.ts); before the combat's turns
  // start, it may be set out as placed
  if (ride) return !inCombat || !movementPosition(combat) || endFacing === facingOfToken(token) ? true : refuse("turnAboard", "Transport");
  const vehicle = moved ? friendlyVehicleAt(token, scene, to) : null;
  if (vehicle) return mount(token, changed, path, vehicle, typeof changed.rotation === "number" ? endFacing : null);
  // VIII-B: a move that writes no rotation (a drag) ends facing the way it last stepped, as the ruler
  // plans it (turn/move-ruler.ts), and its token is turned so in the same update, each leg of a drag
  // as it goes; it is charged no turn back to the facing it set off with (our reading: "A unit can
  // move only in the direction it is facing", so it faces the way it last stepped forward; a drag,
  // which leaves the token's rotation alone, would otherwise cost a turn back the player never made,
  // SMR-11, and the ruler would promise a move the check refuses)
  const walked = moved && typeof changed.rotation !== "number" ? turnAsWalked(token, changed, from, facingOfToken(token), path, tracked) : endFacing;
  // a drag's later legs go on with a move its first leg judged whole (system/move-plan.ts); one that
  // ends on a carrier still boards it, above
  if (moved && continuesMove(token, options)) return true;
  const plan = planMove(token, path, walked);
  if (!plan) return true;
  // VIII-E: a unit in Overwatch does not move; IX-B: a wounded soldier or a stunned or crippled vehicle cannot
  if (moved && has(actor, "overwatch")) return refuse("overwatch");
  if (moved && (has(actor, "wounded") || has(actor, "vehicleStunned") || has(actor, "vehicleCrippled"))) return refuse("cannotMove");
  const { result } = plan;
  if (result.problem) return refuse(result.problem);
  // the drag's later legs: the unit ends facing the way it last stepped, as the ruler reads a drag
  const whole = moved ? wholeDragPath(token, scene, changed, options, path) : [];
  const wholePlan = whole.length > 0 ? planMove(token, whole, null) : null;
  if (wholePlan?.result.problem) return refuse(wholePlan.result.problem);
  // VIII-F: the charge's extra hex is for reaching an enemy, judged where the whole drag ends (its
  // later legs go on unchecked)
  const charge = moved ? chargeProblem(token, scene, actor, wholePlan?.result ?? result) : null;
  return charge ? refuse(charge) : true;
}

/**
 * VIII-G: a soldier walks up to a vehicle of its side and boards it; boarding ends its move.
 * `turnTo` is the facing an update that turns the soldier as it boards writes, else null.
 */
function mount(token: TokenDocument.Implementation, changed: Record<string, unknown>, path: readonly Hex[], vehicle: TokenDocument.Implementation, turnTo: Facing | null): boolean {
  const actor = token.actor!;
  // VIII-B, SMR-11: a turn written with the boarding is made in the hex next to the vehicle, before
  // the soldier gets in (boarding ends its move, VIII-G, and a soldier aboard does not turn): it
  // costs like any other turn of the move, and is the facing it keeps aboard (our reading; the GM's
  // audit judges it so, turn/move-record.ts). Without one the walk ends facing the way it last
  // stepped, as the ruler reads it
  const plan = planMove(token, path.slice(0, -1), turnTo);
  if (!plan) return true;
  if (has(actor, "overwatch")) return refuse("overwatch");
  if (has(actor, "wounded")) return refuse("cannotMove");
  if (plan.result.problem) return refuse(plan.result.problem);
  const problem = boardingProblem(token, vehicle, plan.result, plan.position.turn);
  if (problem) return refuse(problem, "Transport");
  // the GM's client records the boarding as the soldier's whole move (turn/move-record.ts)
  Object.assign(changed, { x: vehicle.x, y: vehicle.y }, flagUpdate("Token", { smrAboard: { vehicle: vehicle.id ?? "", turn: plan.position.turn } }));
  return true;
}

/**
 * VIII-B: the facing a move that writes no rotation ends in, walking `path` from `from` facing
 * `facing`: the way it last stepped (turn/move-plan.ts facingAfterWalk). While a movement phase is
 * tracked (`tracked`) it is written into the update as the token's rotation, so the token shows the
 * facing the move was judged to end in, which the GM's audit then reads from the token
 * (turn/move-record.ts) and the next move starts from. Outside one a drag is left as Foundry writes it.
 */
function turnAsWalked(token: TokenDocument.Implementation, changed: Record<string, unknown>, from: Hex, facing: Facing, path: readonly Hex[], tracked: boolean): Facing {
  const walked = facingAfterWalk(from, facing, path);
  if (tracked && walked !== facingOfToken(token)) changed.rotation = rotationOf(walked);
  return walked;
}

/**
 * VIII-G: a soldier steps out into a hex next to the vehicle for 1 move unit, whatever the terrain,
 * and may move on; not in the turn of boarding (as the GM's record has it, turn/unit-moves.ts rodeIn:
 * the turn on the token's flag is its owner's to rewrite). `turnTo` is the facing an update that
 * turns the soldier writes, else null; `whole` is the drag's whole path when it goes on past this leg.
 */
function dismount(token: TokenDocument.Implementation, changed: Record<string, unknown>, path: readonly Hex[], turnTo: Facing | null, whole: readonly Hex[], tracked: boolean): boolean {
  const scene = token.parent!;
  const actor = token.actor!;
  const out = path[0];
  // VIII-B, VIII-G: it steps out facing as it rode, the facing the GM's record keeps for it
  const facing = aboardFacingOf(token) ?? undefined;
  // VIII-B: without a turn written, the walk on ends facing the way it last stepped, as a plain move
  // does (turnAsWalked); a step out alone keeps the facing it rode with, and its token shows it
  const endFacing = turnTo ?? (out ? turnAsWalked(token, changed, out, facing ?? facingOfToken(token), path.slice(1), tracked) : facingOfToken(token));
  const plan = out ? planMove(token, path.slice(1), endFacing, undefined, { from: out, spent: DISMOUNT_COST, facing }) : null;
  if (!out || !plan) return true;
  if (has(actor, "wounded")) return refuse("cannotMove");
  const used = usedSoFar(token, plan.position.turn, plan.position.phase);
  // the GM's audit asks the same of the step out (turn/move-record.ts)
  const problem = stepOutProblem(token, { from: hexOfToken(token, scene)!, out, unitsLeft: plan.result.allowance - used.spent, turn: plan.position.turn });
  if (problem) return refuse(problem, "Transport");
  if (plan.result.problem) return refuse(plan.result.problem);
  // a drag through waypoints: the step out and the whole walk on, judged before the soldier sets off (its
  // later legs go on unchecked)
  const wholePlan = whole.length > path.length ? planMove(token, whole.slice(1), null, undefined, { from: out, spent: DISMOUNT_COST, facing }) : null;
  if (wholePlan?.result.problem) return refuse(wholePlan.result.problem);
  // the GM's client records the step out and the walk on (turn/move-record.ts)
  Object.assign(changed, flagRemoval("Token", "smrAboard"), flagUpdate("Token", { smrDismounted: plan.position.turn }));
  return true;
}

function refuse(problem: string, section: "Move" | "Transport" = "Move"): false {
  warn(`STARSKIRMISH.StarMarines.${section}.problem.${problem}`);
  return false;
}

/** updateToken, on the client that moved it: a unit that changed hex has moved this turn (IX-A). */
export async function markMoved(token: TokenDocument.Implementation, changed: { x?: unknown; y?: unknown }, userId: string): Promise<void> {
  if (userId !== game.user?.id || !movesOnBoard(changed)) return;
  const actor = token.actor;
  if (!actor || !(actor.system instanceof UnitData) || !actor.isOwner || !combatantOf(token)) return;
  if (!has(actor, "moved")) await setMarkerCount(actor, markerDefinition(SMR_MARKER.moved)!, 1);
}
