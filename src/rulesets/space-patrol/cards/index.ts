/**
 * Every card kind Space Patrol! posts, with the handlers of the buttons each carries (the kit
 * handles Apply). ruleset.ts registers this list.
 */
import { cardKindEntry, type CardKindRegistration } from "../../../system/cards/card-registry";
import { FIRE_CARD, GRENADE_CARD, MELEE_CARD } from "./attacks";
import { HUNKER_CARD, RELOAD_CARD, SECOND_MOVE_CARD, SP_DOG_FIGHT_CARD, SP_ZERO_G_CARD, STEADY_AIM_CARD } from "./actions";
import { DEVICE_CARD, MEDICINE_CARD, RECOVERY_CARD } from "./care";
import { CREW_DAMAGE_CARD } from "./crew-damage";
import { MORALE_PROMPT_CARD, MORALE_RESULT_CARD, NPC_MORALE_CARD, NPC_MORALE_PROMPT_CARD, RALLY_CARD } from "./morale";
import { onCountNpcMorale, onNpcSurrender } from "../actions/npc-morale";
import { FIRE_MISSION_CARD, INDIRECT_FIRE_CARD } from "./indirect-fire";
import { onCorrectFire, onFireForEffect } from "../actions/indirect-fire";
import { OVERWATCH_CARD } from "./overwatch";
import { SUPPRESSION_CARD, SUPPRESSION_ENDED_CARD } from "./suppression";
import { TASK_CARD } from "./task";
import { PSI_CARD } from "./psionics";
import { VEHICLE_REPAIR_CARD } from "./vehicle-repair";
import { VEHICLE_TURN_CARD } from "./vehicle-turn";
import { SP_VEHICLE_PD_RESERVED_CARD, SP_VEHICLE_SHOOT_DOWN_CARD } from "./vehicle-point-defense";
import { SP_ZERO_G_MOVE_CARD } from "./zero-g-move";
import { SP_PLUMMET_CARD, SP_PLUMMET_CHOICE_CARD, SP_PLUMMET_CRASH_CARD } from "./plummet";
import { onPlummetCrash, onPlummetEscape, onPlummetSpend } from "../actions/plummet";
import { SP_COMMAND_CARD, SP_CREATION_CARD } from "./creation";
import { INITIATIVE_CARD, SP_SPACE_INITIATIVE_CARD, START_OF_TURN_CARD, SURPRISE_CARD } from "./turn";
import { SP_SPACE_DEFENSE_CARD, SP_SPACE_FIRE_CARD, SP_SPACE_MANEUVER_CARD, SP_SPACE_PBF_CARD, SP_SPACE_REPAIR_CARD, SP_SPACE_SCAN_CARD, SP_SPACE_WARP_CARD, SP_SPACE_WARPED_CARD, SP_POLARITY_CARD, SP_BOARDING_CARD, SP_BOARDING_DICE_CARD, SP_VACUUM_CARD, SP_VACUUM_FATE_CARD } from "./space";
import { onVacuumPerish, onVacuumSpend } from "../actions/hull-breach";
import { SP_SCRATCH_CARD } from "./hero-points";
import { onSpaceTactics } from "../turn/space-tactics";
import { onManeuverTactics } from "../turn/maneuver-tactics";
import { onSpaceFireTactics } from "../turn/space-fire-tactics";
import { onFireTactics } from "../turn/fire-tactics";
import { onFireNotSoFast } from "../turn/fire-not-so-fast";
import { onMeleeTactics } from "../turn/melee-tactics";
import { onMeleeNotSoFast } from "../turn/melee-not-so-fast";
import { onNotSoFast } from "../actions/asset-task";
import { onTacticsButton } from "../turn/activate";
import { onRollCrewDamage } from "../actions/crew-damage";
import { onRollMorale } from "../actions/morale-roll";
import { onOverwatchShot } from "../actions/overwatch";
import { onRollStartOfTurn } from "../actions/start-of-turn";

