// Counting markers in the pure core, with the Space Patrol! set (SP-9) as the example.
import { describe, expect, it } from "vitest";
import { adjustedCount, findMarker, markerCount, withMarker } from "../../src/core/markers";
import { SPACE_PATROL_MARKERS, SP_MARKER } from "../../src/rulesets/space-patrol/rules/markers";

describe("marker counts", () => {
  const wound = findMarker(SPACE_PATROL_MARKERS, SP_MARKER.wound);
  const stun = findMarker(SPACE_PATROL_MARKERS, SP_MARKER.stun);

  it("Wound markers stack and are counted", () => {
    let counts = withMarker({}, wound, 1);
    counts = withMarker(counts, wound, 1);
    expect(markerCount(counts, SP_MARKER.wound)).toBe(2);
  });
  it("a second Stun marker adds nothing (SP-9)", () => {
    expect(adjustedCount(stun, 1, 1)).toBe(1);
  });
  it("removing below zero leaves none and drops the entry", () => {
    const counts = withMarker({ [SP_MARKER.wound]: 1 }, wound, -3);
    expect(counts).toEqual({});
    expect(markerCount(counts, SP_MARKER.wound)).toBe(0);
  });
  it("an unknown marker id is an error", () => {
    expect(() => findMarker(SPACE_PATROL_MARKERS, "nope")).toThrow(/Unknown marker/);
  });
  it("every marker id is unique and every SP_MARKER name is defined", () => {
    const ids = SPACE_PATROL_MARKERS.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of Object.values(SP_MARKER)) expect(ids).toContain(id);
  });
  it("Morale and Stun are single, Wound and Mortal Wound stack (SP-9)", () => {
    const byId = (id: string) => findMarker(SPACE_PATROL_MARKERS, id);
    expect(byId(SP_MARKER.morale).stacks).toBe(false);
    expect(byId(SP_MARKER.stun).stacks).toBe(false);
    expect(byId(SP_MARKER.wound).stacks).toBe(true);
    expect(byId(SP_MARKER.mortalWound).stacks).toBe(true);
    expect(byId("sp-vehicle-control").stacks).toBe(true);
  });
});
