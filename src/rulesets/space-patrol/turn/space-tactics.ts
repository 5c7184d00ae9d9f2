/**
 * The Tactics Pool in space (Guide 7.3): a point spent on a scanner or maneuver roll after it is rolled, +1 or
 * -1, by either side, at most 3 a side per roll, while the turn it was rolled in runs. Only a ship's
 * captain spends his side's points (the GM spends for the others). Carried out on the GM's client:
 * the roll is read from the card as the GM recorded it, the spends from the GM's own record; when a
 * spend turns the roll, what it gave is given or taken back (an identification, a lock and its
 * marker, a jam), unless the ship held it before the roll; a maneuver's success is rewritten in the
 * turn's record and a failed boost's marker comes or goes (view/space-maneuver-record-card.ts says
 * which maneuvers take points).
 */
import { askGm, defineGmRequest, type GmRequestResult } from "../../../system/gm-request/gm-request";
import type { CardButtonContext } from "../../../system/cards/card-button-types";
import { readCard, readRecordedPayload } from "../../../system/cards/read-card";
import { updateCardPayload } from "../../../system/cards/update-card";
import { readCardLedger, recordOnCard } from "../../../system/ledger/ledger-store";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { spendSidePool, TURN_SIDES, type SideTurnState, type TurnSide } from "../rules/side-turns";
import { maySpendSpaceTactics, spentBySide } from "../rules/tactics-spend";
import { TACTICS_MAX_PER_SIDE_PER_ROLL } from "../rules/tactics-pool";
import { SpacecraftData } from "../models/craft-models";
import { SP_SPACE_MANEUVER_CARD, SP_SPACE_SCAN_CARD } from "../cards/space";
import type { ManeuverRecord } from "../cards/space-maneuver-record";
import { maneuverCardFromRecord, maneuverResultFromRecord, TACTICS_MANEUVERS } from "../view/space-maneuver-record-card";
import { maneuverRule } from "../rules/space-maneuvers";
import { adjustMarker, markerDefinition } from "../../../system/markers/marker-store";
import { recordedScanResult } from "../view/space-scan-card";
import { scanCardFromRecord } from "../view/space-scan-record-card";
import type { ScanRecord } from "../cards/space-scan-record";
import { readState, writeState } from "./side-turn-store";
import { sideOfActor } from "./combatant-sides";
import { shipCaptain, shipCrew } from "./space-crew";
import { hideLock, nextTurnOf, readTracking, showLock, writeTracking, type SpaceTracking } from "./space-tracking";

export interface SpaceTacticsRequest {
  readonly messageId: string;
  /** Which roll of the card: its row. */
  readonly row: number;
  readonly side: TurnSide;
  readonly points: 1 | -1;
}

type Spend = ScanRecord["tactics"][number];

/** The key the spends are kept under in the GM's card ledger. */
const SPENDS = "spSpaceTactics";

