/** Every card kind Starship Marine posts (the kit handles Apply); the table exports this list (table.ts). */
import { cardKindEntry, type CardKindRegistration } from "../../../system/cards/card-registry";
import { SSM_FIRE_CARD } from "./fire";
import { SSM_MORALE_CARD } from "./morale";
import { SSM_HAND_TO_HAND_CARD } from "./hand-to-hand";
import { SSM_GRENADE_CARD } from "./grenade";
import { SSM_ROBOT_DAMAGE_CARD, SSM_ROBOT_SWITCH_CARD } from "./robot-damage";
import { SSM_POWER_SWITCH_CARD } from "./power-switch";
import { SSM_ATTACKER_MORALE_CARD, SSM_SHIP_MORALE_CARD, SSM_SURRENDER_CARD } from "./side-morale";
import { carryOutSurrender } from "../actions/ship-surrender";
import { onFirstUnderFire } from "../actions/morale";
import { SSM_BARRIER_CARD, SSM_DOOR_ATTACK_CARD, SSM_DOOR_CONTROL_CARD, SSM_DOOR_ROLL_CARD } from "./door";
import { SSM_APGW_CARD } from "./apgw";
import { SSM_SUPERCHARGE_CARD } from "./supercharge";

export const STARSHIP_MARINE_CARD_KINDS: readonly CardKindRegistration[] = [
  cardKindEntry(SSM_FIRE_CARD, { ssmFirstFire: onFirstUnderFire }),
  cardKindEntry(SSM_APGW_CARD, { ssmFirstFire: onFirstUnderFire }),
  cardKindEntry(SSM_MORALE_CARD),
  cardKindEntry(SSM_HAND_TO_HAND_CARD),
  cardKindEntry(SSM_GRENADE_CARD),
  cardKindEntry(SSM_ROBOT_DAMAGE_CARD),
  cardKindEntry(SSM_ROBOT_SWITCH_CARD),
  cardKindEntry(SSM_POWER_SWITCH_CARD),
  cardKindEntry(SSM_SHIP_MORALE_CARD, { ssmSurrender: () => carryOutSurrender(game.combat) }),
  cardKindEntry(SSM_SURRENDER_CARD),
  cardKindEntry(SSM_ATTACKER_MORALE_CARD),
  cardKindEntry(SSM_DOOR_ATTACK_CARD),
  cardKindEntry(SSM_DOOR_ROLL_CARD),
  cardKindEntry(SSM_DOOR_CONTROL_CARD),
  cardKindEntry(SSM_BARRIER_CARD),
  cardKindEntry(SSM_SUPERCHARGE_CARD),
];
