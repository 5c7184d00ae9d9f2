/**
 * The fire card (Striker 8.A-8.B): what the firers chose and at what range, and for the target
 * and each further team in the danger space or burst its casualties by trooper (0 is the leader,
 * Striker 4.A), applied one team at a time. Its Morale buttons check the teams that must, each for
 * the reasons the card keeps. The GM applies the casualties the rules give from the attack it keeps
 * and its dice, not those it lists.
 */
import { field, type NumberSpec } from "../../../core/schema";
import { defineCardKind } from "../../../system/cards/card-kind";
import { VISIBILITY_STATUSES } from "../rules/team-status";
import { SPOTTING_STATUSES } from "../rules/spotting";
import { SOLDIERS_PER_TEAM } from "../rules/forces";
import { COVER_CHOICES, TARGET_MOVEMENT } from "../view/fire-plan";
import { FIRE_RECORD_FIELDS, recordedCasualties } from "../view/fire-record";
import { replayDice } from "./replay-dice";
import { confirmFire } from "./fire-confirm";
import { judgeFirersAsRecorded } from "./fire-firers-recorded";
import { MORALE_REASONS } from "../view/morale-after-fire";

/** Metres on the board: any distance from 0 up. */
const METRES: NumberSpec = { kind: "number", initial: 0, min: 0 };

export const FIRE_CARD = defineCardKind({
  id: "strFire",
  ruleSet: "striker",
  template: "striker/cards/fire.hbs",
  payload: {
    options: field.object({
      weapon: field.string(),
      ammo: field.string(),
      moved: field.boolean(),
      pickedUpWeapon: field.boolean(),
      targetStatus: field.choice(VISIBILITY_STATUSES, "open"),
      targetMovement: field.choice(TARGET_MOVEMENT, "stationary"),
      cover: field.choice(COVER_CHOICES, "none"),
    }),
    rangeM: METRES,
    firers: field.array(field.string()),
    target: field.string(),
    /**
     * The target's cover as the board showed it (Striker 7.A.2, 8.B.2), beside the firer's choice in
     * `options.cover`: where they differ the card says so. Empty on a card from before it was kept.
     */
    boardCover: field.optionalChoice(COVER_CHOICES),
    /**
     * The target's status as its markers and the board showed it (Striker 7.A.1.c, 7.A.2-3), beside
     * the firer's call in `options.targetStatus`: where they differ the card says so. Empty on a
     * card from before it was kept.
     */
    boardStatus: field.optionalChoice(SPOTTING_STATUSES),
    /** Striker 8.C.1: the teams whose Morale this fire calls for, by actor UUID; only they roll from it. */
    moraleDue: field.array(field.string()),
    /**
     * Striker 8.C.1: why each of those teams checks, by actor UUID, as the card lists it. A team's
     * morale card works its reasons out again from the GM's ledger copy of the attack and dice
     * (cards/fire-reasons.ts), never from the button, which the card's author could rewrite; only
     * the claim that a team saw casualties nearby, which rests on where the teams stood, is read
     * from here, and only where the dice gave another team casualties. Empty on a card from before it was kept.
     */
    moraleReasons: field.array(field.object({ uuid: field.string(), reasons: field.array(field.choice(MORALE_REASONS, "casualties"), undefined, MORALE_REASONS.length) })),
    /**
     * The attack as the rules read it, so the GM works each team's casualties out again from the
     * card's dice. A card from before it was kept has none, and its Apply is refused.
     */
    attack: field.object(FIRE_RECORD_FIELDS),
  },
  // Striker 4.A: troopers of a team count from 0 to 3.
  targetData: { kind: field.choice(["casualties"], "casualties"), casualties: field.array(field.integer(0, 0, SOLDIERS_PER_TEAM - 1)) },
  buttons: ["applyResult", "strMorale"],
  derive({ payload, dice }) {
    const casualties = replayDice(dice, (source) => recordedCasualties(payload.attack, source));
    if (!casualties) return null;
    return Object.fromEntries(Object.entries(casualties).map(([key, c]) => [key, { markers: {}, data: { kind: "casualties" as const, casualties: c } }]));
  },
  confirm: confirmFire,
  // each firer's condition, held to its markers as the card comes in (cards/fire-firers-recorded.ts)
  recorded: judgeFirersAsRecorded,
});
