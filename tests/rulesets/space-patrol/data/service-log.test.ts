// The patrolman's stored service log (Guide 1.1-1.3): lines that hold a creation event in bounded
// fields, old `{term, text}` lines (and recovery lines) that keep their text, a bad line that says
// which field is wrong instead of vanishing, and migration 5 that brings old lines to the new form
// without losing a word.
import { describe, expect, it } from "vitest";
import { validateData } from "../../../../src/core/schema";
import { migrateSystemData } from "../../../../src/rulesets/migrations";
import { PATROLMAN_SCHEMA } from "../../../../src/rulesets/space-patrol/data/patrolman-schema";
import { readServiceLine, storedOfLogEntry, wholeServiceLine } from "../../../../src/rulesets/space-patrol/data/service-log";
import type { CreationLogEntry } from "../../../../src/rulesets/space-patrol/rules/creation";

const entry = (event: CreationLogEntry["event"], rolls: number[] = []): CreationLogEntry => ({ term: 2, step: "promotion", rolls, choice: null, event });
const noNote = (): string => {
  throw new Error("not a note line");
};

describe("stored lines", () => {
  it("hold an event in bounded fields and read it back; a won medal and none both survive", () => {
    const promotion = storedOfLogEntry(entry({ kind: "promotion", die: 15, modifier: 1, total: 16, ranks: 1, rank: 2, extraRolls: 2 }, [15]), noNote);
    expect(promotion).toMatchObject({ term: 2, text: "", rolls: [15], event: { kind: "promotion", die: 15, modifier: 1, total: 16, ranks: 1, rank: 2, extraRolls: 2, medal: "" } });
    expect(readServiceLine(promotion)).toEqual({ kind: "event", term: 2, event: { kind: "promotion", die: 15, modifier: 1, total: 16, ranks: 1, rank: 2, extraRolls: 2 } });
    for (const medal of ["flare", null] as const) {
      const e = { kind: "specialMission", die: 16, modifier: 0, total: 16, mission: true, medal, extraRolls: 2 } as const;
      expect(readServiceLine(storedOfLogEntry(entry(e, [16]), noNote))).toEqual({ kind: "event", term: 2, event: e });
    }
    const began = { kind: "beganPlay", termsCompleted: 3 } as const;
    expect(readServiceLine(storedOfLogEntry(entry(began), noNote))).toEqual({ kind: "event", term: 2, event: began });
    expect(validateData(PATROLMAN_SCHEMA, { serviceLog: [promotion] })).toEqual([]);
  });

  it("are refused by the data model out of bounds, by path", () => {
    const line = storedOfLogEntry(entry({ kind: "promotion", die: 15, modifier: 1, total: 16, ranks: 1, rank: 2, extraRolls: 2 }, [15]), noNote);
    expect(validateData(PATROLMAN_SCHEMA, { serviceLog: [{ ...line, event: { ...line.event, die: 21 } }] })).toEqual([{ path: "system.serviceLog[0].event.die", message: "must be at most 20" }]);
    expect(validateData(PATROLMAN_SCHEMA, { serviceLog: [{ ...line, event: { ...line.event, kind: "shouting" } }] })[0]).toMatchObject({ path: "system.serviceLog[0].event.kind" });
    expect(validateData(PATROLMAN_SCHEMA, { serviceLog: [{ ...line, event: { ...line.event, asset: "juggling" } }] })[0]).toMatchObject({ path: "system.serviceLog[0].event.asset" });
  });

  it("an old line of text, or a recovery line, reads as its text", () => {
    expect(readServiceLine({ term: 3, text: "Promotion total 16: rank 2, asset rolls +1" })).toEqual({ kind: "text", term: 3, text: "Promotion total 16: rank 2, asset rolls +1" });
    expect(readServiceLine({ term: 3, text: "Treated: 2 days", rolls: [], event: { kind: "" } })).toEqual({ kind: "text", term: 3, text: "Treated: 2 days" });
  });

  it("a line whose event is not whole names the field and keeps its text", () => {
    expect(readServiceLine({ term: 2, text: "kept", event: { kind: "promotion", die: 15, modifier: 1, total: 99, ranks: 1, rank: 2, extraRolls: 2 } })).toEqual({ kind: "unreadable", term: 2, field: "event.total", text: "kept" });
    expect(readServiceLine({ term: 2, text: "", event: { kind: "dancing" } })).toEqual({ kind: "unreadable", term: 2, field: "event.kind", text: "" });
  });
});

describe("migration 5: service log lines take the form that holds an event", () => {
  const old = { serviceLog: [{ term: 1, text: "Basic Training" }, { term: 2, text: "Promotion total 16: rank 2 <i>" }], rank: 2 };
  it("keeps every old line's term and text, with no event and no dice, and every other field", () => {
    const out = migrateSystemData("Actor", "spPatrolman", old, 4);
    expect(out.rank).toBe(2);
    const log = out.serviceLog as Record<string, unknown>[];
    expect(log.map((l) => [l.term, l.text, l.rolls])).toEqual([[1, "Basic Training", []], [2, "Promotion total 16: rank 2 <i>", []]]);
    expect(log.map((l) => readServiceLine(l))).toEqual([{ kind: "text", term: 1, text: "Basic Training" }, { kind: "text", term: 2, text: "Promotion total 16: rank 2 <i>" }]);
    expect(validateData(PATROLMAN_SCHEMA, out)).toEqual([]);
  });
  it("is idempotent, leaves lines with events alone, and leaves data without a log (a token's overrides) as it is", () => {
    const once = migrateSystemData("Actor", "spPatrolman", old, 4);
    expect(migrateSystemData("Actor", "spPatrolman", once, 4)).toBe(once);
    const partial = { rank: 3 };
    expect(migrateSystemData("Actor", "spPatrolman", partial, 4)).toBe(partial);
  });
  it("a bare string line becomes a term-1 line with that text; anything unreadable is kept for the model to report", () => {
    expect(wholeServiceLine("Joined")).toMatchObject({ term: 1, text: "Joined", rolls: [], event: { kind: "" } });
    expect(wholeServiceLine(7)).toBe(7);
  });
});
