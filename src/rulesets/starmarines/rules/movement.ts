/**
 * Moving a unit on the hex map (VIII-A to VIII-D, VIII-F, VIII-G, VIII-I, IX-D, X terrain, SMR-11,
 * SMR-24). A move is a path of steps: forward into the hex faced, back into the hex behind (double
 * cost; never for skimmers), or a turn of one hex side. Each hex costs its terrain's move units. A
 * unit may turn as many sides as its allowance, plus one for each whole unspent move unit (SMR-11).
 * Entering a hex next to an enemy ends the move (zone of control); a unit that starts next to an
 * enemy may not step straight into another hex next to the same enemy. One unit to a hex, with the
 * text's exceptions. A charging soldier moves one more hex and must end next to an enemy.
 */
import { between, keyOf, list, oneOf, record, whole, yesNo } from "../../../core/checks";
import { checkHex, facing, FACINGS, hexDistance, neighbour, sameHex, type Facing, type Hex } from "./hex-facing";
import { TERRAIN, terrainRow, type Terrain } from "./terrain";
import { inOverrunPath } from "./combat-extras";

export type Step = "forward" | "back" | "turnLeft" | "turnRight";

export interface Mover {
  readonly kind: "soldier" | "vehicle";
  readonly move: number;
  readonly skimmer: boolean;
  readonly walker: boolean;
  readonly largeGround: boolean;
  /** VIII-C.3: "some small units can stack two to a hex". */
  readonly stacksTwo: boolean;
  readonly airborneFlying: boolean;
  readonly charging: boolean;
  readonly broken: boolean;
}

export interface BoardUnit {
  readonly hex: Hex;
  readonly friendly: boolean;
  readonly kind: "soldier" | "vehicle";
  readonly wounded: boolean;
  readonly airborneFlying: boolean;
  readonly stacksTwo: boolean;
}

export interface MoveBoard {
  /** The terrain of each hex by hexKey; grassland where the map says nothing. */
  readonly terrain: Readonly<Record<string, Terrain>>;
  readonly units: readonly BoardUnit[];
  /** Tech facility: hexes with a ladder. */
  readonly ladders?: readonly Hex[];
}

/** A hex's key in a board's terrain record. */
export function hexKey(hex: Hex): string {
  const h = checkHex(hex, "hex");
  return `${h.q},${h.r}`;
}

function terrainAt(board: MoveBoard, hex: Hex): Terrain {
  const t = board.terrain[hexKey(hex)];
  return t === undefined ? "grassland" : keyOf(t, `terrain[${hexKey(hex)}]`, TERRAIN);
}

/** Throws a RangeError naming the field unless `board` is a board the rules can read. */
function checkBoard(board: MoveBoard): MoveBoard {
  record(board, "board");
  record(board.terrain, "board.terrain");
  list(board.units, "board.units").forEach((u, i) => {
    record(u, `board.units[${i}]`);
    checkHex(u.hex, `board.units[${i}].hex`);
    oneOf(u.kind, `board.units[${i}].kind`, ["soldier", "vehicle"] as const);
    for (const k of ["friendly", "wounded", "airborneFlying", "stacksTwo"] as const) yesNo(u[k], `board.units[${i}].${k}`);
  });
  if (board.ladders !== undefined) list(board.ladders, "board.ladders").forEach((h, i) => checkHex(h, `board.ladders[${i}]`));
  return board;
}

function checkMover(mover: Mover): Mover {
  record(mover, "mover");
  oneOf(mover.kind, "mover.kind", ["soldier", "vehicle"] as const);
  whole(mover.move, "mover.move", 0, 99);
  for (const k of ["skimmer", "walker", "largeGround", "stacksTwo", "airborneFlying", "charging", "broken"] as const) yesNo(mover[k], `mover.${k}`);
  return mover;
}

export type MoveProblem =
  | "overAllowance"
  | "skimmerCannotBack"
  | "cannotEnter"
  | "zoneOfControl"
  | "zoneToZone"
  | "stacking"
  | "passThroughBridge"
  | "chargeNotAdjacent"
  | "overTurns";

export interface MoveCheck {
  /** Move units spent on hexes and backing up. */
  readonly spent: number;
  readonly turns: number;
  readonly allowance: number;
  readonly turnsAllowed: number;
  readonly end: Hex;
  readonly facing: Facing;
  /** The hexes entered, in order. */
  readonly path: readonly Hex[];
  readonly problem: MoveProblem | null;
  /** The index of the step that broke the rules, when one did. */
  readonly at: number | null;
  /** VIII-D: the move ended, legally, on entering an enemy's zone of control. */
  readonly stoppedByZone: boolean;
  /** IX-F: enemy soldiers a large ground vehicle entered the hex of. */
  readonly overruns: readonly Hex[];
}

