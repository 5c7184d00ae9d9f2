// Lying markers turn tokens (appendix: Prone rotate 90, Unconscious and Wrecked rotate 180).
import { describe, expect, it } from "vitest";
import { markerRotation, rotatedTokenAngle } from "../../src/core/marker-rotation";
import { SPACE_PATROL_MARKERS, SP_MARKER } from "../../src/rulesets/space-patrol/rules/markers";

describe("marker rotation", () => {
  it("Prone turns a quarter, Unconscious upside down, the larger wins, none stands upright", () => {
    expect(markerRotation(SPACE_PATROL_MARKERS, { [SP_MARKER.prone]: 1 })).toBe(90);
    expect(markerRotation(SPACE_PATROL_MARKERS, { [SP_MARKER.unconscious]: 1 })).toBe(180);
    expect(markerRotation(SPACE_PATROL_MARKERS, { [SP_MARKER.prone]: 1, [SP_MARKER.unconscious]: 1 })).toBe(180);
    expect(markerRotation(SPACE_PATROL_MARKERS, { [SP_MARKER.wound]: 3 })).toBe(0);
    expect(markerRotation(SPACE_PATROL_MARKERS, { "sp-vehicle-wrecked": 1 })).toBe(180);
  });
  it("adds to the token's own facing and stays within a turn", () => {
    expect(rotatedTokenAngle(45, SPACE_PATROL_MARKERS, { [SP_MARKER.prone]: 1 })).toBe(135);
    expect(rotatedTokenAngle(270, SPACE_PATROL_MARKERS, { [SP_MARKER.unconscious]: 1 })).toBe(90);
    expect(rotatedTokenAngle(270, SPACE_PATROL_MARKERS, {})).toBe(270);
  });
});
