// @vitest-environment happy-dom
// Ending a side turn ends its Target Locks (Guide 7.6) by rewriting the space record, which the
// space actions' GM requests also write whole. The GM's "End this side's turn" runs that change in
// the requests' turn (turn/side-turn-flow.ts), so a maneuver still being written as the GM clicks
// keeps its record. Against stand-ins after a real init, the combat changing on this client only
// when the server answers, as in v13.
import { answerLate } from "../../../helpers/late-answers";
import { describe, expect, it } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import { getProperty } from "../../../helpers/foundry/utils";

const LOCKS = [15, 15, 15, 15];

describe("the end of a side turn and a maneuver in flight (Guide 7.5, 7.6)", () => {
  it("ends the locks and keeps the maneuver made as the GM ended the turn", async () => {
    // round 1: an evasive maneuver (10 + 2 + 1 = 13 against 12), then locks; round 2: evasive again
    const t = await spaceBattle([10, ...LOCKS, 10, 1, 1, 1, 1, 1, 1]);
    expect((await t.maneuverAs("player2", "evasiveManeuvers", "flight")).ok).toBe(true);
    await t.lockBoth();
    await t.endTurn();
    await t.endTurn();
    // round 2's locks, written as the scans record them: scanning before the maneuver in flight would
    // bar it, as maneuvers come first in a turn (7.5)
    const before = getProperty(t.combat.flags, "starskirmish.spSpaceTrack") as Record<string, unknown>;
    await t.combat.update({ "flags.starskirmish.spSpaceTrack": { ...before, locks: { tCutter: { round: 2, side: "players", targets: ["tRaider", "tGull"], tried: ["tRaider", "tGull"] } } } });
    answerLate(t.combat);
    const [made] = await Promise.all([t.maneuverAs("player2", "evasiveManeuvers", "flight"), t.endTurn()]);
    expect(made.ok).toBe(true);
    const track = getProperty(t.combat.flags, "starskirmish.spSpaceTrack") as { locks: object; maneuvers: Record<string, { round: number }[]> };
    expect(track.locks).toEqual({});
    expect(track.maneuvers.tCutter?.map((m) => m.round)).toEqual([1, 2]);
  });
});
