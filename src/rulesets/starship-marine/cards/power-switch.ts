/**
 * The power card (Starship Marine 3.11): a ship's system switched off or on from Power Control, told
 * to the table by the GM's client. It has no buttons: the combat already records the power.
 */
import { defineCardKind } from "../../../system/cards/card-kind";

export const SSM_POWER_SWITCH_CARD = defineCardKind({ id: "ssmPowerSwitch", ruleSet: "starship-marine", template: "starship-marine/cards/power-switch.hbs" });
