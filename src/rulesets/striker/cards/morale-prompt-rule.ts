/**
 * Which fire card calls a team to check morale (Striker 8.C.1), as the GM's client judges a morale
 * card that answers one (core/card-prompts.ts): the fire card's own attack and dice, replayed from
 * the GM's record of it, give the team a reason to check (cards/fire-reasons.ts). The list of teams
 * the fire card's author wrote is read only where its attack does not replay (a card from before
 * the attack was kept). A morale check rolled from the sheet answers no prompt and is not judged.
 */
import type { CardSnapshot } from "../../../core/card-ledger";
import type { PromptRule } from "../../../core/card-prompts";
import { readRecordedPayload } from "../../../system/cards/read-card";
import { FIRE_CARD } from "./fire";
import { fireMoraleCheck } from "./fire-reasons";

/** Whether the fire card `prompt` calls the morale card's team to check. */
export function fireCallsTeam(prompt: CardSnapshot, answer: CardSnapshot): boolean {
  const payload = readRecordedPayload(FIRE_CARD, prompt.payload);
  if (!payload || answer.actorUuid === "") return false;
  const reasons = fireMoraleCheck({ payload, targets: prompt.targets, dice: prompt.dice }, answer.actorUuid);
  return reasons ? reasons.length > 0 : payload.moraleDue.includes(answer.actorUuid);
}

/** A morale card answers the fire card whose Morale button called it, once per team. */
export const FIRE_MORALE_PROMPT: PromptRule = { by: [FIRE_CARD.id], calls: fireCallsTeam };
