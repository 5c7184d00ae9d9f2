// @vitest-environment happy-dom
// The rotation a StarMarines token stood at before an update, as each GM's client notes it (VIII-B,
// SMR-11; the kit's system/turn/facing-memory.ts), after a real init: the GM's record counts a unit's first turn from where it faced, not
// from the rotation the update just gave it, when the GM's client loaded with no combat in view,
// when its scene was brought in after the GM's client loaded, when the token was made mid-battle,
// and when the GM's own update is the first it sees.
import { describe, expect, it } from "vitest";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { StandInCollection } from "../../../helpers/foundry/collection";
import { seenByAll } from "../../../helpers/foundry/move-as";

async function setup() {
  const b = await starMarinesBoard([]);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn: 1, phase: "p1Movement" } } } });
  b.g.game.combat = combat as never;
  const marine = b.unit("Marine", { kind: "soldier", move: 2 });
  // facing 0: straight up the board
  const tMarine = b.put(marine, 0, 0, 0, { disposition: 1 });
  const combatant = combat.addCombatant({ actor: marine, token: tMarine.document });
  /** `user` turns the marine on the spot to `rotation`, checked on their client, and every client sees it. */
  const turn = async (user: string, rotation: number) => {
    b.stubs.actAs(user);
    const changed: Record<string, unknown> = { rotation };
    expect(b.stubs.fire.preUpdate(tMarine.document as never, changed, user)).not.toBe(false);
    await tMarine.document.update(changed);
    await seenByAll(b.stubs, tMarine.document, changed, user, {});
  };
  /** The marine's record of the phase on the Combat, as the GM's client wrote it. */
  const record = () => (combat.flags.starskirmish?.smrMoves as Record<string, { spent: number; turns: number }> | undefined)?.[combatant.id];
  return { ...b, combat, tMarine, turn, record };
}

describe("the facing a unit's first update turns from (VIII-B, SMR-11)", () => {
  it("counts a player's first turn after the GM's client loaded with no combat in view from the token's rotation then", async () => {
    const t = await setup();
    // the GM's client starts on another scene: no combat is in view, but every scene's tokens are noted
    const combat = t.g.game.combat;
    t.g.game.combat = null;
    t.stubs.actAs("gm");
    t.stubs.fire.ready();
    // the GM's start-up work (the world's migrations) settles before anyone else acts
    await new Promise((r) => setTimeout(r, 20));
    t.g.game.combat = combat;
    // facing up the board, the marine turns about: three hex sides, not none
    await t.turn("player1", 180);
    expect(t.record()).toEqual({ turn: 1, phase: "p1Movement", spent: 0, turns: 3 });
  });

  it("counts a player's first turn of a token whose scene was brought in after the GM's client started", async () => {
    const t = await setup();
    // the GM's client starts with no scene and no combat: an adventure brings in the board's scene
    // afterwards, which fires createScene alone (no createToken for the marine on it)
    const { combat, scenes } = t.g.game;
    t.g.game.combat = null;
    t.g.game.scenes = new StandInCollection();
    t.stubs.actAs("gm");
    t.stubs.fire.ready();
    await new Promise((r) => setTimeout(r, 20));
    t.g.game.scenes = scenes;
    t.stubs.fire.created(t.canvas.scene as never, "gm");
    t.g.game.combat = combat;
    // facing up the board, the marine turns about: three hex sides, not none
    await t.turn("player1", 180);
    expect(t.record()).toEqual({ turn: 1, phase: "p1Movement", spent: 0, turns: 3 });
  });

  it("counts the first turn of a token made mid-battle from the rotation it was made with", async () => {
    const t = await setup();
    // the GM's client notes the token as it is made (createToken); no other note of it is taken here,
    // so the count rests on that one
    t.stubs.actAs("gm");
    t.stubs.fire.created(t.tMarine.document as never, "gm");
    await t.turn("player1", 120);
    expect(t.record()).toEqual({ turn: 1, phase: "p1Movement", spent: 0, turns: 2 });
  });

  it("counts the GM's own first turn of a token it never noted from the rotation its document held before the change", async () => {
    const t = await setup();
    // no hook has noted the marine: the GM's own update is seen before it is written (preUpdateToken)
    await t.turn("gm", 180);
    expect(t.record()).toEqual({ turn: 1, phase: "p1Movement", spent: 0, turns: 3 });
    // and the next turn goes on from the rotation the first one left: one more side
    await t.turn("gm", 240);
    expect(t.record()).toEqual({ turn: 1, phase: "p1Movement", spent: 0, turns: 4 });
  });

  it("forgets a deleted token, and notes a token's rotation after every update it sees", async () => {
    const t = await setup();
    const { facingBefore } = await import("../../../../src/system/turn/facing-memory");
    t.stubs.actAs("gm");
    t.stubs.fire.created(t.tMarine.document as never, "gm");
    // a move that turns nothing reports no rotation before, and leaves the memory current
    expect(facingBefore(t.tMarine.document as never, { x: 10 })).toBeUndefined();
    t.tMarine.document.rotation = 60;
    expect(facingBefore(t.tMarine.document as never, { rotation: 60 })).toBe(0);
    t.tMarine.document.rotation = 120;
    expect(facingBefore(t.tMarine.document as never, { rotation: 120 })).toBe(60);
    t.stubs.fire.deleted(t.tMarine.document as never, "gm");
    t.tMarine.document.rotation = 180;
    expect(facingBefore(t.tMarine.document as never, { rotation: 180 })).toBeUndefined();
  });
});
