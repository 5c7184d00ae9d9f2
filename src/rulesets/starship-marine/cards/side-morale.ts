/**
 * The ship morale and attacker morale cards (Starship Marine 3.12, 3.13). Only the GM rolls these
 * tests, from the tracker's side panel, and his client records the result on the combat as it rolls;
 * the card tells the table. Nothing is applied from the card, so a card a player writes changes nothing:
 * a demoralised ship's card offers the GM the surrender, which reads the combat's record, not the card.
 */
import { defineCardKind } from "../../../system/cards/card-kind";

export const SSM_SHIP_MORALE_CARD = defineCardKind({ id: "ssmShipMorale", ruleSet: "starship-marine", template: "starship-marine/cards/ship-morale.hbs", buttons: ["ssmSurrender"] });
/** 3.12: the surrender the GM carried out, told to the table. */
export const SSM_SURRENDER_CARD = defineCardKind({ id: "ssmSurrender", ruleSet: "starship-marine", template: "starship-marine/cards/surrender.hbs" });
export const SSM_ATTACKER_MORALE_CARD = defineCardKind({ id: "ssmAttackerMorale", ruleSet: "starship-marine", template: "starship-marine/cards/attacker-morale.hbs" });
