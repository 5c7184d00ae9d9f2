/**
 * What the door cards show (Starship Marine 3.8, 3.9, SSM-1, SSM-15): for step h's roll, each door
 * by the figures that fired at it, the points fired this move, the die read 0-9 and whether it is
 * destroyed; for an attack, what the figure did and the points the door has taken this move.
 */
import { boardPointData, type BoardPoint } from "../../../core/board/board-point";

export interface DoorRollRow extends DoorToRoll {
  readonly die: number;
  readonly destroyed: boolean;
}

/** A door step h is to roll for, as the tracker's list and the roll card both number it. */
export interface DoorToRoll {
  readonly at: BoardPoint | null;
  readonly by: readonly string[];
  readonly points: number;
}

/**
 * One door as step h numbers it (3.8), with the point its Show button pans to. Walls have no
 * names, so the tracker's list and the roll card both number doors through this one function
 * and cannot drift apart.
 */
export function numberedDoor(row: DoorToRoll, index: number) {
  return { number: index + 1, at: row.at ? boardPointData(row.at) : null, by: row.by.join(", "), points: row.points };
}

/** The tracker's step-h list: each door to roll for, numbered as the roll card will number it. */
export function doorStepList(rows: readonly DoorToRoll[]) {
  return rows.map(numberedDoor);
}

export function doorRollCardContext(move: number, rows: readonly DoorRollRow[]) {
  return {
    move,
    doors: rows.map((r, i) => ({
      ...numberedDoor(r, i),
      die: r.die,
      destroyed: r.destroyed,
      resultLabel: `STARSKIRMISH.StarshipMarine.Door.${r.destroyed ? "destroyed" : "holds"}`,
    })),
  };
}

export function doorAttackCardContext(input: { name: string; act: "fire" | "placeCharge" | "detonate"; attack: string | null; attackPoints: number | null; movePoints: number; move: number; readyMove: number | null; at?: BoardPoint | null }) {
  return {
    at: input.at ? boardPointData(input.at) : null,
    name: input.name,
    actLabel: `STARSKIRMISH.StarshipMarine.Door.act.${input.act}`,
    attackLabel: input.attack ? `STARSKIRMISH.StarshipMarine.Door.attack.${input.attack}` : "",
    attackPoints: input.attackPoints,
    hasAttack: input.attack !== null,
    movePoints: input.movePoints,
    move: input.move,
    readyMove: input.readyMove,
  };
}
