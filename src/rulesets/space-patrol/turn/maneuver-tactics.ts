/**
 * The Tactics Pool on the maneuver card (Guide 7.3, 7.5), carried out on the GM's client
 * (space-tactics-spend.ts checks each spend): a spend that turns the roll rewrites the maneuver's
 * success in the turn's record, which fire and the scanners read, and a failed boost's marker comes
 * or goes with it (view/space-maneuver-record-card.ts says which maneuvers take points).
 */
import { askGm, defineGmRequest, type GmRequestResult } from "../../../system/gm-request/gm-request";
import type { CardButtonContext } from "../../../system/cards/card-button-types";
import { readCard } from "../../../system/cards/read-card";
import { updateCardPayload } from "../../../system/cards/update-card";
import { recordOnCard } from "../../../system/ledger/ledger-store";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { spendSidePool } from "../rules/side-turns";
import { SP_SPACE_MANEUVER_CARD } from "../cards/space";
import type { ManeuverRecord } from "../cards/space-maneuver-record";
import { maneuverCardFromRecord, maneuverResultFromRecord, TACTICS_MANEUVERS } from "../view/space-maneuver-record-card";
import { maneuverRule } from "../rules/space-maneuvers";
import { adjustMarker, markerDefinition } from "../../../system/markers/marker-store";
import { readTracking, writeTracking } from "./space-tracking";
import { writeState } from "./side-turn-store";
import { gmRecordedPayload, readSpendRequest, recordedSpends, refuseSpend, spendAllowed, spendOfButton, type SpaceSpendRequest } from "./space-tactics-spend";

type ManeuverSpend = ManeuverRecord["tactics"][number];

/** The key the maneuver spends are kept under in the GM's card ledger. */
const MANEUVER_SPENDS = "spManeuverTactics";

async function spendOnManeuver(req: SpaceSpendRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const card = readCard(game.messages?.get(req.messageId), SP_SPACE_MANEUVER_CARD);
  const record = gmRecordedPayload(SP_SPACE_MANEUVER_CARD, req.messageId);
  if (!card || !record) return refuseSpend("badCard");
  if (!TACTICS_MANEUVERS.includes(record.key)) return refuseSpend("notThisManeuver");
  const spends = recordedSpends<ManeuverSpend>(req.messageId, MANEUVER_SPENDS);
  const allowed = await spendAllowed(record, req, requester, spends);
  if ("ok" in allowed) return allowed;
  const { combat, state } = allowed;
  const tracking = readTracking(combat);
  const own = record.shipTokenId;
  const made = (tracking.maneuvers?.[own] ?? []).find((m) => m.round === record.round && m.side === record.side && m.key === record.key);
  // a boosted beam already fired has done its work: the point would change nothing that stands
  if (!made || made.spent) return refuseSpend("turnOver");
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

export const MANEUVER_TACTICS_REQUEST = defineGmRequest<SpaceSpendRequest>({
  name: "spManeuverTactics",
  read: readSpendRequest,
  run: spendOnManeuver,
});

/** The maneuver card's +1 and -1 buttons. */
export async function onManeuverTactics({ message, button }: CardButtonContext<typeof SP_SPACE_MANEUVER_CARD>): Promise<void> {
  const spend = spendOfButton(button);
  if (spend) await askGm(MANEUVER_TACTICS_REQUEST, { messageId: message.id ?? "", ...spend, row: 0 });
}
