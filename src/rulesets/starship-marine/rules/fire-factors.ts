/**
 * The factors that modify the fire die (Starship Marine 3.5), and those of wounds (4.6). ECM is -1
 * only against APGW fire, once however many packs (SSM-10). A Veteran Marine counts as a
 * disappearing target at all times (4.7), which is the same -1 and never a second one.
 */

/** 3.5 FACTORS, with the wounded Marine's (4.6). */
export const FIRE_FACTORS = {
  /** "Target is partially concealed by a section of wall/doorway" */
  partiallyConcealed: -1,
  /** "Disappearing Target": in view at the start of the move, out of sight during it. */
  disappearing: -1,
  /** "Target moving non-tactically" */
  nonTactical: 1,
  /** "Target 'bunched' within 3cm of another target in the open" */
  bunched: 1,
  /** ECM pack on or within 10 cm of the target, under fire by APGW (SSM-10). */
  ecmAgainstApgw: -1,
  /** 4.6: "Wounded marines are easier to hit +1 on any incoming fire" */
  woundedTarget: 1,
  /** 4.6: "Wounded marines can't shoot straight -2 on any outgoing fire" */
  woundedFirer: -2,
} as const;

export type FireFactorId = keyof typeof FIRE_FACTORS | "experience";

/** 3.5: two targets closer than this in the open are bunched. */
export const BUNCHED_WITHIN_CM = 3;
/** 3.5, SSM-10: an ECM pack covers figures within this distance against APGW. */
export const ECM_COVER_CM = 10;
