/**
 * What each unit has used of its move in the movement phase (VIII-A, SMR-11), as the GM's client
 * records it on the Combat: the move units spent and the hex sides turned. The check before a
 * player's next move and the ruler read it (turn/move-plan.ts usedSoFar), so a soldier who walked
 * two hexes has what is left. A player cannot write the Combat, so no player can rewrite the record
 * to get a move back (system/turn/combat-records.ts).
 *
 * The active GM's client records each update it sees of a unit's token, from the move's own path
 * (v13's movement origin and the waypoints it passed) and the rotation the token stood at before it
 * (system/turn/facing-memory.ts), and judges it against the record before it as the mover's check would. The
 * GM's own drag, which nobody checks or turns (SMR-24), is judged as the ruler showed it: ending
 * facing the way it last stepped, each leg going on from the facing the last one ended in
 * (turn/gm-drag-legs.ts), with no turn back to the rotation its token keeps (VIII-B, SMR-11). A
 * player's move the rules refuse (the mover's client skipped its check, or its record had not caught
 * up with the last move) is shown to the GM once per unit and phase, and uses the unit's whole move.
 * So is a player's move or turn outside their side's movement phase (VII.2, VII.4), which counts
 * against that phase when it is still to come this turn (turn/movement-phase.ts).
 * Boarding ends the soldier's move, and is judged as the check judges it (capacity, next to the
 * vehicle; a turn written with it is made before it gets in, and costs like any other turn: VIII-B,
 * SMR-11); stepping out costs 1 unit before the walk on, into a hex it may enter where no unit
 * stands, and not in the turn of boarding (VIII-G, both asked of turn/boarding-check.ts, as the
 * check asks them). The record keeps the turn of each boarding and stepping out it sees
 * (turn/unit-moves.ts), which the check and this audit read in place of the token's flags, its
 * owner's to write. A soldier aboard moves with the vehicle, not alone: the GM's client carries it
 * (actions/transport.ts), unjudged, and a player's move of it that leaves it aboard breaks VIII-G,
 * as does a player's turn of it inside (VIII-B, VIII-G; our reading, wants a ruling): it keeps the
 * facing it boarded with (the one a turn written with the boarding turned it to, else the one its
 * walk in was judged to end in, the way it last stepped), which the record keeps for it (or the
 * GM's turn of it aboard, SMR-24), and its step out is judged from it, not from its token's
 * rotation, which its owner may have turned, or a walk in left as it was. A retreat, a swap of
 * weapons and a survivor thrown out of a wreck are recorded (or, the last, not counted) by the GM's
 * client that makes them (actions/retreat.ts, actions/swap-weapons.ts, actions/transport.ts), and
 * its token update says so. SMR-24: the GM's own moves count as the unit's move, unchecked. Without
 * an active GM nothing is recorded, and each move is judged alone.
 */
import { formatSafe } from "../../../system/notify";
import { movesOnBoard } from "../../../system/board";
import { combatantOf } from "../../../system/turn/combatant-of";
import { UnitData } from "../models/unit-model";
import { hasMarker as has } from "../actions/unit-markers";
import { facingFromRotation, type Facing, type Hex } from "../rules/hex-facing";
import { sideTowards, type MoveCheck } from "../rules/movement";
import { DISMOUNT_COST } from "../rules/combat-extras";
import { facingOfToken, hexOfTokenAt } from "../actions/board-hexes";
import { vehicleOf } from "./aboard";
import { movementPosition, offPhaseRecordAt, phaseProblem, type PhaseProblem } from "./movement-phase";
import { chargeProblem, facingAfterWalk, hexPathThrough, judgeMove, usedFrom } from "./move-plan";
import { forgetLeg, legGoingOn, noteLegEnd } from "./gm-drag-legs";
import { RECORDED_MOVE_OPTION, rideTurns, UNIT_MOVES, type RideTurns } from "./unit-moves";
import { boardingProblem, stepOutProblem, type StepOut } from "./boarding-check";
import { noteWalked } from "./walked";

const finite = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/**
 * The hexes of the move v13 just wrote: the movement's origin, then each waypoint it passed (v13's
 * TokenDocument#movement; the waypoints are top-left corners, as the token's x and y are); null when
 * the token carries no movement or a point is off the hex board.
 */
