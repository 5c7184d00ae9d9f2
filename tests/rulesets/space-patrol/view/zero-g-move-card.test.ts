// The zero-G move card's DT line (Guide 6.10, 3.2; SP-5, SP-7): every card's DT line (taskSum's
// dtMove), how far the DT moved from 12, each disadvantage 4, and what moved it, named as every task
// card names it (dtCauses): Wound markers (6.14) and EVA at X.
import { describe, expect, it } from "vitest";
import { resolveTask } from "../../../../src/rulesets/space-patrol/rules/task";
import { zeroGMoveTask } from "../../../../src/rulesets/space-patrol/rules/zero-g-move";
import { zeroGMoveCardContext } from "../../../../src/rulesets/space-patrol/view/zero-g-move-card";
import { dtCauses, dtMove } from "../../../../src/rulesets/space-patrol/view/task-sum";

const card = (level: "X" | 1 | 2, wounds: number, d20: number) =>
  zeroGMoveCardContext({ actorName: "Rana", level: String(level), markerDisadvantages: wounds, result: resolveTask(zeroGMoveTask(level, wounds), d20), undone: true });

describe("the zero-G move card's DT (Guide 6.10, SP-5)", () => {
  it("writes one Wound marker as 12 + 4 and names it", () => {
    const c = card(1, 1, 10);
    expect(c.result.dt).toBe(16);
    expect(c.dtLine).toEqual({ dt: 16, moved: true, move: dtMove(12, 16, 0, 1) });
    expect(c.dtLine.move).toMatchObject({ shift: "+ 4", raw: 16, floored: false, whyKey: "STARSKIRMISH.SpacePatrol.TaskSum.whyDisadvantages" });
    expect(c.dtCauses).toEqual([{ key: "STARSKIRMISH.SpacePatrol.TaskSum.cause.woundMarkers", count: 1 }]);
  });

  it("names EVA at X as its own disadvantage beside the Wound markers (SP-7)", () => {
    const c = card("X", 2, 10);
    expect(c.result.dt).toBe(24);
    expect(c.dtLine.move).toMatchObject({ shift: "+ 12", disadvantages: 3, raw: 24 });
    expect(c.dtCauses).toEqual([
      { key: "STARSKIRMISH.SpacePatrol.TaskSum.cause.woundMarkers", count: 2 },
      { key: "STARSKIRMISH.SpacePatrol.TaskSum.cause.untrained", count: 1, assetKey: "STARSKIRMISH.SpacePatrol.Asset.eva" },
    ]);
    // the same causes every other task card builds for these counts
    expect(c.dtCauses).toEqual(dtCauses([["woundMarkers", 2], ["untrained", 1, "STARSKIRMISH.SpacePatrol.Asset.eva"]]));
    // the causes add up to the shift, 4 a disadvantage
    expect(4 * c.dtCauses.reduce((n, r) => n + r.count, 0)).toBe(c.result.dt - c.result.baseDt);
  });

  it("says nothing more than the DT when nothing moved it", () => {
    const c = card(2, 0, 10);
    expect(c).toMatchObject({ dtLine: { dt: 12, moved: false }, dtCauses: [] });
    expect(c.result.dt).toBe(12);
  });
});
