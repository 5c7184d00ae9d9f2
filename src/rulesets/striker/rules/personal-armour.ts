/**
 * PERSONAL ARMOR table (Striker WEAPONS), with bracketed values read by ruling STR-5. Where a
 * row prints one number too few, the missing column is left null (named per row).
 */
import { text } from "../../../core/checks";
import type { ArmourRating } from "./armour";

export interface PersonalArmour {
  readonly id: string;
  readonly label: string;
  readonly tl: number;
  readonly armour: ArmourRating;
  readonly weightKg: number | null;
  readonly volumeL: number | null;
  readonly priceCr: number;
}

function p(tl: number, id: string, armour: ArmourRating, weightKg: number | null, volumeL: number | null, priceCr: number): PersonalArmour {
  return { id, label: `STARSKIRMISH.Striker.Armour.${id}`, tl, armour, weightKg, volumeL, priceCr };
}

export const PERSONAL_ARMOUR = [
  p(1, "jack", { general: 1, meleeOnly: true }, 1, 4, 50),
  p(6, "cloth", { general: 5 }, 2, 4.5, 250),
  // "Mesh 2 2 150": one column missing; read as armour 2, weight 2, price 150.
  p(7, "mesh", { general: 2 }, 2, null, 150),
  p(7, "flakJacket", { general: 3 }, 1, 2, 100),
  p(7, "vaccSuit7", { general: 2 }, 12, 3.6, 10000),
  p(8, "hardVaccSuit8", { general: 5 }, 35, 3.8, 12000),
  p(9, "ablat", { general: 1, energy: 6 }, 2, 4.5, 75),
  p(9, "vaccSuit9", { general: 2 }, 8, 3.6, 7000),
  p(9, "hardVaccSuit9", { general: 6 }, 40, 3.8, 16000),
  p(10, "combatArmour10", { general: 0, energy: 10 }, 1, 2, 1500),
  p(10, "combatEnvironmentSuit", { general: 6 }, 2, 6, 1000),
  p(10, "vaccSuit10", { general: 2 }, 6, 2.7, 7000),
  p(10, "hardVaccSuit10", { general: 7 }, 40, 3, 18000),
  p(11, "combatArmour11", { general: 8 }, 18, 2.9, 20000),
  p(11, "vaccSuit11", { general: 2 }, 4, 1.8, 7000),
  p(11, "hardVaccSuit11", { general: 7 }, 10, 2, 20000),
  p(12, "combatArmour12", { general: 10 }, 10, 1.8, 30000),
  p(12, "vaccSuit12", { general: 3 }, 2, 0.9, 7000),
  p(12, "hardVaccSuit12", { general: 10 }, 25, 2.6, 20000),
  p(13, "battleDress13", { general: 10 }, 26, 3.8, 200000),
  // Later vacc suits print two numbers; by the falling volumes of earlier suits the second is volume.
  p(13, "vaccSuit13", { general: 3 }, null, 0.5, 7000),
  p(14, "combatArmour14", { general: 18 }, 6, 0.7, 60000),
  p(14, "battleDress14", { general: 18 }, 12, 2.7, 350000),
  p(14, "vaccSuit14", { general: 4 }, null, 0.2, 7000),
  p(15, "vaccSuit15", { general: 4 }, null, 0.2, 9000),
] as const satisfies readonly PersonalArmour[];

/** Self-seal option for vacc suits: extra weight (kg) and price (Cr). */
export const SELF_SEAL_OPTION = [
  { tl: 13, weightKg: 1, extraPriceCr: 6000 },
  { tl: 14, weightKg: 0.5, extraPriceCr: 5000 },
] as const;

/** Striker 6.A.1: only battle dress may run. */
export function isBattleDress(id: string): boolean {
  return text(id, "id").startsWith("battleDress");
}