export const SPACE_PATROL_CARD_KINDS: readonly CardKindRegistration[] = [
  cardKindEntry(TASK_CARD, { spNotSoFast: onNotSoFast, spTactics: onTacticsButton }),
  cardKindEntry(FIRE_CARD, { spFireTactics: onFireTactics, spFireNotSoFast: onFireNotSoFast }),
  cardKindEntry(SP_CREATION_CARD),
  cardKindEntry(SP_COMMAND_CARD),
  cardKindEntry(MELEE_CARD, { spMeleeTactics: onMeleeTactics, spMeleeNotSoFast: onMeleeNotSoFast }),
  cardKindEntry(GRENADE_CARD),
  cardKindEntry(CREW_DAMAGE_CARD, { spCrewDamage: onRollCrewDamage }),
  cardKindEntry(START_OF_TURN_CARD, { spStartOfTurn: onRollStartOfTurn }),
  cardKindEntry(INITIATIVE_CARD),
  cardKindEntry(SURPRISE_CARD),
  cardKindEntry(SP_SPACE_INITIATIVE_CARD),
  cardKindEntry(SP_SPACE_SCAN_CARD, { spSpaceTactics: onSpaceTactics }),
  cardKindEntry(SP_SPACE_FIRE_CARD, { spSpaceFireTactics: onSpaceFireTactics }),
  cardKindEntry(SP_SPACE_MANEUVER_CARD, { spManeuverTactics: onManeuverTactics }),
  cardKindEntry(SP_SPACE_REPAIR_CARD),
  cardKindEntry(SP_SPACE_DEFENSE_CARD),
  cardKindEntry(SP_SPACE_PBF_CARD),
  cardKindEntry(SP_SPACE_WARP_CARD),
  cardKindEntry(SP_SPACE_WARPED_CARD),
  cardKindEntry(SP_POLARITY_CARD),
  cardKindEntry(SP_SCRATCH_CARD),
  cardKindEntry(SP_BOARDING_CARD),
  cardKindEntry(SP_BOARDING_DICE_CARD),
  cardKindEntry(SP_VACUUM_CARD, { spVacuumSpend: onVacuumSpend, spVacuumPerish: onVacuumPerish }),
  cardKindEntry(SP_VACUUM_FATE_CARD),
  cardKindEntry(MORALE_PROMPT_CARD, { spMoraleRoll: onRollMorale }),
  cardKindEntry(MORALE_RESULT_CARD),
  cardKindEntry(RALLY_CARD),
  cardKindEntry(NPC_MORALE_PROMPT_CARD, { spNpcMoraleCount: onCountNpcMorale }),
  cardKindEntry(NPC_MORALE_CARD, { spNpcSurrender: onNpcSurrender }),
  cardKindEntry(FIRE_MISSION_CARD, { spCorrectFire: onCorrectFire, spFireForEffect: onFireForEffect }),
  cardKindEntry(INDIRECT_FIRE_CARD),
  cardKindEntry(MEDICINE_CARD),
  cardKindEntry(DEVICE_CARD),
  cardKindEntry(RECOVERY_CARD),
  cardKindEntry(SUPPRESSION_CARD),
  cardKindEntry(SUPPRESSION_ENDED_CARD),
  cardKindEntry(OVERWATCH_CARD, { spOverwatchShot: onOverwatchShot }),
  cardKindEntry(STEADY_AIM_CARD),
  cardKindEntry(HUNKER_CARD),
  cardKindEntry(SP_ZERO_G_CARD),
  cardKindEntry(SP_DOG_FIGHT_CARD),
  cardKindEntry(RELOAD_CARD),
  cardKindEntry(SECOND_MOVE_CARD),
  cardKindEntry(PSI_CARD),
  cardKindEntry(VEHICLE_REPAIR_CARD),
  cardKindEntry(VEHICLE_TURN_CARD),
  cardKindEntry(SP_VEHICLE_PD_RESERVED_CARD),
  cardKindEntry(SP_VEHICLE_SHOOT_DOWN_CARD),
  cardKindEntry(SP_ZERO_G_MOVE_CARD),
  cardKindEntry(SP_PLUMMET_CARD, { spPlummetEscape: onPlummetEscape, spPlummetSpend: onPlummetSpend, spPlummetCrash: onPlummetCrash }),
  cardKindEntry(SP_PLUMMET_CHOICE_CARD),
  cardKindEntry(SP_PLUMMET_CRASH_CARD),
];
