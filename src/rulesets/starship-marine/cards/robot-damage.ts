/**
 * The robot cards (Starship Marine 3.7, 3.11): the 1d6 a combat robot's first hit calls for and its
 * result, and the ship's robots switched off or on from Main Control; both marked by the GM's client.
 */
import { defineCardKind } from "../../../system/cards/card-kind";

export const SSM_ROBOT_DAMAGE_CARD = defineCardKind({ id: "ssmRobotDamage", ruleSet: "starship-marine", template: "starship-marine/cards/robot-damage.hbs" });
export const SSM_ROBOT_SWITCH_CARD = defineCardKind({ id: "ssmRobotSwitch", ruleSet: "starship-marine", template: "starship-marine/cards/robot-switch.hbs" });
