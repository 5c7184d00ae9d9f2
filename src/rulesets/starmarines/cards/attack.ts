/**
 * The StarMarines attack card (IX-A, IX-B, IX-G): the aim dice and the die kept, the modifiers, the
 * attack against the armour roll, then damage against toughness and the table row, with an Apply
 * that lands the result through the GM. The GM's client judges the board the shot was fired on as it
 * records the card (actions/attack-board.ts); at Apply it works the result out again from the card's
 * record and its dice, and checks the weapon and the target against their documents. A shot
 * fired from the GM's Overwatch call (VIII-E) names it, and lands only as the watcher's first answer.
 */
import { defineCardKind } from "../../../system/cards/card-kind";
import { field } from "../../../core/schema";
import { facesOfRoll, refusedAsNull } from "../../../core/dice-replay";
import { aimDiceCount, coverNegatesWeaponAim, netAim } from "../rules/aim";
import { resolveAttack, type AttackResult } from "../rules/attack";
import { ATTACK_RECORD } from "./attack-record";
import { attackMarkers } from "../view/attack-card";
import { confirmAttack } from "../actions/attack-confirm";
import { SMR_ATTACK_KIND } from "../actions/attacks-this-turn";
import { judgeAttackBoard } from "../actions/attack-board";
import type { ReadonlySchemaValue } from "../../../system/cards/card-schema";

type Dice = readonly { readonly formula: string; readonly faces: readonly number[] }[];

/** The attack worked out again from a card's record and its four Rolls; null when they do not fit. */
export function replayAttack(payload: ReadonlySchemaValue<typeof ATTACK_RECORD>, dice: Dice): AttackResult | null {
  const s = payload.situation;
  const aim = refusedAsNull(() => netAim(s.unitAim, payload.weapon.aim, coverNegatesWeaponAim(s.cover, payload.weapon.frag)));
  if (aim === null || dice.length !== 4) return null;
  const aimFaces = facesOfRoll(dice[0], 6, aimDiceCount(aim));
  const [armour, damage, toughness] = [1, 2, 3].map((i) => facesOfRoll(dice[i], 6, 1)?.[0]);
  if (!aimFaces || armour === undefined || damage === undefined || toughness === undefined) return null;
  const target = { ...payload.target, walker: payload.target.walker === "" ? null : payload.target.walker };
  return refusedAsNull(() => resolveAttack(payload.weapon, target, s, { aim: aimFaces, armour, damage, toughness }));
}

export const SMR_ATTACK_CARD = defineCardKind({
  id: SMR_ATTACK_KIND,
  ruleSet: "starmarines",
  template: "starmarines/cards/attack.hbs",
  payload: ATTACK_RECORD,
  // SMR-3: what the hit did, so that Apply can call the friends next to a soldier wounded or killed
  targetData: { outcome: field.string("") },
  buttons: ["applyResult"],
  derive({ payload, dice }) {
    const result = replayAttack(payload, dice);
    if (!result || payload.target.key === "") return null;
    const markers = attackMarkers(result);
    return Object.keys(markers).length > 0 ? { [payload.target.key]: { markers, data: { outcome: result.outcome } } } : null;
  },
  // IX-C, IX-E, X, SMR-8: the board as it stood when the shot was rolled, judged as the card comes in
  recorded: (card) => judgeAttackBoard(card),
  confirm: (input, at) => confirmAttack(input.payload, input.actorUuid, input.targets, at),
  // VIII-E, SMR-10: a shot fired from the GM's Overwatch call answers it, once per watcher (the first
  // the GM recorded lands); a shot from the sheet answers none (actions/attack-confirm.ts)
  prompt: { by: ["smrOverwatch"], fromGm: true },
});
