/**
 * The space combat cards (Guide 7): maneuvers (7.5), repairs (7.13), the scanner card of identify and lock (7.6), and space fire
 * (7.8), whose result the GM's client worked out itself: Apply lands only a card a GM posted.
 */
import { field } from "../../../core/schema";
import { defineCardKind } from "../../../system/cards/card-kind";
import { SCAN_RECORD } from "./space-scan-record";
import { MANEUVER_RECORD } from "./space-maneuver-record";
import { SPACE_FIRE_RECORD } from "./space-fire-record";

/** Guide 7.6: the scanner card; either side may spend its Tactics Pool on each roll (7.3). */
export const SP_SPACE_SCAN_CARD = defineCardKind({
  id: "spSpaceScan",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/space-scan.hbs",
  payload: SCAN_RECORD,
  buttons: ["spSpaceTactics"],
  resolvedByGm: true,
});

export const SP_SPACE_FIRE_CARD = defineCardKind({
  id: "spSpaceFire",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/space-fire.hbs",
  // Guide 7.3: either side may spend its Tactics Pool on each attack roll until a ship is applied
  payload: SPACE_FIRE_RECORD,
  // Guide 7.12: an exploded ship is out; Crew Damage is prompted on Apply (actions/care-apply.ts)
  targetData: { dead: field.boolean(), crewDamage: field.integer(0, 0) },
  buttons: ["applyResult", "spSpaceFireTactics"],
  resolvedByGm: true,
});

/**
 * Guide 7.5: a maneuver's roll and effects; its markers land on the GM's client as it is rolled.
 * Either side may spend Tactics on the roll of a maneuver whose outcome is the roll alone (7.3).
 */
export const SP_SPACE_MANEUVER_CARD = defineCardKind({
  id: "spSpaceManeuver",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/space-maneuver.hbs",
  payload: MANEUVER_RECORD,
  buttons: ["spManeuverTactics"],
  resolvedByGm: true,
});

/** Guide 7.13: a repair's roll; the marker comes off on the GM's client as it is rolled. */
export const SP_SPACE_REPAIR_CARD = defineCardKind({
  id: "spSpaceRepair",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/space-repair.hbs",
});

/** Guide 7.8: a turret reserved for point defense, recorded on the GM's client. */
export const SP_SPACE_DEFENSE_CARD = defineCardKind({
  id: "spSpaceDefense",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/space-defense.hbs",
});

/** Guide 7.9: the field raised or lowered, written on the GM's client. */
export const SP_SPACE_PBF_CARD = defineCardKind({
  id: "spSpacePbf",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/space-pbf.hbs",
});

/** Guide 7.7: the course set, or the drive energized and rolled, on the GM's client. */
export const SP_SPACE_WARP_CARD = defineCardKind({
  id: "spSpaceWarp",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/space-warp.hbs",
});

/** Guide 7.7: a ship that has gone into warp and left the battle. */
export const SP_SPACE_WARPED_CARD = defineCardKind({
  id: "spSpaceWarped",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/space-warped.hbs",
});

/** Guide 4.2: a Space Hero Point spent to turn a Wrecked or Explosion result into Heavy Penetration. */
export const SP_POLARITY_CARD = defineCardKind({
  id: "spReversePolarity",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/reverse-polarity.hbs",
});

/** Guide 7.11: a boarding, the fight moved to the boarded ship's deck scene. */
export const SP_BOARDING_CARD = defineCardKind({
  id: "spBoarding",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/boarding.hbs",
});

/** Guide 7.11: a boarding between NPC crews, settled with the dice-off. */
export const SP_BOARDING_DICE_CARD = defineCardKind({
  id: "spBoardingDiceOff",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/boarding-dice-off.hbs",
});

/**
 * Guide 6.10, 7.12: the ship is holed. Every crewman aboard is listed with their suit and its air;
 * each one without a suit has two buttons for their owner: spend a Space Hero Point, or die.
 */
export const SP_VACUUM_CARD = defineCardKind({
  id: "spVacuum",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/vacuum.hbs",
  buttons: ["spVacuumSpend", "spVacuumPerish"],
});

/** What one unsuited crewman chose when the hull was breached. */
export const SP_VACUUM_FATE_CARD = defineCardKind({
  id: "spVacuumFate",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/vacuum-fate.hbs",
  // Guide 6.10: a crewman's fate answers the hull-breach card the GM's client posted, once
  prompt: { by: ["spVacuum"], fromGm: true },
});
