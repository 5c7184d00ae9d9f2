// Judging a thrown grenade card against the grenade item as it stands (cards/grenade-use-judge.ts,
// Guide 6.12): the type and both penetrations must be the item's, one dose is used (an item of 0
// or 1 doses is its last grenade), and a grenade that is gone is told apart from one never carried.
import { describe, expect, it } from "vitest";
import { GRENADE_REFUSED, judgeGrenadeUse } from "../../../../src/rulesets/space-patrol/cards/grenade-use-judge";

const HE = { type: "he", contact: 10, burst: 4 } as const;

describe("a thrown grenade card held to its item", () => {
  it("uses one dose, the item's last when it holds 0 or 1", () => {
    expect(judgeGrenadeUse(HE, { ...HE, doses: 3 }, false)).toEqual({ used: true, left: 2 });
    expect(judgeGrenadeUse(HE, { ...HE, doses: 1 }, false)).toEqual({ used: true, left: 0 });
    expect(judgeGrenadeUse(HE, { ...HE, doses: 0 }, false)).toEqual({ used: true, left: 0 });
  });

  it("refuses a type or penetration the item does not have", () => {
    for (const claim of [{ ...HE, type: "thermal" as const }, { ...HE, contact: 11 }, { ...HE, burst: 5 }]) {
      expect(judgeGrenadeUse(claim, { ...HE, doses: 3 }, false)).toEqual({ used: false, reason: GRENADE_REFUSED.differs });
    }
  });

  it("refuses a grenade not carried, saying whether an earlier card threw its last", () => {
    expect(judgeGrenadeUse(HE, null, false)).toEqual({ used: false, reason: GRENADE_REFUSED.missing });
    expect(judgeGrenadeUse(HE, null, true)).toEqual({ used: false, reason: GRENADE_REFUSED.spent });
  });
});
