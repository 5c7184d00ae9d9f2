/**
 * A StarMarines unit as its sheet shows it (IV, IX, X, SMR-5, SMR-16): the wounding column it reads,
 * what its experience does, whether and how it checks morale, how it moves (or why it cannot now), a
 * Leader's range (or why he gives no benefit now), a vehicle's immunities and lost weapons, and its
 * weapons with the numbers an attack uses. Pure.
 */
import { defaultWoundingColumn, RACE_PROFILES, type Race, type WoundingColumn } from "../rules/races";
import { experienceRow, type Experience } from "../rules/experience";
import type { Role } from "../rules/army";
import { signed } from "../../../core/signed";
import { everyWeaponLost } from "../rules/vehicle-state";

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

/** The unit's markers that change what its sheet may claim or offer. */
export interface UnitMarks {
  readonly broken: boolean;
  readonly wounded: boolean;
  readonly killed: boolean;
  /** A vehicle's Stunned and Crippled damage (IX-B): either keeps it from moving. */
  readonly stunned: boolean;
  readonly crippled: boolean;
  /** The "Lose 1 weapon" results it took (IX-B, SMR-15); a vehicle's only. */
  readonly weaponsLost: number;
}

export const NO_MARKS: UnitMarks = { broken: false, wounded: false, killed: false, stunned: false, crippled: false, weaponsLost: 0 };

/**
 * Why a Leader gives no leadership benefit now, or null: IV-f "Wounded leaders give no benefit";
 * IX-D and SMR-6 give it only to a friendly, unbroken, unwounded Leader; a killed one is gone.
 */
function leaderOut(marks: UnitMarks): string | null {
  const why = marks.killed ? "killed" : marks.wounded ? "wounded" : marks.broken ? "broken" : null;
  return why && `STARSKIRMISH.StarMarines.Profile.leaderOut.${why}`;
}

/**
 * A Leader's range (IV-f): the race book's, plus what experience adds (X, Soldier Experience Table:
 * Green and Average none, Veteran +1, Elite +2). The line names experience only when it adds to
 * the range: "3 hexes, 0 of them from experience" tells a reader nothing.
 */
function leaderLine(bookRange: number, bonus: number, marks: UnitMarks) {
  const key = bonus > 0 ? "STARSKIRMISH.StarMarines.Profile.leaderRangeExperience" : "STARSKIRMISH.StarMarines.Profile.leaderRange";
  return { range: bookRange + bonus, bonus, key, out: leaderOut(marks) };
}

/**
 * Why the unit cannot move now, or null (IX-B): "A soldier who is wounded cannot move or fight"; a
 * Stunned vehicle "cannot move or fight"; a Crippled one "can attack normally, but not move". The
 * vehicle lines are the attack card's own outcomes, which say the same.
 */
function cannotMove(vehicle: boolean, marks: UnitMarks): string | null {
  if (vehicle) return marks.crippled ? "STARSKIRMISH.StarMarines.Attack.Outcome.crippled" : marks.stunned ? "STARSKIRMISH.StarMarines.Attack.Outcome.stunned" : null;
  return marks.wounded ? "STARSKIRMISH.StarMarines.Profile.woundedCannotMove" : null;
}

/**
 * IX-B, SMR-15: a vehicle's lost weapons, counted. The owner chooses which weapon each loss takes,
 * so the sheet can only be sure that every weapon is gone when the count covers them all; then it
 * names the weapons carried, however many losses were marked past them. A vehicle that carries no
 * weapon has none to lose, so a stray count says nothing.
 */
function lostWeapons(vehicle: boolean, carried: number, lost: number) {
  if (!vehicle || lost <= 0 || carried <= 0) return null;
  return { lost, carried, all: everyWeaponLost(carried, lost) };
}

export function unitProfile(unit: UnitInput, weapons: readonly WeaponInput[], marks: UnitMarks) {
  const column = unit.woundingColumn || defaultWoundingColumn(unit.race);
  const exp = experienceRow(unit.experience);
  const vehicle = unit.kind === "vehicle";
  // IX-D, III: who never checks, and who never fails
  const checksMorale = !(vehicle || unit.role === "hero");
  const moraleNote = !checksMorale ? `STARSKIRMISH.StarMarines.Profile.noMorale` : RACE_PROFILES[unit.race].neverFailsMorale ? `STARSKIRMISH.StarMarines.Profile.neverFails` : null;
  // IV-g: immunities by armour-pierce
  const immuneUpTo = vehicle ? (unit.walker && unit.size === "large" ? 2 : unit.supertank || unit.walker ? 1 : null) : null;
  const weaponsLost = lostWeapons(vehicle, weapons.length, marks.weaponsLost);
  return {
    vehicle,
    column,
    columnLabel: `STARSKIRMISH.StarMarines.Column.${column}`,
    columnIsDefault: unit.woundingColumn === "",
    experience: { morale: signed(exp.morale), attack: signed(exp.attack), cost: exp.cost },
    moraleNote,
    // IX-D: a unit that never checks is offered no Morale check
    checksMorale,
    // a Broken, Wounded or Killed Leader's line says he gives no benefit rather than his range's promise
    leader: unit.role === "leader" ? leaderLine(unit.leaderRange, exp.leaderRange ?? 0, marks) : null,
    // IX-B: a wounded soldier, or a stunned or crippled vehicle, says so instead of how it moves
    cannotMove: cannotMove(vehicle, marks),
    // SMR-11: turns as many sides as its move, one more for each move unit it does not spend
    turns: unit.move,
    backs: !(vehicle && unit.motion === "skimmer"),
    immuneUpTo,
    supertank: vehicle && unit.supertank,
    overruns: vehicle && unit.size === "large" && unit.motion === "ground",
    weaponsLost,
    weapons: weapons.map((w) => ({
      ...w,
      categoryLabel: `STARSKIRMISH.StarMarines.Category.${w.category}`,
      aimText: signed(w.aim),
      apText: signed(w.armourPierce),
      // IV-h: a close-combat weapon's range is 1
      rangeText: w.closeCombat ? "1" : String(w.range),
      // IX-B: a weapon knocked out cannot fire, so it offers no Attack
      lost: weaponsLost?.all ?? false,
    })),
  };
}
