// The zero-G move card's DT line (Guide 6.10, 3.2; SP-5, SP-7): how far the DT moved from 12 and
// what moved it, each disadvantage 4, from Wound markers (6.14) and from EVA at X.
import { describe, expect, it } from "vitest";
import { resolveTask } from "../../../../src/rulesets/space-patrol/rules/task";
import { zeroGMoveTask } from "../../../../src/rulesets/space-patrol/rules/zero-g-move";
import { zeroGMoveCardContext } from "../../../../src/rulesets/space-patrol/view/zero-g-move-card";

const card = (level: "X" | 1 | 2, wounds: number, d20: number) =>
  zeroGMoveCardContext({ actorName: "Rana", level: String(level), markerDisadvantages: wounds, result: resolveTask(zeroGMoveTask(level, wounds), d20), undone: true });

describe("the zero-G move card's DT (Guide 6.10, SP-5)", () => {
  it("writes one Wound marker as 12 + 4 and names it", () => {
    const c = card(1, 1, 10);
    expect(c.result.dt).toBe(16);
    expect(c).toMatchObject({ dtMoved: true, dtShift: "+ 4", stepKey: "STARSKIRMISH.SpacePatrol.TaskSum.step" });
    expect(c.dtReasons).toEqual([{ key: "STARSKIRMISH.SpacePatrol.ZeroGMove.woundDisadvantages", count: 1 }]);
  });

  it("names EVA at X as its own disadvantage beside the Wound markers (SP-7)", () => {
    const c = card("X", 2, 10);
    expect(c.result.dt).toBe(24);
    expect(c.dtShift).toBe("+ 12");
    expect(c.dtReasons).toEqual([
      { key: "STARSKIRMISH.SpacePatrol.ZeroGMove.woundDisadvantages", count: 2 },
      { key: "STARSKIRMISH.SpacePatrol.ZeroGMove.untrainedDisadvantages", count: 1 },
    ]);
    // the causes add up to the shift, 4 a disadvantage
    expect(4 * c.dtReasons.reduce((n, r) => n + r.count, 0)).toBe(c.result.dt - c.result.baseDt);
  });

  it("says nothing more than the DT when nothing moved it", () => {
    const c = card(2, 0, 10);
    expect(c).toMatchObject({ dtMoved: false, dtReasons: [] });
    expect(c.result.dt).toBe(12);
  });
});
