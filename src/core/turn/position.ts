/**
 * Where play stands in a turn sequence: turn number, phase and step, and the player acting
 * there. Positions are ordered in play order, so "after", "next" and "how far" are arithmetic on
 * one ordinal: each step of a phase, or a phase without steps, is one slot of the turn.
 */
import { record } from "../checks";
import { checkSequenceShape, phaseOf, stepsOf, type TurnSequence } from "./structure";

/** A point in play: turn (from 1), phase, and the step when the phase has steps. */
export interface TurnPosition<P extends string = string, S extends string = string> {
  readonly turn: number;
  readonly phase: P;
  readonly step?: S;
}

interface Slot<P extends string, S extends string> {
  readonly phase: P;
  readonly step?: S;
}

const slotCache = new WeakMap<TurnSequence, readonly Slot<string, string>[]>();

/** The turn's slots in play order. */
export function slotsOf<P extends string, S extends string>(seq: TurnSequence<P, S>): readonly Slot<P, S>[] {
  // The cache is keyed by this very sequence, so its slots carry its phase and step ids.
  const cached = slotCache.get(seq) as readonly Slot<P, S>[] | undefined;
  if (cached) return cached;
  checkSequenceShape(seq);
  const slots: Slot<P, S>[] = [];
  for (const phase of seq.phases) {
    const steps = stepsOf(phase);
    if (steps.length === 0) slots.push({ phase: phase.id });
    else for (const step of steps) slots.push({ phase: phase.id, step: step.id });
  }
  slotCache.set(seq, slots);
  return slots;
}

function at<P extends string, S extends string>(turn: number, slot: Slot<P, S>): TurnPosition<P, S> {
  return slot.step === undefined ? { turn, phase: slot.phase } : { turn, phase: slot.phase, step: slot.step };
}

/** The first slot of turn 1. */
export function firstPosition<P extends string, S extends string>(seq: TurnSequence<P, S>): TurnPosition<P, S> {
  const first = slotsOf(seq)[0];
  if (!first) throw new RangeError("A turn needs at least one phase");
  return at(1, first);
}

/** Throws unless the position names a turn from 1, a phase of the sequence and one of its steps. */
export function checkPosition<P extends string, S extends string>(seq: TurnSequence<P, S>, pos: TurnPosition<P, S>): void {
  record(pos, "position");
  if (!Number.isInteger(pos.turn) || pos.turn < 1) throw new RangeError(`Turns count from 1, not ${pos.turn}`);
  const steps = stepsOf(phaseOf(seq, pos.phase));
  if (steps.length > 0 && pos.step === undefined) throw new RangeError(`Phase ${pos.phase} needs a step (${steps.map((s) => s.id).join(", ")})`);
  if (steps.length === 0 && pos.step !== undefined) throw new RangeError(`Phase ${pos.phase} has no steps`);
  if (pos.step !== undefined && !steps.some((s) => s.id === pos.step)) throw new RangeError(`Unknown step "${pos.step}" in phase ${pos.phase}`);
}

/**
 * A stored position (a flag, a field written by an older version, an edit) read leniently: an
 * unknown phase or turn gives the first position, a missing or unknown step the phase's first
 * step, and a step where the phase has none is dropped.
 */
export function readPosition<P extends string, S extends string>(seq: TurnSequence<P, S>, stored: unknown): TurnPosition<P, S> {
  checkSequenceShape(seq);
  if (typeof stored !== "object" || stored === null) return firstPosition(seq);
  const s = stored as Record<string, unknown>;
  const phase = seq.phases.find((p) => p.id === s.phase);
  const turn = Number(s.turn);
  if (!phase || !Number.isInteger(turn) || turn < 1) return firstPosition(seq);
  const steps = stepsOf(phase);
  const first = steps[0];
  if (!first) return { turn, phase: phase.id };
  return { turn, phase: phase.id, step: (steps.find((x) => x.id === s.step) ?? first).id };
}

/** The slot of a position within its turn, from 0. */
export function slotIndex<P extends string, S extends string>(seq: TurnSequence<P, S>, pos: TurnPosition<P, S>): number {
  checkPosition(seq, pos);
  return slotsOf(seq).findIndex((s) => s.phase === pos.phase && s.step === pos.step);
}

/** A position's place in play order, from 0 at the first slot of turn 1. */
export function ordinalOf<P extends string, S extends string>(seq: TurnSequence<P, S>, pos: TurnPosition<P, S>): number {
  const index = slotIndex(seq, pos);
  return (pos.turn - 1) * slotsOf(seq).length + index;
}

/** The position at an ordinal (see ordinalOf). */
export function positionAt<P extends string, S extends string>(seq: TurnSequence<P, S>, ordinal: number): TurnPosition<P, S> {
  if (!Number.isInteger(ordinal) || ordinal < 0) throw new RangeError(`No position before the first: ${ordinal}`);
  const slots = slotsOf(seq);
  const slot = slots[ordinal % slots.length];
  if (!slot) throw new RangeError("A turn needs at least one phase");
  return at(Math.floor(ordinal / slots.length) + 1, slot);
}

/** Negative when `a` comes before `b` in play, 0 when they are the same, positive after. */
export function comparePositions<P extends string, S extends string>(seq: TurnSequence<P, S>, a: TurnPosition<P, S>, b: TurnPosition<P, S>): number {
  return ordinalOf(seq, a) - ordinalOf(seq, b);
}

/** Whether `now` comes after `then` in play. */
export function isAfter<P extends string, S extends string>(seq: TurnSequence<P, S>, now: TurnPosition<P, S>, then: TurnPosition<P, S>): boolean {
  return comparePositions(seq, now, then) > 0;
}

/** The next step or phase; after the last slot comes the next turn's first. */
export function nextPosition<P extends string, S extends string>(seq: TurnSequence<P, S>, pos: TurnPosition<P, S>): TurnPosition<P, S> {
  return positionAt(seq, ordinalOf(seq, pos) + 1);
}

/** The step or phase before, or null at the first position of play. */
export function previousPosition<P extends string, S extends string>(seq: TurnSequence<P, S>, pos: TurnPosition<P, S>): TurnPosition<P, S> | null {
  const ordinal = ordinalOf(seq, pos);
  return ordinal === 0 ? null : positionAt(seq, ordinal - 1);
}

/** The same phase and step `turns` turns later. */
export function turnsLater<P extends string, S extends string>(seq: TurnSequence<P, S>, pos: TurnPosition<P, S>, turns: number): TurnPosition<P, S> {
  checkPosition(seq, pos);
  if (!Number.isInteger(turns) || turns < 0) throw new RangeError(`Cannot go ${turns} turns on`);
  return { ...pos, turn: pos.turn + turns };
}

/** Whether a position starts a new turn. */
export function startsTurn<P extends string, S extends string>(seq: TurnSequence<P, S>, pos: TurnPosition<P, S>): boolean {
  return slotIndex(seq, pos) === 0;
}

/**
 * The player (a seat id) who acts at a position: the phase's player, or the other seat in a step
 * played by "other"; null in a phase both play.
 */
export function actingPlayer<P extends string, S extends string>(seq: TurnSequence<P, S>, pos: TurnPosition<P, S>): string | null {
  checkPosition(seq, pos);
  const phase = phaseOf(seq, pos.phase);
  if (phase.player == null) return null;
  const step = stepsOf(phase).find((s) => s.id === pos.step);
  if (step?.acts !== "other") return phase.player;
  const other = (seq.players ?? []).find((p) => p.id !== phase.player);
  if (!other) throw new RangeError(`Step "${String(pos.step)}" needs a second player`);
  return other.id;
}
