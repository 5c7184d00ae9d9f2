/**
 * The individual morale card (Starship Marine 3.14): the tester, the trigger, each factor, the 1d6
 * and the result (SSM-13), with an Apply that puts the result's marker on the figure: Move no
 * closer, Duck back or Surrendered. The GM works it out again from the situation the card keeps,
 * lands it only on the figure that tested, and lands one answer to a fire card's call per figure.
 */
import { field } from "../../../core/schema";
import { defineCardKind } from "../../../system/cards/card-kind";
import { facesOfRoll, refusedAsNull } from "../../../core/dice-replay";
import { resolveIndividualMorale, MORALE_TRIGGERS, TESTER_KINDS, type IndividualMorale } from "../rules/individual-morale";
import { NON_MARINE_CLASSES } from "../rules/experience";
import { SSM_MARKER } from "../rules/markers";
import { confirmMorale, FIRE_MORALE_PROMPT } from "./morale-confirm";

export const MORALE_RECORD = {
  key: field.string(),
  trigger: field.choice(MORALE_TRIGGERS, "firstUnderFire"),
  tester: field.object({ kind: field.choice(TESTER_KINDS, "crewman"), marine: field.boolean(), experience: field.choice(NON_MARINE_CLASSES, "experienced") }),
  situation: field.object({
    friendlyCasualtiesInSight: field.integer(0, 0, 99),
    enemyCasualtiesInSight: field.integer(0, 0, 99),
    underCloseFire: field.boolean(),
    friendlyMarinesNear: field.boolean(),
    friendlyCombatRobotsNear: field.boolean(),
    defenderShipPoor: field.boolean(),
    officerLeading: field.boolean(),
    outnumbered: field.boolean(),
  }),
};

/** The marker each result puts on the tester; none for no restrictions. */
export const MORALE_RESULT_MARKER: Readonly<Record<IndividualMorale, string | null>> = {
  noRestrictions: null,
  moveNoCloser: SSM_MARKER.moveNoCloser,
  duckBack: SSM_MARKER.duckBack,
  surrender: SSM_MARKER.surrendered,
};

export const SSM_MORALE_CARD = defineCardKind({
  id: "ssmMorale",
  ruleSet: "starship-marine",
  template: "starship-marine/cards/morale.hbs",
  payload: MORALE_RECORD,
  buttons: ["applyResult"],
  // 3.14: the figure tests itself, as its sheet shows it (cards/morale-confirm.ts)
  confirm: confirmMorale,
  // 3.14 a: a test a fire card's button called answers it once per figure; one from the sheet answers none
  prompt: FIRE_MORALE_PROMPT,
  derive({ payload, dice }) {
    const d6 = facesOfRoll(dice[0], 6, 1)?.[0];
    if (d6 === undefined || dice.length !== 1 || payload.key === "") return null;
    const result = refusedAsNull(() => resolveIndividualMorale(payload.tester, payload.situation, d6));
    const marker = result ? MORALE_RESULT_MARKER[result.result] : null;
    return marker ? { [payload.key]: { markers: { [marker]: 1 }, data: {} } } : null;
  },
});
