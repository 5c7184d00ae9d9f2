// The kit's GM-written combatant records (system/turn/combat-records.ts): changes made in one
// moment go to the Combat in one update, a change made while that update is on its way starts
// from what it writes, and what is read back goes through the rule set's checked reader.
import { describe, expect, it } from "vitest";
import { CombatRecords } from "../../../src/system/turn/combat-records";
import { StandInCombat } from "../../helpers/foundry/combat";

declare module "../../../src/system/flags" {
  interface CombatFlags {
    /** Only these tests write it. */
    testSteps?: Record<string, { steps: number } | null>;
  }
}

/** A Combat whose updates wait until the test lets them through, as a trip to the server does. */
class SlowCombat extends StandInCombat {
  readonly held: (() => void)[] = [];
  override async update(changes: Record<string, unknown>, options: { recursive?: boolean; diff?: boolean } = {}): Promise<this | undefined> {
    await new Promise<void>((resolve) => this.held.push(resolve));
    return super.update(changes, options);
  }
}

const readSteps = (stored: unknown): { steps: number } | null => {
  const steps = (stored as { steps?: unknown }).steps;
  return typeof steps === "number" && Number.isInteger(steps) && steps >= 0 ? { steps } : null;
};

const asCombat = (c: StandInCombat) => c as unknown as Combat.Implementation;
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("GM-written combatant records", () => {
  it("writes the changes of one moment in one Combat update, each from the record before it", async () => {
    const combat = new StandInCombat({ _id: "c1", flags: { starskirmish: { testSteps: { a: { steps: 2 } } } } });
    const records = new CombatRecords("testSteps", readSteps);
    const first = records.stage(asCombat(combat), "a", (before) => ({ steps: (before?.steps ?? 0) + 3 }));
    const second = records.stage(asCombat(combat), "b", (before) => ({ steps: (before?.steps ?? 0) + 1 }));
    const third = records.stage(asCombat(combat), "a", (before) => ({ steps: (before?.steps ?? 0) + 1 }));
    await Promise.all([first, second, third]);
    // each written whole ("==", v13's forced replacement), not merged into what is stored
    expect(combat.updates).toEqual([{ flags: { starskirmish: { testSteps: { "==a": { steps: 6 }, "==b": { steps: 1 } } } } }]);
    expect(records.stored(asCombat(combat), "a")).toEqual({ steps: 6 });
    expect(records.path("a")).toBe("flags.starskirmish.testSteps.a");
  });

  it("starts a change made while the Combat is being written from what is being written", async () => {
    const combat = new SlowCombat({ _id: "c2" });
    const records = new CombatRecords("testSteps", readSteps);
    const first = records.stage(asCombat(combat), "a", () => ({ steps: 4 }));
    await tick();
    expect(combat.held).toHaveLength(1);
    // the stored record is still empty: the client reads what it is writing
    expect(records.stored(asCombat(combat), "a")).toBeNull();
    expect(records.now(asCombat(combat), "a")).toEqual({ steps: 4 });
    const second = records.stage(asCombat(combat), "a", (before) => ({ steps: (before?.steps ?? 0) + 2 }));
    combat.held.shift()!();
    await first;
    await tick();
    combat.held.shift()!();
    await second;
    expect(combat.updates.map((u) => (u as { flags: { starskirmish: { testSteps: unknown } } }).flags.starskirmish.testSteps)).toEqual([{ "==a": { steps: 4 } }, { "==a": { steps: 6 } }]);
    expect(records.now(asCombat(combat), "a")).toEqual({ steps: 6 });
  });

  it("says so when the write is refused, and then reads the records as stored", async () => {
    class GoneCombat extends StandInCombat {
      override async update(): Promise<this> {
        throw new Error("The Combat does not exist");
      }
    }
    const combat = new GoneCombat({ _id: "c4", flags: { starskirmish: { testSteps: { a: { steps: 1 } } } } });
    const records = new CombatRecords("testSteps", readSteps);
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      await records.stage(asCombat(combat), "a", () => ({ steps: 9 }));
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    expect(String(errors[0]![0])).toContain("could not be written");
    expect(records.now(asCombat(combat), "a")).toEqual({ steps: 1 });
  });

  it("replaces a stored record whole: a key the new one leaves out does not stay", async () => {
    const combat = new StandInCombat({ _id: "c5", flags: { starskirmish: { testSteps: { a: { steps: 3, told: "past" } } } } });
    const records = new CombatRecords("testSteps", readSteps);
    await records.stage(asCombat(combat), "a", () => ({ steps: 0 }));
    expect((combat.flags.starskirmish as { testSteps: unknown }).testSteps).toEqual({ a: { steps: 0 } });
  });

  it("reads a record it cannot trust, or none, as no record", () => {
    const combat = new StandInCombat({ _id: "c3", flags: { starskirmish: { testSteps: { a: { steps: -1 }, b: null, c: { steps: 2 } } } } });
    const records = new CombatRecords("testSteps", readSteps);
    expect(records.now(asCombat(combat), "a")).toBeNull();
    expect(records.now(asCombat(combat), "b")).toBeNull();
    expect(records.now(asCombat(combat), "missing")).toBeNull();
    expect(records.now(asCombat(combat), "c")).toEqual({ steps: 2 });
    expect(records.now(null, "c")).toBeNull();
  });
});
