// The Starship Marine grenade card's throw line: the 1d6 face and the accuracy modifier of 4.1 (1 g)
// and 4.7 (experience) are shown apart, so the card never calls a modified score the die (3.6).
import { describe, expect, it } from "vitest";
import { grenadeCardContext } from "../../../../src/rulesets/starship-marine/view/grenade-card";

const base = { throwerName: "Pte Okafor", rangeCm: 30, inSight: true, needed: 3, good: false, victims: [] };

describe("grenadeCardContext's throw", () => {
  it("gives the modifier apart from the face when they differ (4.7: a novice's 3 is a 2)", () => {
    const ctx = grenadeCardContext({ ...base, roll: 2, face: 3 });
    expect(ctx.face).toBe(3);
    expect(ctx.accuracy).toBe("\u22121");
  });

  it("gives no modifier when the face is the score, or when the face is not known", () => {
    expect(grenadeCardContext({ ...base, roll: 4, face: 4 }).accuracy).toBeNull();
    expect(grenadeCardContext({ ...base, roll: 4 }).accuracy).toBeNull();
  });

  it("gives no die at all for an automatic throw (3.6: in sight up to 15 cm)", () => {
    const ctx = grenadeCardContext({ ...base, needed: 0, good: true, roll: null, face: null });
    expect(ctx.automatic).toBe(true);
    expect(ctx.accuracy).toBeNull();
  });
});
