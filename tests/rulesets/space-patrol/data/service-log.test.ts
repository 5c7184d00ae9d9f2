// The patrolman's stored service log (Guide 1.1-1.3): lines that hold a creation event in bounded
// fields, old `{term, text}` lines (and recovery lines) that keep their text, a bad line that says
// which field is wrong instead of vanishing, and migration 5 that brings old lines to the new form
// without losing a word; a treatment after the fight (Guide 8.2-8.6) stored as an event too, within
// the log's own limits (a full log gives up its oldest treatment lines, never a creation line), and a
// line stored before the end-of-generation and treatment fields existed gaining them on load.
import { describe, expect, it } from "vitest";
import { validateData } from "../../../../src/core/schema";
import { migrateSystemData } from "../../../../src/rulesets/migrations";
import { PATROLMAN_SCHEMA } from "../../../../src/rulesets/space-patrol/data/patrolman-schema";
import { MAX_LOG_LINES, MAX_LOG_TERM, MAX_RECOVERY_DAYS, readServiceLine, storedOfLogEntry, wholeServiceLine, withRecoveryLine } from "../../../../src/rulesets/space-patrol/data/service-log";
import type { CreationLogEntry } from "../../../../src/rulesets/space-patrol/rules/creation";
import { serviceLogOf } from "../../../../src/rulesets/space-patrol/data/creation-result";
import { everyEventLifepath } from "../../../../gallery/samples-space-patrol-creation";

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

describe("the end of generation's lines (Guide 1.2, 1.3)", () => {
  it("are stored in bounded fields and read back", () => {
    for (const e of [{ kind: "serviceEnded", termsCompleted: 2, reason: "cannot" }, { kind: "serviceEnded", termsCompleted: 7, reason: "lastTerm" }, { kind: "endOfGeneration", termsCompleted: 5, heroPoints: 2, bonusAssets: 1 }] as const) {
      const line = storedOfLogEntry(entry(e), noNote);
      expect(readServiceLine(line)).toEqual({ kind: "event", term: 2, event: e });
      expect(validateData(PATROLMAN_SCHEMA, { serviceLog: [line] })).toEqual([]);
    }
    const end = storedOfLogEntry(entry({ kind: "endOfGeneration", termsCompleted: 1, heroPoints: 5, bonusAssets: 9 }), noNote);
    // Guide 1.3's most is 5 points and 9 assets
    expect(validateData(PATROLMAN_SCHEMA, { serviceLog: [{ ...end, event: { ...end.event, heroPoints: 6 } }] })).toEqual([{ path: "system.serviceLog[0].event.heroPoints", message: "must be at most 5" }]);
    expect(readServiceLine({ ...end, event: { ...end.event, bonusAssets: 10 } })).toMatchObject({ kind: "unreadable", field: "event.bonusAssets" });
  });
});

describe("a treatment's line (Guide 8.2-8.6)", () => {
  const healed = { treatment: "natural", outcome: "healed", days: 20, hours: 0 } as const;
  it("is an event, not text in the applying client's language, and reads back", () => {
    const added = withRecoveryLine([], 3, healed);
    expect(added.kind).toBe("added");
    const log = added.log;
    expect(log).toEqual([expect.objectContaining({ term: 3, text: "", rolls: [] })]);
    expect(readServiceLine(log[0] as never)).toEqual({ kind: "event", term: 3, event: { kind: "recovery", treatment: "natural", result: "healed", days: 20, hours: 0 } });
    expect(validateData(PATROLMAN_SCHEMA, { serviceLog: log })).toEqual([]);
  });
  it("belongs to the log's last term and keeps old text lines as they are", () => {
    const old = [{ term: 4, text: "A wound was treated in a Med Bay (3 hours).", rolls: [], event: { kind: "" } }];
    const log = withRecoveryLine(old, 2, healed).log;
    expect(log[0]).toBe(old[0]);
    expect((log[1] as { term: number }).term).toBe(4);
    expect(readServiceLine(log[0] as never)).toEqual({ kind: "text", term: 4, text: "A wound was treated in a Med Bay (3 hours)." });
    // the term's bound is the log's own (MAX_LOG_TERM), not a copy
    expect((withRecoveryLine([{ term: MAX_LOG_TERM + 5, text: "x" }], 1, healed).log[1] as { term: number }).term).toBe(MAX_LOG_TERM);
  });
  it("at the log's bound gives up its oldest treatment line, never a creation or old text line (MAX_LOG_LINES)", () => {
    const creation = serviceLogOf(everyEventLifepath());
    const first = withRecoveryLine([], 2, { treatment: "woundIntervention", outcome: "healed", days: 0, hours: 4 }).log[0];
    const second = withRecoveryLine([], 2, healed).log[0];
    const text = (i: number) => ({ term: 2, text: `line ${i}`, rolls: [], event: { kind: "" } });
    // creation lines, the two treatments among them, and old text lines up to the bound
    const full = [...creation.slice(0, 3), first, ...creation.slice(3), second];
    while (full.length < MAX_LOG_LINES) full.push(text(full.length));
    const result = withRecoveryLine(full, 2, healed);
    expect(result).toMatchObject({ kind: "droppedOldest", dropped: 1 });
    expect(result.log).toHaveLength(MAX_LOG_LINES);
    // the oldest treatment went; every creation line, the other treatment and the text lines stayed
    expect(result.log).not.toContain(first);
    expect(result.log.slice(0, creation.length + 1)).toEqual([...creation, second]);
    expect(readServiceLine(result.log.at(-1) as never)).toMatchObject({ kind: "event", event: { kind: "recovery", treatment: "natural" } });
    expect(validateData(PATROLMAN_SCHEMA, { serviceLog: result.log })).toEqual([]);
  });
  it("at the bound with no treatment line to give up, leaves the log as it was", () => {
    const full = Array.from({ length: MAX_LOG_LINES }, (_, i) => ({ term: 1, text: `line ${i}`, rolls: [], event: { kind: "" } }));
    const result = withRecoveryLine(full, 1, healed);
    expect(result.kind).toBe("full");
    expect(result.log).toBe(full);
    expect(full).toHaveLength(MAX_LOG_LINES);
  });
  it("below the bound adds the line and gives up nothing", () => {
    const lines = Array.from({ length: MAX_LOG_LINES - 1 }, (_, i) => withRecoveryLine([], 1 + (i % MAX_LOG_TERM), healed).log[0]);
    const result = withRecoveryLine(lines, 1, healed);
    expect(result.kind).toBe("added");
    expect(result.log).toHaveLength(MAX_LOG_LINES);
    expect(result.log.slice(0, -1)).toEqual(lines);
  });
  it("refuses an ending the treatment never has, or days past the bound, naming the field", () => {
    expect(() => withRecoveryLine([], 1, { ...healed, outcome: "failed" })).toThrow(/event\.result/);
    expect(() => withRecoveryLine([], 1, { ...healed, days: MAX_RECOVERY_DAYS + 1 })).toThrow(/event\.days/);
    const line = withRecoveryLine([], 1, healed).log[0] as { event: object };
    expect(readServiceLine({ ...line, event: { ...line.event, result: "died", treatment: "revival" } })).toMatchObject({ kind: "unreadable", field: "event.result" });
    expect(validateData(PATROLMAN_SCHEMA, { serviceLog: [{ ...line, event: { ...line.event, hours: 7 } }] })).toEqual([{ path: "system.serviceLog[0].event.hours", message: "must be at most 6" }]);
  });
});

