// The morale card's context (Striker 8.C): the scores a check's total is read against come from
// the morale table (ruling STR-3), a rally reads the same table (8.C.5), a team's reasons come from
// what its fire card recorded for it and are kept only if known (8.C.1), and a card given none shows none;
// "saw casualties nearby" is kept only where the board shows such a team within 50 m and in sight (8.C.1),
// and a card whose claim was dropped says so, and why.
import { describe, expect, it } from "vitest";
import { QueuedDice } from "../../../../src/core/dice";
import { resolveMorale } from "../../../../src/rulesets/striker/rules/morale";
import { moraleCardContext } from "../../../../src/rulesets/striker/view/morale-card";
import { nearbyBorneOut, reasonsRecord, recordedReasons } from "../../../../src/rulesets/striker/view/morale-after-fire";

const input = { morale: 4, status: "open" as const, leaders: [], nearbyCasualties: 0 };
const check = resolveMorale(input, new QueuedDice([{ sides: 6, value: 6 }, { sides: 6, value: 1 }]));
const base = { teamName: "Red A1", check, changes: {}, markerLabels: {}, targetKey: "t" };

describe("the morale card's score", () => {
  it("reads the total against 14 to pass and 9 to be only suppressed (STR-3)", () => {
    expect(check.total).toBe(11);
    expect(moraleCardContext({ ...base, mode: "check" }).against).toEqual({ key: "STARSKIRMISH.Striker.Morale.Against.check", total: 11, pass: 14, suppressed: 9 });
  });

  it("words a rally as passed on the same 14 (8.C.5)", () => {
    expect(moraleCardContext({ ...base, mode: "rally" }).against).toMatchObject({ key: "STARSKIRMISH.Striker.Morale.Against.rally", pass: 14 });
  });
});

describe("the morale card's reasons (8.C.1)", () => {
  it("takes a team's reasons from the fire card's record, by its UUID: each known one once, the rest dropped", () => {
    const recorded = [
      { uuid: "Actor.a", reasons: ["casualties", "nearbyCasualty", "casualties", "<b>x</b>"] },
      { uuid: "Actor.b", reasons: ["leaderRouted"] },
    ];
    expect(recordedReasons(recorded, "Actor.a")).toEqual(["casualties", "nearbyCasualty"]);
    expect(recordedReasons(recorded, "Actor.b")).toEqual(["leaderRouted"]);
    // a team the card did not record has none
    expect(recordedReasons(recorded, "Actor.c")).toEqual([]);
    expect(recordedReasons([], "Actor.a")).toEqual([]);
  });

  it("the record a fire card keeps is the reasons it lists for each team, a casualty not told as a hit too", () => {
    expect(reasonsRecord([
      { uuid: "Actor.a", name: "A", triggers: ["casualties", "combatResult"], hit: true },
      { uuid: "Actor.b", name: "B", triggers: ["combatResult"], hit: false },
    ])).toEqual([{ uuid: "Actor.a", reasons: ["casualties"] }, { uuid: "Actor.b", reasons: ["mResult"] }]);
  });

  it("says when \"saw casualties nearby\" was not counted, and why; nothing where none was dropped", () => {
    expect(moraleCardContext({ ...base, mode: "check", reasons: ["hit"], nearbyDropped: "notSeen" }).nearbyDroppedLabel).toBe("STARSKIRMISH.Striker.Morale.NearbyDropped.notSeen");
    expect(moraleCardContext({ ...base, mode: "check", reasons: ["casualties"], nearbyDropped: "noToken" }).nearbyDroppedLabel).toBe("STARSKIRMISH.Striker.Morale.NearbyDropped.noToken");
    // a card from before the field, from the sheet, or with nothing dropped
    for (const nearbyDropped of [undefined, null, ""] as const) expect(moraleCardContext({ ...base, mode: "check", reasons: ["hit"], nearbyDropped }).nearbyDroppedLabel).toBeNull();
    // a reason both counted and dropped is no card the check posts: the counted one stands, unopposed
    expect(moraleCardContext({ ...base, mode: "check", reasons: ["nearbyCasualty"], nearbyDropped: "notSeen" }).nearbyDroppedLabel).toBeNull();
  });

  it("labels each reason as the fire card does, and a card given none shows none", () => {
    expect(moraleCardContext({ ...base, mode: "check", reasons: ["mResult"] }).reasons).toEqual(["STARSKIRMISH.Striker.Morale.Reason.mResult"]);
    expect(moraleCardContext({ ...base, mode: "check" }).reasons).toEqual([]);
  });
});

describe("a claim that the team saw casualties nearby, against the board (8.C.1)", () => {
  it("is kept where a team that took casualties stands within 50 m, the boundary included, and in sight", () => {
    expect(nearbyBorneOut(["hit", "nearbyCasualty"], [{ distanceM: 50, visible: true }])).toEqual({ reasons: ["hit", "nearbyCasualty"], dropped: false });
    expect(nearbyBorneOut(["nearbyCasualty"], [{ distanceM: 400, visible: true }, { distanceM: 12, visible: true }])).toEqual({ reasons: ["nearbyCasualty"], dropped: false });
  });

  it("is dropped, and said to be, where every such team is farther, out of sight, or there is none", () => {
    expect(nearbyBorneOut(["hit", "nearbyCasualty"], [{ distanceM: 51, visible: true }])).toEqual({ reasons: ["hit"], dropped: true });
    expect(nearbyBorneOut(["nearbyCasualty"], [{ distanceM: 10, visible: false }])).toEqual({ reasons: [], dropped: true });
    expect(nearbyBorneOut(["nearbyCasualty"], [])).toEqual({ reasons: [], dropped: true });
  });

  it("leaves reasons that make no such claim as they are", () => {
    expect(nearbyBorneOut(["casualties"], [])).toEqual({ reasons: ["casualties"], dropped: false });
  });
});
