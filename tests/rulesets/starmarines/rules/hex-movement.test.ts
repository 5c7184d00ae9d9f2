// The hex map (VIII-A to VIII-D, VIII-F, IX-A, IX-E, X, SMR-11, SMR-12, SMR-21, SMR-24): facing,
// arcs, rear shots, lines, scatter, terrain costs and every refusal of a move.
import { describe, expect, it } from "vitest";
import { bearing, facingFromRotation, hexDistance, hexLine, inFrontArc, inVehicleArc, isRearShot, neighbour, scatterHex, type Hex } from "../../../../src/rulesets/starmarines/rules/hex-facing";
import { checkMove, entryCost, turnsAllowed, type BoardUnit, type MoveBoard, type Mover } from "../../../../src/rulesets/starmarines/rules/movement";
import { TERRAIN, terrainsOf } from "../../../../src/rulesets/starmarines/rules/terrain";
import type { Terrain } from "../../../../src/rulesets/starmarines/rules/terrain";

const O: Hex = { q: 0, r: 0 };

describe("facing and arcs (VIII-B, IX-A, IX-E, SMR-12)", () => {
  it("numbers the six sides clockwise from straight up, and snaps a rotation to the nearest", () => {
    expect([0, 1, 2, 3, 4, 5].map((f) => bearing(O, 0, neighbour(O, f as 0)))).toEqual([0, 60, 120, 180, -120, -60]);
    expect(facingFromRotation(0)).toBe(0);
    expect(facingFromRotation(89)).toBe(1);
    expect(facingFromRotation(-60)).toBe(5);
    expect(facingFromRotation(330)).toBe(0);
  });
  it("lets a soldier fire into his front three hexes and beyond, the edge included (SMR-12)", () => {
    expect([0, 1, 2, 3, 4, 5].map((f) => inFrontArc(O, 0, neighbour(O, f as 0)))).toEqual([true, true, false, false, false, true]);
    // two hexes off, exactly along the front/rear border (90 degrees): inside
    expect(bearing(O, 0, { q: 2, r: -1 })).toBe(90);
    expect(inFrontArc(O, 0, { q: 2, r: -1 })).toBe(true);
  });
  it("makes a shot through the rear hex, or more than halfway through a rear-side hex, a rear shot", () => {
    expect(isRearShot(O, 0, neighbour(O, 3))).toBe(true);
    // from straight through the middle of the right-rear hex (120 degrees): halfway, not more
    expect(isRearShot(O, 0, neighbour(O, 2))).toBe(false);
    // q 1, r 1 lies at 139 degrees: more than halfway
    expect(isRearShot(O, 0, { q: 1, r: 1 })).toBe(true);
    expect(isRearShot(O, 0, { q: 2, r: -1 })).toBe(false);
  });
  it("reads vehicle arcs as sets of the six directions, borders in both (SMR-24)", () => {
    expect(inVehicleArc(O, 0, neighbour(O, 0), ["ahead"])).toBe(true);
    expect(inVehicleArc(O, 0, neighbour(O, 1), ["ahead"])).toBe(false);
    expect(inVehicleArc(O, 0, { q: 1, r: -2 }, ["ahead"])).toBe(true);
    expect(inVehicleArc(O, 0, { q: 1, r: -2 }, ["rightAhead"])).toBe(true);
    expect(inVehicleArc(O, 2, neighbour(O, 3), ["rightAhead"])).toBe(true);
  });
  it("draws lines hex by hex and scatters one hex in the numbered direction (SMR-21)", () => {
    expect(hexLine(O, { q: 0, r: -3 })).toEqual([O, { q: 0, r: -1 }, { q: 0, r: -2 }, { q: 0, r: -3 }]);
    expect(hexLine(O, { q: 2, r: -1 }, 1)[1]).not.toEqual(hexLine(O, { q: 2, r: -1 }, -1)[1]);
    expect(scatterHex(O, 1, 1)).toEqual(neighbour(O, 1));
    expect(scatterHex(O, 1, 6)).toEqual(neighbour(O, 0));
    expect(hexDistance(O, { q: 3, r: -1 })).toBe(3);
  });
});