/** VIII-F: a charging soldier moves one hex further. */
export function moveAllowance(mover: Pick<Mover, "move" | "charging" | "kind">): number {
  record(mover, "mover");
  oneOf(mover.kind, "mover.kind", ["soldier", "vehicle"] as const);
  return whole(mover.move, "move", 0, 99) + (yesNo(mover.charging, "charging") && mover.kind === "soldier" ? 1 : 0);
}

/** SMR-11: the hex faces a unit may turn, having spent `spent` of its allowance. */
export function turnsAllowed(allowance: number, spent: number): number {
  const a = whole(allowance, "allowance", 0, 999);
  return a + Math.floor(Math.max(0, a - between(spent, "spent", 0, 9999)) + 1e-9);
}

/** X: what entering `to` from `from` costs this mover, or null when it may not. */
export function entryCost(mover: Mover, board: MoveBoard, from: Hex, to: Hex): number | null {
  return costOfEntry(checkMover(mover), checkBoard(board), from, to);
}

/** entryCost for a mover and board already checked, as checkMove calls it for each step. */
function costOfEntry(mover: Mover, board: MoveBoard, from: Hex, to: Hex): number | null {
  const entry = terrainRow(terrainAt(board, to)).entry;
  const ladders = board.ladders ?? [];
  switch (entry.kind) {
    case "normal":
      return 1;
    case "cost":
      return entry.skimmersFree && mover.skimmer ? 1 : entry.units;
    case "road":
      // X: "1/2 move unit to enter from another road hex"
      return terrainRow(terrainAt(board, from)).entry.kind === "road" ? 0.5 : 1;
    case "skimmersOnly":
      return mover.skimmer ? 1 : null;
    case "footOnly":
      return mover.kind === "soldier" ? 1 : null;
    case "noEntry":
      return null;
    case "ladder": {
      // X: "Enter only through ladder hex" (storage tanks also from a catwalk); from the same structure moves on freely
      const fromRow = terrainRow(terrainAt(board, from));
      const fromInside = fromRow.entry.kind === "ladder" || (entry.catwalk && terrainAt(board, from) === "catwalk");
      return mover.kind === "soldier" && (fromInside || ladders.some((l) => sameHex(l, to))) ? 1 : null;
    }
  }
}

function enemiesNextTo(board: MoveBoard, hex: Hex): BoardUnit[] {
  return board.units.filter((u) => !u.friendly && !u.airborneFlying && hexDistance(u.hex, hex) === 1);
}

/** VIII-C: whether the mover may end (or, for enemies, enter) a hex holding these units. */
function stackingProblem(mover: Mover, here: readonly BoardUnit[], ending: boolean): MoveProblem | null {
  const ground = here.filter((u) => !u.airborneFlying);
  const enemies = ground.filter((u) => !u.friendly);
  if (mover.airborneFlying) return null; // VIII-C.2: in the air over anyone
  // VIII-C.5: a large ground vehicle enters an enemy soldier's hex to run him over (IX-F)
  if (enemies.length > 0 && !(mover.largeGround && enemies.every((e) => e.kind === "soldier"))) return "stacking";
  if (!ending) return null; // VIII-A: units pass through friends
  // VIII-C.4: a soldier may join wounded soldiers
  const standing = ground.filter((u) => u.friendly && !(mover.kind === "soldier" && u.kind === "soldier" && u.wounded));
  if (standing.length === 0) return null;
  // VIII-C.3: two small units that stack two to a hex
  return standing.length === 1 && mover.stacksTwo && standing[0]!.stacksTwo ? null : "stacking";
}

/** Checks a move step by step, as far as it is legal; a GM may override a zone-of-control stop (SMR-24). */
export interface MoveOptions {
  /** SMR-24: the GM lets the unit go on through a zone of control. */
  readonly ignoreZones?: boolean;
  /** Move units and hex faces already spent this phase, when a move goes on from where it stopped. */
  readonly spentBefore?: number;
  readonly turnsBefore?: number;
  /** The move goes on from where it stopped: the rule of starting in a zone of control is past. */
  readonly continuing?: boolean;
  /** VIII-F: check that a charge ends next to an enemy (off while the move may still go on). */
  readonly chargeEnd?: boolean;
}

