/**
 * Applying a card's stored result to its target. The target's owner applies it directly;
 * anyone else asks the active GM through a query, and the GM checks the request (decideApply)
 * before changing anything.
 */
import { decideApply } from "../../core/apply-permission";
import { SYSTEM_ID } from "../constants";
import { readRegisteredCard } from "../cards/card-registry";
import { adjustMarker, markerDefinition } from "../markers/marker-store";
import { activeRuleSet } from "../registry";

export const APPLY_QUERY = `${SYSTEM_ID}.applyCardResult`;

export interface ApplyQueryData {
  messageId: string;
  targetKey: string;
}

export interface ApplyQueryResult {
  ok: boolean;
  reason?: string;
}

declare module "fvtt-types/configuration" {
  namespace CONFIG {
    interface Queries {
      "starskirmish.applyCardResult": (data: ApplyQueryData, options: { user: User.Implementation }) => Promise<ApplyQueryResult>;
    }
  }
}

/**
 * A card is written by its author's client, so the GM bounds what one result may change: no
 * table result in these rules places or removes more than a few markers of one kind at once.
 */
export const MAX_MARKER_CHANGE = 3;

function isPlausibleChange(delta: number): boolean {
  return Number.isInteger(delta) && Math.abs(delta) <= MAX_MARKER_CHANGE;
}

/** Applies one target's result from the message; runs for an owner or for the GM. */
async function applyTarget(message: ChatMessage.Implementation, targetKey: string): Promise<ApplyQueryResult> {
  const card = readRegisteredCard(message);
  if (!card) return { ok: false, reason: "STARSKIRMISH.Error.notACard" };
  const targets = card.targets.map((t) => ({ ...t }));
  const target = targets.find((t) => t.key === targetKey);
  if (!target) return { ok: false, reason: "STARSKIRMISH.Error.targetNotOnCard" };
  const actor = await fromUuid<Actor.Implementation>(target.actorUuid);
  if (!(actor instanceof Actor)) return { ok: false, reason: "STARSKIRMISH.Error.targetGone" };
  for (const [markerId, delta] of Object.entries(target.markers)) {
    const def = markerDefinition(markerId);
    if (def && isPlausibleChange(delta)) await adjustMarker(actor, def, delta);
  }
  await activeRuleSet().applyResult?.(actor, target.data);
  target.applied = true;
  await message.update({ system: { targets } });
  return { ok: true };
}

/** The GM side of the query: checks the requesting user, then applies. */
export async function handleApplyQuery(data: ApplyQueryData, { user }: { user: User.Implementation }): Promise<ApplyQueryResult> {
  const message = game.messages?.get(String(data?.messageId));
  const card = readRegisteredCard(message);
  if (!message || !card) return { ok: false, reason: "STARSKIRMISH.Error.notACard" };
  const target = card.targets.find((t) => t.key === data.targetKey);
  const decision = decideApply({
    requesterId: user.id ?? "",
    requesterIsGM: user.isGM,
    authorId: message.author?.id ?? null,
    targetListed: Boolean(target),
    alreadyApplied: Boolean(target?.applied),
  });
  if (!decision.ok) return { ok: false, reason: decision.reason };
  return applyTarget(message, data.targetKey);
}

/** Called by an Apply button: applies locally when allowed, otherwise asks the GM. */
export async function requestApply(message: ChatMessage.Implementation, targetKey: string): Promise<void> {
  const user = game.user!;
  let result: ApplyQueryResult;
  if (user.isGM) {
    result = await handleApplyQuery({ messageId: message.id!, targetKey }, { user });
  } else {
    const gm = game.users?.activeGM;
    if (!gm) {
      ui.notifications?.warn("STARSKIRMISH.Error.noActiveGM", { localize: true });
      return;
    }
    result = await gm.query(APPLY_QUERY, { messageId: message.id!, targetKey });
  }
  if (!result.ok) ui.notifications?.warn(result.reason ?? "STARSKIRMISH.Error.cardAction", { localize: true });
}
