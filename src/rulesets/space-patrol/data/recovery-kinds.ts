/**
 * The treatments after the fight a recovery card reports (Guide 8.2 natural healing, 8.3 major
 * intervention on a Wound or a Mortal Wound, 8.4 revival of the dead, 8.5 treatment of a nuclear or
 * chemical Wound, 8.6 bodily reconstruction) and how each can end, shared by the card, its view
 * and the service log.
 */
export const RECOVERY_TREATMENTS = ["natural", "woundIntervention", "mortalIntervention", "revival", "nbcTreatment", "reconstruction"] as const;
export type RecoveryTreatment = (typeof RECOVERY_TREATMENTS)[number];
export const RECOVERY_OUTCOMES = ["healed", "failed", "died"] as const;
export type RecoveryOutcomeName = (typeof RECOVERY_OUTCOMES)[number];

/**
 * How each treatment can end (Guide 8.2-8.6): natural healing heals or, with a Mortal Wound, dies;
 * a major intervention on a Wound that fails leaves it to nature (8.3), on a Mortal Wound it dies;
 * revival, NBC treatment and reconstruction succeed or fail. The service log refuses other pairs.
 */
export const RECOVERY_ENDINGS: Readonly<Record<RecoveryTreatment, readonly RecoveryOutcomeName[]>> = {
  natural: ["healed", "died"],
  woundIntervention: ["healed", "failed"],
  mortalIntervention: ["healed", "died"],
  revival: ["healed", "failed"],
  nbcTreatment: ["healed", "failed"],
  reconstruction: ["healed", "failed"],
};

/** What a treatment did, as the patient's record and service log keep it. */
export interface RecoveryEntry {
  treatment: RecoveryTreatment;
  outcome: RecoveryOutcomeName;
  days: number;
  hours: number;
}
