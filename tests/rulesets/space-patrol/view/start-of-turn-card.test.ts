// Start-of-turn checks on the card (SP-11): in order, stopping at death, with markers cleared.
import { describe, expect, it } from "vitest";
import { resolveStartOfTurn, startOfTurnCardContext } from "../../../../src/rulesets/space-patrol/view/start-of-turn-card";

const levels = (vigor: number, will: number) => (asset: string) => (asset === "vigor" ? vigor : asset === "will" ? will : "X");

describe("start-of-turn card", () => {
  it("rolls Mortal Wound, Stun and Morale in order; passing Stun and Morale clears them", () => {
    // Wound + Mortal Wound: 2 disadvantages on every check (Guide 6.14); Mortal Wound DT 8 -> 16.
    const counts = { "sp-wound": 1, "sp-mortalWound": 1, "sp-stun": 1, "sp-morale": 1 };
    const r = resolveStartOfTurn(counts, levels(3, 2), [15, 20, 19]);
    expect(r.rows.map((x) => [x.label.split(".").pop(), x.dt, x.total, x.success])).toEqual([
      ["mortalWound", 16, 18, true],
      ["stun", 24, 23, false],
      ["morale", 20, 21, true],
    ]);
    expect(r.summary.counts).toEqual({ "sp-wound": 1, "sp-mortalWound": 1, "sp-stun": 1 });
    expect(r.summary.noMoveNoAction).toBe(true);
    expect(startOfTurnCardContext("Rana", r).outcomes).toEqual(["STARSKIRMISH.SpacePatrol.StartOfTurn.outcome.noMoveNoAction"]);
  });
  it("stops at a failed Mortal Wound check: dead, and the other dice are not used", () => {
    const r = resolveStartOfTurn({ "sp-mortalWound": 1, "sp-stun": 1 }, levels(0, 0), [2, 20]);
    expect(r.summary.dead).toBe(true);
    expect(r.rows).toHaveLength(1);
    expect(r.unused).toBe(1);
    expect(startOfTurnCardContext("Rana", r).outcomes).toEqual(["STARSKIRMISH.SpacePatrol.StartOfTurn.outcome.dead"]);
  });
  it("with no failures the combatant acts normally", () => {
    const r = resolveStartOfTurn({ "sp-morale": 1 }, levels(0, 3), [12]);
    expect(r.summary.counts).toEqual({});
    expect(startOfTurnCardContext("Rana", r).outcomes).toEqual(["STARSKIRMISH.SpacePatrol.StartOfTurn.outcome.actsNormally"]);
  });
  it("refuses too few dice", () => {
    expect(() => resolveStartOfTurn({ "sp-morale": 1, "sp-stun": 1 }, levels(0, 0), [10])).toThrow(/Not enough d20/);
  });
});
