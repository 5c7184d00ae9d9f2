/**
 * The hand-to-hand card (Starship Marine 3.15): both fighters' additions, their 1d10s (read 0-9,
 * SSM-1) and scores, and the winner; the loser is a casualty (SSM-5), with an Apply for him. A tie
 * is inconclusive that move. The GM works it out again from the fighters it keeps and its two dice.
 */
import { field } from "../../../core/schema";
import { defineCardKind } from "../../../system/cards/card-kind";
import { facesOfRoll, refusedAsNull } from "../../../core/dice-replay";
import { resolveHandToHand } from "../rules/hand-to-hand";
import { SSM_MARKER } from "../rules/markers";
import { handToHandProblem } from "./target-figure";

const FIGHTER = field.object({
  key: field.string(),
  kind: field.choice(["marine", "combatRobot", "crew", "clanker", "noCloseCombat"], "crew"),
  unarmed: field.boolean(),
  veteran: field.boolean(),
  enemiesTouching: field.integer(1, 1, 20),
});

export const CASUALTY = { [SSM_MARKER.casualty]: 1 };

export const SSM_HAND_TO_HAND_CARD = defineCardKind({
  id: "ssmHandToHand",
  ruleSet: "starship-marine",
  template: "starship-marine/cards/hand-to-hand.hbs",
  payload: { a: FIGHTER, b: FIGHTER },
  buttons: ["applyResult"],
  derive({ payload, dice }) {
    const fa = facesOfRoll(dice[0], 10, 1)?.[0];
    const fb = facesOfRoll(dice[1], 10, 1)?.[0];
    if (fa === undefined || fb === undefined || dice.length !== 2) return null;
    const result = refusedAsNull(() => resolveHandToHand(payload.a, payload.b, [fa, fb]));
    if (!result?.winner) return null;
    const loser = result.winner === "a" ? payload.b : payload.a;
    return loser.key ? { [loser.key]: { markers: CASUALTY, data: {} } } : null;
  },
  confirm: async ({ payload, actorUuid, targets }, { targetKey }) => handToHandProblem([payload.a, payload.b], actorUuid, targets, targetKey),
});