export function checkMove(mover: Mover, start: Hex, startFacing: Facing, steps: readonly Step[], board: MoveBoard, options: MoveOptions = {}): MoveCheck {
  checkMover(mover);
  checkBoard(board);
  list(steps, "steps").forEach((s, i) => oneOf(s, `steps[${i}]`, ["forward", "back", "turnLeft", "turnRight"] as const));
  if (steps.length > 200) throw new RangeError(`A move of ${steps.length} steps is longer than any allowance`);
  record(options, "options");
  const allowance = moveAllowance(mover);
  let hex = checkHex(start, "start");
  let f = oneOf(startFacing, "startFacing", FACINGS);
  let spent = between(options.spentBefore ?? 0, "spentBefore", 0, 999);
  let turns = whole(options.turnsBefore ?? 0, "turnsBefore", 0, 999);
  const path: Hex[] = [];
  const overruns: Hex[] = [];
  const startZone = options.continuing ? [] : enemiesNextTo(board, start);
  let stoppedByZone = false;
  const result = (problem: MoveProblem | null, at: number | null): MoveCheck => ({
    spent,
    turns,
    allowance,
    turnsAllowed: turnsAllowed(allowance, spent),
    end: hex,
    facing: f,
    path,
    problem,
    at,
    stoppedByZone,
    overruns,
  });
  for (let i = 0; i < steps.length; i += 1) {
    const step = steps[i]!;
    if (step === "turnLeft" || step === "turnRight") {
      turns += 1;
      f = facing(f + (step === "turnRight" ? 1 : -1));
      if (turns > turnsAllowed(allowance, spent)) return result("overTurns", i);
      continue;
    }
    // VIII-D: the unit "must stop moving"; turning on the spot is not a move into a hex
    if (stoppedByZone && !options.ignoreZones) return result("zoneOfControl", i);
    if (step === "back" && mover.skimmer) return result("skimmerCannotBack", i);
    const to = neighbour(hex, step === "forward" ? f : facing(f + 3));
    const cost = costOfEntry(mover, board, hex, to);
    if (cost === null) return result("cannotEnter", i);
    const units = step === "back" ? cost * 2 : cost;
    if (spent + units > allowance + 1e-9) return result("overAllowance", i);
    const here = board.units.filter((u) => sameHex(u.hex, to));
    const isLast = i === steps.length - 1 || steps.slice(i + 1).every((s) => s === "turnLeft" || s === "turnRight");
    const stack = stackingProblem(mover, here, isLast);
    if (stack) return result(stack, i);
    if (!isLast && terrainRow(terrainAt(board, to)).noPassingThrough && here.some((u) => u.friendly && !u.airborneFlying)) return result("passThroughBridge", i);
    // VIII-D: from an enemy's zone straight into another hex of the same enemy's zone
    if (!options.ignoreZones && path.length === 0 && startZone.some((e) => hexDistance(e.hex, to) === 1) && !mover.airborneFlying) return result("zoneToZone", i);
    spent += units;
    hex = to;
    path.push(to);
    // IX-F, VIII-C.2: an enemy soldier in the air is not run over
    if (mover.largeGround && here.some((u) => !u.friendly && inOverrunPath({ kind: u.kind, flying: u.airborneFlying }))) overruns.push(to);
    if (!mover.airborneFlying && enemiesNextTo(board, to).length > 0) stoppedByZone = true;
  }
  if (yesNo(mover.charging, "charging") && options.chargeEnd !== false && enemiesNextTo(board, hex).length === 0) return result("chargeNotAdjacent", null);
  return result(null, null);
}

/** The side of `from` that `to`, a neighbour, lies across; null when they are not neighbours. */
export function sideTowards(from: Hex, to: Hex): Facing | null {
  return FACINGS.find((f) => sameHex(neighbour(from, f), to)) ?? null;
}

/** Turns from one facing to another the short way: the steps, left or right. */
export function turnsBetween(from: Facing, to: Facing): Step[] {
  const right = (((to - from) % 6) + 6) % 6;
  return right <= 3 ? Array.from({ length: right }, () => "turnRight" as const) : Array.from({ length: 6 - right }, () => "turnLeft" as const);
}

/**
 * VIII-B: the steps of a move along hexes on the board. A step into the hex faced is forward, into
 * the hex behind is backing up; any other hex needs the unit to turn to face it first, the short way.
 * A last turn brings it to the facing it ends with.
 */
export function stepsAlong(start: Hex, startFacing: Facing, path: readonly Hex[], endFacing: Facing): Step[] {
  list(path, "path");
  if (path.length > 200) throw new RangeError(`A path of ${path.length} hexes is longer than any allowance`);
  const steps: Step[] = [];
  let at = checkHex(start, "start");
  let f = oneOf(startFacing, "startFacing", FACINGS);
  for (const [i, hex] of path.entries()) {
    const side = sideTowards(at, checkHex(hex, `path[${i}]`));
    if (side === null) throw new RangeError(`path[${i}] is not next to the hex before it`);
    if (side === facing(f + 3)) steps.push("back");
    else {
      steps.push(...turnsBetween(f, side), "forward");
      f = side;
    }
    at = hex;
  }
  return [...steps, ...turnsBetween(f, oneOf(endFacing, "endFacing", FACINGS))];
}
