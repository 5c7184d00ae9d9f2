// @vitest-environment happy-dom
// Ships moving on a space scene (Guide 7.1, 7.2, 7.5, 7.12) after a real init: a player's move is
// checked on his client against the allowance (speed, Drive and Flight Markers, Boost Engines, a dark
// ship's third) and the hexes the GM's record already holds; out of the ship's turn it is refused;
// the GM's own moves pass with a note; and the GM's client warns of a player's move that skipped the
// check. The sheet's movement line names each term.
import { describe, expect, it, vi } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import { getProperty } from "../../../helpers/foundry/utils";
import { dragLegs } from "../../../helpers/foundry/token-movement";
import { pastOwnRefusals } from "../../../helpers/foundry/document";

async function setup(faces: number[] = []) {
  const t = await spaceBattle(faces);
  // a player-owned cutter of speed 4 with one Drive Marker: 3 hexes a turn
  t.cutter.ownership = { default: 0, player2: 3 };
  await (t.cutter as unknown as { update(d: object): Promise<unknown> }).update({ system: { speed: 4 } });
  await t.mark(t.cutter, "sp-spacecraft-drive", 1);
  const token = t.tokenOf(t.cutter);
  /**
   * The mover's client asks to move the cutter `squares` along the row: preUpdateToken decides; if it
   * passes, the update is written and the GM's client sees updateToken with v13's measured movement.
   */
  const moveAs = async (user: string, squares: number, check = true) => {
    t.stubs.actAs(user);
    const userId = t.g.game.user!.id;
    // the update asks preUpdateToken on the user's client; without `check`, a hostile client's, past it
    const write = () => token.document.update({ x: token.document.x + squares * 100 });
    const written = await (check ? write() : pastOwnRefusals(write));
    t.stubs.actAs("gm");
    if (!written) return false;
    token.document.movement = { passed: { distance: Math.abs(squares) * 1.5 } };
    t.stubs.fire.updated(token.document as never, token.document.updates.at(-1)!, userId);
    await vi.waitFor(() => expect(getProperty(t.combat.flags, "starskirmish.spMoved.cCutter.inches")).toBeGreaterThan(0));
    return true;
  };
  /**
   * The user drags the cutter through waypoints `columns` along the row each, as v13 writes a drag:
   * one update per waypoint, each checked with the operation's plan. Returns how many legs were written.
   */
  const dragAs = async (user: string, columns: readonly number[]) => {
    let x = token.document.x;
    const corners = columns.map((c) => ({ x: (x += c * 100), y: token.document.y }));
    let written = 0;
    for (const leg of dragLegs(token.document.id, corners)) {
      t.stubs.actAs(user);
      // the leg's update asks preUpdateToken on the user's client, with the operation's plan
      const allowed = await token.document.update({ ...leg.changed }, leg.options);
      t.stubs.actAs("gm");
      if (!allowed) break;
      written++;
    }
    return written;
  };
  /** The last notification's key and the values it was filled with (the stand-in writes them after the key). */
  const lastNote = () => t.stubs.notifications.at(-1)?.message.split(" ")[0];
  const lastData = () => JSON.parse(t.stubs.notifications.at(-1)?.message.split(" ").slice(1).join(" ") || "{}") as Record<string, string>;
  return { ...t, token, moveAs, dragAs, lastNote, lastData };
}

