// @vitest-environment happy-dom
// The board's line of sight answers "does the leader see it?" in the rally and morale dialogs
// (Striker 7.A.1, 8.C.2.b.i, 8.C.5) after a real init: a team behind a wood comes unticked, one in
// the open ticked; the player still has the last word.
import { describe, expect, it } from "vitest";
import { strikerBoard, trooper } from "../../../helpers/striker-board";

async function setup() {
  const b = await strikerBoard();
  const squad = { role: "fireTeam", squad: "1", section: "1", platoon: "1", company: "A" };
  const troopers = [trooper("Sgt", { role: "leader" }), trooper("B"), trooper("C"), trooper("D")];
  const leader = b.team("Actor.leader", "Blue Squad Leader", { troopers, leader: "nco", initiative: "average", command: { ...squad, role: "squadLeader" } });
  const hidden = b.team("Actor.hidden", "Blue A1", { troopers, command: squad });
  const open = b.team("Actor.open", "Blue A2", { troopers, command: squad });
  // 50 m squares of 100 px: both 60 m from the leader, a wood between the leader and A1 only
  b.place(leader, "tl", 0, 1);
  const a1 = b.place(hidden, "th", 120, 1);
  b.place(open, "to", 0, 1);
  a1.center = { x: 120, y: 0 };
  b.canvas.tokens.get("to")!.center = { x: 0, y: 120 };
  b.paint({ x: 50, y: -40, width: 30, height: 80 }, { terrain: "forest" });
  const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
  for (const team of [hidden, open]) await adjustMarker(team as never, markerDefinition("str-routed")!, 1);
  return { ...b, leader, hidden, open };
}

describe("line of sight in the rally and morale dialogs", () => {
  it("the rally dialog ticks the routed team the leader sees and not the one behind the wood (Striker 8.C.5)", async () => {
    const t = await setup();
    t.answer(null);
    const { rallyByLeaderCard } = await import("../../../../src/rulesets/striker/actions/leader-rally-roll");
    await rallyByLeaderCard(t.leader as never);
    expect(t.context<{ teams: { name: string; unseen: boolean }[] }>("striker/dialogs/rally.hbs").teams.map((x) => [x.name, x.unseen])).toEqual([
      ["Blue A1", true],
      ["Blue A2", false],
    ]);
  });

  it("the morale dialog ticks a leader within 100 m only where the team sees it (ruling STR-6)", async () => {
    const t = await setup();
    t.answer(null);
    const { rollStrikerMorale } = await import("../../../../src/rulesets/striker/actions/morale-roll");
    await rollStrikerMorale(t.hidden as never, "check");
    expect(t.context<{ leaders: { name: string; unseen: boolean }[] }>("striker/dialogs/morale.hbs").leaders).toEqual([expect.objectContaining({ name: "Blue Squad Leader", unseen: true })]);
    await rollStrikerMorale(t.open as never, "check");
    expect(t.context<{ leaders: { name: string; unseen: boolean }[] }>("striker/dialogs/morale.hbs").leaders).toEqual([expect.objectContaining({ name: "Blue Squad Leader", unseen: false })]);
  });
});
