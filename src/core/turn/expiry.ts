/**
 * Markers that end at a named point of the turn ("to the end of the same step next turn", "until
 * the start of his next movement phase"), and which of them come off when play moves from one
 * position to another. Pure: the caller lists each token's markers with where they end, and
 * removes what this returns.
 */
import { checkPosition, ordinalOf, positionAt, slotsOf, type TurnPosition } from "./position";
import { list, oneOf, record } from "../checks";
import { phaseOf, stepsOf, type TurnSequence } from "./structure";

/** A phase, or one step of it, as a point every turn passes. */
export interface TurnPoint<P extends string = string, S extends string = string> {
  readonly phase: P;
  /** The step; the phase's first step (its start) or last (its end) when absent. */
  readonly step?: S;
}

/** Where a marker comes off. */
export type ExpiryPoint<P extends string = string, S extends string = string> =
  /** In force through this position; off once play is past it. */
  | { readonly through: TurnPosition<P, S> }
  /** Off when play reaches this position. */
  | { readonly at: TurnPosition<P, S> }
  /** Off whenever play reaches the start of this phase or step, whenever it was placed. */
  | { readonly eachStartOf: TurnPoint<P, S> };

/** Named rules for where a marker placed at some position ends. */
export type ExpiryRule<P extends string = string, S extends string = string> =
  /** Through the same phase and step `turnsLater` turns on ("one complete turn" is 1). */
  | { readonly kind: "samePosition"; readonly turnsLater: number }
  /** Through the end of a phase (its last step) or of one step, `turnsLater` turns on (0: this turn). */
  | ({ readonly kind: "endOf"; readonly turnsLater: number } & TurnPoint<P, S>)
  /** Until play next reaches the start of a phase (its first step) or of one step. */
  | ({ readonly kind: "startOf" } & TurnPoint<P, S>);

/** One marker on one token (or actor), with where it ends. */
export interface MarkerRecord<P extends string = string, S extends string = string> {
  /** Whose marker it is: a token, actor or combatant id, as the caller keys them. */
  readonly holder: string;
  /** The marker's id. */
  readonly marker: string;
  readonly ends: ExpiryPoint<P, S>;
}

function pointSlot<P extends string, S extends string>(seq: TurnSequence<P, S>, point: TurnPoint<P, S>, edge: "start" | "end"): number {
  record(point, "point");
  const steps = stepsOf(phaseOf(seq, point.phase));
  const step = point.step ?? (edge === "start" ? steps[0] : steps[steps.length - 1])?.id;
  const pos: TurnPosition<P, S> = step === undefined ? { turn: 1, phase: point.phase } : { turn: 1, phase: point.phase, step };
  return ordinalOf(seq, pos);
}

/** Where a marker placed at `placedAt` ends under a named rule. */
export function expiryPoint<P extends string, S extends string>(seq: TurnSequence<P, S>, rule: ExpiryRule<P, S>, placedAt: TurnPosition<P, S>): ExpiryPoint<P, S> {
  checkPosition(seq, placedAt);
  record(rule, "rule");
  oneOf(rule.kind, "rule.kind", ["samePosition", "endOf", "startOf"]);
  const slots = slotsOf(seq);
  const placed = ordinalOf(seq, placedAt);
  switch (rule.kind) {
    case "samePosition": {
      if (!Number.isInteger(rule.turnsLater) || rule.turnsLater < 0) throw new RangeError(`Cannot end ${rule.turnsLater} turns on`);
      return { through: { ...placedAt, turn: placedAt.turn + rule.turnsLater } };
    }
    case "endOf": {
      if (!Number.isInteger(rule.turnsLater) || rule.turnsLater < 0) throw new RangeError(`Cannot end ${rule.turnsLater} turns on`);
      const slot = slots[pointSlot(seq, rule, "end")];
      if (!slot) throw new RangeError(`Unknown point in phase ${rule.phase}`);
      const turn = placedAt.turn + rule.turnsLater;
      return { through: slot.step === undefined ? { turn, phase: slot.phase } : { turn, phase: slot.phase, step: slot.step } };
    }
    case "startOf": {
      const first = firstOccurrenceAfter(slots.length, pointSlot(seq, rule, "start"), placed);
      return { at: positionAt(seq, first) };
    }
  }
}

/** The first ordinal after `after` that falls on slot `slot` of a turn of `length` slots. */
function firstOccurrenceAfter(length: number, slot: number, after: number): number {
  if (after < slot) return slot;
  return slot + length * (Math.floor((after - slot) / length) + 1);
}

/**
 * Whether a marker ending at `ends` comes off as play moves from `from` (null: before play
 * began) to `to`. A marker whose fixed end had already passed at `from` comes off too, so a
 * missed update leaves nothing behind.
 */
export function hasExpired<P extends string, S extends string>(seq: TurnSequence<P, S>, ends: ExpiryPoint<P, S>, from: TurnPosition<P, S> | null, to: TurnPosition<P, S>): boolean {
  const now = ordinalOf(seq, to);
  record(ends, "ends");
  if ("through" in ends) return ordinalOf(seq, ends.through) < now;
  if ("at" in ends) return ordinalOf(seq, ends.at) <= now;
  const before = from === null ? -1 : ordinalOf(seq, from);
  record(ends.eachStartOf, "ends.eachStartOf");
  return firstOccurrenceAfter(slotsOf(seq).length, pointSlot(seq, ends.eachStartOf, "start"), before) <= now;
}

/** The records whose markers come off as play moves from `from` to `to`, in the order given. */
export function expiredMarkers<P extends string, S extends string, R extends { readonly ends: ExpiryPoint<P, S> }>(
  seq: TurnSequence<P, S>,
  from: TurnPosition<P, S> | null,
  to: TurnPosition<P, S>,
  records: readonly R[],
): R[] {
  return list(records, "records").filter((r) => hasExpired(seq, record(r, "record").ends, from, to));
}