describe("terrain (X)", () => {
  it("has 13 open-field rows, 5 urban and 7 tech-facility", () => {
    expect(terrainsOf("openField")).toHaveLength(13);
    expect(terrainsOf("urban")).toHaveLength(5);
    expect(terrainsOf("techFacility")).toHaveLength(7);
  });
  it.each([
    ["grassland", "none", "normal"],
    ["forest", "thick", "cost"],
    ["depression", "light", "cost"],
    ["swamp", "light", "cost"],
    ["town", "thick", "road"],
    ["buildings", "thick", "footOnly"],
    ["equipment", "light", "noEntry"],
    ["storageTank", "none", "ladder"],
  ] as const)("%s gives %s cover and %s entry", (terrain, cover, entry) => {
    expect(TERRAIN[terrain].cover).toBe(cover);
    expect(TERRAIN[terrain].entry.kind).toBe(entry);
  });
});

const soldier: Mover = { kind: "soldier", move: 2, skimmer: false, walker: false, largeGround: false, stacksTwo: false, airborneFlying: false, charging: false, broken: false };
const skimmer: Mover = { ...soldier, kind: "vehicle", move: 3, skimmer: true };
function board(terrain: Record<string, Terrain> = {}, units: BoardUnit[] = []): MoveBoard {
  return { terrain, units };
}
const unit = (hex: Hex, friendly: boolean, more: Partial<BoardUnit> = {}): BoardUnit => ({ hex, friendly, kind: "soldier", wounded: false, airborneFlying: false, stacksTwo: false, ...more });

