// Cover against a shot from the board (IX-C, X, SMR-8): the target hex's cover for every terrain of
// the three tables, a shot stopped by Buildings between or by more than one thick-cover hex (the
// target's and those between, never the firer's), a weapon that ignores line of sight, a firer on
// raised ground seeing over lower hexes, and lines run along hex edges read on the firer's clearer side.
import { describe, expect, it } from "vitest";
import { COVERS, coverRank, shotCover } from "../../../../src/rulesets/starmarines/rules/cover";
import { DIRECTIONS, type Hex } from "../../../../src/rulesets/starmarines/rules/hex-facing";
import { attackModifiers, type AttackTarget } from "../../../../src/rulesets/starmarines/rules/attack";
import { coverNegatesWeaponAim, netAim } from "../../../../src/rulesets/starmarines/rules/aim";
import { TERRAINS, type Terrain } from "../../../../src/rulesets/starmarines/rules/terrain";

const O: Hex = { q: 0, r: 0 };
/** Three hexes straight up from O; the shot passes (0,-1) and (0,-2). */
const UP3: Hex = { q: 0, r: -3 };

/** The board's terrain from a list of painted hexes; grassland elsewhere, as the terrain map reads it. */
function board(painted: Record<string, Terrain>): (hex: Hex) => Terrain {
  return (hex) => painted[`${hex.q},${hex.r}`] ?? "grassland";
}

describe("the target's cover is its own hex's (IX-C, X)", () => {
  // X, typed from the three Terrain Effects Tables' combat column, not read back from the data
  const TABLE: Record<Terrain, "none" | "light" | "thick"> = {
    grassland: "none", desertBeach: "none", forest: "thick", depression: "light", slope: "none", hilltop: "none", swamp: "light",
    shallowWater: "none", deepWater: "none", river: "none", road: "none", town: "thick", bridge: "none",
    urbanGrassland: "none", buildings: "thick", urbanRoad: "none", urbanShallowWater: "none", urbanRiver: "none",
    groundLevel: "none", concreteSlab: "none", equipment: "light", oneStoryBuilding: "none", twoStoryBuilding: "none", storageTank: "none", catwalk: "none",
  };

  it("covers every terrain of the tables", () => {
    expect(Object.keys(TABLE).sort()).toEqual([...TERRAINS].sort());
  });

  it.each(Object.entries(TABLE) as [Terrain, string][])("a target in %s has %s cover, and nothing between stops the shot", (terrain, cover) => {
    expect(shotCover(O, UP3, board({ "0,-3": terrain }), false)).toEqual({ cover, terrain, blocked: null });
  });

  it("gives no cover to a target in the open behind a forest: cover is where the unit stands", () => {
    expect(shotCover(O, UP3, board({ "0,-1": "forest" }), false)).toEqual({ cover: "none", terrain: "grassland", blocked: null });
  });

  it("reads the firer's own forest as no cover for the target", () => {
    expect(shotCover(O, UP3, board({ "0,0": "forest" }), false)).toMatchObject({ cover: "none", blocked: null });
  });
});

describe("more than one thick-cover hex stops a shot (IX-C, SMR-8)", () => {
  it("counts the target's hex: a target in a forest behind another forest cannot be hit", () => {
    expect(shotCover(O, UP3, board({ "0,-1": "forest", "0,-3": "forest" }), false)).toEqual({ cover: "thick", terrain: "forest", blocked: "thickCover" });
  });

  it("counts two thick hexes between, town and forest, though the target stands in the open", () => {
    expect(shotCover(O, UP3, board({ "0,-1": "town", "0,-2": "forest" }), false)).toMatchObject({ cover: "none", blocked: "thickCover" });
  });

  it("never counts the firer's hex: from a forest into a forest with one forest between is blocked, with none between is not", () => {
    expect(shotCover(O, UP3, board({ "0,0": "forest", "0,-3": "forest" }), false).blocked).toBeNull();
    expect(shotCover(O, { q: 0, r: -1 }, board({ "0,0": "forest", "0,-1": "forest" }), false)).toMatchObject({ cover: "thick", blocked: null });
    expect(shotCover(O, UP3, board({ "0,0": "forest", "0,-2": "forest", "0,-3": "forest" }), false).blocked).toBe("thickCover");
  });

  it("stops frag and other weapons alike, but not a weapon that ignores line of sight, whose target keeps its cover", () => {
    const woods = board({ "0,-1": "forest", "0,-2": "forest", "0,-3": "forest" });
    expect(shotCover(O, UP3, woods, false).blocked).toBe("thickCover");
    expect(shotCover(O, UP3, woods, true)).toEqual({ cover: "thick", terrain: "forest", blocked: null });
  });

  it("lets light cover between pass, however much of it: depression, swamp and equipment", () => {
    const far: Hex = { q: 0, r: -4 };
    expect(shotCover(O, far, board({ "0,-1": "depression", "0,-2": "swamp", "0,-3": "equipment", "0,-4": "swamp" }), false)).toEqual({ cover: "light", terrain: "swamp", blocked: null });
  });
});

