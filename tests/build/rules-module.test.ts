// The built rules module (dist/rules.mjs) under the same property as its source: 100,000 random
// and edge inputs over every exported entry point, refused only with a RangeError, with no NaN
// and no undeclared undefined in any result. And the shape table the inputs come from matches
// the rules' types as they are now.
import { beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { execFileSync } from "node:child_process";
import { entryNames, MIN_CALLS, propertyRun, type RulesModule } from "../rules-module/run";
import { SHAPES } from "../rules-module/shapes";

const root = join(__dirname, "../..");
const built = join(root, "dist/rules.mjs");

describe("dist/rules.mjs", () => {
  let rules: RulesModule;
  beforeAll(async () => {
    if (!existsSync(built)) throw new Error("Run npm run build first: these tests read its output.");
    rules = (await import(pathToFileURL(built).href)) as RulesModule;
  });

  it("exports the entry points the shape table lists, and no others", () => {
    expect(entryNames(rules).sort()).toEqual(Object.keys(SHAPES.entries).sort());
  });

  it("refuses bad input only with a RangeError and never returns NaN or an undeclared undefined", () => {
    const { calls, failures } = propertyRun(rules);
    expect(calls).toBeGreaterThanOrEqual(MIN_CALLS);
    expect(failures.map((f) => `${f.entry}: ${f.problem}\n    ${f.args}`)).toEqual([]);
  });
});

describe("tests/rules-module/shapes.json", () => {
  it("matches the types of src/rules.ts (node scripts/rules-shapes.mjs rewrites it)", () => {
    expect(() => execFileSync(process.execPath, [join(root, "scripts/rules-shapes.mjs"), "--check"], { encoding: "utf8", stdio: "pipe" })).not.toThrow();
  });
});
