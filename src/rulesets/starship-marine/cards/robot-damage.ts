/** The robot damage card (Starship Marine 3.7): the 1d6 a combat robot's first hit calls for, and its result, marked by the GM's client. */
import { defineCardKind } from "../../../system/cards/card-kind";

export const SSM_ROBOT_DAMAGE_CARD = defineCardKind({ id: "ssmRobotDamage", ruleSet: "starship-marine", template: "starship-marine/cards/robot-damage.hbs" });
