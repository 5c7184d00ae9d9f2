/**
 * A squad's ammunition record (Starship Marine 3.16, 3.18, 3.17): 4 grenades per living human and 2
 * door charges per living Marine, Close Support Marines counting for neither (SSM-21); as the squad
 * loses men it may carry less, and the surplus stays on the table. Pallets hold one kind of supply
 * each; TRUCs carry casualties and pallets.
 */
import { counts, record, whole } from "../../../core/checks";

/** 3.16: "4 grenades per man and 2 Door charges per marine". */
export const GRENADES_PER_MAN = 4;
export const DOOR_CHARGES_PER_MARINE = 2;

/** 3.18: what one pallet holds, one kind only. */
export const PALLET_CONTENTS = { grenades: 24, doorCharges: 12, apgwMissiles: 10, superCharges: 1 } as const;

/** 3.17: casualties each bearer moves at his normal speed. */
export const CASEVAC_CAPACITY = { truc: 2, manOrCombatRobot: 1 } as const;

export interface SquadStrength {
  /** Living humans in it, Close Support Marines left out (SSM-21). */
  readonly humans: number;
  /** Living Marines among them. */
  readonly marines: number;
}

export interface SquadAmmo {
  readonly grenades: number;
  readonly doorCharges: number;
}

/** The most the squad may carry now (3.16). */
export function squadAmmoLimits(strength: SquadStrength): SquadAmmo {
  record(strength, "strength");
  const humans = whole(strength.humans, "humans", 0);
  const marines = whole(strength.marines, "marines", 0, humans);
  return { grenades: humans * GRENADES_PER_MAN, doorCharges: marines * DOOR_CHARGES_PER_MARINE };
}

/** What the squad keeps of what it carries, and the surplus it must leave on the table (3.16). */
export function squadAmmoAfterLosses(carried: SquadAmmo, strength: SquadStrength): { readonly kept: SquadAmmo; readonly surplus: SquadAmmo } {
  counts({ ...record(carried, "carried") }, "carried");
  const grenades = whole(carried.grenades, "carried.grenades", 0);
  const doorCharges = whole(carried.doorCharges, "carried.doorCharges", 0);
  const limits = squadAmmoLimits(strength);
  const kept = { grenades: Math.min(grenades, limits.grenades), doorCharges: Math.min(doorCharges, limits.doorCharges) };
  return { kept, surplus: { grenades: grenades - kept.grenades, doorCharges: doorCharges - kept.doorCharges } };
}