describe("moving (VIII-A to VIII-D, VIII-F, SMR-11)", () => {
  it("turns as many sides as the allowance, one more per whole unspent unit", () => {
    expect(turnsAllowed(2, 1)).toBe(3);
    expect(turnsAllowed(2, 2)).toBe(2);
    expect(turnsAllowed(2, 1.5)).toBe(2);
    expect(checkMove(soldier, O, 0, ["forward", "turnRight", "turnRight", "turnRight"], board()).problem).toBeNull();
    expect(checkMove(soldier, O, 0, ["forward", "forward", "turnRight", "turnRight", "turnRight"], board())).toMatchObject({ problem: "overTurns", at: 4 });
  });
  it("charges terrain: forest costs 2, a road from a road costs half", () => {
    const forest = board({ "0,-1": "forest" });
    expect(checkMove(soldier, O, 0, ["forward"], forest).spent).toBe(2);
    expect(checkMove(soldier, O, 0, ["forward", "forward"], forest)).toMatchObject({ problem: "overAllowance", at: 1 });
    const road = board({ "0,0": "road", "0,-1": "road", "0,-2": "road", "0,-3": "road", "0,-4": "road" });
    expect(checkMove(soldier, O, 0, ["forward", "forward", "forward", "forward"], road)).toMatchObject({ spent: 2, problem: null });
    expect(entryCost(soldier, board({ "0,-1": "road" }), O, { q: 0, r: -1 })).toBe(1);
  });
  it("doubles the cost of backing up, and never lets a skimmer back", () => {
    expect(checkMove(soldier, O, 0, ["back"], board()).spent).toBe(2);
    expect(checkMove(skimmer, O, 0, ["back"], board())).toMatchObject({ problem: "skimmerCannotBack" });
  });
  it("keeps all but skimmers out of water, vehicles out of buildings, everyone off equipment", () => {
    expect(checkMove(soldier, O, 0, ["forward"], board({ "0,-1": "river" })).problem).toBe("cannotEnter");
    expect(checkMove(skimmer, O, 0, ["forward"], board({ "0,-1": "river" })).problem).toBeNull();
    expect(checkMove(skimmer, O, 0, ["forward"], board({ "0,-1": "swamp" })).spent).toBe(1);
    expect(checkMove({ ...skimmer, skimmer: false }, O, 0, ["forward"], board({ "0,-1": "buildings" })).problem).toBe("cannotEnter");
    expect(checkMove(soldier, O, 0, ["forward"], board({ "0,-1": "equipment" })).problem).toBe("cannotEnter");
  });
  it("stops a unit that enters an enemy's zone of control, unless the GM overrides (SMR-24)", () => {
    const b = board({}, [unit({ q: 1, r: -2 }, false)]);
    const r = checkMove({ ...soldier, move: 3 }, O, 0, ["forward", "forward"], b);
    expect(r).toMatchObject({ problem: "zoneOfControl", at: 1, stoppedByZone: true });
    expect(checkMove({ ...soldier, move: 3 }, O, 0, ["forward", "turnRight"], b).problem).toBeNull();
    expect(checkMove({ ...soldier, move: 3 }, O, 0, ["forward", "forward"], b, { ignoreZones: true }).problem).toBeNull();
  });
  it("refuses a step from an enemy's zone straight into another hex of the same enemy's zone", () => {
    const b = board({}, [unit({ q: 1, r: -1 }, false)]);
    expect(checkMove(soldier, O, 0, ["forward"], b)).toMatchObject({ problem: "zoneToZone", at: 0 });
    expect(checkMove(soldier, O, 3, ["forward"], b).problem).toBeNull();
  });
  it("passes through friends but ends alone, except on wounded soldiers or two small units (VIII-C)", () => {
    const friend = unit({ q: 0, r: -1 }, true);
    expect(checkMove(soldier, O, 0, ["forward", "forward"], board({}, [friend])).problem).toBeNull();
    expect(checkMove(soldier, O, 0, ["forward"], board({}, [friend]))).toMatchObject({ problem: "stacking" });
    expect(checkMove(soldier, O, 0, ["forward"], board({}, [{ ...friend, wounded: true }])).problem).toBeNull();
    expect(checkMove({ ...soldier, stacksTwo: true }, O, 0, ["forward"], board({}, [{ ...friend, stacksTwo: true }])).problem).toBeNull();
    expect(checkMove(soldier, O, 0, ["forward", "forward"], board({ "0,-1": "bridge" }, [friend])).problem).toBe("passThroughBridge");
  });
  it("lets a large ground vehicle into an enemy soldier's hex to run him over (VIII-C.5, IX-F)", () => {
    const tank: Mover = { ...soldier, kind: "vehicle", largeGround: true };
    const enemy = unit({ q: 0, r: -1 }, false);
    expect(checkMove(tank, { q: 0, r: 1 }, 0, ["forward", "forward"], board({}, [enemy]), { ignoreZones: true })).toMatchObject({ problem: null, overruns: [{ q: 0, r: -1 }] });
    expect(checkMove(soldier, { q: 0, r: 1 }, 0, ["forward", "forward"], board({}, [enemy]), { ignoreZones: true }).problem).toBe("stacking");
  });
  it("runs over no airborne soldier in the air: it shares the hex with the vehicle below (VIII-C.2, IX-F)", () => {
    const tank: Mover = { ...soldier, kind: "vehicle", largeGround: true };
    const flyer = { ...unit({ q: 0, r: -1 }, false), airborneFlying: true };
    expect(checkMove(tank, { q: 0, r: 1 }, 0, ["forward", "forward"], board({}, [flyer]), { ignoreZones: true })).toMatchObject({ problem: null, overruns: [] });
  });
  it("gives a charging soldier one more hex, and requires him to end next to an enemy (VIII-F)", () => {
    const charger = { ...soldier, charging: true };
    const enemy = unit({ q: 0, r: -4 }, false);
    expect(checkMove(charger, O, 0, ["forward", "forward", "forward"], board({}, [enemy])).problem).toBeNull();
    expect(checkMove(charger, O, 0, ["forward", "forward"], board({}, [enemy])).problem).toBe("chargeNotAdjacent");
  });
});

describe("a move on the board as steps (VIII-B)", () => {
  it("goes forward along the facing, backs into the hex behind, and turns the short way to any other", async () => {
    const { stepsAlong, turnsBetween } = await import("../../../../src/rulesets/starmarines/rules/movement");
    expect(turnsBetween(0, 2)).toEqual(["turnRight", "turnRight"]);
    expect(turnsBetween(0, 4)).toEqual(["turnLeft", "turnLeft"]);
    expect(stepsAlong(O, 0, [{ q: 0, r: -1 }, { q: 0, r: -2 }], 0)).toEqual(["forward", "forward"]);
    expect(stepsAlong(O, 0, [{ q: 0, r: 1 }], 0)).toEqual(["back"]);
    expect(stepsAlong(O, 0, [{ q: 1, r: -1 }], 2)).toEqual(["turnRight", "forward", "turnRight"]);
    expect(() => stepsAlong(O, 0, [{ q: 0, r: -2 }], 0)).toThrow(/not next to/);
  });
});
