// @vitest-environment happy-dom
// A scatter roll from the unit sheet (X, SMR-21) after a real init: a real d6, one hex in the
// numbered direction, 1 being the unit's facing, clockwise.
import { describe, expect, it } from "vitest";
import { starMarinesBoard } from "../../../helpers/starmarines-board";

describe("scatter (SMR-21)", () => {
  it("rolls a 3: one hex toward the right-behind side, counted clockwise from the unit's facing", async () => {
    const b = await starMarinesBoard([3]);
    const unit = b.unit("Scout", { kind: "soldier" });
    b.put(unit, 0, 0, 1);
    b.stubs.actAs("player1");
    const { rollScatter } = await import("../../../../src/rulesets/starmarines/actions/scatter");
    await rollScatter(unit as never);
    const card = b.cards.messages[0]!;
    expect(card.content).toMatch(/One hex toward: Right behind/);
    expect(card.rolls).toHaveLength(1);
  });
});
