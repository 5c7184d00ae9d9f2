/**
 * Cards that answer a prompt, on the table (core/card-prompts.ts). Every client reads where a card
 * stands from the GM's ledger as it draws it; the active GM's client, once it has recorded a card
 * that lands nothing (rolled again, or answering no prompt it recorded), writes a mark on the
 * message so every client draws it again now that the ledger holds it. The mark only redraws: what
 * a card shows and what Apply lands are read from the ledger, which the card's author cannot write.
 * Once it refuses a first answer as forged at Apply, it marks the other answers to that prompt for
 * that actor again, since the next of them now stands (core/card-prompts.ts).
 */
import { promptNamedBy, promptStanding, type PromptStanding } from "../../core/card-prompts";
import { readCardLedger, refuseRecordedCard } from "../ledger/ledger-store";
import { registeredCardKind } from "./card-registry";
import { CardData } from "./card-model";
import { loadTableOfRuleSet } from "../ruleset-table";
import { flagRemoval, flagUpdate, readFlag } from "../flags";
import { isGmUser, mayAnswerFor } from "../gm-users";

declare module "../flags" {
  interface ChatMessageFlags {
    /** Set by the GM's client on a card that answers a prompt and lands nothing: it makes every client draw the card again. */
    promptStanding?: "again" | "unprompted";
  }
}

/**
 * Where a card stands against its prompt, as a client shows it, by its kind's rule; "none" for a
 * kind that answers none, and for a card the GM's client has not recorded yet (every client draws a
 * card as it arrives, before the ledger holds it; the GM's mark draws it again once it does). A
 * card drawn before its rule set's table loaded (the chat log as a client starts) shows the GM
 * client's mark instead: only what it shows, since Apply loads the table and judges from the ledger.
 */
export function standingOf(message: ChatMessage.Implementation): PromptStanding {
  const system = message.system;
  if (!(system instanceof CardData) || !message.id) return { standing: "none" };
  const entry = registeredCardKind(system.kind);
  const ledger = readCardLedger();
  if (entry) return entry.kind.prompt && ledger[message.id] ? promptStanding(ledger, message.id, entry.kind.prompt, isGmUser, mayAnswerFor) : { standing: "none" };
  const marked = readFlag(message, "ChatMessage", "promptStanding");
  return marked === "again" ? { standing: "again", first: "" } : marked === "unprompted" ? { standing: "unprompted" } : { standing: "none" };
}

/** On the active GM's client, once it recorded a card (ledger-store recordPostedCard): marks one that lands nothing. */
export async function markUnlandedAnswer(message: ChatMessage.Implementation): Promise<void> {
  const system = message.system;
  if (!(system instanceof CardData)) return;
  // only a card that names a prompt or carries dice can stand against one; its kind may come with its table
  if (system.answers === "" && message.rolls.length === 0) return;
  if (!registeredCardKind(system.kind)) await loadTableOfRuleSet(system.ruleSet);
  const { standing } = standingOf(message);
  if (standing === "again" || standing === "unprompted") await message.update(flagUpdate("ChatMessage", { promptStanding: standing }));
}

/**
 * On the active GM's client, at Apply: refuses a first answer its refusal proves forged
 * (core/card-prompts.ts voidsAnswer), so it is no answer, and marks the other answers to the same
 * prompt for the same actor as they now stand: the next of them, marked "again" as it arrived,
 * now stands, and every client draws it again without the strip.
 */
export async function refuseForgedAnswer(messageId: string, reason: string): Promise<void> {
  await refuseRecordedCard(messageId, reason);
  const ledger = readCardLedger();
  const entry = ledger[messageId];
  const rule = entry ? registeredCardKind(entry.kind)?.kind.prompt : undefined;
  if (!entry || !rule) return;
  const promptId = promptNamedBy(entry, rule);
  for (const [id, other] of Object.entries(ledger)) {
    if (id === messageId || other.kind !== entry.kind || other.actorUuid !== entry.actorUuid || promptNamedBy(other, rule) !== promptId) continue;
    const message = game.messages?.get(id);
    if (!message) continue;
    const { standing } = standingOf(message);
    const marked = readFlag(message, "ChatMessage", "promptStanding");
    if (standing === "again" || standing === "unprompted") {
      if (marked !== standing) await message.update(flagUpdate("ChatMessage", { promptStanding: standing }));
    } else if (marked !== undefined) await message.update(flagRemoval("ChatMessage", "promptStanding"));
  }
}
