/**
 * What the hull-breach card shows (Guide 6.10, 7.12): each crewman aboard, their suit and its air,
 * and whether they are at risk. Pure: the glue reads the suits.
 */
import { vacuumExposure, type SpaceSuit } from "../rules/zero-g";

export interface VacuumCrewman {
  readonly key: string;
  readonly name: string;
  readonly suit: SpaceSuit;
}

export interface VacuumRow {
  readonly key: string;
  readonly name: string;
  readonly suitLabel: string;
  readonly airMinutes: number;
  readonly atRisk: boolean;
}

export function vacuumCardContext(ship: string, crew: readonly VacuumCrewman[]): { ship: string; rows: VacuumRow[]; atRisk: number } {
  const rows = crew.map((c) => {
    const { atRisk, airMinutes } = vacuumExposure(c.suit);
    return { key: c.key, name: c.name, suitLabel: `STARSKIRMISH.SpacePatrol.Vacuum.suit.${c.suit}`, airMinutes, atRisk };
  });
  return { ship, rows, atRisk: rows.filter((r) => r.atRisk).length };
}

/** The fate card: a point spent (with what is left) or the crewman lost. */
export function vacuumFateContext(ship: string, name: string, fate: "spent" | "perished", left: number): { ship: string; name: string; fate: string; left: number } {
  return { ship, name, fate: `STARSKIRMISH.SpacePatrol.Vacuum.fate.${fate}`, left };
}
