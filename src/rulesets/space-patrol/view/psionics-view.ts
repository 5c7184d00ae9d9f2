/**
 * The Psionics section of a patrolman's or NPC's sheet, the dialog each power opens and the card
 * its roll posts (Guide 2.3). The card names every number: the d20, the level, the Psi-Amp, the
 * power's DT and each disadvantage with its cause, and for a suggestion each target's own DT, written
 * in every task card's DT line (taskDtLine, parts/task-dt.hbs: the base, 4 a net advantage or
 * disadvantage, never below 8; Guide 3.2, SP-5).
 */
import { storedToAssetLevel } from "../data/asset-level";
import { PROBE_TIME, PSI_DT, SUGGESTION_RANGE_INCHES, TELEPATHY_STEP, VIEWING_MINUTES, usablePsiPowers, type PsiPower } from "../rules/psionics";
import type { TaskResult } from "../rules/task";
import { taskDtLine, type TaskDtLine } from "./task-sum";

const ASSET_KEY = "STARSKIRMISH.SpacePatrol.Asset.";
const PSI_KEY = "STARSKIRMISH.SpacePatrol.Psi.";

export interface PsiButton {
  power: PsiPower;
  label: string;
  level: number;
  hint: string;
}

/** Guide 2.3: a button per PSI asset at 0 or more, none at X; stored levels (-1 is X). */
export function psionicsSection(stored: Readonly<Record<string, number>>): PsiButton[] {
  const levels = (power: PsiPower) => storedToAssetLevel(stored[power]);
  return usablePsiPowers(levels).map((power) => ({ power, label: `${ASSET_KEY}${power}`, level: Number(levels(power)), hint: `${PSI_KEY}hint.${power}` }));
}

/** A number the card or dialog explains: a language key and how many. */
export interface PsiCount {
  label: string;
  count: number;
}

export interface PsiDialogContext {
  power: PsiPower;
  powerLabel: string;
  operatorName: string;
  level: number;
  psiAmp: number;
  dt: number;
  markerDisadvantages: number;
  /** The probe's target as the board shows them; `askStunned` when no token was targeted. */
  probe: { targetName: string; stunned: boolean; askStunned: boolean } | null;
  suggestion: { limit: number; range: number; targets: { name: string; distance: number; will: string; disadvantages: number }[] } | null;
  /** Telepathy: the board distance when a token was targeted, else the user states one in metres. */
  telepathy: { targetName: string; distance: number; disadvantages: number; askMetres: boolean; stepMetres: number; stepInches: number } | null;
  viewing: { minutes: number } | null;
}

export function psiDialogContext(input: {
  power: Exclude<PsiPower, "psiShock">;
  operatorName: string;
  level: number;
  psiAmp: number;
  markerDisadvantages: number;
  probe?: { targetName: string; stunned: boolean | null };
  suggestion?: { limit: number; targets: { name: string; distance: number; will: string; disadvantages: number }[] };
  telepathy?: { targetName: string; distance: number; disadvantages: number } | null;
}): PsiDialogContext {
  const { power } = input;
  return {
    power,
    powerLabel: `${ASSET_KEY}${power}`,
    operatorName: input.operatorName,
    level: input.level,
    psiAmp: input.psiAmp,
    dt: PSI_DT[power],
    markerDisadvantages: input.markerDisadvantages,
    probe: power === "psiProbe" ? { targetName: input.probe?.targetName ?? "", stunned: input.probe?.stunned === true, askStunned: input.probe?.stunned == null } : null,
    suggestion: power === "psiSuggestion" ? { limit: input.suggestion?.limit ?? 0, range: SUGGESTION_RANGE_INCHES, targets: input.suggestion?.targets ?? [] } : null,
    telepathy:
      power === "psiTelepathy"
        ? { targetName: input.telepathy?.targetName ?? "", distance: input.telepathy?.distance ?? 0, disadvantages: input.telepathy?.disadvantages ?? 0, askMetres: !input.telepathy, stepMetres: TELEPATHY_STEP.metres, stepInches: TELEPATHY_STEP.inches }
        : null,
    viewing: power === "psiViewing" ? { minutes: VIEWING_MINUTES } : null,
  };
}

/** One person (or place) the roll is judged for, with the disadvantages that are theirs alone. */
export interface PsiCardTarget {
  name: string;
  own: PsiCount[];
  result: TaskResult;
}

export interface PsiCardContext {
  operatorName: string;
  powerLabel: string;
  level: number;
  d20: number;
  psiAmp: number;
  total: number;
  baseDt: number;
  /** Disadvantages and advantages every target shares (the operator's markers, the table's own). */
  shared: PsiCount[];
  advantages: number;
  rows: { name: string; own: PsiCount[]; dt: number; dtLine: TaskDtLine; success: boolean; outcomeKey: string; specialSuccesses: number }[];
  /** How long it takes (Guide 2.3), as a language key with its numbers. */
  time: { key: string; minutes: number; combatTurns: number; spaceTurns: number } | null;
  /** What a success gives, in the project's words. */
  effectKey: string;
}

export function psiCardContext(input: {
  power: Exclude<PsiPower, "psiShock">;
  operatorName: string;
  markerDisadvantages: number;
  otherDisadvantages: number;
  targets: readonly PsiCardTarget[];
}): PsiCardContext {
  const first = input.targets[0]?.result;
  if (!first) throw new RangeError("A PSI card needs at least one result");
  const shared: PsiCount[] = [];
  if (input.markerDisadvantages > 0) shared.push({ label: `${PSI_KEY}why.markers`, count: input.markerDisadvantages });
  if (input.otherDisadvantages > 0) shared.push({ label: `${PSI_KEY}why.other`, count: input.otherDisadvantages });
  const time =
    input.power === "psiProbe"
      ? { key: `${PSI_KEY}time.probe`, ...PROBE_TIME }
      : input.power === "psiViewing"
        ? { key: `${PSI_KEY}time.viewing`, minutes: VIEWING_MINUTES, combatTurns: 0, spaceTurns: 0 }
        : null;
  return {
    operatorName: input.operatorName,
    powerLabel: `${ASSET_KEY}${input.power}`,
    level: first.assetBonus,
    d20: first.d20,
    psiAmp: first.equipment,
    total: first.total,
    baseDt: first.baseDt,
    shared,
    advantages: first.advantages,
    rows: input.targets.map((t) => ({
      name: t.name,
      own: t.own.filter((c) => c.count > 0),
      dt: t.result.dt,
      dtLine: taskDtLine(t.result),
      success: t.result.success,
      outcomeKey: t.result.success ? "STARSKIRMISH.Card.success" : "STARSKIRMISH.Card.failure",
      specialSuccesses: t.result.specialSuccesses,
    })),
    time,
    effectKey: `${PSI_KEY}effect.${input.power}`,
  };
}