const refuse = (key: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.SpacePatrol.Tactics.${key}` });

function readRequest(data: unknown): SpaceTacticsRequest | null {
  if (typeof data !== "object" || data === null) return null;
  const d = data as Record<string, unknown>;
  if (typeof d.messageId !== "string" || !Number.isInteger(d.row) || (d.row as number) < 0) return null;
  if (!(TURN_SIDES as readonly unknown[]).includes(d.side) || (d.points !== 1 && d.points !== -1)) return null;
  return { messageId: d.messageId, row: d.row as number, side: d.side as TurnSide, points: d.points };
}

/** The spends the GM recorded on a card, never what the card says now. */
function recordedSpends(messageId: string): Spend[] {
  const stored = readCardLedger()[messageId]?.gm?.[SPENDS];
  if (!Array.isArray(stored)) return [];
  return stored.filter((s): s is Spend => typeof s === "object" && s !== null && Number.isInteger(s.row) && (TURN_SIDES as readonly unknown[]).includes(s.side) && (s.points === 1 || s.points === -1));
}

/** Guide 7.3: whether the user plays the captain of one of the side's ships in this battle. */
export async function ownsSpaceCaptain(combat: Combat.Implementation, side: TurnSide, user: User.Implementation): Promise<boolean> {
  for (const c of combat.combatants?.contents ?? []) {
    const ship = c.actor;
    if (!ship || !(ship.system instanceof SpacecraftData) || sideOfActor(ship) !== side) continue;
    const crew = await shipCrew(ship);
    const captain = crew ? shipCaptain(crew) : null;
    const actor = captain?.actorId ? game.actors?.get(captain.actorId) : null;
    if (actor?.testUserPermission(user, "OWNER")) return true;
  }
  return false;
}

/** What a roll turned by a spend gives, or takes back (7.6). */
async function turnOutcome(combat: Combat.Implementation, state: SideTurnState, record: { readonly task: string; readonly shipTokenId: string }, targetId: string, success: boolean): Promise<void> {
  const tracking = readTracking(combat);
  const own = record.shipTokenId;
  const target = combat.scene?.tokens.get(targetId)?.actor ?? null;
  const without = (ids: readonly string[]) => ids.filter((id) => id !== targetId);
  let next: SpaceTracking = tracking;
  let endedJams: string[] = [];
  if (record.task === "identifyTarget") {
    const held = tracking.identified[own] ?? [];
    next = { ...tracking, identified: { ...tracking.identified, [own]: success ? [...new Set([...held, targetId])] : without(held) } };
  } else if (record.task === "targetLock") {
    const held = tracking.locks[own]?.targets ?? [];
    next = { ...tracking, locks: { ...tracking.locks, [own]: { round: state.round, side: state.acting, targets: success ? [...new Set([...held, targetId])] : without(held) } } };
    if (target) await (success ? showLock(target) : hideLock(target));
  } else if (record.task === "electronicJam") {
    const targetSide = target ? (sideOfActor(target) ?? "enemies") : "enemies";
    if (success) next = { ...tracking, jammed: { ...(tracking.jammed ?? {}), [targetId]: nextTurnOf(state, targetSide) } };
    else endedJams = [targetId];
  } else return;
  await writeTracking(combat, next, [], endedJams);
}

/**
 * Guide 7.3's checks on one spend, the same for every card: a battle is running, the roll's own turn
 * still runs, the side is in it, the requester may spend for it, the side has not spent 3 on this
 * roll and its pool holds a point. The battle and its state, or the refusal.
 */
async function spendAllowed(
  made: { readonly round: number; readonly side: TurnSide },
  req: { readonly side: TurnSide },
  requester: User.Implementation,
  onThisRoll: readonly { readonly side: string; readonly points: number }[],
): Promise<{ combat: Combat.Implementation; state: SideTurnState } | GmRequestResult> {
  const combat = game.combat;
  const state = readState(combat);
  if (!combat || !state) return refuse("noCombat");
  // Guide 7.3: spent on a roll as it is made, so while its turn runs
  if (state.round !== made.round || state.acting !== made.side) return refuse("turnOver");
  if (!state.order.includes(req.side)) return refuse("notAllowed");
  if (!maySpendSpaceTactics(req.side, { isGM: requester.isGM, ownsCaptain: await ownsSpaceCaptain(combat, req.side, requester) })) return refuse("captainsOnly");
  if (spentBySide(onThisRoll, req.side) + 1 > TACTICS_MAX_PER_SIDE_PER_ROLL) return refuse("limit");
  if (state.pools[req.side] < 1) return refuse("noPool");
  return { combat, state };
}

async function carryOut(req: SpaceTacticsRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const entry = readCardLedger()[req.messageId];
  const message = game.messages?.get(req.messageId);
  const card = readCard(message, SP_SPACE_SCAN_CARD);
  // the roll as the GM's client posted it, not as the message reads now
  const record = entry && entry.kind === SP_SPACE_SCAN_CARD.id && game.users?.get(entry.author)?.isGM ? readRecordedPayload(SP_SPACE_SCAN_CARD, entry.payload) : null;
  const row = record?.rows[req.row];
  if (!card || !record || !row) return refuse("badCard");
  const spends = recordedSpends(req.messageId);
  const onRow = (list: readonly Spend[]) => list.filter((s) => s.row === req.row).map(({ side, points }) => ({ side, points }));
  const allowed = await spendAllowed(record, req, requester, onRow(spends));
  if ("ok" in allowed) return allowed;
  const { combat, state } = allowed;
  const next = [...spends, { row: req.row, side: req.side, points: req.points }];
  const before = recordedScanResult(row, onRow(spends)).success;
  const after = recordedScanResult(row, onRow(next)).success;
  await recordOnCard(req.messageId, SPENDS, next);
  await writeState(combat, spendSidePool(state, req.side, 1));
  if (before !== after && !row.known) await turnOutcome(combat, state, record, row.tokenId, after);
  const ship = combat.scene?.tokens.get(record.shipTokenId)?.name ?? card.message.speaker?.alias ?? "";
  const payload = { ...record, tactics: next };
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/${SP_SPACE_SCAN_CARD.template}`, scanCardFromRecord(ship, payload, state.order));
  await updateCardPayload(card, payload, content);
  return { ok: true };
}

export const SPACE_TACTICS_REQUEST = defineGmRequest<SpaceTacticsRequest>({
  name: "spSpaceTactics",
  read: readRequest,
  run: carryOut,
});

