/**
 * A wall on a scene as v13 has it (common/documents/wall.d.mts, V13-FACTS 5): its segment `c` in
 * pixels, what it restricts (`move`, `sight`, `light`, `sound`: CONST.WALL_MOVEMENT_TYPES and
 * WALL_SENSE_TYPES, NONE 0, NORMAL 20), and whether it is a door (`door`: NONE 0, DOOR 1, SECRET 2)
 * in which state (`ds`: CLOSED 0, OPEN 1, LOCKED 2). BaseWall's own update permission is kept: a
 * player may only open or close a door that is not locked (DoorControl), never lock it or change
 * anything else, so code that changes walls for players must go through the GM.
 */
import { currentUser, StandInDocument, type DocumentData, type UpdateOptions } from "./document";
import { serverTrip } from "./server-requests";

export const WALL_DOOR_TYPES = { NONE: 0, DOOR: 1, SECRET: 2 } as const;
export const WALL_DOOR_STATES = { CLOSED: 0, OPEN: 1, LOCKED: 2 } as const;
export const WALL_SENSE_TYPES = { NONE: 0, LIMITED: 10, NORMAL: 20, PROXIMITY: 30, DISTANCE: 40 } as const;

export interface WallData extends DocumentData {
  c: [number, number, number, number];
  door?: number;
  ds?: number;
  move?: number;
  sight?: number;
  light?: number;
  sound?: number;
}

export class StandInWallDocument extends StandInDocument {
  static override readonly documentName = "Wall";
  c: [number, number, number, number];
  door: number;
  ds: number;
  move: number;
  sight: number;
  light: number;
  sound: number;

  constructor(data: WallData, parent: StandInDocument | null) {
    super(data, { parent });
    this.c = [...data.c];
    this.door = data.door ?? WALL_DOOR_TYPES.NONE;
    this.ds = data.ds ?? WALL_DOOR_STATES.CLOSED;
    this.move = data.move ?? 20;
    this.sight = data.sight ?? WALL_SENSE_TYPES.NORMAL;
    this.light = data.light ?? WALL_SENSE_TYPES.NORMAL;
    this.sound = data.sound ?? WALL_SENSE_TYPES.NORMAL;
  }

  override async update(changes: Record<string, unknown>, options: UpdateOptions = {}): Promise<this | undefined> {
    const user = currentUser();
    if (user && !user.isGM) {
      const onlyDoorState = Object.keys(changes).every((k) => k === "ds");
      const toggles = changes.ds === WALL_DOOR_STATES.OPEN || changes.ds === WALL_DOOR_STATES.CLOSED;
      if (!onlyDoorState || !toggles || this.door === WALL_DOOR_TYPES.NONE || this.ds === WALL_DOOR_STATES.LOCKED) {
        throw new Error(`User ${user.name} lacks permission to update Wall [${this.id}]`);
      }
    }
    serverTrip("Wall.update");
    return super.update(changes, options);
  }
}
