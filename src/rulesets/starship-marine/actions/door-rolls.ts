/**
 * Step h and step l for doors (Starship Marine 3.8, 3.9): the GM rolls once for every door fired at
 * this move, a real 1d10 each read 0-9 (SSM-1) against the points fired at it this move (SSM-15);
 * at or under destroys it, and a door charge's 9 always does (SSM-6). The door stays an obstacle
 * until step l, when every destroyed door becomes an open gap: no longer a door, and stopping
 * neither movement nor sight.
 */
import { postCard } from "../../../system/cards/post-card";
import { rollFormula } from "../../../system/real-dice";
import { flagUpdate } from "../../../system/flags";
import { isDoor, wallPoint, type WallDoc } from "../../../system/board-walls";
import { warn } from "../../../system/notify";
import { resolveDoorAttack } from "../rules/doors";
import { attacksIn, rollDue } from "../view/door-record";
import { doorRollCardContext } from "../view/door-card";
import { SSM_DOOR_ROLL_CARD } from "../cards/door";
import { doorRecordOf } from "./door-attack";
import { ssmPosition } from "../turn/move-position";
import { cutSuperChargeHoles } from "./supercharge";
import { barrierOf, barrierStands, settleBarriers } from "./barriers";
import { barrierAfterSuccess } from "../view/barrier-record";

/** The scene the combat is fought on: its own, or the one on the canvas. */
export function combatScene(combat: Combat.Implementation): Scene.Implementation | null {
  return combat.scene ?? canvas?.scene ?? null;
}

/** The doors whose roll this move is still to make, with who fired at each. */
export function doorsToRoll(scene: Scene.Implementation, move: number): { wall: WallDoc; by: string[]; points: number }[] {
  return scene.walls
    .filter((w) => (isDoor(w) || barrierStands(w)) && rollDue(doorRecordOf(w), move))
    .map((wall) => {
      const attacks = attacksIn(doorRecordOf(wall), move);
      return { wall, by: [...new Set(attacks.map((a) => a.by))], points: resolveDoorAttack(attacks.map((a) => a.attack), 1).points };
    });
}

/** Step h, on the GM's client: one 1d10 per door fired at this move, recorded on each door, told in one card. */
export async function rollForDoors(combat: Combat.Implementation): Promise<void> {
  if (!game.user?.isGM) return;
  const scene = combatScene(combat);
  const position = ssmPosition(combat);
  if (!scene || !position) return;
  if (position.phase !== "h") return warn("STARSKIRMISH.StarshipMarine.Door.stepHOnly");
  const doors = doorsToRoll(scene, position.turn);
  if (doors.length === 0) return warn("STARSKIRMISH.StarshipMarine.Door.noneToRoll");
  const { roll, faces } = await rollFormula(`${doors.length}d10`);
  const rows = [];
  for (const [i, door] of doors.entries()) {
    const record = doorRecordOf(door.wall);
    const result = resolveDoorAttack(attacksIn(record, position.turn).map((a) => a.attack), faces[i] ?? 1);
    // SSM-16: a success on a barrier is one hit; the foam falls to its second, the wire to its first
    const barrier = barrierOf(door.wall);
    const hit = barrier && result.destroyed ? barrierAfterSuccess(barrier) : null;
    const destroyed = barrier ? (hit?.cleared ?? false) : result.destroyed;
    await door.wall.update({
      ...flagUpdate("Wall", { ssmDoor: { ...record, attacks: [...record.attacks], rolledMove: position.turn, destroyed } }),
      ...(hit ? flagUpdate("Wall", { ssmBarrier: hit }) : {}),
    });
    rows.push({ at: wallPoint(scene, door.wall), by: door.by, points: result.points, die: result.die, destroyed });
  }
  await postCard(SSM_DOOR_ROLL_CARD, { rolls: [roll], context: doorRollCardContext(position.turn, rows) });
}

/** Step l, on the GM's client: every destroyed door that is still a door becomes an open gap (3.9). */
export async function openDestroyedDoors(combat: Combat.Implementation): Promise<number> {
  if (!game.user?.isGM) return 0;
  const scene = combatScene(combat);
  if (!scene) return 0;
  // 3.9: a SuperCharge's hole opens at the same point of the move; 4.10: barriers go up or come down
  await cutSuperChargeHoles(scene);
  const move = ssmPosition(combat)?.turn;
  if (move !== undefined) await settleBarriers(scene, move);
  const gaps = scene.walls.filter((w) => isDoor(w) && doorRecordOf(w).destroyed);
  const none = CONST.WALL_SENSE_TYPES.NONE;
  for (const wall of gaps) {
    await wall.update({ door: CONST.WALL_DOOR_TYPES.NONE, ds: CONST.WALL_DOOR_STATES.OPEN, move: CONST.WALL_MOVEMENT_TYPES.NONE, sight: none, light: none, sound: none });
  }
  return gaps.length;
}
