/**
 * The door cards (Starship Marine 3.8, 3.9): an attack on a door as the GM's client recorded it (an
 * SCA shot, a charge placed or set off, with the points fired at the door this move), and step h's
 * rolls for every door fired at. The GM's client writes the door's record before posting either,
 * so nothing is applied from the card and a card a player writes changes nothing.
 */
import { defineCardKind } from "../../../system/cards/card-kind";
import { field } from "../../../core/schema";

/**
 * The payload says whether the figure's SCA fired at the door (3.8), so the GM's ledger counts that
 * shot as the weapon's fire of the move (cards/fired-this-move.ts); a charge placed or set off is not.
 */
export const SSM_DOOR_ATTACK_CARD = defineCardKind({ id: "ssmDoorAttack", ruleSet: "starship-marine", template: "starship-marine/cards/door-attack.hbs", payload: { scaFired: field.boolean() }, buttons: ["showOnBoard"] });
/** Each door's row carries the kit's Show button: walls have no names, so the card points at the door. */
export const SSM_DOOR_ROLL_CARD = defineCardKind({ id: "ssmDoorRoll", ruleSet: "starship-marine", template: "starship-marine/cards/door-roll.hbs", buttons: ["showOnBoard"] });
/** 3.8, 3.11: the doors a manned control room set, as the GM changed them. */
export const SSM_DOOR_CONTROL_CARD = defineCardKind({ id: "ssmDoorControl", ruleSet: "starship-marine", template: "starship-marine/cards/door-control.hbs" });
/** 4.10: a SpaceFoam or WirePod barrier placed or set off, as the GM recorded it. */
export const SSM_BARRIER_CARD = defineCardKind({ id: "ssmBarrier", ruleSet: "starship-marine", template: "starship-marine/cards/barrier.hbs" });
