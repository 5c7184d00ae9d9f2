/**
 * Changes to the side turns that players ask for: marking a combatant done and spending Tactics
 * points on a task card. Players cannot update the Combat, so the GM's client carries them out
 * through the kit's GM request module (which runs them one at a time and tells who asked), after
 * checking the requester may (their own combatant; their own side's pool, TACTICS_SPENDERS, and in space
 * only through a ship's captain they play, Guide 7.3) and that
 * the rules allow it (the acting side; 3 points a side per roll and what the pool holds, Guide 6.3).
 */
import { askGm, defineGmRequest, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { readCard, readRecordedPayload } from "../../../system/cards/read-card";
import { markDone, spendSidePool, TURN_SIDES, type TurnSide } from "../rules/side-turns";
import { spentBySide, taskWithTactics } from "../rules/tactics-spend";
import { tacticsSpenderRefusal } from "./space-tactics-spend";
import { TACTICS_MAX_PER_SIDE_PER_ROLL } from "../rules/tactics-pool";
import { cardTask, redrawTaskCard } from "../actions/asset-task";
import { TASK_CARD } from "../cards/task";
import { sideOfActor } from "./combatant-sides";
import { readState, writeState } from "./side-turn-store";
import { readCardLedger, recordOnCard } from "../../../system/ledger/ledger-store";

export type SideTurnRequest =
  | { action: "done"; combatId: string; combatantId: string; done: boolean }
  | { action: "tactics"; messageId: string; side: TurnSide; points: number };

type SideTurnQueryResult = GmRequestResult;
type TacticsSpend = { side: TurnSide; points: number };

/** The key the Tactics spends on a task card are kept under in the GM's card ledger. */
const TACTICS_RECORD = "spTactics";

const refuse = (key: string): SideTurnQueryResult => ({ ok: false, reason: `STARSKIRMISH.SpacePatrol.${key}` });
const OK: SideTurnQueryResult = { ok: true };

/** A request as sent over the wire, checked field by field. */
export function readRequest(data: unknown): SideTurnRequest | null {
  if (typeof data !== "object" || data === null) return null;
  const d = data as Record<string, unknown>;
  if (d.action === "done" && typeof d.combatId === "string" && typeof d.combatantId === "string" && typeof d.done === "boolean") {
    return { action: "done", combatId: d.combatId, combatantId: d.combatantId, done: d.done };
  }
  if (d.action === "tactics" && typeof d.messageId === "string" && (TURN_SIDES as readonly unknown[]).includes(d.side) && (d.points === 1 || d.points === -1)) {
    return { action: "tactics", messageId: d.messageId, side: d.side as TurnSide, points: d.points };
  }
  return null;
}

async function markCombatantDone(req: Extract<SideTurnRequest, { action: "done" }>, requester: User.Implementation): Promise<SideTurnQueryResult> {
  const combat = game.combats?.get(req.combatId);
  const state = readState(combat);
  if (!combat || !state) return refuse("SideTurn.notRolledYet");
  const combatant = combat.combatants.get(req.combatantId);
  const actor = combatant?.actor;
  if (!combatant || !actor) return refuse("SideTurn.badRequest");
  if (!requester.isGM && !actor.testUserPermission(requester, "OWNER")) return refuse("SideTurn.notYourCombatant");
  if (sideOfActor(actor) !== state.acting) return refuse("SideTurn.notActing");
  await writeState(combat, markDone(state, req.combatantId, req.done));
  return OK;
}

/** Guide 6.3: the spends on a roll so far, as the GM recorded them, never as the card now says. */
function recordedSpends(messageId: string): TacticsSpend[] | null {
  const entry = readCardLedger()[messageId];
  if (!entry) return null;
  const stored = entry.gm?.[TACTICS_RECORD] ?? [];
  if (!Array.isArray(stored)) return [];
  return stored.filter((s): s is TacticsSpend => typeof s === "object" && s !== null && (TURN_SIDES as readonly unknown[]).includes(s.side) && (s.points === 1 || s.points === -1));
}

async function spendTactics(req: Extract<SideTurnRequest, { action: "tactics" }>, requester: User.Implementation): Promise<SideTurnQueryResult> {
  const card = readCard(game.messages?.get(req.messageId), TASK_CARD);
  const recorded = recordedSpends(req.messageId);
  const entry = readCardLedger()[req.messageId];
  // the roll and the sides that may spend on it, as the card was posted
  const payload = entry && entry.kind === TASK_CARD.id ? readRecordedPayload(TASK_CARD, entry.payload) : null;
  if (!card || !recorded || !payload) return refuse("SideTurn.badRequest");
  if (!payload.tacticsSides.includes(req.side)) return refuse("Tactics.notCombatTask");
  const combat = game.combat;
  const state = readState(combat);
  if (!combat || !state) return refuse("Tactics.noCombat");
  const refusal = await tacticsSpenderRefusal(combat, req.side, requester);
  if (refusal) return refuse(refusal);
  const spends = recorded;
  if (spentBySide(spends, req.side) + Math.abs(req.points) > TACTICS_MAX_PER_SIDE_PER_ROLL) return refuse("Tactics.limit");
  if (state.pools[req.side] < Math.abs(req.points)) return refuse("Tactics.noPool");
  const next = [...spends, { side: req.side, points: req.points }];
  taskWithTactics(cardTask(payload), next); // throws on anything the checks above missed, before anything is written
  await recordOnCard(req.messageId, TACTICS_RECORD, next);
  await writeState(combat, spendSidePool(state, req.side, req.points));
  await redrawTaskCard(card, next);
  return OK;
}

/** The side-turn request, carried out on the GM's client for the player who asked. */
export const SIDE_TURN_REQUEST = defineGmRequest<SideTurnRequest>({
  name: "spSideTurn",
  read: readRequest,
  run: (req, requester) => (req.action === "done" ? markCombatantDone(req, requester) : spendTactics(req, requester)),
});

/** Carries a request out here for the GM, or asks the active GM; warns when refused. */
export async function requestSideTurn(req: SideTurnRequest): Promise<boolean> {
  return askGm(SIDE_TURN_REQUEST, req);
}
