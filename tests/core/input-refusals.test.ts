// Input the core cannot use is refused with a RangeError that names the field, not a TypeError
// from deep inside or a NaN in the result.
import { describe, expect, it } from "vitest";
import { layoutFormation, type FormationInput } from "../../src/core/formation/index";
import { markerCount } from "../../src/core/markers";
import { rollDice } from "../../src/core/dice";
import { SeededDice } from "../../src/core/seeded-dice";
import { initiativeProgress, rollInitiative } from "../../src/core/turn/initiative";

const formation: FormationInput = {
  members: [{ id: "a", width: 1, height: 1 }],
  grid: { kind: "square", size: 100, bounds: { x: 0, y: 0, width: 1000, height: 1000 } },
  drop: { x: 500, y: 500 },
};

describe("formation layout", () => {
  it("refuses an unknown grid kind by name", () => {
    const hexEvenR = { ...formation, grid: { ...formation.grid, kind: "hexEvenR" } } as unknown as FormationInput;
    expect(() => layoutFormation(hexEvenR)).toThrow(RangeError);
    expect(() => layoutFormation(hexEvenR)).toThrow(/grid\.kind must be one of "square", "hexOddR", "hexOddQ", "gridless", not "hexEvenR"/);
  });
  it("refuses missing members and an unknown shape by name", () => {
    expect(() => layoutFormation({ ...formation, members: undefined } as unknown as FormationInput)).toThrow(/members must be a list/);
    expect(() => layoutFormation({ ...formation, shape: "circle" } as unknown as FormationInput)).toThrow(/shape must be one of/);
  });
  it("still lays out a valid input", () => {
    expect(layoutFormation(formation)).toEqual({ ok: true, placements: [{ id: "a", x: 500, y: 500, cell: { i: 5, j: 5 } }] });
  });
});

describe("initiative (the turn engine)", () => {
  const roll = { die: 6, reRollTies: true };
  it("refuses a modifier of NaN by name", () => {
    expect(() => rollInitiative(roll, [{ id: "a", modifier: NaN }, { id: "b", modifier: 0 }], new SeededDice(1))).toThrow(/entrants\[0\]\.modifier must be a number, not NaN/);
    expect(() => initiativeProgress(roll, [{ id: "a", modifier: 1 }, { id: "b", modifier: 0 }], [[Number.NaN, 3]])).toThrow(/A d6 cannot show NaN/);
    expect(rollInitiative(roll, [{ id: "a", modifier: 1 }, { id: "b", modifier: 0 }], new SeededDice(1)).order).toHaveLength(2);
  });
});

describe("markers and dice", () => {
  it("refuse missing counts and a dice count no roll could hold", () => {
    expect(() => markerCount(undefined as unknown as Record<string, number>, "x")).toThrow(/markers must be an object/);
    expect(() => rollDice(new SeededDice(1), 1e9, 6)).toThrow(RangeError);
  });
});
