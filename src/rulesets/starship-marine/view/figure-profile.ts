/**
 * A figure's profile as the sheet shows it, worked out from its troop type through the rules: its
 * moves in each environment (3.2, 4.1, 4.2; halved when wounded, 4.6), its line of Table 3.5 with
 * the score needed at each range on either kind of target (3.5) and what its own die gets from
 * experience and wounds (4.6, 4.7; a guided weapon's die takes its spotter's, 3.10, SSM-27), its
 * hand-to-hand addition (3.15), what it counts for morale (3.12, 3.13), how it fares as a casualty
 * (4.3), and what it may carry. Pure.
 */
import { leads, type Rank } from "../rules/command";
import { TROOP_TYPES, type TroopTypeId } from "../data/troop-types";
import { BASE_FIRE_FACTORS, RANGE_BANDS } from "../rules/fire-table";
import { ENVIRONMENTS } from "../rules/environment";
import { moveAllowance } from "../rules/movement";
import { experienceEffect, MARINE_CLASSES, NON_MARINE_CLASSES, type ExperienceClass } from "../rules/experience";
import { handToHandAdditions } from "../rules/hand-to-hand";
import { ATTACKER_MORALE_VALUE, SHIP_MORALE_VALUE } from "../rules/morale-strength";
import { FIRE_FACTORS } from "../rules/fire-factors";
import { HITS_TO_DESTROY } from "../rules/robots";
import { signed } from "../../../core/signed";

export interface FigureProfileInput {
  readonly troopType: TroopTypeId;
  readonly experience: ExperienceClass;
  readonly wounded: boolean;
  /** 3.3; absent reads as outside the hierarchy. */
  readonly rank?: Rank;
}

const label = (group: string, key: string) => `STARSKIRMISH.StarshipMarine.${group}.${key}`;

/** A die modifier as the sheet writes it: +1, -2, or 0. */

export function figureProfile(input: FigureProfileInput) {
  const type = TROOP_TYPES[input.troopType];
  // a Marine has no Raw class (4.7): a figure switched to a Marine reads as Experienced until set
  const experience: ExperienceClass = type.marine && input.experience === "raw" ? "experienced" : input.experience;
  const effect = experienceEffect(type.marine, experience);
  const wounded = type.marine && input.wounded;
  // 3.10, SSM-27: a guided missile's 1d10 takes its spotter's experience and wounds (actions/apgw.ts),
  // never the launcher's own, so a launcher's sheet names no modifier of its own
  const guided = type.weapon === "closeSupportApgw";
  const ownDie = effect.scaFire + (wounded ? FIRE_FACTORS.woundedFirer : 0);
  const row = type.weapon ? BASE_FIRE_FACTORS[type.weapon] : null;
  const sca = type.weapon === "scaI" || type.weapon === "scaII" || type.weapon === "scaIII";
  // on fire at it: +1 wounded (4.6), -1 a Veteran Marine, always a disappearing target (4.7)
  const incoming = (wounded ? FIRE_FACTORS.woundedTarget : 0) + (effect.alwaysDisappearing ? FIRE_FACTORS.disappearing : 0);
  return {
    typeLabel: `STARSKIRMISH.Field.Choice.${input.troopType}`,
    experienceChoices: (type.marine ? MARINE_CLASSES : NON_MARINE_CLASSES).map((value) => ({ value, label: `STARSKIRMISH.Field.Choice.${value}` })),
    experience,
    moves: ENVIRONMENTS.map((environment) => ({ environment: label("Environment", environment), ...moveAllowance(type.mover, environment, wounded) })),
    fire: row
      ? {
          weapon: label("Weapon", type.weapon!),
          bands: RANGE_BANDS.map((band) => ({ band: label("Range", band), unarmoured: row[band].unarmoured, armoured: row[band].armoured })),
          ownDie: guided ? null : signed(ownDie),
          dieNote: label("Profile", guided ? "spotterDie" : "ownDie"),
        }
      : null,
    target: { armoured: type.armoured, knockedOutBy: label("Profile", (type.robot ? HITS_TO_DESTROY[type.robot] : 1) === 2 ? "twoHits" : "oneHit"), incoming: incoming === 0 ? null : signed(incoming) },
    handToHand: type.handToHand === "noCloseCombat" ? null : signed(handToHandAdditions({ kind: type.handToHand, unarmed: false, veteran: type.marine && experience === "veteran", enemiesTouching: 1 })),
    morale: { ship: SHIP_MORALE_VALUE[type.figureClass], attacker: ATTACKER_MORALE_VALUE[type.figureClass] },
    protection: type.protection ? label("Protection", type.protection) : null,
    carries: [type.grenades && "grenades", type.doorCharges && "doorCharges", type.spotsApgw && "spotsApgw"].filter((k): k is string => Boolean(k)).map((k) => label("Profile", k)),
    canBeWounded: type.marine,
    robot: type.robot !== null,
    throwsGrenades: type.grenades,
    marine: type.marine,
    // 3.3, 3.14: what the rank means for command
    command: !type.marine || (input.rank ?? "none") === "none" ? null : label("Profile", leads(input.rank!) ? "leads" : "private"),
    // 3.8, 3.9: an SCA fires at a door; Marines with a personal weapon carry the door charges
    firesAtDoors: sca,
    setsCharges: type.doorCharges,
    doorActions: sca || type.doorCharges,
  };
}

export type FigureProfile = ReturnType<typeof figureProfile>;