describe("a line stored before the event gained its newer fields", () => {
  // a promotion line as migration 5 first stored it: no reason, hero points, treatment, days or hours
  const before = { term: 2, text: "", rolls: [15], event: { kind: "promotion", table: "", branch: "", asset: "", category: "", honors: "", medal: "", outcome: "", mission: false, die: 15, modifier: 1, total: 16, level: 0, rank: 2, ranks: 1, extraRolls: 2, term: 0, termsCompleted: 0, levelOne: [], levelZero: [] } };
  it("gains them empty on load, keeps its own, still reads and validates, and a second run changes nothing", () => {
    const out = migrateSystemData("Actor", "spPatrolman", { serviceLog: [before] }, 4);
    const line = (out.serviceLog as Record<string, unknown>[])[0] as { event: Record<string, unknown> };
    expect(line.event).toMatchObject({ ...before.event, reason: "", heroPoints: 0, bonusAssets: 0, treatment: "", result: "", days: 0, hours: 0 });
    expect(readServiceLine(line)).toEqual({ kind: "event", term: 2, event: { kind: "promotion", die: 15, modifier: 1, total: 16, ranks: 1, rank: 2, extraRolls: 2 } });
    expect(validateData(PATROLMAN_SCHEMA, out)).toEqual([]);
    expect(wholeServiceLine(line)).toBe(line);
  });
});

describe("the stored form's bounds, written apart from the rules so start-up loads no tables", () => {
  it("are the rules' own numbers (Guide 1.3, 1.5, 8.2, 8.3)", async () => {
    const schema = await import("../../../../src/rulesets/space-patrol/data/service-log-schema");
    const ids = await import("../../../../src/rulesets/space-patrol/rules/creation-ids");
    const { END_OF_GENERATION_TABLE } = await import("../../../../src/rulesets/space-patrol/rules/creation-tables");
    const { NATURAL_HEALING_DAYS_PER_WOUND, MAJOR_INTERVENTION_HOURS_DIE } = await import("../../../../src/rulesets/space-patrol/rules/healing");
    const { RANK_TITLES } = await import("../../../../src/rulesets/space-patrol/rules/ranks");
    expect(schema.MAX_RECOVERY_DAYS).toBe(100 * NATURAL_HEALING_DAYS_PER_WOUND);
    expect(schema.MAX_RECOVERY_HOURS).toBe(MAJOR_INTERVENTION_HOURS_DIE);
    expect(ids.MAX_END_HERO_POINTS).toBe(Math.max(...END_OF_GENERATION_TABLE.map((r) => r.heroPoints)));
    expect(ids.MAX_END_BONUS_ASSETS).toBe(Math.max(...END_OF_GENERATION_TABLE.map((r) => r.bonusAssets)));
    expect(Object.values(RANK_TITLES).every((titles) => titles.length === ids.MAX_RANK + 1)).toBe(true);
  });
});
