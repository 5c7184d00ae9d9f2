// Start-of-turn checks on the card (SP-11): in order, stopping at death, with markers cleared.
import { describe, expect, it } from "vitest";
import { resolveStartOfTurn, startOfTurnCardContext, startOfTurnPromptChecks } from "../../../../src/rulesets/space-patrol/view/start-of-turn-card";
import { startOfTurnChecks } from "../../../../src/rulesets/space-patrol/rules/start-of-turn";

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

describe("what moved a start-of-turn check's DT (Guide 6.14, SP-5, SP-7, SP-11)", () => {
  it("names the Wound markers behind each check's disadvantages, and the 4 a step they add", () => {
    const r = resolveStartOfTurn({ "sp-wound": 1, "sp-mortalWound": 1, "sp-stun": 1 }, levels(3, 2), [15, 20]);
    for (const row of r.rows) {
      expect(row.dtCauses).toEqual([{ key: "STARSKIRMISH.SpacePatrol.TaskSum.cause.woundMarkers", count: 2 }]);
      expect(row.moved).toBe(true);
      expect(row.dt - row.baseDt).toBe(4 * 2);
    }
  });
  it("adds an asset at X as its own cause, naming the asset", () => {
    const r = resolveStartOfTurn({ "sp-wound": 1, "sp-stun": 1 }, () => "X", [20]);
    expect(r.rows[0]!.dtCauses).toEqual([
      { key: "STARSKIRMISH.SpacePatrol.TaskSum.cause.woundMarkers", count: 1 },
      { key: "STARSKIRMISH.SpacePatrol.TaskSum.cause.untrained", count: 1, assetKey: "STARSKIRMISH.SpacePatrol.Asset.vigor" },
    ]);
  });
  it("names nothing when nothing moved the DT", () => {
    const r = resolveStartOfTurn({ "sp-stun": 1 }, levels(3, 2), [20]);
    expect(r.rows[0]).toMatchObject({ moved: false, dtCauses: [] });
  });
});

describe("the start-of-turn prompt's DTs (SP-11, SP-5, Guide 6.14)", () => {
  it("lists each check at the DT its roll will face, the Wound markers named as its cause", () => {
    const counts = { "sp-wound": 1, "sp-mortalWound": 1, "sp-stun": 1 };
    const listed = startOfTurnPromptChecks(startOfTurnChecks(counts, "individual"));
    expect(listed.map((c) => [c.label.split(".").pop(), c.dt, c.moved])).toEqual([
      ["mortalWound", 16, true],
      ["stun", 24, true],
    ]);
    for (const c of listed) expect(c.dtCauses).toEqual([{ key: "STARSKIRMISH.SpacePatrol.TaskSum.cause.woundMarkers", count: 2 }]);
    // the DTs the rolled card shows for the same markers
    const rolled = resolveStartOfTurn(counts, levels(3, 2), [15, 20]);
    expect(listed.map((c) => c.dt)).toEqual(rolled.rows.map((r) => r.dt));
  });
  it("lists a check nothing burdens at its base DT, with no causes", () => {
    expect(startOfTurnPromptChecks(startOfTurnChecks({ "sp-stun": 1 }, "individual"))).toEqual([
      expect.objectContaining({ dt: 16, moved: false, dtCauses: [] }),
    ]);
  });
});
