// Rally by another leader (Striker 8.C.5) and the unled team's orders (Striker 5.A.2.c), pure.
import { describe, expect, it } from "vitest";
import { STR_MARKER } from "../../../../src/rulesets/striker/rules/markers";
import { RALLY_RANGE_M } from "../../../../src/rulesets/striker/rules/morale-effects";
import {
  RALLY_MARKER_CHANGES,
  conditionOf,
  leaderRally,
  leaderRefusal,
  rallyCandidates,
  rallyCardContext,
  readRallyForm,
  type RallyCandidate,
} from "../../../../src/rulesets/striker/view/leader-rally";
import { commandCardContext } from "../../../../src/rulesets/striker/view/command-check";

const routed = { [STR_MARKER.routed]: 1 };
const team = (key: string, distanceM: number, markers = routed): RallyCandidate => ({ key, uuid: `Actor.${key}`, name: key, distanceM, markers });
const nco = { name: "Sgt", leader: "nco" as const, markers: {} };

describe("rally by another leader (Striker 8.C.5)", () => {
  it("offers only routed teams within 100 m, nearest first", () => {
    const offered = rallyCandidates([team("b", 90), team("a", 30), team("far", RALLY_RANGE_M + 1), team("ok", 20, {}), team("sup", 10, { [STR_MARKER.suppressed]: 1 })]);
    expect(offered.map((t) => t.key)).toEqual(["a", "b"]);
    expect(rallyCandidates([team("edge", 100)])).toHaveLength(1);
  });

  it("a visible leader rallies with no roll; unseen teams are refused with the reason", () => {
    const rows = leaderRally(nco, [team("a", 30), team("b", 90)], [true, false]);
    expect(rows.map((r) => [r.key, r.rallied, r.refusal])).toEqual([["a", true, null], ["b", false, "notVisible"]]);
    expect(RALLY_MARKER_CHANGES).toEqual({ [STR_MARKER.routed]: -1 });
    const card = rallyCardContext("Sgt", rows);
    expect(card.anyRallied).toBe(true);
    expect(card.rows[1]!.resultLabel).toBe("STARSKIRMISH.Striker.Rally.Refusal.notVisible");
  });

  it("a leader team must have its leader and be in normal order (Striker 8.B.6)", () => {
    expect(leaderRefusal(nco)).toBeNull();
    expect(leaderRefusal({ ...nco, leader: null })).toBe("noLeader");
    expect(leaderRefusal({ ...nco, markers: { [STR_MARKER.suppressed]: 1 } })).toBe("leaderNotNormal");
    expect(leaderRefusal({ ...nco, markers: routed })).toBe("leaderNotNormal");
    expect(() => leaderRally({ ...nco, leader: null }, [team("a", 30)], [true])).toThrow();
  });

  it("reads ticked boxes only, and conditions from markers", () => {
    expect(readRallyForm({ "visible-0": true, "visible-1": "on" }, [team("a", 1), team("b", 2)])).toEqual([true, false]);
    expect(readRallyForm(null, [team("a", 1)])).toEqual([false]);
    expect(conditionOf({ [STR_MARKER.routed]: 1, [STR_MARKER.suppressed]: 1 })).toBe("routed");
    expect(conditionOf({})).toBe("normal");
  });
});

describe("the command check card (Striker 5.A.2.c)", () => {
  const unled = { needsLeader: true, led: false, by: [], label: "STARSKIRMISH.Striker.Team.Led.unled" };
  it("an unled low team near an average team acts as average: no move, may fire at any range", () => {
    const c = commandCardContext({ teamName: "A1", initiative: "low", led: unled, averageTeamNear: "A2" });
    expect(c).toMatchObject({ unled: true, actsAsAverage: true, moveLabel: "STARSKIRMISH.Striker.Command.mayNotMove", fireLabel: "STARSKIRMISH.Striker.Command.Fire.mayFireAnyRange", mustFireWithinM: 0 });
  });
  it("an unled high team moves and fires freely; a led team gets no orders", () => {
    expect(commandCardContext({ teamName: "HQ", initiative: "high", led: unled, averageTeamNear: null })).toMatchObject({ moveLabel: "STARSKIRMISH.Striker.Command.mayMove", fireLabel: "STARSKIRMISH.Striker.Command.Fire.free" });
    const led = commandCardContext({ teamName: "A1", initiative: "low", led: { ...unled, led: true, by: ["Sgt"], label: "STARSKIRMISH.Striker.Team.Led.led" }, averageTeamNear: null });
    expect(led).toMatchObject({ unled: false, ledBy: "Sgt" });
  });
});
