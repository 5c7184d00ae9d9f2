// One figure's movement step (Starship Marine 3.2, 3.4, SSM-33): distance and turning against its
// allowance.
import { describe, expect, it } from "vitest";
import { moveVerdict, readMoveRecord, turnBetween } from "../../../../src/rulesets/starship-marine/view/move-record";
import { moveAllowance } from "../../../../src/rulesets/starship-marine/rules/movement";

const marine = moveAllowance("marine", "zeroG");

describe("a figure's movement step", () => {
  it("reads turns the short way round", () => {
    expect(turnBetween(0, 90)).toBe(90);
    expect(turnBetween(350, 10)).toBe(20);
    expect(turnBetween(0, 270)).toBe(90);
    expect(turnBetween(-45, 135)).toBe(180);
  });

  it("counts any distance, or a turn of more than 90 degrees, as a move (3.4)", () => {
    expect(moveVerdict({ cm: 0, rotation: 0 }, 90, marine)).toBe("none");
    expect(moveVerdict({ cm: 0, rotation: 0 }, 91, marine)).toBe("tactical");
    expect(moveVerdict({ cm: 0.5, rotation: 0 }, 0, marine)).toBe("tactical");
  });

  it("makes a move beyond 15 cm non-tactical and beyond 30 cm too far for a Marine in zero g (3.2)", () => {
    expect(moveVerdict({ cm: 15, rotation: 0 }, 0, marine)).toBe("tactical");
    expect(moveVerdict({ cm: 15.5, rotation: 0 }, 0, marine)).toBe("nonTactical");
    expect(moveVerdict({ cm: 30, rotation: 0 }, 0, marine)).toBe("nonTactical");
    expect(moveVerdict({ cm: 31, rotation: 0 }, 0, marine)).toBe("tooFar");
  });

  it("halves a wounded Marine's allowance exactly (SSM-33)", () => {
    expect(moveVerdict({ cm: 7.5, rotation: 0 }, 0, moveAllowance("marine", "zeroG", true))).toBe("tactical");
    expect(moveVerdict({ cm: 8, rotation: 0 }, 0, moveAllowance("marine", "zeroG", true))).toBe("nonTactical");
  });

  it("reads a malformed record leniently", () => {
    expect(readMoveRecord(undefined)).toBeNull();
    expect(readMoveRecord({ cm: -4, rotation: "x" })).toEqual({ cm: 0, rotation: 0 });
  });
});
