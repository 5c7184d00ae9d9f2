/**
 * Applying a card's stored result to its target, always on the GM's client through the GM request
 * module: the GM checks that the card's author or a GM asks (decideApply), that the target is
 * listed and not yet applied, and bounds what one result may change.
 */
import { decideApply } from "../../core/apply-permission";
import { askGm, defineGmRequest } from "../gm-request/gm-request";
import { readRegisteredCard } from "../cards/card-registry";
import { adjustMarker, markerDefinition } from "../markers/marker-store";
import { activeRuleSet } from "../registry";

/** Which target of which card to apply. */
export interface ApplyRequest {
  messageId: string;
  targetKey: string;
}

export interface ApplyQueryResult {
  ok: boolean;
  reason?: string;
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

/** Applying a card's target on the GM's client, for the card's author or a GM. */
export const APPLY_REQUEST = defineGmRequest<ApplyRequest>({
  name: "applyCardResult",
  read(data) {
    if (typeof data !== "object" || data === null) return null;
    const { messageId, targetKey } = data as Record<string, unknown>;
    return typeof messageId === "string" && typeof targetKey === "string" ? { messageId, targetKey } : null;
  },
  async run({ messageId, targetKey }, requester) {
    const message = game.messages?.get(messageId);
    const card = readRegisteredCard(message);
    if (!message || !card) return { ok: false, reason: "STARSKIRMISH.Error.notACard" };
    const target = card.targets.find((t) => t.key === targetKey);
    const decision = decideApply({
      requesterId: requester.id ?? "",
      requesterIsGM: requester.isGM,
      authorId: message.author?.id ?? null,
      targetListed: Boolean(target),
      alreadyApplied: Boolean(target?.applied),
    });
    if (!decision.ok) return { ok: false, reason: decision.reason };
    return applyTarget(message, targetKey);
  },
});

/** Called by an Apply button: the GM applies it, here or through the GM request module. */
export async function requestApply(message: ChatMessage.Implementation, targetKey: string): Promise<boolean> {
  return askGm(APPLY_REQUEST, { messageId: message.id ?? "", targetKey });
}
