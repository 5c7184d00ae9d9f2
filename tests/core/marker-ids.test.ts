// Marker ids by key, typed from a rule set's own rows: every row's id, the same ids the marker list
// carries, and a row that is not one refused.
import { describe, expect, it } from "vitest";
import { buildMarkers, markerIds } from "../../src/core/marker-builder";
import { SSM_MARKER, STARSHIP_MARINE_MARKERS } from "../../src/rulesets/starship-marine/rules/markers";
import { SMR_MARKER, STARMARINES_MARKERS } from "../../src/rulesets/starmarines/rules/markers";

describe("marker ids by key", () => {
  it("give each row's id as its marker carries it, and nothing else", () => {
    const rows = [{ key: "moved", glyph: "M", colour: "#000" }, { key: "hit", glyph: "H", colour: "#f00", stacks: true }] as const;
    const ids = markerIds("x", rows);
    expect(ids).toEqual({ moved: "x-moved", hit: "x-hit" });
    expect(buildMarkers("x", "L", rows).map((m) => m.id)).toEqual(Object.values(ids));
    expect(Object.isFrozen(ids)).toBe(true);
  });

  it("cover every Starship Marine and StarMarines marker", () => {
    expect(Object.values(SSM_MARKER)).toEqual(STARSHIP_MARINE_MARKERS.map((m) => m.id));
    expect(SSM_MARKER.wounded).toBe("ssm-wounded");
    expect(Object.values(SMR_MARKER)).toEqual(STARMARINES_MARKERS.map((m) => m.id));
    expect(SMR_MARKER.weaponsLost).toBe("smr-weaponsLost");
  });

  it("refuse a row without a text key", () => {
    expect(() => markerIds("x", [{ key: 3 }] as never)).toThrow(RangeError);
    expect(() => markerIds("x", [null] as never)).toThrow(RangeError);
  });
});

describe("markers kept in a battle, from the rows' keys", () => {
  const rows = [{ key: "moved", glyph: "M", colour: "#000" }, { key: "hit", glyph: "H", colour: "#f00", stacks: true }, { key: "prone", glyph: "P", colour: "#0f0" }] as const;

  it("carry the mode their key is given, and none where it is given none", () => {
    const built = buildMarkers("x", "L", rows, { moved: "removal", hit: "any" });
    expect(built.map((m) => [m.id, m.keptInBattle])).toEqual([["x-moved", "removal"], ["x-hit", "any"], ["x-prone", undefined]]);
    expect("keptInBattle" in built[2]!).toBe(false);
  });

  it("refuse a key no row has, naming the marker", () => {
    expect(() => buildMarkers("x", "L", rows, { fired: "removal" })).toThrow('No marker "x-fired" to keep');
  });
});
