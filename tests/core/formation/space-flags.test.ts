// The placement field's per-space facts: kept alike in its byte array and, for spaces off the
// scene or scenes too large for the array, in its map; a layout reads the same either way.
import { describe, expect, it } from "vitest";
import { layoutFormation, type FormationInput } from "../../../src/core/formation/index";
import { SpaceFlags } from "../../../src/core/formation/space-flags";
import { expectSoundLayout, placed, troopers } from "./helpers";

describe("SpaceFlags", () => {
  it("keeps each space's bits apart, inside the numbered range and outside it", () => {
    const flags = new SpaceFlags(10);
    for (const space of [0, 9, 10, -1, -123456789012]) {
      expect(flags.get(space)).toBe(0);
      flags.add(space, 1);
      flags.add(space, 4);
      expect(flags.get(space)).toBe(5);
    }
    expect(flags.get(1)).toBe(0);
    expect(flags.get(11)).toBe(0);
    expect(flags.get(-2)).toBe(0);
  });
  it("holds every space in its map when there are too many for the array, or none", () => {
    for (const spaces of [0, -5, Number.NaN, 1 << 23]) {
      const flags = new SpaceFlags(spaces);
      flags.add(3, 2);
      flags.add(3, 8);
      expect(flags.get(3)).toBe(10);
      expect(flags.get(4)).toBe(0);
    }
  });
});

describe("a layout on a scene too large for the field's byte array", () => {
  // 10 px spaces: 1,900 x 1,900 spaces fit the array, 3,000 x 3,000 do not; the formation, walls
  // and tokens sit far from every edge, so both scenes must give the same placements
  const formation = (side: number): FormationInput => ({
    members: [...troopers(60, 0), { id: "apc", width: 2, height: 2 }],
    grid: { kind: "square", size: 10, bounds: { x: 0, y: 0, width: side * 10, height: side * 10 } },
    drop: { x: 9005, y: 9005 },
    shape: "wedge",
    facing: "NE",
    blocked: [
      { i: 900, j: 901 },
      { i: 901, j: 899 },
      { i: 902, j: 902 },
    ],
    walls: [{ x1: 9100, y1: 8900, x2: 9100, y2: 8990 }],
  });
  it("places every member as on a smaller scene", () => {
    const small = formation(1900);
    const large = formation(3000);
    const inArray = layoutFormation(small);
    const inMap = layoutFormation(large);
    expectSoundLayout(small, inArray);
    expectSoundLayout(large, inMap);
    expect(placed(inMap)).toEqual(placed(inArray));
  });
});
