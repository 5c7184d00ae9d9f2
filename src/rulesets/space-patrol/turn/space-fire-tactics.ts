/**
 * The Tactics Pool on the space fire card (Guide 7.3: "firing weapons ... could all use Tactics"),
 * carried out on the GM's client (space-tactics-spend.ts checks each spend). A point goes on one
 * attack roll; the GM works the whole fire out again from the card as the GM's client recorded it, each
 * slot reading its own dice, so a hit the point adds rolls new damage dice for its own ship only,
 * and writes the new result where Apply reads it. Once a ship hit by the fire was applied, the fire
 * stands and no point is taken.
 */
import type { GmRequestResult } from "../../../system/gm-request/gm-request";
import { readCard } from "../../../system/cards/read-card";
import { reviseCardResult } from "../../../system/cards/update-card";
import { readCardLedger } from "../../../system/ledger/ledger-store";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { spendSidePool } from "../rules/side-turns";
import { SP_SPACE_FIRE_CARD } from "../cards/space";
import { rollRecordedSpaceFire, spaceFireCardDrawn } from "../actions/space-fire-record-roll";
import { writeState } from "./side-turn-store";
import { defineSpendRequest, gmRecordedPayload, refuseSpend, spendAllowed, type SpaceSpendRequest } from "./space-tactics-spend";

async function spendOnFire(req: SpaceSpendRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const card = readCard(game.messages?.get(req.messageId), SP_SPACE_FIRE_CARD);
  // the fire and its spends as the GM's client recorded them, never as the message reads now
  const record = gmRecordedPayload(SP_SPACE_FIRE_CARD, req.messageId);
  if (!card || !record || req.row >= record.d20.length) return refuseSpend("badCard");
  if (Object.keys(readCardLedger()[req.messageId]?.applied ?? {}).length > 0) return refuseSpend("applied");
  const onRow = record.tactics.filter((s) => s.row === req.row).map(({ side, points }) => ({ side, points }));
  const allowed = await spendAllowed(record, req, requester, onRow);
  if ("ok" in allowed) return allowed;
  const { combat, state } = allowed;
  const next = { ...record, tactics: [...record.tactics, { row: req.row, side: req.side, points: req.points }] };
  const fired = await rollRecordedSpaceFire(next);
  if (!fired) return refuseSpend("badCard");
  await writeState(combat, spendSidePool(state, req.side, 1));
  const payload = { ...next, slots: fired.slots };
  const drawn = spaceFireCardDrawn(payload, fired.result, state.order);
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/${SP_SPACE_FIRE_CARD.template}`, drawn.context);
  await reviseCardResult(card, { payload, targets: drawn.targets, content, rolls: fired.rolls });
  return { ok: true };
}

/** The request, and the card's +1 and -1 buttons. */
export const { request: SPACE_FIRE_TACTICS_REQUEST, onButton: onSpaceFireTactics } = defineSpendRequest<typeof SP_SPACE_FIRE_CARD>("spSpaceFireTactics", spendOnFire);
