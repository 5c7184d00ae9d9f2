/**
 * Individual morale (Starship Marine 3.14): who tests and when, the factors on the 1d6 (the body's
 * list, each factor once, SSM-12), experience (4.7, SSM-27) and the four results read as exclusive
 * bands (SSM-13): 4+ no restrictions, 1-3 move no closer, -3 to 0 duck back, -4 or less surrender.
 */
import { finite, oneOf, record, whole, yesNo } from "../../../core/checks";
import { experienceEffect, type ExperienceClass } from "./experience";

/** 3.14: the three occasions for a test. */
export const MORALE_TRIGGERS = ["firstUnderFire", "advanceUnderFire", "advanceIntoFireZone"] as const;

/** 3.14: Marine privates further than this from an officer or NCO test too. */
export const MARINE_LEADER_RANGE_CM = 20;

export const INDIVIDUAL_FACTORS = {
  /** "Each friendly non-robot casualty in sight" */
  friendlyCasualty: -1,
  /** "Each enemy non-robot casualty in sight" */
  enemyCasualty: 1,
  /** "Under fire from Marines or Combat Robots from within 15cm" (one factor, SSM-12) */
  underCloseFire: -1,
  /** "Friendly Marines in sight or within 15cm" */
  friendlyMarines: 1,
  /** "Friendly Combat Robots in sight or within 15cm" */
  friendlyCombatRobots: 1,
  /** "Defenders when their ship morale is Poor" (one factor, SSM-12; 3.12's -2) */
  shipMoralePoor: -2,
  /** "Ship's Officer also testing at the same time in sight and for the same reason (i.e. leading)" */
  officerLeading: 1,
  /** "Tester is an officer" */
  testerOfficer: 1,
  /** "Visibly outnumbered" */
  outnumbered: -1,
  /** "Marines forced to take morale" */
  marinesForced: 2,
  /** "Tester is a non-combatant" */
  nonCombatant: -3,
} as const;

export type IndividualFactorId = keyof typeof INDIVIDUAL_FACTORS | "experience";

export const INDIVIDUAL_RESULTS = ["noRestrictions", "moveNoCloser", "duckBack", "surrender"] as const;
export type IndividualMorale = (typeof INDIVIDUAL_RESULTS)[number];

/** Who may be asked to test: the figure classes of 3.12, and the non-combatant of 3.14. */
export const TESTER_KINDS = ["crewman", "officer", "marine", "robot", "nonCombatant"] as const;

export interface MoraleTester {
  readonly kind: (typeof TESTER_KINDS)[number];
  readonly marine: boolean;
  readonly experience: ExperienceClass;
  /** For a Marine private: centimetres to the nearest officer or NCO of his side (Infinity for none). */
  readonly leaderDistanceCm?: number;
  /** A Marine officer or NCO, who never tests under 3.14. */
  readonly leader?: boolean;
}

/** Whether a figure takes individual morale tests at all (3.14, 4.7). */
export function testsIndividualMorale(t: MoraleTester): boolean {
  record(t, "tester");
  oneOf(t.kind, "tester.kind", TESTER_KINDS);
  if (t.kind === "robot") return false;
  const effect = experienceEffect(yesNo(t.marine, "marine"), t.experience);
  if (effect.noMoraleRolls) return false;
  if (!t.marine) return true;
  if (t.leader === true) return false;
  // no officer or NCO on the table is as far as one can be
  const d = t.leaderDistanceCm;
  if (d === undefined || d === Number.POSITIVE_INFINITY) return true;
  const distance = finite(d, "leaderDistanceCm");
  if (distance < 0) throw new RangeError(`leaderDistanceCm must be 0 or more, not ${distance}`);
  return distance > MARINE_LEADER_RANGE_CM;
}

export interface IndividualSituation {
  readonly friendlyCasualtiesInSight: number;
  readonly enemyCasualtiesInSight: number;
  readonly underCloseFire: boolean;
  readonly friendlyMarinesNear: boolean;
  readonly friendlyCombatRobotsNear: boolean;
  readonly defenderShipPoor: boolean;
  readonly officerLeading: boolean;
  readonly outnumbered: boolean;
}

export function individualMoraleFactors(tester: MoraleTester, s: IndividualSituation): { id: IndividualFactorId; value: number }[] {
  record(tester, "tester");
  oneOf(tester.kind, "tester.kind", TESTER_KINDS);
  record(s, "situation");
  const out: { id: IndividualFactorId; value: number }[] = [];
  const friendly = whole(s.friendlyCasualtiesInSight, "friendlyCasualtiesInSight", 0);
  const enemy = whole(s.enemyCasualtiesInSight, "enemyCasualtiesInSight", 0);
  if (friendly > 0) out.push({ id: "friendlyCasualty", value: friendly * INDIVIDUAL_FACTORS.friendlyCasualty });
  if (enemy > 0) out.push({ id: "enemyCasualty", value: enemy * INDIVIDUAL_FACTORS.enemyCasualty });
  if (yesNo(s.underCloseFire, "underCloseFire")) out.push({ id: "underCloseFire", value: INDIVIDUAL_FACTORS.underCloseFire });
  if (yesNo(s.friendlyMarinesNear, "friendlyMarinesNear")) out.push({ id: "friendlyMarines", value: INDIVIDUAL_FACTORS.friendlyMarines });
  if (yesNo(s.friendlyCombatRobotsNear, "friendlyCombatRobotsNear")) out.push({ id: "friendlyCombatRobots", value: INDIVIDUAL_FACTORS.friendlyCombatRobots });
  if (yesNo(s.defenderShipPoor, "defenderShipPoor")) out.push({ id: "shipMoralePoor", value: INDIVIDUAL_FACTORS.shipMoralePoor });
  if (yesNo(s.officerLeading, "officerLeading") && tester.kind !== "officer") out.push({ id: "officerLeading", value: INDIVIDUAL_FACTORS.officerLeading });
  if (tester.kind === "officer") out.push({ id: "testerOfficer", value: INDIVIDUAL_FACTORS.testerOfficer });
  if (yesNo(s.outnumbered, "outnumbered")) out.push({ id: "outnumbered", value: INDIVIDUAL_FACTORS.outnumbered });
  if (yesNo(tester.marine, "marine")) out.push({ id: "marinesForced", value: INDIVIDUAL_FACTORS.marinesForced });
  const effect = experienceEffect(tester.marine, tester.experience);
  if (tester.kind === "nonCombatant" || effect.nonCombatant) out.push({ id: "nonCombatant", value: INDIVIDUAL_FACTORS.nonCombatant });
  if (effect.morale !== 0) out.push({ id: "experience", value: effect.morale });
  return out;
}

/** SSM-13: the result of a total score, as exclusive bands. */
export function individualMoraleOf(score: number): IndividualMorale {
  const s = whole(score, "score");
  if (s >= 4) return "noRestrictions";
  if (s >= 1) return "moveNoCloser";
  if (s >= -3) return "duckBack";
  return "surrender";
}

export function resolveIndividualMorale(tester: MoraleTester, situation: IndividualSituation, d6: number): { factors: ReturnType<typeof individualMoraleFactors>; score: number; result: IndividualMorale } {
  const factors = individualMoraleFactors(tester, situation);
  const score = whole(d6, "d6", 1, 6) + factors.reduce((sum, f) => sum + f.value, 0);
  return { factors, score, result: individualMoraleOf(score) };
}
