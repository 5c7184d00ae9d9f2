// Communication read off the board (Striker 5.B): touching footprints, the shortest chain of touching
// teams, and a team's radio range by tech level, role and radio operator.
import { describe, expect, it } from "vitest";
import { chainLengthM, communication, footprintsTouch, radioRangeM, UNSTATED_RADIO_RANGE_M } from "../../../../src/rulesets/striker/rules/communication";

const square = (x: number, y: number) => ({ x, y, width: 50, height: 50 });

describe("touching teams (Striker 5.B.1)", () => {
  it("footprints that overlap, meet along an edge or at a corner touch; a gap does not", () => {
    expect(footprintsTouch(square(0, 0), square(50, 0))).toBe(true);
    expect(footprintsTouch(square(0, 0), square(50, 50))).toBe(true);
    expect(footprintsTouch(square(0, 0), square(25, 10))).toBe(true);
    expect(footprintsTouch(square(0, 0), square(100, 0))).toBe(false);
    expect(footprintsTouch(square(0, 0), square(50.4, 0))).toBe(true);
  });
  it("refuses a footprint it cannot read", () => {
    expect(() => footprintsTouch(square(0, 0), { x: 0, y: 0, width: -1, height: 1 })).toThrow(RangeError);
    expect(() => footprintsTouch(square(Number.NaN, 0), square(0, 0))).toThrow(RangeError);
  });
});

describe("verbal chains (Striker 5.B.1)", () => {
  const line = [
    { a: "a", b: "b", lengthM: 50 },
    { a: "b", b: "c", lengthM: 50 },
    { a: "c", b: "d", lengthM: 50 },
    { a: "a", b: "x", lengthM: 200 },
    { a: "x", b: "d", lengthM: 200 },
  ];
  it("takes the shortest chain of touching teams, centre to centre", () => {
    expect(chainLengthM("a", "d", line)).toBe(150);
    expect(chainLengthM("d", "a", line)).toBe(150);
    expect(chainLengthM("a", "a", line)).toBe(0);
    expect(chainLengthM("a", "z", line)).toBeNull();
  });
  it("a chain up to 250 m long puts the two ends in communication; a longer one does not", () => {
    const link = { touching: false, lineOfSight: false, distanceM: 240, radioRangeM: [null, null] as const };
    expect(communication({ ...link, chainLengthM: chainLengthM("a", "d", line) })).toBe("chain");
    expect(communication({ ...link, chainLengthM: 400 })).toBeNull();
  });
});

describe("radios (Striker 5.B.2)", () => {
  it("by tech level and role, or a radio operator on the card", () => {
    expect(radioRangeM(5, "companyCommander", false, 0)).toBe(UNSTATED_RADIO_RANGE_M);
    expect(radioRangeM(5, "platoonOfficer", false, 0)).toBeNull();
    expect(radioRangeM(6, "platoonOfficer", false, 2000)).toBe(2000);
    expect(radioRangeM(8, "fireTeam", false, 0)).toBeNull();
    expect(radioRangeM(8, "fireTeam", true, 500)).toBe(500);
    expect(radioRangeM(9, "fireTeam", false, 0)).toBe(UNSTATED_RADIO_RANGE_M);
  });
  it("two radios talk when each is within the other's range", () => {
    const link = { touching: false, chainLengthM: null, lineOfSight: false, distanceM: 1500 };
    expect(communication({ ...link, radioRangeM: [radioRangeM(9, "fireTeam", false, 0), radioRangeM(9, "squadLeader", false, 2000)] })).toBe("radio");
    expect(communication({ ...link, radioRangeM: [radioRangeM(9, "fireTeam", false, 1000), radioRangeM(9, "squadLeader", false, 0)] })).toBeNull();
  });
  it("refuses an unknown role or a range that is not whole", () => {
    expect(() => radioRangeM(9, "sniper" as never, false, 0)).toThrow(RangeError);
    expect(() => radioRangeM(9, "fireTeam", false, -1)).toThrow(RangeError);
  });
});
