// Markers ending at named points of the turn, and which come off as play moves from one position
// to another.
import { describe, expect, it } from "vitest";
import { expiredMarkers, expiryPoint, hasExpired, nextPosition, type MarkerRecord, type TurnPosition } from "../../../src/core/turn/index";
import { SAMPLE } from "./sample-sequence";

const at = (turn: number, phase: string, step?: string): TurnPosition => (step === undefined ? { turn, phase } : { turn, phase, step });

describe("named expiry points", () => {
  it("'the same step next turn' lasts through that step", () => {
    expect(expiryPoint(SAMPLE, { kind: "samePosition", turnsLater: 1 }, at(2, "redFire", "answer"))).toEqual({ through: at(3, "redFire", "answer") });
    expect(expiryPoint(SAMPLE, { kind: "samePosition", turnsLater: 0 }, at(2, "end"))).toEqual({ through: at(2, "end") });
  });

  it("'the end of a phase' is its last step, this turn or later", () => {
    expect(expiryPoint(SAMPLE, { kind: "endOf", phase: "blueFire", turnsLater: 1 }, at(2, "orders"))).toEqual({ through: at(3, "blueFire", "answer") });
    expect(expiryPoint(SAMPLE, { kind: "endOf", phase: "blueFire", step: "shoot", turnsLater: 0 }, at(2, "orders"))).toEqual({ through: at(2, "blueFire", "shoot") });
    expect(expiryPoint(SAMPLE, { kind: "endOf", phase: "end", turnsLater: 2 }, at(2, "orders"))).toEqual({ through: at(4, "end") });
  });

  it("'until the start of a phase' is its next start after the marker was placed", () => {
    const rule = { kind: "startOf", phase: "blueFire" } as const;
    expect(expiryPoint(SAMPLE, rule, at(2, "orders"))).toEqual({ at: at(2, "blueFire", "shoot") });
    // Placed during that very phase: it lasts until the phase comes round again.
    expect(expiryPoint(SAMPLE, rule, at(2, "blueFire", "shoot"))).toEqual({ at: at(3, "blueFire", "shoot") });
    expect(expiryPoint(SAMPLE, rule, at(2, "end"))).toEqual({ at: at(3, "blueFire", "shoot") });
    expect(expiryPoint(SAMPLE, { kind: "startOf", phase: "redFire", step: "answer" }, at(2, "redFire", "answer"))).toEqual({ at: at(3, "redFire", "answer") });
  });

  it("refuses negative turns", () => {
    expect(() => expiryPoint(SAMPLE, { kind: "samePosition", turnsLater: -1 }, at(2, "end"))).toThrow(/-1 turns/);
    expect(() => expiryPoint(SAMPLE, { kind: "endOf", phase: "end", turnsLater: 0.5 }, at(2, "end"))).toThrow(/0.5 turns/);
  });
});

describe("which markers come off between two positions", () => {
  it("a marker in force through a position comes off the step after it, not before", () => {
    const ends = { through: at(3, "redFire", "shoot") };
    expect(hasExpired(SAMPLE, ends, at(3, "redMove"), at(3, "redFire", "shoot"))).toBe(false);
    expect(hasExpired(SAMPLE, ends, at(3, "redFire", "shoot"), at(3, "redFire", "answer"))).toBe(true);
    // A missed update: the end had long passed; it still comes off.
    expect(hasExpired(SAMPLE, ends, at(5, "orders"), at(5, "redMove"))).toBe(true);
  });

  it("a marker ending at a position comes off when play reaches it", () => {
    const ends = { at: at(3, "blueMove") };
    expect(hasExpired(SAMPLE, ends, at(3, "redFire", "shoot"), at(3, "redFire", "answer"))).toBe(false);
    expect(hasExpired(SAMPLE, ends, at(3, "redFire", "answer"), at(3, "blueMove"))).toBe(true);
  });

  it("a marker ending at each start of a phase comes off whenever play enters it, in any turn", () => {
    const ends = { eachStartOf: { phase: "blueFire" } };
    expect(hasExpired(SAMPLE, ends, at(1, "blueMove"), at(1, "blueFire", "shoot"))).toBe(true);
    expect(hasExpired(SAMPLE, ends, at(7, "blueMove"), at(7, "blueFire", "shoot"))).toBe(true);
    expect(hasExpired(SAMPLE, ends, at(7, "blueFire", "shoot"), at(7, "blueFire", "answer"))).toBe(false);
    expect(hasExpired(SAMPLE, ends, at(7, "orders"), at(7, "redMove"))).toBe(false);
    // A jump over the phase passes its start; a jump that stops short does not.
    expect(hasExpired(SAMPLE, ends, at(7, "redMove"), at(8, "orders"))).toBe(true);
    expect(hasExpired(SAMPLE, ends, at(7, "blueFire", "shoot"), at(8, "redMove"))).toBe(false);
    // From the very start of play (nothing before), the first start counts.
    expect(hasExpired(SAMPLE, { eachStartOf: { phase: "orders" } }, null, at(1, "orders"))).toBe(true);
    expect(hasExpired(SAMPLE, { eachStartOf: { phase: "redMove" } }, null, at(1, "orders"))).toBe(false);
  });

  it("picks the records that end from a list of tokens' markers, in the order given", () => {
    const records: MarkerRecord[] = [
      { holder: "tok1", marker: "pinned", ends: expiryPoint(SAMPLE, { kind: "samePosition", turnsLater: 1 }, at(1, "redFire", "shoot")) },
      { holder: "tok2", marker: "moved", ends: { eachStartOf: { phase: "blueMove" } } },
      { holder: "tok1", marker: "moved", ends: { eachStartOf: { phase: "redMove" } } },
      { holder: "tok3", marker: "dazed", ends: expiryPoint(SAMPLE, { kind: "startOf", phase: "orders" }, at(1, "end")) },
    ];
    const walk = (from: TurnPosition, to: TurnPosition) => expiredMarkers(SAMPLE, from, to, records).map((r) => `${r.holder}:${r.marker}`);
    expect(walk(at(2, "orders"), at(2, "redMove"))).toEqual(["tok1:moved", "tok3:dazed"]);
    expect(walk(at(2, "redMove"), at(2, "redFire", "shoot"))).toEqual(["tok3:dazed"]);
    expect(walk(at(2, "redFire", "shoot"), at(2, "redFire", "answer"))).toEqual(["tok1:pinned", "tok3:dazed"]);
    expect(walk(at(2, "redFire", "answer"), at(2, "blueMove"))).toEqual(["tok1:pinned", "tok2:moved", "tok3:dazed"]);
    // Walking a whole turn step by step takes off each recurring marker exactly once.
    let pos = at(4, "orders");
    const counts = new Map<string, number>();
    for (let i = 0; i < 8; i++) {
      const next = nextPosition(SAMPLE, pos);
      for (const r of expiredMarkers(SAMPLE, pos, next, records.slice(1, 3))) counts.set(r.holder, (counts.get(r.holder) ?? 0) + 1);
      pos = next;
    }
    expect(Object.fromEntries(counts)).toEqual({ tok1: 1, tok2: 1 });
  });
});
