// Indexed form entries become whole lists, and fields the form does not show are kept.
import { describe, expect, it } from "vitest";
import { indexedToArrays, mergeList } from "../../../../src/rulesets/striker/view/form-arrays";

describe("form lists", () => {
  it("turns numeric-keyed objects into arrays in key order, at any depth", () => {
    expect(indexedToArrays({ 1: { bands: { 0: { range: 5 } } }, 0: { bands: {} } })).toEqual([{ bands: {} }, { bands: [{ range: 5 }] }]);
    expect(indexedToArrays({ a: 1 })).toEqual({ a: 1 });
  });

  it("merges edited entries over the stored list, keeping what the form leaves out", () => {
    const stored = [
      { name: "A", weaponItemId: "x1", bands: [{ range: 1, pen: 2 }] },
      { name: "B", weaponItemId: "", bands: [] },
    ];
    const merged = mergeList(stored, { 0: { name: "Ann", bands: { 0: { range: 9 } } } });
    expect(merged).toEqual([
      { name: "Ann", weaponItemId: "x1", bands: [{ range: 9, pen: 2 }] },
      { name: "B", weaponItemId: "", bands: [] },
    ]);
    expect(stored[0]!.name).toBe("A");
    expect(mergeList(stored, "nonsense")).toEqual(stored);
  });
});
