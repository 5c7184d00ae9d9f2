import { describe, expect, it } from "vitest";
import { adjustedCount, findMarker } from "../../../../src/core/markers";
import { EXCLUSIVE_MARKER_GROUPS, STR_MARKER, STRIKER_MARKERS } from "../../../../src/rulesets/striker/rules/markers";

describe("Striker markers", () => {
  it.each([
    ["str-moved", "moved", false],
    ["str-suppressed", "suppressed", false],
    ["str-routed", "routed", false],
    ["str-hidden", "hidden", false],
    ["str-concealed", "concealed", false],
    ["str-settingUp", "settingUp", true],
    ["str-flightNoe", "flightNoe", false],
    ["str-flightTerrain", "flightTerrain", false],
    ["str-flightHigh", "flightHigh", false],
    ["str-leaderLost", "leaderLost", false],
    ["str-fired", "fired", false],
    ["str-popUp", "popUp", false],
  ] as const)("%s", (id, key, stacks) => {
    const m = findMarker(STRIKER_MARKERS, id);
    expect(m.label).toBe(`STARSKIRMISH.Striker.Marker.${key}`);
    expect(m.icon).toBe(`systems/starskirmish/icons/markers/${id}.svg`);
    expect(m.stacks).toBe(stacks);
    expect(STRIKER_MARKERS.find((s) => s.id === id)?.glyph).toMatch(/^[A-Za-z]{1,2}$/);
  });

  it("ids, colours and glyphs are distinct", () => {
    for (const field of ["id", "colour", "glyph"] as const) {
      expect(new Set(STRIKER_MARKERS.map((m) => m[field])).size).toBe(STRIKER_MARKERS.length);
    }
  });

  it("set-up counts the turns left, up to the longest set-up (10)", () => {
    const m = findMarker(STRIKER_MARKERS, STR_MARKER.settingUp);
    expect(adjustedCount(m, 9, 3)).toBe(10);
    expect(adjustedCount(m, 1, -1)).toBe(0);
  });

  it("single markers stay single", () => {
    expect(adjustedCount(findMarker(STRIKER_MARKERS, STR_MARKER.suppressed), 1, 1)).toBe(1);
  });

  it("keeps in a battle the results a procedure places and lifts, and leaves the team's own choices to its owner", () => {
    const kept = Object.fromEntries(STRIKER_MARKERS.flatMap((m) => (m.keptInBattle ? [[m.id, m.keptInBattle]] : [])));
    expect(kept).toEqual({
      // the owner's own move, fire, pop-up and set-up place these (6.E, 7.A.4, 6.A.2.g, 6.D.1); the GM's tracker lifts them
      "str-moved": "removal",
      "str-fired": "removal",
      "str-popUp": "removal",
      "str-settingUp": "removal",
      // only a card's Apply on the GM's client places or lifts these (8.C.4, 8.C.5, 8.B.6)
      "str-suppressed": "any",
      "str-routed": "any",
      "str-leaderLost": "any",
    });
    // hiding and flight mode are the team's choice (7.A.3, 6.A.2)
  });

  it("every name in STR_MARKER and the exclusive groups is a marker", () => {
    for (const id of [...Object.values(STR_MARKER), ...EXCLUSIVE_MARKER_GROUPS.flat()]) {
      expect(() => findMarker(STRIKER_MARKERS, id)).not.toThrow();
    }
  });
});
