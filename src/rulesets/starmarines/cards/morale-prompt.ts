/** The StarMarines morale prompt (IX-D, SMR-3): the friends of a soldier just wounded or killed, called to check. */
import { defineCardKind } from "../../../system/cards/card-kind";

export const SMR_MORALE_PROMPT_CARD = defineCardKind({ id: "smrMoralePrompt", ruleSet: "starmarines", template: "starmarines/cards/morale-prompt.hbs", buttons: ["smrMoraleCheck"] });
