/** Striker II data migrations: each keeps every field it does not change. */
import type { MigrationStep } from "../../../core/migrations";
import { SOLDIERS_PER_TEAM } from "../rules/forces";
import { readPosition } from "../rules/sequence";
import { FIRE_STEP_IDS, PHASE_IDS } from "./team-schema";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const known = (list: readonly string[], value: unknown): boolean => value === undefined || value === "" || list.includes(value as string);

/**
 * A suppression end as the sequence of play reads it (Striker 3.B, 8.C.4.a): turn 0 or no turn
 * for none, else the position the turn rules made of the stored text all along.
 */
function storedEnd(end: Record<string, unknown>): Record<string, unknown> {
  // A token's overrides may hold the phase without the turn: only the text is cleared there.
  if (end.turn === undefined) return { ...end, ...(known(PHASE_IDS, end.phase) ? {} : { phase: "" }), ...(known(FIRE_STEP_IDS, end.step) ? {} : { step: "" }) };
  const turn = Number(end.turn);
  if (!Number.isInteger(turn) || turn < 1) return { ...end, turn: 0, phase: "", step: "" };
  const position = readPosition(end);
  return { ...end, turn: position.turn, phase: position.phase, step: position.step ?? "" };
}

export const STRIKER_MIGRATIONS: readonly MigrationStep[] = [
  {
    version: 2,
    documentName: "Actor",
    types: ["strTeam"],
    description:
      "A fire team keeps its first four troopers (Striker 4.A), and a suppression end written as free text becomes the phase and step the sequence of play read from it.",
    migrateSystem(system) {
      let out = system;
      const troopers = system.troopers;
      if (Array.isArray(troopers) && troopers.length > SOLDIERS_PER_TEAM) out = { ...out, troopers: troopers.slice(0, SOLDIERS_PER_TEAM) };
      const end = system.suppressedUntil;
      if (isRecord(end) && !(known(PHASE_IDS, end.phase) && known(FIRE_STEP_IDS, end.step))) out = { ...out, suppressedUntil: storedEnd(end) };
      return out;
    },
  },
];
