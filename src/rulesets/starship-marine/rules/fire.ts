/**
 * One weapon's fire at one target (Starship Marine 3.5): the score Table 3.5 asks for, the 1d10 read
 * 0-9 (SSM-1) and modified by the factors, and the hits. A modified score of at least twice the
 * score needed gives floor(score / needed) hits (SSM-2), on the target and on other potential
 * targets, each a different figure (SSM-17). Experience (4.7) and wounds (4.6) modify it too.
 */
import { finite, keyOf, record, yesNo } from "../../../core/checks";
import { readD10 } from "./d10";
import { baseFireFactor, FIRE_WEAPONS, type FireWeapon } from "./fire-table";
import { experienceEffect, type ExperienceClass } from "./experience";
import { FIRE_FACTORS, type FireFactorId } from "./fire-factors";
import { environmentLimits, type Environment } from "./environment";

export interface FireTarget {
  readonly armoured: boolean;
  readonly partiallyConcealed: boolean;
  readonly disappearing: boolean;
  readonly nonTactical: boolean;
  readonly bunched: boolean;
  /** Carries an ECM pack, or stands within 10 cm of a friend who does (SSM-10). */
  readonly ecm: boolean;
  /** A wounded Marine fighting on (4.6). */
  readonly wounded: boolean;
  /** A Veteran Marine: a disappearing target at all times (4.7). */
  readonly veteranMarine: boolean;
}

export interface Firer {
  readonly marine: boolean;
  readonly experience: ExperienceClass;
  readonly wounded: boolean;
}

export interface FireInput {
  readonly weapon: FireWeapon;
  readonly rangeCm: number;
  /** Who fires the SCA, or for APGW the Marine who spots for it (2.5, SSM-27). */
  readonly firer: Firer;
  readonly target: FireTarget;
}

export interface FireResult {
  /** The score needed (Table 3.5). */
  readonly needed: number;
  /** The die as read, 0-9. */
  readonly die: number;
  readonly modifiers: readonly { readonly id: FireFactorId; readonly value: number }[];
  readonly score: number;
  /** 0 for a miss; 2 or more when the score is twice the needed or more (SSM-2). */
  readonly hits: number;
}

const FIRE_WEAPON_TABLE = Object.fromEntries(FIRE_WEAPONS.map((w) => [w, true]));

function checkTarget(t: FireTarget): void {
  record(t, "target");
  for (const key of ["armoured", "partiallyConcealed", "disappearing", "nonTactical", "bunched", "ecm", "wounded", "veteranMarine"] as const) yesNo(t[key], `target.${key}`);
}

/** The modifiers on the fire die for this shot, each with its rule's id. */
export function fireModifiers(input: FireInput): { id: FireFactorId; value: number }[] {
  record(input, "input");
  const weapon = keyOf(input.weapon, "weapon", FIRE_WEAPON_TABLE) as FireWeapon;
  checkTarget(input.target);
  record(input.firer, "firer");
  yesNo(input.firer.marine, "firer.marine");
  yesNo(input.firer.wounded, "firer.wounded");
  const apgw = weapon === "closeSupportApgw";
  const t = input.target;
  const out: { id: FireFactorId; value: number }[] = [];
  if (t.partiallyConcealed) out.push({ id: "partiallyConcealed", value: FIRE_FACTORS.partiallyConcealed });
  if (t.disappearing || t.veteranMarine) out.push({ id: "disappearing", value: FIRE_FACTORS.disappearing });
  if (t.nonTactical) out.push({ id: "nonTactical", value: FIRE_FACTORS.nonTactical });
  if (t.bunched) out.push({ id: "bunched", value: FIRE_FACTORS.bunched });
  if (apgw && t.ecm) out.push({ id: "ecmAgainstApgw", value: FIRE_FACTORS.ecmAgainstApgw });
  if (t.wounded) out.push({ id: "woundedTarget", value: FIRE_FACTORS.woundedTarget });
  // an APGW is fired by its launcher, so the spotter's wound does not spoil it
  if (input.firer.wounded && !apgw) out.push({ id: "woundedFirer", value: FIRE_FACTORS.woundedFirer });
  const effect = experienceEffect(input.firer.marine, input.firer.experience);
  const experience = apgw ? effect.apgwSpotted : effect.scaFire;
  if (experience !== 0) out.push({ id: "experience", value: experience });
  return out;
}

/**
 * Whether a weapon reaches a target where the fight is: APGW 100 cm in zero g and 50 cm under
 * gravity (3.10, 4.1, measured from the launcher, SSM-19) and none underwater (4.2); an SCA 40 cm
 * underwater (4.2).
 */
export function inReach(weapon: FireWeapon, rangeCm: number, environment: Environment): boolean {
  const cm = finite(rangeCm, "rangeCm");
  const limits = environmentLimits(environment);
  if (keyOf(weapon, "weapon", FIRE_WEAPON_TABLE) === "closeSupportApgw") return limits.apgwMaxCm !== false && cm <= limits.apgwMaxCm;
  return limits.energyWeaponMaxCm === null || cm <= limits.energyWeaponMaxCm;
}

/** Whether this firer may fire at all: a Raw non-marine counts as a non-combatant (4.7). */
export function mayFire(firer: Firer): boolean {
  record(firer, "firer");
  return !experienceEffect(firer.marine, firer.experience).nonCombatant;
}

/** Resolves one shot with a real 1d10 face (1-10). */
export function resolveFire(input: FireInput, d10Face: number): FireResult {
  const modifiers = fireModifiers(input);
  const needed = baseFireFactor(input.weapon, finite(input.rangeCm, "rangeCm"), input.target.armoured);
  const die = readD10(d10Face);
  const score = die + modifiers.reduce((s, m) => s + m.value, 0);
  // SSM-2: a multiple of the score needed scores that many hits
  const hits = score >= needed ? Math.max(1, Math.floor(score / needed)) : 0;
  return { needed, die, modifiers, score, hits };
}
