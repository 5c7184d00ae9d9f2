/**
 * The StarMarines morale card (IX-D): the unit's Morale with each modifier, the d6 and whether it
 * held, or why it needed no die; its Apply marks the unit Broken, or Passed Morale for the rest of
 * the turn. The GM works the result out again from the situation the card keeps and its die, and
 * judges a claim to need no die as it records the card (actions/morale-claim.ts).
 */
import { field } from "../../../core/schema";
import { defineCardKind } from "../../../system/cards/card-kind";
import { facesOfRoll, refusedAsNull } from "../../../core/dice-replay";
import { checkMorale } from "../rules/morale";
import { EXPERIENCE_LEVELS } from "../rules/experience";
import { moraleMarkers } from "../view/morale-card";
import { confirmMorale, NOT_ITS_OWN } from "../actions/morale-confirm";
import { judgeMoraleClaim } from "../actions/morale-claim";
import { promptListsActor } from "../../../core/card-prompts";
import type { CardSnapshot } from "../../../core/card-ledger";

export const MORALE_RECORD = {
  key: field.string(),
  situation: field.object({
    morale: field.integer(0, 0, 12),
    experience: field.choice(EXPERIENCE_LEVELS, "average"),
    kind: field.choice(["soldier", "vehicle"] as const, "soldier"),
    hero: field.boolean(),
    neverFails: field.boolean(),
    adjacentUnbrokenFriends: field.integer(0, 0, 6),
    adjacentFriendlyHero: field.boolean(),
    inLeaderRange: field.boolean(),
    passedThisTurn: field.boolean(),
    retreatBlockedByEnemy: field.boolean(),
    broken: field.boolean(),
  }),
};

/**
 * IX-D: whether a card claims its unit passed a check this turn. A unit that passed posts no check
 * (actions/morale.ts), so only a card written by hand claims it, on the player's word, where the
 * unit's Passed Morale marker is what says it (actions/morale-confirm.ts).
 */
function claimsPassedThisTurn(card: CardSnapshot): boolean {
  const situation = card.payload.situation;
  return typeof situation === "object" && situation !== null && (situation as Record<string, unknown>).passedThisTurn === true;
}

export const SMR_MORALE_CARD = defineCardKind({
  id: "smrMorale",
  ruleSet: "starmarines",
  template: "starmarines/cards/morale.hbs",
  payload: MORALE_RECORD,
  buttons: ["applyResult"],
  derive({ payload, dice }) {
    const die = facesOfRoll(dice[0], 6, 1)?.[0];
    if (die === undefined || dice.length !== 1 || payload.key === "") return null;
    const result = refusedAsNull(() => checkMorale(payload.situation, die));
    const markers = result ? moraleMarkers(result, payload.situation) : {};
    return Object.keys(markers).length > 0 ? { [payload.key]: { markers, data: {} } } : null;
  },
  confirm: ({ payload, actorUuid, targets, dice }, at) => confirmMorale(payload, actorUuid, targets, dice, at),
  // IX-D: a result listed for another unit than the one the card was posted for is read from the
  // card alone, so it proves the card forged; the unit's sheet, markers and board are read at Apply
  // and may have changed since the roll (the owner writes the sheet), so they prove nothing
  forgeryReasons: [NOT_ITS_OWN],
  // IX-D, III, IV-f, SMR-6: a check claiming no die is needed carries nothing to Apply; the GM's
  // client holds the claim to the unit and the board as it records the card, and refuses a false one
  recorded: judgeMoraleClaim,
  // SMR-3: a check the GM's client called (actions/morale-prompt.ts) answers its prompt once per
  // soldier; one rolled from the sheet answers none. IX-D: a card that excuses its soldier as having
  // passed this turn (no die, nothing to Apply) counts as no answer, and says so on every client:
  // a unit that passed posts no check, so the claim is the player's word, not the unit's marker
  prompt: { by: ["smrMoralePrompt"], fromGm: true, calls: (prompt, answer) => promptListsActor(prompt, answer) && !claimsPassedThisTurn(answer) },
});
