// The pure field descriptions: initial values, validation messages and html field paths.
import { describe, expect, it } from "vitest";
import { field, htmlFieldPaths, htmlFieldValues, initialValue, validateData } from "../../src/core/schema";
import { PATROLMAN_SCHEMA } from "../../src/rulesets/space-patrol/data/patrolman-schema";
import { TEAM_SCHEMA } from "../../src/rulesets/striker/data/team-schema";

describe("initialValue", () => {
  it("fills nested objects, empty lists and records", () => {
    const v = initialValue(PATROLMAN_SCHEMA);
    expect(v.rank).toBe(0);
    expect(v.heroPoints).toEqual({ value: 0, max: 0 });
    expect(v.assets).toEqual({});
    expect(v.advancement.improvedThisSession).toEqual([]);
  });
});

describe("validateData", () => {
  it("accepts a sound patrolman and missing fields", () => {
    expect(validateData(PATROLMAN_SCHEMA, { rank: 3, assets: { tactics: 2, stealth: -1 } })).toEqual([]);
  });
  it("names the path and the reason of each problem", () => {
    const problems = validateData(PATROLMAN_SCHEMA, { rank: 9, branch: "navy", assets: { tactic: 2, vigor: 11 }, heroPoints: { value: 1.5 }, extra: 1 });
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: "system.rank", message: "must be at most 6" },
        { path: "system.branch", message: "must be one of flight, engineering, gunnery, intelligence, astrogation, medicine" },
        { path: "system.assets.tactic", message: "is not a known key" },
        { path: "system.assets.vigor", message: "must be at most 10" },
        { path: "system.heroPoints.value", message: "must be a whole number" },
        { path: "system.extra", message: "is not a field of this type" },
      ]),
    );
    expect(problems).toHaveLength(6);
  });
  it("checks every entry of a list of objects", () => {
    const problems = validateData(TEAM_SCHEMA, { troopers: [{ role: "leader" }, { role: "general", casualty: "yes" }] });
    expect(problems).toEqual([
      { path: "system.troopers[1].role", message: "must be one of leader, rifleman, crew, radio" },
      { path: "system.troopers[1].casualty", message: "must be true or false" },
    ]);
  });
  it("refuses a system that is not an object", () => {
    expect(validateData(PATROLMAN_SCHEMA, "junk")).toEqual([{ path: "system", message: "must be an object" }]);
    expect(validateData({ list: field.array(field.string()) }, { list: "a" })).toEqual([{ path: "system.list", message: "must be a list" }]);
  });
});

describe("htmlFieldPaths", () => {
  it("lists rich-text fields, nested ones with their path", () => {
    expect(htmlFieldPaths(PATROLMAN_SCHEMA)).toEqual(["biography"]);
    expect(htmlFieldPaths({ a: field.object({ b: field.html() }) })).toEqual(["a.b"]);
  });
});

describe("htmlFieldValues", () => {
  it("gives each rich-text field's stored text by path, and \"\" where the data holds none or not a string", () => {
    const fields = { notes: field.html(), a: field.object({ b: field.html() }), n: field.integer(0) };
    expect(htmlFieldValues(fields, { notes: "<p>x</p>", a: { b: "<b>y</b>" }, n: 3 })).toEqual({ notes: "<p>x</p>", "a.b": "<b>y</b>" });
    expect(htmlFieldValues(fields, { a: 5 })).toEqual({ notes: "", "a.b": "" });
    expect(htmlFieldValues(fields, null)).toEqual({ notes: "", "a.b": "" });
  });
});
