// @vitest-environment happy-dom
// Who moved, from the board (Starship Marine 3.2, 3.4) after a real init: entering step d notes each
// figure's facing on the combat; moves in the step add up on the GM's client and mark Moved, then
// Non-Tactical past the tactical allowance, and warn past the non-tactical one; a turn of more than
// 90 degrees is a move; moves at other steps, and on a player's client, mark nothing.
import { describe, expect, it, vi } from "vitest";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";
import { StandInCombat } from "../../../helpers/foundry/combat";

async function setup() {
  const d = await starshipMarineDeck([]);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { ssmPosition: { turn: 2, phase: "c" } } } });
  d.g.game.combat = combat;
  const enlist = (id: string, troopType: string, system: object = {}) => {
    const actor = d.figure(id, troopType, "player1", system);
    const token = d.canvas.place(actor as never, { x: 50, y: 50 }, { _id: `t-${id}`, disposition: 1 });
    combat.addCombatant({ actor, token: token.document });
    return { actor, token };
  };
  const kell = enlist("Kell", "marineScaII");
  const ito = enlist("Ito", "crewman");
  d.stubs.actAs("gm");
  const { ssmTurnBinding } = await import("../../../../src/rulesets/starship-marine/turn/turn-tracker");
  const { advanceTurn } = await import("../../../../src/system/turn/turn-advance");
  const next = () => advanceTurn(combat as never, ssmTurnBinding(false));
  /**
   * A move of `cm` (and perhaps a new facing) by the token, with updateToken fired as v13 fires it;
   * `pending` waypoints are the legs of a drag still to come.
   */
  const move = async (token: { document: { movement: unknown; rotation: number; id: string } }, cm: number, rotation?: number, pending: object[] = []) => {
    token.document.movement = { passed: { distance: cm }, pending: { waypoints: pending } };
    const changed: Record<string, unknown> = cm > 0 ? { x: 100 } : {};
    if (rotation !== undefined) {
      token.document.rotation = rotation;
      changed.rotation = rotation;
    }
    d.stubs.fire.updated(token.document as never, changed, d.g.game.user!.id);
    await new Promise((r) => setTimeout(r, 0));
  };
  return { ...d, combat, kell, ito, next, move };
}

describe("who moved, from the board (3.2, 3.4)", () => {
  it("marks a Marine Moved, then Non-Tactical past 15 cm, and warns the GM past 30 cm in zero g", async () => {
    const t = await setup();
    await t.next();
    expect((t.combat.flags as { starskirmish: { ssmStepMoves?: unknown } }).starskirmish.ssmStepMoves).toEqual({ "t-Kell": { turn: 2, cm: 0, rotation: 0 }, "t-Ito": { turn: 2, cm: 0, rotation: 0 } });
    await t.move(t.kell.token as never, 10);
    await vi.waitFor(async () => expect(await t.markersOf(t.kell.actor)).toEqual({ "ssm-moved": 1 }));
    await t.move(t.kell.token as never, 10);
    await vi.waitFor(async () => expect(await t.markersOf(t.kell.actor)).toEqual({ "ssm-moved": 1, "ssm-nonTactical": 1 }));
    await t.move(t.kell.token as never, 11);
    await vi.waitFor(() => expect(t.stubs.notifications.at(-1)?.message).toBe(`STARSKIRMISH.StarshipMarine.Move.tooFar {"name":"Kell","cm":"31","max":"30"}`));
    expect((t.combat.flags as { starskirmish: { ssmStepMoves: Record<string, { cm: number }> } }).starskirmish.ssmStepMoves["t-Kell"]!.cm).toBe(31);
  });

  it("warns the GM once of a figure gone too far, as it first goes past, not for each leg after", async () => {
    const t = await setup();
    await t.next();
    const warnings = () => t.stubs.notifications.filter((n) => n.message.startsWith("STARSKIRMISH.StarshipMarine.Move.tooFar")).length;
    // a drag's legs of 16, 16 and 2 cm: past 30 cm on the second, and no word again for the third
    await t.move(t.kell.token as never, 16, undefined, [{ x: 200, y: 0 }, { x: 300, y: 0 }]);
    await vi.waitFor(async () => expect(await t.markersOf(t.kell.actor)).toEqual({ "ssm-moved": 1, "ssm-nonTactical": 1 }));
    expect(warnings()).toBe(0);
    await t.move(t.kell.token as never, 16, undefined, [{ x: 300, y: 0 }]);
    await vi.waitFor(() => expect(warnings()).toBe(1));
    expect(t.stubs.notifications.at(-1)?.message).toBe(`STARSKIRMISH.StarshipMarine.Move.tooFar {"name":"Kell","cm":"32","max":"30"}`);
    await t.move(t.kell.token as never, 2);
    await new Promise((r) => setTimeout(r, 20));
    expect(warnings()).toBe(1);
    expect((t.combat.flags as { starskirmish: { ssmStepMoves: Record<string, { cm: number }> } }).starskirmish.ssmStepMoves["t-Kell"]!.cm).toBe(34);
  });

  it("counts a turn of more than 90 degrees as a move, and one of 90 as none", async () => {
    const t = await setup();
    await t.next();
    await t.move(t.ito.token as never, 0, 90);
    expect(await t.markersOf(t.ito.actor)).toEqual({});
    await t.move(t.ito.token as never, 0, 200);
    await vi.waitFor(async () => expect(await t.markersOf(t.ito.actor)).toEqual({ "ssm-moved": 1 }));
  });

  it("marks nothing at another step, nor on a player's client", async () => {
    const t = await setup();
    await t.move(t.kell.token as never, 10);
    expect(await t.markersOf(t.kell.actor)).toEqual({});
    await t.next();
    t.stubs.actAs("player1");
    await t.move(t.kell.token as never, 10);
    expect(await t.markersOf(t.kell.actor)).toEqual({});
  });

  it("starts each movement step afresh: last move's Moved comes off and the distance begins at nothing", async () => {
    const t = await setup();
    await t.next();
    await t.move(t.kell.token as never, 20);
    await vi.waitFor(async () => expect(await t.markersOf(t.kell.actor)).toEqual({ "ssm-moved": 1, "ssm-nonTactical": 1 }));
    // steps e to l, then a to d of the next move
    for (let i = 0; i < 12; i += 1) await t.next();
    expect(await t.markersOf(t.kell.actor)).toEqual({});
    await t.move(t.kell.token as never, 5);
    await vi.waitFor(async () => expect(await t.markersOf(t.kell.actor)).toEqual({ "ssm-moved": 1 }));
  });
});
