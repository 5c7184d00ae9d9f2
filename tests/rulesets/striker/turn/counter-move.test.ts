// @vitest-environment happy-dom
// Counters on the board (Striker 3.A.1, 7.A.4) after a real init: a counter marks where an unspotted
// team may be, and its moves are held to a team's allowance (Striker 6), so a counter's owner cannot
// give it away by moving it farther than any team could: one that stands for a team moves as that team
// (its flight mode, its suppression), a dummy as its own markers say, on foot without a flight marker.
import { describe, expect, it } from "vitest";
import { strikerBoard, trooper } from "../../../helpers/striker-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { moveAs } from "../../../helpers/foundry/move-as";

async function setup(standsFor: string, teamMarkers: string[] = [], counterMarkers: string[] = []) {
  const b = await strikerBoard([]);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { strikerPosition: { turn: 1, phase: "firstMovement" } } } });
  b.g.game.combat = combat as never;
  const store = await import("../../../../src/system/markers/marker-store");
  const team = b.team("Actor.blue", "Blue A1", { troopers: ["Lee", "Ng", "Ito", "Cruz"].map((n) => trooper(n)) });
  const counter = b.team("Actor.ctr", "Counter 3", { counter: true, standsFor, troopers: [] });
  for (const m of teamMarkers) await store.adjustMarker(team as never, store.markerDefinition(m)!, 1);
  for (const m of counterMarkers) await store.adjustMarker(counter as never, store.markerDefinition(m)!, 1);
  // the team itself is off the table (its token hidden), its counter on it
  const hiddenTeam = b.canvas.place(team, { x: 2050, y: 2050 }, { _id: "tb", disposition: 1, hidden: true });
  const token = b.canvas.place(counter, { x: 50, y: 50 }, { _id: "tc", disposition: 1 });
  combat.addCombatant({ actor: team, token: hiddenTeam.document });
  combat.addCombatant({ actor: counter, token: token.document });
  b.stubs.actAs("player1");
  /** The player drags the counter's centre to (x, 50): true when the move is written. */
  const move = (x: number) => moveAs(b.stubs, token.document, "player1", { x: x - 50, y: 0 });
  return { ...b, combat, team, counter, token, move, store };
}

describe("counters move by a team's allowance (Striker 3.A.1, 6)", () => {
  it("a dummy walks 50 m a phase, in moves that add up", async () => {
    const t = await setup("");
    expect(await t.move(130)).toBe(true);
    expect(await t.move(150)).toBe(true);
    expect(await t.move(160)).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.pastAllowance");
    // a counter is no team: it takes no Moved marker
    expect(t.store.readMarkers(t.counter as never)).toEqual({});
  });

  it("a dummy its owner marked as flying NOE flies 350 m", async () => {
    const t = await setup("", [], ["str-flightNoe"]);
    expect(await t.move(750)).toBe(true);
    expect(await t.move(760)).toBe(false);
  });

  it("a counter standing for a grav team in NOE flies its 350 m, spaces and case aside in the name", async () => {
    const t = await setup(" blue a1 ", ["str-flightNoe"]);
    expect(await t.move(750)).toBe(true);
  });

  it("a counter standing for a suppressed team may not move (Striker 8.C.4.a)", async () => {
    const t = await setup("Blue A1", ["str-suppressed"]);
    expect(await t.move(70)).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.suppressed");
  });

  it("a counter moves only in its own side's movement phase", async () => {
    const t = await setup("");
    await t.combat.update({ flags: { starskirmish: { strikerPosition: { turn: 1, phase: "secondMovement" } } } });
    expect(await t.move(70)).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.notOwnPhase");
  });
});