describe("Buildings block line of sight (X)", () => {
  it("stops a shot through a Buildings hex between, unless the weapon ignores line of sight", () => {
    const street = board({ "0,-1": "buildings" });
    expect(shotCover(O, UP3, street, false)).toEqual({ cover: "none", terrain: "grassland", blocked: "lineOfSight" });
    expect(shotCover(O, UP3, street, true).blocked).toBeNull();
  });

  it("lets a soldier inside Buildings be shot at, in thick cover", () => {
    expect(shotCover(O, UP3, board({ "0,-3": "buildings" }), false)).toEqual({ cover: "thick", terrain: "buildings", blocked: null });
  });

  it("does not stop a shot fired from inside Buildings", () => {
    expect(shotCover(O, UP3, board({ "0,0": "buildings" }), false).blocked).toBeNull();
  });
});

describe("raised ground sees over lower ground (X: Slope, Hilltop and the tech-facility heights)", () => {
  const lowlands = { "0,-1": "forest", "0,-2": "buildings", "0,-3": "forest" } as const;

  it.each(["slope", "hilltop", "oneStoryBuilding", "twoStoryBuilding", "storageTank"] as const)("a firer on %s shoots over forest and Buildings between, and the target keeps its cover", (raised) => {
    expect(shotCover(O, UP3, board({ ...lowlands, "0,0": raised }), false)).toEqual({ cover: "thick", terrain: "forest", blocked: null });
  });

  it("a firer on the ground is stopped by the same hexes, and hills between hide nothing", () => {
    expect(shotCover(O, UP3, board(lowlands), false).blocked).toBe("lineOfSight");
    expect(shotCover(O, UP3, board({ "0,-1": "hilltop", "0,-2": "slope", "0,-3": "forest" }), false).blocked).toBeNull();
  });
});

describe("a line along a hex edge (our reading: the firer takes the clearer side of each edge)", () => {
  // the six lines that run along an edge: from O to two steps out between two neighbouring directions;
  // the line runs along the edge between those two neighbours
  const diagonals = DIRECTIONS.map((d, k) => {
    const e = DIRECTIONS[(k + 1) % 6]!;
    return { target: { q: d.q + e.q, r: d.r + e.r }, sides: [d, e] as const };
  });
  const key = (h: Hex) => `${h.q},${h.r}`;

  it.each(diagonals.map((d, k) => [k, d] as const))("diagonal %i: one thick side lets the shot at a forest through, both stop it", (_k, { target, sides }) => {
    const [left, right] = sides;
    expect(shotCover(O, target, board({ [key(target)]: "forest", [key(left)]: "forest" }), false).blocked).toBeNull();
    expect(shotCover(O, target, board({ [key(target)]: "forest", [key(right)]: "forest" }), false).blocked).toBeNull();
    expect(shotCover(O, target, board({ [key(target)]: "forest", [key(left)]: "forest", [key(right)]: "town" }), false).blocked).toBe("thickCover");
  });

  it.each(diagonals.map((d, k) => [k, d] as const))("diagonal %i: Buildings on one side do not block, on both sides they do", (_k, { target, sides }) => {
    const [left, right] = sides;
    expect(shotCover(O, target, board({ [key(left)]: "buildings" }), false).blocked).toBeNull();
    expect(shotCover(O, target, board({ [key(left)]: "buildings", [key(right)]: "buildings" }), false).blocked).toBe("lineOfSight");
  });

  it("takes each edge's clearer side on its own: forests on opposite sides of two edges stop nothing", () => {
    // from O to (2,-4) the line runs along the edge of (0,-1) and (1,-1), through (1,-2), then along (1,-3) and (2,-3)
    const far: Hex = { q: 2, r: -4 };
    expect(shotCover(O, far, board({ "1,-1": "forest", "1,-3": "forest", "2,-4": "forest" }), false).blocked).toBeNull();
    expect(shotCover(O, far, board({ "1,-1": "forest", "0,-1": "forest", "2,-4": "forest" }), false).blocked).toBe("thickCover");
    expect(shotCover(O, far, board({ "1,-2": "forest", "2,-4": "forest" }), false).blocked).toBe("thickCover");
  });
});

describe("more cover never helps the attacker (IX-C, SMR-1, SMR-8)", () => {
  const target: AttackTarget = { kind: "soldier", armour: 1, toughness: 1, column: "starMarine", wounded: false, airborne: false, supertank: false, walker: null };

  it("orders the covers none, light, thick", () => {
    expect(COVERS.map(coverRank)).toEqual([0, 1, 2]);
    expect(() => coverRank("heavy" as never)).toThrow(RangeError);
  });

  it.each([-2, -1, 0, 1, 2])("weapon Aim %i: the modifiers and the net Aim never rise with more cover, frag or not", (aim) => {
    for (const frag of [false, true]) {
      const weapon = { aim, armourPierce: 0, damage: 0, frag, closeCombat: false };
      const worth = COVERS.map((cover) => {
        const situation = { unitAim: 0, steadyAim: false, rearShot: false, elite: false, charging: false, cover };
        return [attackModifiers(weapon, target, situation).reduce((n, m) => n + m.value, 0), netAim(0, aim, coverNegatesWeaponAim(cover, frag))] as const;
      });
      for (let i = 1; i < worth.length; i += 1) {
        expect(worth[i]![0]).toBeLessThanOrEqual(worth[i - 1]![0]);
        expect(worth[i]![1]).toBeLessThanOrEqual(worth[i - 1]![1]);
      }
    }
  });
});
