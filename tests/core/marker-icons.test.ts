// Marker icons by count and the static effect ids.
import { describe, expect, it } from "vitest";
import { countLabel, drawnCounts, markerEffectId, markerIcon, MAX_DRAWN_COUNT } from "../../src/core/marker-icons";
import { RULESET_DEFINITIONS } from "../../src/rulesets/definitions";
import { findMarker } from "../../src/core/markers";
import { SPACE_PATROL_MARKERS, SP_MARKER } from "../../src/rulesets/space-patrol/rules/markers";

const wound = findMarker(SPACE_PATROL_MARKERS, SP_MARKER.wound);
const stun = findMarker(SPACE_PATROL_MARKERS, SP_MARKER.stun);

describe("marker icons", () => {
  it("a counted marker shows its count from 2 up, and a plus past the last drawn number", () => {
    expect(markerIcon(wound, 0)).toBe(wound.icon);
    expect(markerIcon(wound, 1)).toBe(wound.icon);
    expect(markerIcon(wound, 2)).toBe(wound.icon.replace(".svg", "-2.svg"));
    expect(markerIcon(wound, 40)).toBe(wound.icon.replace(".svg", `-${MAX_DRAWN_COUNT + 1}.svg`));
    expect(countLabel(MAX_DRAWN_COUNT + 1)).toBe(`${MAX_DRAWN_COUNT}+`);
    expect(drawnCounts(wound)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it("a single marker has one icon", () => {
    expect(drawnCounts(stun)).toEqual([]);
    expect(markerIcon(stun, 3)).toBe(stun.icon);
  });
});

describe("static effect ids", () => {
  it("are 16 letters or digits, stable, and unique across every rule set's markers", () => {
    const ids = RULESET_DEFINITIONS.flatMap((d) => d.markers.map((m) => markerEffectId(m.id)));
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(markerEffectId("sp-wound")).toBe(markerEffectId("sp-wound"));
  });
});
