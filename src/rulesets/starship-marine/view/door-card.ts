/**
 * What the door cards show (Starship Marine 3.8, 3.9, SSM-1, SSM-15): for step h's roll, each door
 * by the figures that fired at it, the points fired this move, the die read 0-9 and whether it is
 * destroyed; for an attack, what the figure did and the points the door has taken this move.
 */
export interface DoorRollRow {
  readonly by: readonly string[];
  readonly points: number;
  readonly die: number;
  readonly destroyed: boolean;
}

export function doorRollCardContext(move: number, rows: readonly DoorRollRow[]) {
  return {
    move,
    doors: rows.map((r) => ({ ...r, by: r.by.join(", "), resultLabel: `STARSKIRMISH.StarshipMarine.Door.${r.destroyed ? "destroyed" : "holds"}` })),
  };
}

export function doorAttackCardContext(input: { name: string; act: "fire" | "placeCharge" | "detonate"; attack: string | null; attackPoints: number | null; movePoints: number; move: number; readyMove: number | null }) {
  return {
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
