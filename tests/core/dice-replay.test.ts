// Working a procedure again on the Rolls a card kept: the batch must be the sizes and counts the
// procedure asks for, in the order it first asks for each size, with every face used.
import { describe, expect, it } from "vitest";
import { facesOfRoll, replayBatch, sidesOf } from "../../src/core/dice-replay";
import type { DiceSource } from "../../src/core/dice";

// asks a d6, then two d10s, then a d6: rolled as "2d6" then "2d10"
const sum = (dice: DiceSource) => [dice.die(6), dice.die(10), dice.die(10), dice.die(6)];

describe("replayBatch", () => {
  it("puts the batch back in the order the procedure asked", () => {
    expect(replayBatch(sum, [{ formula: "2d6", faces: [1, 2] }, { formula: "2d10", faces: [7, 8] }])).toEqual([1, 7, 8, 2]);
  });
  it("refuses Rolls out of order, of the wrong count, with a face too high, missing or extra", () => {
    expect(replayBatch(sum, [{ formula: "2d10", faces: [7, 8] }, { formula: "2d6", faces: [1, 2] }])).toBeNull();
    expect(replayBatch(sum, [{ formula: "3d6", faces: [1, 2, 3] }, { formula: "2d10", faces: [7, 8] }])).toBeNull();
    expect(replayBatch(sum, [{ formula: "2d6", faces: [1, 7] }, { formula: "2d10", faces: [7, 8] }])).toBeNull();
    expect(replayBatch(sum, [{ formula: "2d6", faces: [1, 2] }])).toBeNull();
    expect(replayBatch(sum, [{ formula: "2d6", faces: [1, 2] }, { formula: "2d10", faces: [7, 8] }, { formula: "1d4", faces: [1] }])).toBeNull();
  });
  it("gives null where the procedure refuses its input with a RangeError, and lets other errors through", () => {
    expect(replayBatch(() => { throw new RangeError("no"); }, [])).toBeNull();
    expect(() => replayBatch(() => { throw new TypeError("bug"); }, [])).toThrow(TypeError);
  });
});

describe("facesOfRoll", () => {
  it("reads a Roll of the given size and count only", () => {
    expect(sidesOf("d20")).toBe(20);
    expect(sidesOf("2d6+1")).toBeNull();
    expect(facesOfRoll({ formula: "2d20", faces: [3, 20] }, 20, 2)).toEqual([3, 20]);
    expect(facesOfRoll({ formula: "2d20", faces: [3, 21] }, 20, 2)).toBeNull();
    expect(facesOfRoll({ formula: "1d20", faces: [3] }, 20, 2)).toBeNull();
    expect(facesOfRoll(undefined, 20, 1)).toBeNull();
  });
});
