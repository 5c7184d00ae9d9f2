/**
 * A StarMarines unit as its sheet shows it (IV, IX, X, SMR-5, SMR-16): the wounding column it reads,
 * what its experience does, whether and how it checks morale, a Leader's range, a vehicle's
 * immunities, and its weapons with the numbers an attack uses. Pure.
 */
import { defaultWoundingColumn, RACE_PROFILES, type Race, type WoundingColumn } from "../rules/races";
import { experienceRow, type Experience } from "../rules/experience";
import type { Role } from "../rules/army";
import { signed } from "../../../core/signed";

export interface UnitInput {
  readonly kind: "soldier" | "vehicle";
  readonly race: Race;
  readonly woundingColumn: WoundingColumn | "";
  readonly experience: Experience;
  readonly role: Role;
  readonly move: number;
  readonly leaderRange: number;
  readonly size: "small" | "large";
  readonly motion: "ground" | "skimmer";
  readonly supertank: boolean;
  readonly walker: boolean;
}

export interface WeaponInput {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly range: number;
  readonly aim: number;
  readonly armourPierce: number;
  readonly damage: number;
  readonly frag: boolean;
  readonly closeCombat: boolean;
  readonly ignoresLineOfSight: boolean;
}


export function unitProfile(unit: UnitInput, weapons: readonly WeaponInput[]) {
  const column = unit.woundingColumn || defaultWoundingColumn(unit.race);
  const exp = experienceRow(unit.experience);
  const vehicle = unit.kind === "vehicle";
  // IX-D, III: who never checks, and who never fails
  const moraleNote = vehicle || unit.role === "hero" ? `STARSKIRMISH.StarMarines.Profile.noMorale` : RACE_PROFILES[unit.race].neverFailsMorale ? `STARSKIRMISH.StarMarines.Profile.neverFails` : null;
  // IV-g: immunities by armour-pierce
  const immuneUpTo = vehicle ? (unit.walker && unit.size === "large" ? 2 : unit.supertank || unit.walker ? 1 : null) : null;
  return {
    vehicle,
    column,
    columnLabel: `STARSKIRMISH.StarMarines.Column.${column}`,
    columnIsDefault: unit.woundingColumn === "",
    experience: { morale: signed(exp.morale), attack: signed(exp.attack), cost: exp.cost },
    moraleNote,
    leader: unit.role === "leader" ? { range: unit.leaderRange + (exp.leaderRange ?? 0), bonus: exp.leaderRange ?? 0 } : null,
    // SMR-11: turns as many sides as its move, one more for each hex it does not use
    turns: unit.move,
    backs: !(vehicle && unit.motion === "skimmer"),
    immuneUpTo,
    supertank: vehicle && unit.supertank,
    overruns: vehicle && unit.size === "large" && unit.motion === "ground",
    weapons: weapons.map((w) => ({
      ...w,
      categoryLabel: `STARSKIRMISH.StarMarines.Category.${w.category}`,
      aimText: signed(w.aim),
      apText: signed(w.armourPierce),
      // IV-h: a close-combat weapon's range is 1
      rangeText: w.closeCombat ? "1" : String(w.range),
    })),
  };
}
