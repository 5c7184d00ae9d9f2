/**
 * What each unit has used of its move in the movement phase (VIII-A, SMR-11), as the GM's client
 * records it on the Combat: the move units spent and the hex sides turned. The check before a
 * player's next move and the ruler read it (turn/move-plan.ts usedSoFar), so a soldier who walked
 * two hexes has what is left. A player cannot write the Combat, so no player can rewrite the record
 * to get a move back (system/turn/combat-records.ts).
 *
 * The active GM's client records each update it sees of a unit's token, from the move's own path
 * (v13's movement origin and the waypoints it passed) and the facing before it (the facing memory,
 * system/turn/facing-memory.ts), and judges it against the record before it as the mover's check
 * would. A player's move the rules refuse (the mover's client skipped its check, or its record had
 * not caught up with the last move) is shown to the GM once per unit and phase, and uses the unit's
 * whole move. Boarding ends the soldier's move, and is judged as the check judges it (capacity,
 * next to the vehicle, turn/boarding-check.ts); stepping out costs 1 unit before the walk on, and
 * not in the turn of boarding (VIII-G). The record keeps the turn of each boarding and stepping out
 * it sees (turn/unit-moves.ts), which the check and this audit read in place of the token's flags,
 * its owner's to write. A soldier carried aboard moves with the vehicle, not alone; a retreat or a swap of
 * weapons is recorded by the GM's client that makes it (actions/retreat.ts, actions/swap-weapons.ts),
 * and its token update says so. SMR-24: the GM's own moves count as the unit's move, unchecked.
 * Without an active GM nothing is recorded, and each move is judged alone.
 */
import { formatSafe } from "../../../system/notify";
import { movesOnBoard } from "../../../system/board";
import { UnitData } from "../models/unit-model";
import { hasMarker as has } from "../actions/unit-markers";
import { facingFromRotation, type Facing, type Hex } from "../rules/hex-facing";
import { sideTowards } from "../rules/movement";
import { DISMOUNT_COST } from "../rules/combat-extras";
import { facingOfToken, hexOfTokenAt } from "../actions/board-hexes";
import { vehicleOf } from "./aboard";
import { movementPosition } from "./movement-phase";
import { chargeProblem, hexPathThrough, judgeMove, usedFrom } from "./move-plan";
import { combatantOf, RECORDED_MOVE_OPTION, rideTurns, UNIT_MOVES } from "./unit-moves";
import { boardingProblem } from "./boarding-check";

const finite = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/**
 * The hexes of the move v13 just wrote: the movement's origin, then each waypoint it passed (v13's
 * TokenDocument#movement; the waypoints are top-left corners, as the token's x and y are); null when
 * the token carries no movement or a point is off the hex board.
 */
function legHexes(token: TokenDocument.Implementation, scene: Scene.Implementation): Hex[] | null {
  const movement = token.movement as { origin?: { x?: unknown; y?: unknown }; passed?: { waypoints?: readonly { x?: unknown; y?: unknown }[] } } | null | undefined;
  const origin = movement?.origin;
  if (!origin || !finite(origin.x) || !finite(origin.y)) return null;
  const points = [origin, ...(movement.passed?.waypoints ?? [])].filter((p): p is { x: number; y: number } => finite(p.x) && finite(p.y));
  const hexes = points.map((p) => hexOfTokenAt(token, scene, p.x, p.y));
  return hexes.some((h) => h === null) ? null : (hexes as Hex[]);
}

/** A rule a move broke, with the section of the language file that says it. */
interface Breach {
  readonly problem: string;
  readonly section: "Move" | "Transport";
}

/** What the GM is told of a player's move the rules refuse. */
function tellGm(token: TokenDocument.Implementation, userId: string, { problem, section }: Breach): void {
  const user = game.users?.get(userId)?.name ?? "";
  ui.notifications?.warn(`${formatSafe("STARSKIRMISH.StarMarines.Move.audit", { user, unit: token.name ?? "" })} ${game.i18n!.localize(`STARSKIRMISH.StarMarines.${section}.problem.${problem}`)}`);
}

/**
 * updateToken, on the active GM's client: adds the move or turn the unit just made to its record for
 * the phase, and tells the GM when a player's move broke the movement rules. `rotationBefore` is the
 * token's rotation before this update as the GM's client last saw it (system/turn/facing-memory.ts).
 */