interface ManeuverTacticsRequest {
  readonly messageId: string;
  readonly side: TurnSide;
  readonly points: 1 | -1;
}

type ManeuverSpend = ManeuverRecord["tactics"][number];

/** The key the maneuver spends are kept under in the GM's card ledger. */
const MANEUVER_SPENDS = "spManeuverTactics";

function recordedManeuverSpends(messageId: string): ManeuverSpend[] {
  const stored = readCardLedger()[messageId]?.gm?.[MANEUVER_SPENDS];
  if (!Array.isArray(stored)) return [];
  return stored.filter((s): s is ManeuverSpend => typeof s === "object" && s !== null && (TURN_SIDES as readonly unknown[]).includes(s.side) && (s.points === 1 || s.points === -1));
}

async function spendOnManeuver(req: ManeuverTacticsRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const entry = readCardLedger()[req.messageId];
  const card = readCard(game.messages?.get(req.messageId), SP_SPACE_MANEUVER_CARD);
  const record = entry && entry.kind === SP_SPACE_MANEUVER_CARD.id && game.users?.get(entry.author)?.isGM ? readRecordedPayload(SP_SPACE_MANEUVER_CARD, entry.payload) : null;
  if (!card || !record) return refuse("badCard");
  if (!TACTICS_MANEUVERS.includes(record.key)) return refuse("notThisManeuver");
  const spends = recordedManeuverSpends(req.messageId);
  const allowed = await spendAllowed(record, req, requester, spends);
  if ("ok" in allowed) return allowed;
  const { combat, state } = allowed;
  const tracking = readTracking(combat);
  const own = record.shipTokenId;
  const made = (tracking.maneuvers?.[own] ?? []).find((m) => m.round === record.round && m.side === record.side && m.key === record.key);
  // a boosted beam already fired has done its work: the point would change nothing that stands
  if (!made || made.spent) return refuse("turnOver");
  const next = [...spends, { side: req.side, points: req.points }];
  const before = maneuverResultFromRecord(record, spends);
  const after = maneuverResultFromRecord(record, next);
  await recordOnCard(req.messageId, MANEUVER_SPENDS, next);
  await writeState(combat, spendSidePool(state, req.side, 1));
  const records = (tracking.maneuvers?.[own] ?? []).map((m) => (m === made ? { ...m, success: after.success, special: after.task.specialSuccesses } : m));
  await writeTracking(combat, { ...tracking, maneuvers: { ...tracking.maneuvers, [own]: records } });
  // Guide 7.5: a failed boost's marker comes with the failure and goes with it
  const ship = combat.scene?.tokens.get(own)?.actor ?? null;
  const marker = maneuverRule(record.key).failureMarker;
  const def = marker ? markerDefinition(marker) : undefined;
  if (ship && def && before.success !== after.success) await adjustMarker(ship, def, after.success ? -1 : 1);
  const payload = { ...record, tactics: next };
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/${SP_SPACE_MANEUVER_CARD.template}`, maneuverCardFromRecord(ship?.name ?? "", payload, state.order));
  await updateCardPayload(card, payload, content);
  return { ok: true };
}

export const MANEUVER_TACTICS_REQUEST = defineGmRequest<ManeuverTacticsRequest>({
  name: "spManeuverTactics",
  read: (data) => {
    if (typeof data !== "object" || data === null) return null;
    const d = data as Record<string, unknown>;
    if (typeof d.messageId !== "string" || !(TURN_SIDES as readonly unknown[]).includes(d.side) || (d.points !== 1 && d.points !== -1)) return null;
    return { messageId: d.messageId, side: d.side as TurnSide, points: d.points };
  },
  run: spendOnManeuver,
});

/** The maneuver card's +1 and -1 buttons. */
export async function onManeuverTactics({ message, button }: CardButtonContext<typeof SP_SPACE_MANEUVER_CARD>): Promise<void> {
  const side = button.dataset.side;
  const points = Number(button.dataset.points);
  if (!(TURN_SIDES as readonly unknown[]).includes(side) || (points !== 1 && points !== -1)) return;
  await askGm(MANEUVER_TACTICS_REQUEST, { messageId: message.id ?? "", side: side as TurnSide, points });
}

/** The card's +1 and -1 buttons: the GM carries the spend out. */
export async function onSpaceTactics({ message, button }: CardButtonContext<typeof SP_SPACE_SCAN_CARD>): Promise<void> {
  const side = button.dataset.side;
  const points = Number(button.dataset.points);
  if (!(TURN_SIDES as readonly unknown[]).includes(side) || (points !== 1 && points !== -1)) return;
  await askGm(SPACE_TACTICS_REQUEST, { messageId: message.id ?? "", row: Number(button.dataset.row), side: side as TurnSide, points });
}
