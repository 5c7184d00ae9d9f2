/**
 * Setting the ship's doors from a manned control room (Starship Marine 3.8, 3.11): at step b, a
 * figure standing in a control room its side holds may declare any door open, shut or locked. The
 * player picks the states in a dialog; the GM's client checks the figure, the step, the room and who
 * holds it on the board again, changes the wall doors (which players may not lock), and tells the
 * table. Destroyed doors and holes are no longer doors and are not offered.
 */
import { figureOnBoard } from "./figure-on-board";
import { askForm } from "../../../system/form-dialog";
import { askGm, defineGmRequest, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { isDoor, unitsPerPixel, type WallDoc } from "../../../system/board-walls";
import { postCard } from "../../../system/cards/post-card";
import { readMarkers } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { warn } from "../../../system/notify";
import { FigureData } from "../models/figure-model";
import { TROOP_TYPES } from "../data/troop-types";
import { SSM_MARKER } from "../rules/markers";
import { mainControlWorks } from "../rules/objectives";
import { sideOf } from "../view/side-state";
import { doorLabel } from "../view/door-labels";
import { SSM_DOOR_CONTROL_CARD } from "../cards/door";
import { ssmPosition } from "../turn/move-position";
import { controlRoomOf, readSides, roomOutlines, roomsFromBoard } from "../turn/sides-record";

export const DOOR_STATE_NAMES = ["closed", "open", "locked"] as const;
type DoorStateName = (typeof DOOR_STATE_NAMES)[number];
/** CONST.WALL_DOOR_STATES in the order of DOOR_STATE_NAMES: CLOSED 0, OPEN 1, LOCKED 2. */
const stateOf = (ds: number): DoorStateName => DOOR_STATE_NAMES[ds] ?? "closed";

export interface DoorControlRequest {
  readonly sceneId: string;
  readonly tokenId: string;
  readonly doors: readonly { readonly wallId: string; readonly state: DoorStateName }[];
}

const refuse = (key: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.StarshipMarine.DoorControl.${key}` });

function readRequest(data: unknown): DoorControlRequest | null {
  if (typeof data !== "object" || data === null) return null;
  const d = data as Record<string, unknown>;
  if (typeof d.sceneId !== "string" || typeof d.tokenId !== "string" || !Array.isArray(d.doors) || d.doors.length > 200) return null;
  const doors = (d.doors as unknown[]).flatMap((x) => {
    const door = typeof x === "object" && x !== null ? (x as Record<string, unknown>) : {};
    const state = DOOR_STATE_NAMES.find((s) => s === door.state);
    return typeof door.wallId === "string" && state ? [{ wallId: door.wallId, state }] : [];
  });
  return doors.length === d.doors.length ? { sceneId: d.sceneId, tokenId: d.tokenId, doors } : null;
}

/** Why this figure may not set doors now, or null: step b, alive, in a control room its side holds, with the doors powered. */
function controlProblem(scene: Scene.Implementation, token: TokenDocument.Implementation, actor: Actor.Implementation): string | null {
  const combat = game.combat;
  const position = ssmPosition(combat);
  if (!combat || !position) return "noCombat";
  if (position.phase !== "b") return "stepB";
  if (!(actor.system instanceof FigureData) || TROOP_TYPES[actor.system.troopType].robot) return "notManned";
  const markers = readMarkers(actor);
  if ((["casualty", "surrendered"] as const).some((m) => markerCount(markers, SSM_MARKER[m]) > 0)) return "notManned";
  const room = controlRoomOf(scene, token);
  if (!room) return "notInRoom";
  const state = readSides(combat);
  // 3.11: with the door systems switched off from Power Control, no room can set the doors
  if (!mainControlWorks("doors", state.powerOff)) return "powerOff";
  const side = sideOf(state, token.disposition ?? 0);
  return side !== null && roomsFromBoard(combat, state).rooms[room] === side ? null : "notHeld";
}

async function carryOut(req: DoorControlRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const scene = game.scenes?.get(req.sceneId);
  const token = scene?.tokens.get(req.tokenId);
  const actor = token?.actor;
  if (!scene || !token || !actor) return refuse("gone");
  if (!actor.testUserPermission(requester, "OWNER")) return { ok: false, reason: "STARSKIRMISH.StarshipMarine.Door.notYours" };
  const problem = controlProblem(scene, token, actor);
  if (problem) return refuse(problem);
  const walls = req.doors.map((d) => ({ wall: scene.walls.get(d.wallId), state: d.state }));
  if (walls.some((w) => !w.wall || !isDoor(w.wall))) return refuse("notADoor");
  const rooms = roomOutlines(scene);
  const perPixel = unitsPerPixel(scene);
  const changed: { label: string; stateLabel: string }[] = [];
  for (const { wall, state } of walls as { wall: WallDoc; state: DoorStateName }[]) {
    const ds = CONST.WALL_DOOR_STATES[state.toUpperCase() as "OPEN" | "CLOSED" | "LOCKED"];
    if (wall.ds === ds) continue;
    await wall.update({ ds });
    changed.push({ label: doorLabel(wall.c as [number, number, number, number], rooms, perPixel), stateLabel: `STARSKIRMISH.StarshipMarine.DoorControl.state.${state}` });
  }
  if (changed.length > 0) await postCard(SSM_DOOR_CONTROL_CARD, { actor, context: { name: token.name ?? actor.name ?? "", room: `STARSKIRMISH.StarshipMarine.Sides.room.${controlRoomOf(scene, token)}`, changed } });
  return { ok: true };
}

export const DOOR_CONTROL_REQUEST = defineGmRequest<DoorControlRequest>({ name: "ssmDoorControl", read: readRequest, run: carryOut });

/** The sheet's Set the doors: the figure must man a control room its side holds, at step b. */
export async function setDoorsFromControlRoom(actor: Actor.Implementation): Promise<boolean> {
  const onBoard = figureOnBoard(actor);
  if (!onBoard) return false;
  const { token, scene } = onBoard;
  const problem = controlProblem(scene, token.document, actor);
  if (problem) {
    warn(`STARSKIRMISH.StarshipMarine.DoorControl.${problem}`);
    return false;
  }
  const rooms = roomOutlines(scene);
  const perPixel = unitsPerPixel(scene);
  const doors = scene.walls.filter((w) => isDoor(w)).map((w) => ({ id: w.id ?? "", label: doorLabel(w.c as [number, number, number, number], rooms, perPixel), state: stateOf(w.ds ?? 0) }));
  const raw = await askForm("starship-marine/dialogs/door-control.hbs", {
    doors: doors.map((d) => ({ ...d, states: DOOR_STATE_NAMES.map((s) => ({ value: s, label: `STARSKIRMISH.StarshipMarine.DoorControl.state.${s}`, selected: s === d.state })) })),
  }, { title: "STARSKIRMISH.StarshipMarine.DoorControl.title", ok: "STARSKIRMISH.StarshipMarine.DoorControl.action" });
  if (!raw) return false;
  const answers = raw;
  const wanted = doors.flatMap((d) => {
    const state = DOOR_STATE_NAMES.find((s) => s === answers[`door-${d.id}`]);
    return state && state !== d.state ? [{ wallId: d.id, state }] : [];
  });
  if (wanted.length === 0) return true;
  return askGm(DOOR_CONTROL_REQUEST, { sceneId: scene.id ?? "", tokenId: token.document.id ?? "", doors: wanted });
}