describe("ships moving on a space scene (Guide 7.1, 7.5, 7.12)", () => {
  it("lets a player move his ship up to its allowance, refuses the hex past it, and counts from the GM's record", async () => {
    const t = await setup();
    expect(await t.moveAs("player2", 2)).toBe(true);
    expect(getProperty(t.combat.flags, "starskirmish.spMoved.cCutter")).toEqual({ inches: 2 });
    // 2 used of speed 4 less one Drive Marker: 2 more would make 4
    expect(await t.moveAs("player2", 2)).toBe(false);
    expect(t.lastNote()).toBe("STARSKIRMISH.SpacePatrol.SpaceMove.refused.pastAllowance.other");
    expect(t.lastData()).toMatchObject({ used: "4", allowance: "3" });
    expect(await t.moveAs("player2", 1)).toBe(true);
  });

  it("counts a drag's hexes along its whole path, and refuses it before the ship sets off", async () => {
    const t = await setup();
    const x = t.token.document.x;
    // two hexes out and two back: the first leg is within the 3, the path is 4
    expect(await t.dragAs("player2", [2, -2])).toBe(0);
    expect(t.token.document.x).toBe(x);
    expect(t.lastData()).toMatchObject({ used: "4", allowance: "3" });
    expect(await t.dragAs("player2", [2, -1])).toBe(2);
  });

  it("adds the hexes of this turn's Boost Engines (7.5)", async () => {
    // Ito's Boost Engines: 15 + 2 = 17 against 12 with the Drive Marker's disadvantage (16), and a d4
    // of 3: three hexes more than the 3 the marker leaves
    const t = await setup([15, 3]);
    expect((await t.maneuverAs("player2", "boostEngines", "engineering")).ok).toBe(true);
    expect(await t.moveAs("player2", 6)).toBe(true);
    expect(await t.moveAs("player2", 1)).toBe(false);
  });

  it("gives a dark ship a third of its movement (7.5)", async () => {
    const t = await setup([15]);
    await (t.cutter as unknown as { update(d: object): Promise<unknown> }).update({ system: { speed: 7 } });
    expect((await t.maneuverAs("player2", "goDark", "engineering")).ok).toBe(true);
    // (7 - 1) / 3 = 2
    expect(await t.moveAs("player2", 3)).toBe(false);
    expect(t.lastData()).toMatchObject({ allowance: "2" });
    expect(await t.moveAs("player2", 2)).toBe(true);
  });

  it("makes a shaken crew fly away from danger: a move toward the nearest enemy is refused, one away passes (7.10)", async () => {
    const t = await setup();
    await t.mark(t.cutter, "sp-spacecraft-morale", 1);
    // the Raider stands three columns on: a move toward it, or one that keeps its distance, is refused
    expect(await t.moveAs("player2", 1)).toBe(false);
    expect(t.lastNote()).toBe("STARSKIRMISH.SpacePatrol.SpaceMove.refused.shaken.other");
    expect(t.lastData()).toMatchObject({ count: "3", after: "2" });
    expect(await t.moveAs("player2", -2)).toBe(true);
    expect(getProperty(t.combat.flags, "starskirmish.spMoved.cCutter")).toEqual({ inches: 2 });
  });

  it("keeps the bearing of each move on the token as its heading", async () => {
    const t = await setup();
    expect(await t.moveAs("player2", 1)).toBe(true);
    expect(getProperty(t.token.document.flags, "starskirmish.spHeading")).toBe(90);
    expect(await t.moveAs("player2", -1)).toBe(true);
    expect(getProperty(t.token.document.flags, "starskirmish.spHeading")).toBe(270);
  });

  it("refuses a move out of the ship's side turn (7.2)", async () => {
    const t = await setup();
    await t.endTurn();
    expect(await t.moveAs("player2", 1)).toBe(false);
    expect(t.lastNote()).toBe("STARSKIRMISH.SpacePatrol.SpaceMove.refused.notYourTurn");
  });

  it("refuses a player's move of a wreck, which has no hex to move, and says so (7.12)", async () => {
    const t = await setup();
    await t.mark(t.cutter, "sp-spacecraft-wrecked", 1);
    expect(await t.moveAs("player2", 1)).toBe(false);
    expect(t.lastNote()).toBe("STARSKIRMISH.SpacePatrol.SpaceMove.refused.wrecked");
    expect(t.lastData()).toMatchObject({ ship: "Cutter", allowance: "0" });
    // the GM, the Space Judge, may still shift it, with the note that it went past its 0
    expect(await t.moveAs("gm", 1)).toBe(true);
    expect(t.lastNote()).toMatch(/^STARSKIRMISH\.SpacePatrol\.SpaceMove\.gmPast\./);
    expect(t.lastData()).toMatchObject({ allowance: "0" });
  });

  it("lets the GM move past the allowance with a note", async () => {
    const t = await setup();
    expect(await t.moveAs("gm", 5)).toBe(true);
    expect(t.stubs.notifications.at(-1)?.level).toBe("info");
    expect(t.lastNote()).toBe("STARSKIRMISH.SpacePatrol.SpaceMove.gmPast.other");
  });

  it("warns the GM of a player's move that skipped the check", async () => {
    const t = await setup();
    const before = t.stubs.notifications.length;
    expect(await t.moveAs("player2", 5, false)).toBe(true);
    expect(t.stubs.notifications.slice(before).map((n) => n.message.split(" ")[0])).toEqual(["STARSKIRMISH.SpacePatrol.SpaceMove.audit.pastAllowance.other"]);
    expect(t.lastData()).toMatchObject({ user: "player2", used: "5", allowance: "3" });
  });

  it("leaves moves outside a space combat alone", async () => {
    const t = await setup();
    t.g.game.combat = null as never;
    t.stubs.actAs("player2");
    const before = t.stubs.notifications.length;
    expect(t.stubs.fire.preUpdate(t.token.document as never, { x: 900 }, "player2")).not.toBe(false);
    expect(t.stubs.notifications.length).toBe(before);
  });
});

describe("the sheet's movement line (Guide 7.1, 7.5, 7.12)", () => {
  it("shows what the ship used of its allowance, with each term", async () => {
    const t = await setup();
    const { spaceMoveContext } = await import("../../../../src/rulesets/space-patrol/view/space-move-context");
    const { shipMove } = await import("../../../../src/rulesets/space-patrol/turn/space-movement");
    expect(await t.moveAs("player2", 1)).toBe(true);
    const ctx = spaceMoveContext(4, shipMove(t.token.document as never));
    expect(ctx).toEqual({
      inCombat: true, used: 1, allowance: 3,
      terms: [{ key: "STARSKIRMISH.SpacePatrol.SpaceMove.speedTerm", n: 4 }, { key: "STARSKIRMISH.SpacePatrol.SpaceMove.markersTerm", n: 1 }],
    });
    expect(spaceMoveContext(4, null).inCombat).toBe(false);
  });

  it("gives a wreck an allowance of 0; the sheet's wreck line, not a term, says why (7.12)", async () => {
    const t = await setup();
    await t.mark(t.cutter, "sp-spacecraft-wrecked", 1);
    const { spaceMoveContext } = await import("../../../../src/rulesets/space-patrol/view/space-move-context");
    const { shipMove } = await import("../../../../src/rulesets/space-patrol/turn/space-movement");
    const ctx = spaceMoveContext(4, shipMove(t.token.document as never));
    expect(ctx).toMatchObject({ inCombat: true, used: 0, allowance: 0 });
    expect(ctx.terms.map((term) => term.key)).not.toContain("STARSKIRMISH.SpacePatrol.SpaceMove.wreckedTerm");
  });
});