export function legHexes(token: TokenDocument.Implementation, scene: Scene.Implementation): Hex[] | null {
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
 * rotation the token stood at before this update, as the GM's client noted it (system/turn/facing-memory.ts).
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
  const combatant = combatantOf(token, combat);
  if (!actor || !(unit instanceof UnitData) || !scene || !combat || !combatant?.id) return;
  const byPlayer = game.users?.get(userId)?.isGM === false;
  // SMR-24: the GM's own move that writes no rotation (a drag) is not checked, and its token is not
  // turned: turn/move-check.ts leaves every move of the GM's as written, the GM's client carrying
  // passengers (actions/transport.ts) among them, which must not turn them (VIII-B, VIII-G).
  // The ruler planned it as a walk ending facing the way it last stepped (VIII-B: "A unit can move
  // only in the direction it is facing"; turn/move-plan.ts facingAfterWalk), and the GM saw that
  // plan's turns; the rotation the token keeps is no turn back the unit made, so it is judged as the
  // ruler showed it (SMR-11 counts the turns made), a leg of a drag through waypoints going on from
  // the facing the leg before it ended in, as the ruler's one plan of the drag does
  const gmWalk = !byPlayer && moved && typeof rotation !== "number";
  const goingOn = gmWalk ? legGoingOn(token, options) : null;
  if (!gmWalk) forgetLeg(token);
  // a retreat, or a soldier stepping out of a wreck, is recorded by the GM's client that made it
  if ((options as Record<string, unknown>)[RECORDED_MOVE_OPTION] === true && !byPlayer) return;
  const written = ((changed as { flags?: { starskirmish?: Record<string, unknown> } }).flags?.starskirmish ?? {}) as Record<string, unknown>;
  const boarded = typeof written.smrAboard === "object" && written.smrAboard !== null;
  const aboardNow = vehicleOf(token) !== null;
  // a soldier aboard moves with the vehicle, not alone: the GM's client carries it
  // (actions/transport.ts carryPassengers), and the GM's own moves of it stand (SMR-24); the GM's
  // turn of it aboard is the facing it now keeps, in any phase (VIII-B, VIII-G)
  const stayedAboard = aboardNow && !boarded;
  if (stayedAboard && !byPlayer) {
    if (typeof rotation === "number") await keepAboardFacing(combat, combatant.id, facingOfToken(token));
    return;
  }
  // VII.2, VII.4: a player's move outside their side's movement phase breaks the rules, and counts
  // against that phase when it is still to come this turn (turn/movement-phase.ts); the GM's own
  // moves count in the movement phase they are made in, and outside one are no move (SMR-24)
  const offPhase = byPlayer ? phaseProblem(combat, token) : null;
  const position = offPhase ? offPhaseRecordAt(combat, token) : movementPosition(combat);
  if (!position) return;
  // VIII-G: boarding ends the soldier's move; stepping out costs 1 unit. A move that takes the
  // soldier off its vehicle steps out whether or not it wrote the turn of it (v13 keeps a removal's
  // "-=" key in the change when there was a flag to remove)
  const steppedOut = moved && !boarded && !aboardNow && (written.smrDismounted === position.turn || "-=smrAboard" in written);
  const hexes = moved ? legHexes(token, scene) : null;
  if (moved && !hexes) return;
  const path = hexPathThrough(hexes ?? []) ?? [];
  const from = hexes?.[0] ?? null;
  const endFacing = facingOfToken(token);
  // VIII-B: the facing before (the token's, or where the GM's drag's last leg ended); one never seen
  // counts as facing the first step
  const startFacing: Facing = typeof rotation !== "number" ? (goingOn ?? endFacing) : rotationBefore !== undefined ? facingFromRotation(rotationBefore) : (from && path[0] ? sideTowards(from, path[0]) : null) ?? endFacing;
  const start = from ?? hexOfTokenAt(token, scene, token.x ?? 0, token.y ?? 0);
  if (!start) return;
  // no hex left and no side turned (a nudge within the hex): out of phase, or aboard, no move at all;
  // a player's turn of a soldier aboard breaks VIII-B, VIII-G (breachOf), as the check refuses it
  if (path.length === 0 && (offPhase || stayedAboard) && startFacing === endFacing) return;
  // IX-A: a unit that entered a hex this turn has no steady aim (turn/walked.ts), whatever its own Moved marker says
  const walked = path.length > 0 ? noteWalked(combat, combatant.id, position.turn) : Promise.resolve();
  // the facing the move ends in as judged: the token's, or, for the GM's drag, none (the walk's)
  const judgedEnd = gmWalk ? null : endFacing;
  const audit: { told?: Breach; walked?: Facing } = {};
  const carrier = boarded ? scene.tokens.get(String((written.smrAboard as { vehicle?: unknown }).vehicle ?? "")) : undefined;
  const write = UNIT_MOVES.stage(combat, combatant.id, (stored) => {
    const before = stored && stored.turn === position.turn && stored.phase === position.phase ? stored : null;
    const used = usedFrom(before);
    // VIII-G: the turns of boarding and stepping out count whatever the phase
    const { aboardFacing, ...rides }: RideTurns = rideTurns(stored);
    const out = steppedOut ? path[0] : undefined;
    // VIII-B, VIII-G: it steps out facing as it rode, as the record keeps it (the check reads the
    // same, turn/unit-moves.ts aboardFacingOf); its token's rotation only when it keeps none
    // VIII-B, SMR-11: a turn written with the boarding is made next to the vehicle before the soldier
    // gets in, and costs like any other turn (our reading, as the check has it, turn/move-check.ts mount)
    const judged = boarded
      ? judgeMove(token, actor, unit, scene, { from: start, facing: startFacing, path: path.slice(0, -1), endFacing: typeof rotation === "number" ? endFacing : null, used })
      : out
        ? judgeMove(token, actor, unit, scene, { from: out, facing: aboardFacing ?? startFacing, path: path.slice(1), endFacing: judgedEnd, used, startSpent: DISMOUNT_COST })
        : judgeMove(token, actor, unit, scene, { from: start, facing: startFacing, path, endFacing: judgedEnd, used });
    // where the GM's drag, leg by leg, goes on from (a boarding ends the move, VIII-G)
    if (gmWalk && !boarded) audit.walked = out ? facingAfterWalk(out, aboardFacing ?? startFacing, path.slice(1)) : facingAfterWalk(start, startFacing, path);
    // VIII-B, VIII-G: with a turn written, the facing it turned to; without one, the facing its walk
    // up to the vehicle was judged to end in (the way it last stepped, as the check judged it,
    // turn/move-check.ts mount), not its token's rotation, which a walk in leaves as it was: a
    // soldier aboard shows no facing, and the record, not the token, says the one it steps out from
    const boardedFacing = typeof rotation === "number" ? endFacing : judged.facing;
    const broken = breachOf({ token, actor, scene, offPhase, stayedAboard, turnedAboard: stayedAboard && path.length === 0, moved, boarded, carrier, judged, turn: position.turn, stepOut: out ? { from: start, out, unitsLeft: judged.allowance - used.spent, turn: position.turn } : null });
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
      // VIII-B, VIII-G: the facing it boarded with is the one it keeps aboard; a player's turn of it
      // inside does not change it, and stepping out ends it
      ...(boarded ? { aboardFacing: boardedFacing } : !steppedOut && aboardFacing !== undefined ? { aboardFacing } : {}),
    };
  });
  if (audit.told) tellGm(token, userId, audit.told);
  if (audit.walked !== undefined) noteLegEnd(token, audit.walked);
  await Promise.all([write, walked]);
}