export async function recordUnitMove(token: TokenDocument.Implementation, changed: object, userId: string, options: object, rotationBefore: number | undefined): Promise<void> {
  if (!game.user?.isActiveGM) return;
  const moved = movesOnBoard(changed);
  const rotation = (changed as { rotation?: unknown }).rotation;
  if (!moved && typeof rotation !== "number") return;
  const actor = token.actor;
  const unit = actor?.system;
  const scene = token.parent;
  const combat = game.combat;
  const combatant = combatantOf(token);
  const position = movementPosition(combat);
  if (!actor || !(unit instanceof UnitData) || !scene || !combat || !combatant?.id || !position) return;
  const byPlayer = game.users?.get(userId)?.isGM === false;
  // a retreat, or a soldier stepping out of a wreck, is recorded by the GM's client that made it
  if ((options as Record<string, unknown>)[RECORDED_MOVE_OPTION] === true && !byPlayer) return;
  const written = ((changed as { flags?: { starskirmish?: Record<string, unknown> } }).flags?.starskirmish ?? {}) as Record<string, unknown>;
  // VIII-G: boarding ends the soldier's move; stepping out costs 1 unit. A move that takes the
  // soldier off his vehicle steps out whether or not it wrote the turn of it (v13 keeps a removal's
  // "-=" key in the change when there was a flag to remove)
  const boarded = typeof written.smrAboard === "object" && written.smrAboard !== null;
  const steppedOut = moved && !boarded && (written.smrDismounted === position.turn || "-=smrAboard" in written);
  // a soldier aboard moves with the vehicle, not alone
  if (vehicleOf(token) && !boarded) return;
  const hexes = moved ? legHexes(token, scene) : null;
  if (moved && !hexes) return;
  const path = hexPathThrough(hexes ?? []) ?? [];
  const from = hexes?.[0] ?? null;
  const endFacing = facingOfToken(token);
  // VIII-B: the facing before; one never seen counts as facing the first step
  const startFacing: Facing = typeof rotation !== "number" ? endFacing : rotationBefore !== undefined ? facingFromRotation(rotationBefore) : (from && path[0] ? sideTowards(from, path[0]) : null) ?? endFacing;
  const start = from ?? hexOfTokenAt(token, scene, token.x ?? 0, token.y ?? 0);
  if (!start) return;
  const audit: { told?: Breach } = {};
  const carrier = boarded ? scene.tokens.get(String((written.smrAboard as { vehicle?: unknown }).vehicle ?? "")) : undefined;
  const write = UNIT_MOVES.stage(combat, combatant.id, (stored) => {
    const before = stored && stored.turn === position.turn && stored.phase === position.phase ? stored : null;
    const used = usedFrom(before);
    // VIII-G: the turns of boarding and stepping out count whatever the phase
    const rides = rideTurns(stored);
    const judged = boarded
      ? judgeMove(token, actor, unit, scene, { from: start, facing: startFacing, path: path.slice(0, -1), endFacing: null, used })
      : steppedOut && path[0]
        ? judgeMove(token, actor, unit, scene, { from: path[0], facing: startFacing, path: path.slice(1), endFacing, used, startSpent: DISMOUNT_COST })
        : judgeMove(token, actor, unit, scene, { from: start, facing: startFacing, path, endFacing, used });
    // VIII-E: a unit in Overwatch does not move; IX-B: a wounded soldier or a stunned or crippled vehicle cannot
    const markers = moved && has(actor, "overwatch") ? "overwatch" : moved && (has(actor, "wounded") || has(actor, "vehicleStunned") || has(actor, "vehicleCrippled")) ? "cannotMove" : null;
    const problem = markers ?? judged.problem ?? (moved && !boarded ? chargeProblem(token, scene, actor, judged) : null);
    // VIII-G: a boarding the check would refuse (a full carrier, one not next to the walk's end, a
    // soldier who stepped out this turn), or a stepping out in the turn of boarding
    const transport = problem !== null ? null : carrier ? boardingProblem(token, carrier, judged, position.turn) : steppedOut && rides.boarded === position.turn ? "mountedThisTurn" : null;
    const broken: Breach | null = problem !== null ? { problem, section: "Move" } : transport !== null ? { problem: transport, section: "Transport" } : null;
    // the GM hears of the first rule a player's moves break in the phase, not of every move after it
    if (byPlayer && broken !== null && before?.breach === undefined) audit.told = broken;
    const breach = before?.breach ?? audit.told?.problem;
    // a move that broke the rules, or a boarding, uses the whole move
    const spent = broken !== null || boarded ? Math.max(judged.spent, judged.allowance) : judged.spent;
    return {
      turn: position.turn,
      phase: position.phase,
      spent,
      turns: judged.turns,
      ...(breach ? { breach } : {}),
      ...rides,
      ...(boarded ? { boarded: position.turn } : {}),
      ...(steppedOut ? { dismounted: position.turn } : {}),
    };
  });
  if (audit.told) tellGm(token, userId, audit.told);
  await write;
}
