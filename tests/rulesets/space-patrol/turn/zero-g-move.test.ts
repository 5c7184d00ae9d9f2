// @vitest-environment happy-dom
// Moving in zero-G during a fight (Guide 6.10, our reading) on stand-ins after a real init: the owner's
// move of a figure in zero-G while the side turns run rolls EVA DT 12 with a real d20 and posts a card;
// a failure puts the token back where it stood; a success leaves it. No check outside a fight, in
// gravity, for a move that drifts back, or for the GM's correction of a player's figure.
import { describe, expect, it, vi } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { dragLegs } from "../../../helpers/foundry/token-movement";
import type { ZeroGMoveCardContext } from "../../../../src/rulesets/space-patrol/view/zero-g-move-card";

async function setup(faces: number[], opts: { zeroG?: boolean; fight?: boolean } = {}) {
  const t = await spaceBoard(faces);
  const rana = t.patrolman("Actor.rana", "Rana", { eva: 1 });
  const token = t.place(rana, 2);
  if (opts.zeroG !== false) (token.document as unknown as { flags: object }).flags = { starskirmish: { spZeroG: true } };
  if (opts.fight !== false) {
    const { startSideTurns } = await import("../../../../src/rulesets/space-patrol/rules/side-turns");
    const { writeState } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-store");
    const side = { die: null, tactics: null, leadership: null, modifier: 0, total: null };
    const combat = new StandInCombat({ _id: "combat1" });
    t.g.game.combat = combat as never;
    await writeState(combat as never, startSideTurns({ surprise: "none", first: "players", players: side, enemies: side }, {}, false));
  }
  /** The user's client moves Rana `squares` along the row, as v13 does: preUpdateToken (asked by the update), the write, updateToken. */
  const moveAs = async (user: string, squares: number) => {
    t.stubs.actAs(user);
    const userId = t.g.game.user!.id;
    if (!(await token.document.update({ x: token.document.x + squares * 100 }))) return;
    t.stubs.fire.updated(token.document as never, token.document.updates.at(-1)!, userId);
  };
  const zeroGCards = () => t.messages.filter((m) => m.system.kind === "spZeroGMove");
  /**
   * The user drags Rana through waypoints `squares` along the row each, as v13 writes a drag: one
   * update per waypoint; v13 goes on to the next only while the token stands where the last leg put it.
   */
  const dragAs = async (user: string, steps: readonly number[]) => {
    let x = token.document.x;
    for (const leg of dragLegs(token.document.id, steps.map((n) => ({ x: (x += n * 100), y: token.document.y })))) {
      t.stubs.actAs(user);
      const userId = t.g.game.user!.id;
      if (!(await token.document.update({ ...leg.changed }, leg.options))) return;
      t.stubs.fire.updated(token.document as never, token.document.updates.at(-1)!, userId);
      await new Promise((r) => setTimeout(r, 20));
      if (token.document.x !== leg.changed.x) return;
    }
  };
  return { ...t, rana, token, moveAs, dragAs, zeroGCards };
}

describe("moving in zero-G during a fight (Guide 6.10, our reading)", () => {
  it("a failed EVA check puts the figure back where he stood: he drifts", async () => {
    // 10 + EVA 1 = 11 against DT 12
    const t = await setup([10]);
    const start = t.token.document.x;
    await t.moveAs("player1", 3);
    await vi.waitFor(() => expect(t.zeroGCards()).toHaveLength(1));
    expect(t.card<ZeroGMoveCardContext>("cards/zero-g-move.hbs")).toMatchObject({ level: { level: "1" }, result: { d20: 10, total: 11, dt: 12, success: false }, outcomeKey: "STARSKIRMISH.SpacePatrol.ZeroGMove.drifts", notUndone: false });
    expect(t.token.document.x).toBe(start);
    expect(t.rolled).toHaveLength(1);
  });

  it("a passed check leaves him where he moved; a Wound marker raises the DT", async () => {
    // 11 + 1 = 12 against DT 12
    const t = await setup([11, 15]);
    const start = t.token.document.x;
    await t.moveAs("player1", 3);
    await vi.waitFor(() => expect(t.zeroGCards()).toHaveLength(1));
    expect(t.token.document.x).toBe(start + 300);
    await t.mark(t.rana, "sp-wound", 1);
    // 15 + 1 = 16 against 12 + 4
    await t.moveAs("player1", 1);
    await vi.waitFor(() => expect(t.zeroGCards()).toHaveLength(2));
    expect(t.card<ZeroGMoveCardContext>("cards/zero-g-move.hbs")).toMatchObject({ markerDisadvantages: 1, result: { dt: 16, success: true } });
    expect(t.token.document.x).toBe(start + 400);
  });

  it("checks a drag through waypoints once, when its last leg lands, and a failure drifts back to where the drag began", async () => {
    const passed = await setup([11]);
    const start = passed.token.document.x;
    await passed.dragAs("player1", [1, 1, 1]);
    await vi.waitFor(() => expect(passed.zeroGCards()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(passed.zeroGCards()).toHaveLength(1);
    expect(passed.rolled).toHaveLength(1);
    expect(passed.token.document.x).toBe(start + 300);
    const failed = await setup([10]);
    const from = failed.token.document.x;
    await failed.dragAs("player1", [1, 2]);
    await vi.waitFor(() => expect(failed.zeroGCards()).toHaveLength(1));
    expect(failed.token.document.x).toBe(from);
    expect(failed.rolled).toHaveLength(1);
    expect(failed.card<ZeroGMoveCardContext>("cards/zero-g-move.hbs")).toMatchObject({ result: { success: false }, notUndone: false });
  });

  it("rolls nothing out of a fight, in gravity, or for the GM's correction of a player's figure", async () => {
    for (const opts of [{ fight: false }, { zeroG: false }]) {
      const t = await setup([1], opts);
      const start = t.token.document.x;
      await t.moveAs("player1", 2);
      await new Promise((r) => setTimeout(r, 10));
      expect(t.zeroGCards()).toHaveLength(0);
      expect(t.token.document.x).toBe(start + 200);
    }
    const t = await setup([1]);
    (t.rana as unknown as { ownership: object }).ownership = { default: 0, player1: 3 };
    await t.moveAs("gm", 2);
    await new Promise((r) => setTimeout(r, 10));
    expect(t.zeroGCards()).toHaveLength(0);
    expect(t.rolled).toHaveLength(0);
  });
});