/** A move as the audit reads it, to find the first rule it broke. */
interface MoveSeen {
  readonly token: TokenDocument.Implementation;
  readonly actor: Actor.Implementation;
  readonly scene: Scene.Implementation;
  /** A player's move outside their side's movement phase. */
  readonly offPhase: PhaseProblem | null;
  /** A player's move of a soldier who stays aboard its vehicle. */
  readonly stayedAboard: boolean;
  /** Of those, one that enters no hex: a turn inside the vehicle. */
  readonly turnedAboard: boolean;
  readonly moved: boolean;
  readonly boarded: boolean;
  /** The vehicle a boarding says the soldier got into. */
  readonly carrier: TokenDocument.Implementation | undefined;
  /** The move's steps as the rules judge them (for a step out, the walk on from the hex stepped into). */
  readonly judged: MoveCheck;
  readonly turn: number;
  /** The step out, for one that took the soldier off its vehicle. */
  readonly stepOut: StepOut | null;
}

/** The first rule the move broke, in the order the check asks (turn/move-check.ts); null when none. */
function breachOf(m: MoveSeen): Breach | null {
  const { token, actor, judged } = m;
  // VII.2, VII.4: not a movement phase, or the other side's
  if (m.offPhase) return { problem: m.offPhase, section: "Move" };
  // VIII-G: a soldier aboard goes where the vehicle goes, until it steps out; VIII-B, VIII-G: nor
  // does it turn inside the vehicle (our reading, as the check has it)
  if (m.stayedAboard) return { problem: m.turnedAboard ? "turnAboard" : "aboard", section: "Transport" };
  // VIII-E: a unit in Overwatch does not move; IX-B: a wounded soldier or a stunned or crippled vehicle cannot
  if (m.moved && has(actor, "overwatch")) return { problem: "overwatch", section: "Move" };
  if (m.moved && (has(actor, "wounded") || has(actor, "vehicleStunned") || has(actor, "vehicleCrippled"))) return { problem: "cannotMove", section: "Move" };
  // VIII-G: the step out, judged as the check judges it (turn/boarding-check.ts): not in the turn of
  // boarding, with its move unit left, into a hex the soldier may enter where no unit stands
  const stepOut = m.stepOut ? stepOutProblem(token, m.stepOut) : null;
  if (stepOut) return { problem: stepOut, section: "Transport" };
  const problem = judged.problem ?? (m.moved && !m.boarded ? chargeProblem(token, m.scene, actor, judged) : null);
  if (problem) return { problem, section: "Move" };
  // VIII-G: a boarding the check would refuse (a full carrier, one not next to the walk's end, a
  // soldier who stepped out this turn)
  const boarding = m.carrier ? boardingProblem(token, m.carrier, judged, m.turn) : null;
  return boarding ? { problem: boarding, section: "Transport" } : null;
}

/**
 * VIII-B, VIII-G, SMR-24: the GM turned a soldier aboard: the record keeps its new facing for the
 * step out. Nothing is written while the record keeps no facing for it (its token's facing says then).
 */
async function keepAboardFacing(combat: Combat.Implementation, combatantId: string, facing: Facing): Promise<void> {
  const kept = UNIT_MOVES.now(combat, combatantId);
  if (kept?.aboardFacing === undefined) return;
  await UNIT_MOVES.stage(combat, combatantId, (stored) => ({ ...(stored ?? kept), aboardFacing: facing }));
}
