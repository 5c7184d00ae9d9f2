// Which morale checks an event on the board calls for (Guide 6.9), pure.
import { describe, expect, it } from "vitest";
import { moralePromptRows, moraleTriggersFor, type MoraleWitness } from "../../../../src/rulesets/space-patrol/rules/morale-prompt";

const w = (key: string, distanceInches: number, side: string | null = "enemies", out = false): MoraleWitness => ({ key, side, distanceInches, out });

describe("morale triggers (Guide 6.9)", () => {
  it("a death calls for the friend-killed check, a leader's death or knock-out for the leader-down check, a craft's for the explosion check", () => {
    expect(moraleTriggersFor({ kind: "person", leader: false }, "dead")).toEqual(["friendKilled"]);
    expect(moraleTriggersFor({ kind: "person", leader: true }, "dead")).toEqual(["friendKilled", "leaderDown"]);
    expect(moraleTriggersFor({ kind: "person", leader: true }, "unconscious")).toEqual(["leaderDown"]);
    expect(moraleTriggersFor({ kind: "person", leader: false }, "unconscious")).toEqual([]);
    expect(moraleTriggersFor({ kind: "craft", leader: false }, "dead")).toEqual(["friendlyVehicleExplodes"]);
    expect(moraleTriggersFor({ kind: "craft", leader: false }, "unconscious")).toEqual([]);
  });

  it("lists only the victim's side within each trigger's distance, nearest first, with the hardest check that reaches each", () => {
    const rows = moralePromptRows(["friendKilled", "leaderDown"], "enemies", [
      w("far", 13),
      w("edge", 12),
      w("near", 6),
      w("foe", 1, "players"),
      w("out", 2, "enemies", true),
    ]);
    expect(rows.map((r) => [r.key, r.trigger, r.dt])).toEqual([
      ["near", "leaderDown", 20],
      ["edge", "leaderDown", 20],
    ]);
    expect(moralePromptRows(["friendKilled"], "enemies", [w("a", 6), w("b", 7)]).map((r) => [r.key, r.dt])).toEqual([["a", 12]]);
    expect(moralePromptRows(["friendlyVehicleExplodes"], "players", [w("a", 12, "players"), w("b", 12.5, "players")]).map((r) => r.dt)).toEqual([16]);
  });

  it("a victim with no side, or no trigger, asks nobody", () => {
    expect(moralePromptRows(["friendKilled"], null, [w("a", 1, null)])).toEqual([]);
    expect(moralePromptRows([], "enemies", [w("a", 1)])).toEqual([]);
  });
});
