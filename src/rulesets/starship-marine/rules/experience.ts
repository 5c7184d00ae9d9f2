/**
 * Experience (Starship Marine 4.7): the classes of Marines and of non-marines, and what each does to
 * the rolls a figure makes. Rulings: a Veteran Marine's "+1 on ALL die rolls" helps only his own
 * rolls, fire and APGW he spots included (SSM-27), and the effect rolls of his own attacks (SSM-28).
 */
import { keyOf } from "../../../core/checks";
import { NON_MARINE_CLASSES } from "../data/lists";

export const MARINE_CLASSES = ["novice", "experienced", "seasoned", "veteran"] as const;
// the non-marines' classes sit with the data, which the figure model reads at init
export { NON_MARINE_CLASSES };
export type ExperienceClass = (typeof NON_MARINE_CLASSES)[number];

export interface ExperienceEffect {
  /** On an SCA's direct fire roll. */
  readonly scaFire: number;
  /** On APGW fire he spots. */
  readonly apgwSpotted: number;
  /** On the grenade accuracy roll. */
  readonly grenadeAccuracy: number;
  /** On the effect rolls of his own grenades and SuperCharges (SSM-28). */
  readonly effectRolls: number;
  /** On his individual morale rolls. */
  readonly morale: number;
  /** Counts as a disappearing target at all times (4.7, Veteran Marine). */
  readonly alwaysDisappearing: boolean;
  /** Takes no individual morale rolls (4.7, Veteran non-marine). */
  readonly noMoraleRolls: boolean;
  /** Counts as a non-combatant (4.7, Raw non-marine). */
  readonly nonCombatant: boolean;
}

const NONE: ExperienceEffect = { scaFire: 0, apgwSpotted: 0, grenadeAccuracy: 0, effectRolls: 0, morale: 0, alwaysDisappearing: false, noMoraleRolls: false, nonCombatant: false };

/** 4.7, Marine Experience. */
export const MARINE_EXPERIENCE: Readonly<Record<(typeof MARINE_CLASSES)[number], ExperienceEffect>> = {
  novice: { ...NONE, scaFire: -1, grenadeAccuracy: -1 },
  experienced: NONE,
  seasoned: { ...NONE, scaFire: 1, grenadeAccuracy: 1 },
  veteran: { ...NONE, scaFire: 1, apgwSpotted: 1, grenadeAccuracy: 1, effectRolls: 1, morale: 1, alwaysDisappearing: true },
};

/** 4.7, Non-Marine Experience. */
export const NON_MARINE_EXPERIENCE: Readonly<Record<ExperienceClass, ExperienceEffect>> = {
  raw: { ...NONE, nonCombatant: true },
  novice: { ...NONE, scaFire: -1, grenadeAccuracy: -1 },
  experienced: NONE,
  seasoned: { ...NONE, scaFire: 1, grenadeAccuracy: 1, morale: 1 },
  veteran: { ...NONE, scaFire: 1, grenadeAccuracy: 1, noMoraleRolls: true },
};

/** What a figure's class does to his rolls; a Marine has no Raw class. */
export function experienceEffect(marine: boolean, experience: ExperienceClass): ExperienceEffect {
  if (marine === true) return MARINE_EXPERIENCE[keyOf(experience, "experience", MARINE_EXPERIENCE)];
  return NON_MARINE_EXPERIENCE[keyOf(experience, "experience", NON_MARINE_EXPERIENCE)];
}
