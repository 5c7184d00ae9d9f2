// The rules module (src/rules.ts, built as dist/rules.mjs) over 100,000 random and edge inputs:
// every exported function and class refuses what it cannot use with a RangeError, and returns no
// NaN and no undefined its declared type does not admit. tests/build/rules-module.test.ts runs the
// same over the built file.
import { describe, expect, it } from "vitest";
import * as rules from "../../src/rules";
import { SeededDice } from "../../src/core/seeded-dice";
import { DOCUMENTED_NONE } from "./none";
import { EXAMPLES } from "./examples";
import { admitsUndefined } from "./results";
import { entryNames, MIN_CALLS, propertyRun, type RulesModule } from "./run";
import { SHAPES } from "./shapes";

// the module's namespaces, as the property walks them
const module = rules as unknown as RulesModule;

describe("the rules module's entry points", () => {
  it("each has its parameter shapes (run node scripts/rules-shapes.mjs after changing an export)", () => {
    const names = entryNames(module);
    expect(names.length).toBeGreaterThan(400);
    expect(names.filter((n) => !SHAPES.entries[n]), "exports without shapes").toEqual([]);
    expect(Object.keys(SHAPES.entries).filter((n) => !names.includes(n)), "shapes of no export").toEqual([]);
  });

  it("allow undefined as a result only where it is their declared none", () => {
    for (const name of Object.keys(DOCUMENTED_NONE)) {
      const entry = SHAPES.entries[name];
      expect(entry, name).toBeDefined();
      expect(entry?.signatures.every((s) => admitsUndefined(s.ret)), name).toBe(true);
    }
  });

  it("run each example as the valid call it is", () => {
    for (const [name, example] of Object.entries(EXAMPLES)) {
      const [ns, fn] = name.split(".") as [string, string];
      const entry = module[ns]?.[fn];
      expect(typeof entry, name).toBe("function");
      // the example's own entry point, called as the module exports it
      const call = (): unknown => (entry as (...a: unknown[]) => unknown)(...example(module, () => new SeededDice(7)));
      expect(call, name).not.toThrow();
    }
  });

  it("refuse bad input only with a RangeError and never return NaN or an undeclared undefined", () => {
    const { calls, failures, returned } = propertyRun(module);
    expect(calls).toBeGreaterThanOrEqual(MIN_CALLS);
    expect(failures.map((f) => `${f.entry}: ${f.problem}\n    ${f.args}`)).toEqual([]);
    // the inputs are not all refused: most entry points, and every one with an example, return
    const neverReturned = entryNames(module).filter((n) => !returned.has(n));
    expect(neverReturned.filter((n) => EXAMPLES[n]), "examples never returned").toEqual([]);
    expect(neverReturned.length, neverReturned.join(", ")).toBeLessThan(entryNames(module).length / 20);
  });
});
