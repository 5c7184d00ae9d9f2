/**
 * What a ship's door keeps on its wall (Starship Marine 3.8, 3.9): the attacks fired at it in one
 * move, with who made each (SSM-15: they count only in the move they were made), a door charge
 * being set up against it, and whether this move's roll destroyed it. Stored data is read
 * leniently: anything malformed reads as a door nobody has attacked.
 */
import { DOOR_ATTACKS, doorAttackProblem, type DoorAttack } from "../rules/doors";

export interface DoorAttackEntry {
  readonly attack: DoorAttack;
  /** The name of the figure that made it, as the card and the banner show it. */
  readonly by: string;
}

export interface DoorCharge {
  readonly placedMove: number;
  readonly actorUuid: string;
  readonly by: string;
}

export interface DoorRecord {
  /** The move the attacks were made in. */
  readonly move: number;
  readonly attacks: readonly DoorAttackEntry[];
  readonly charge: DoorCharge | null;
  /** The move whose roll has been made (one roll a move, SSM-15); 0 for none. */
  readonly rolledMove: number;
  /** The roll destroyed it: it opens for good at the end of the move (3.9). */
  readonly destroyed: boolean;
}

export const UNTOUCHED_DOOR: DoorRecord = { move: 0, attacks: [], charge: null, rolledMove: 0, destroyed: false };

const MAX_ATTACKS = 60;

function obj(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const moveNumber = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 100_000 ? v : null);
const name = (v: unknown): string => (typeof v === "string" ? v.slice(0, 120) : "");

export function readDoorRecord(stored: unknown): DoorRecord {
  const s = obj(stored);
  const move = moveNumber(s.move);
  if (move === null) return UNTOUCHED_DOOR;
  const attacks = (Array.isArray(s.attacks) ? (s.attacks as unknown[]) : [])
    .map(obj)
    .filter((a) => (DOOR_ATTACKS as readonly unknown[]).includes(a.attack))
    .slice(0, MAX_ATTACKS)
    .map((a) => ({ attack: a.attack as DoorAttack, by: name(a.by) }));
  const c = obj(s.charge);
  const placedMove = moveNumber(c.placedMove);
  const charge = placedMove !== null && typeof c.actorUuid === "string" && c.actorUuid !== "" ? { placedMove, actorUuid: c.actorUuid, by: name(c.by) } : null;
  return { move, attacks, charge, rolledMove: moveNumber(s.rolledMove) ?? 0, destroyed: s.destroyed === true };
}

/** The attacks that count in `move` (SSM-15: none carry over). */
export function attacksIn(record: DoorRecord, move: number): readonly DoorAttackEntry[] {
  return record.move === move ? record.attacks : [];
}

/** The record with one more attack this move, or why it may not be made (SSM-32). */
export function withAttack(record: DoorRecord, move: number, entry: DoorAttackEntry): DoorRecord | "scaAndApgw" {
  const attacks = [...attacksIn(record, move), entry];
  if (doorAttackProblem(attacks.map((a) => a.attack))) return "scaAndApgw";
  return { ...record, move, attacks };
}

/** Whether this move's roll for the door is still to make. */
export function rollDue(record: DoorRecord, move: number): boolean {
  return !record.destroyed && attacksIn(record, move).length > 0 && record.rolledMove !== move;
}
