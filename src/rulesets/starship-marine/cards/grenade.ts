/**
 * The grenade card (Starship Marine 3.6): the throw (automatic, or its 1d6 against the table), and
 * each figure within 8 cm of where it lands with its effect 1d10 (read 0-9, SSM-1; a Veteran Marine
 * thrower's +1, SSM-28) and an Apply for each one hit: a casualty, or a robot's hit (3.7). The GM
 * works every figure's result out again from the throw and the dice the card keeps, and checks the
 * thrower's sheet and the point aimed at on the board. The card itself costs the squad its grenade,
 * on the GM's client as it is recorded (3.16, cards/grenade-spend.ts).
 */
import { field } from "../../../core/schema";
import { defineCardKind } from "../../../system/cards/card-kind";
import { facesOfRoll, refusedAsNull } from "../../../core/dice-replay";
import { grenadeEffect, resolveThrow } from "../rules/grenades";
import { ENVIRONMENTS } from "../rules/environment";
import { NON_MARINE_CLASSES } from "../rules/experience";
import { ROBOT_KINDS } from "../rules/robots";
import { hitMarkers } from "./fire";
import { actorFactsProblem, figureFactsProblem } from "./target-figure";
import { grenadeBoardProblem } from "./grenade-board";
import { grenadeSpendProblem, spendForGrenadeCard } from "./grenade-spend";
import { refuseBarredFirer } from "./firer-barred";

export const GRENADE_RECORD = {
  rangeCm: { kind: "number", initial: 0, min: 0 } as const,
  inSight: field.boolean(true),
  environment: field.choice(ENVIRONMENTS, "zeroG"),
  thrower: field.object({ robot: field.boolean(), marine: field.boolean(), experience: field.choice(NON_MARINE_CLASSES, "experienced"), wounded: field.boolean() }),
  /** 3.6: the designated point, on the thrower's scene in its pixels, that the radius is measured from. */
  aim: field.object({ sceneId: field.string(), x: { kind: "number", initial: 0 } as const, y: { kind: "number", initial: 0 } as const }),
  /** Every figure within the radius, in the order their effect dice were rolled. */
  victims: field.array(field.object({ key: field.string(), armoured: field.boolean(), robot: field.optionalChoice(ROBOT_KINDS) }), undefined, 100),
};

export const SSM_GRENADE_CARD = defineCardKind({
  id: "ssmGrenade",
  ruleSet: "starship-marine",
  template: "starship-marine/cards/grenade.hbs",
  payload: GRENADE_RECORD,
  buttons: ["applyResult"],
  derive({ payload, dice }) {
    const needs = refusedAsNull(() => resolveThrow(payload, 1));
    if (!needs?.allowed) return null;
    // an automatic throw rolls no d6
    const automatic = needs.needed === 0;
    const d6 = automatic ? null : (facesOfRoll(dice[0], 6, 1)?.[0] ?? null);
    if (!automatic && d6 === null) return null;
    const thrown = refusedAsNull(() => resolveThrow(payload, d6));
    if (!thrown?.allowed) return null;
    const effects = dice.slice(automatic ? 0 : 1);
    if (effects.length !== payload.victims.length) return null;
    const bonus = payload.thrower.marine && payload.thrower.experience === "veteran" ? 1 : 0;
    const out: Record<string, { markers: Record<string, number>; data: Record<string, never> }> = {};
    for (const [i, v] of payload.victims.entries()) {
      const face = facesOfRoll(effects[i], 10, 1)?.[0];
      if (face === undefined || v.key === "") return null;
      if (grenadeEffect({ armoured: v.armoured, good: thrown.good, throwerBonus: bonus }, face).hit) out[v.key] = { markers: hitMarkers(v.robot), data: {} };
    }
    return out;
  },
  // 3.6, 3.7: the thrower must be, on its sheet, the robot or not, Marine and experience the card
  // kept (4.7, SSM-28: a Veteran Marine's +1); the figure hit must stand within the radius of the
  // point aimed at, thrown no nearer than the board shows (cards/grenade-board.ts); and it must be,
  // on its sheet, as armoured and the robot the card kept
  // 3.16: first, that the GM's client took this card's grenade off the squad's record (cards/grenade-spend.ts)
  confirm: async ({ payload, actorUuid, targets }, { messageId, targetKey }) =>
    (await grenadeSpendProblem(messageId)) ??
    (await actorFactsProblem(actorUuid, { robot: payload.thrower.robot, marine: payload.thrower.marine, experience: payload.thrower.experience })) ??
    grenadeBoardProblem(payload, actorUuid, targetKey) ??
    figureFactsProblem(payload.victims.find((v) => v.key === targetKey), targets, targetKey),
  // 2.3, 3.2, 3.5, 3.17: a thrower its markers bar, as the GM's client records the card, lands
  // nothing and spends nothing (cards/firer-barred.ts); 3.16, SSM-21: otherwise each card recorded
  // costs its squad one grenade, or is refused when none is left
  recorded: async (card) => {
    if (!(await refuseBarredFirer(card))) await spendForGrenadeCard(card);
  },
});
