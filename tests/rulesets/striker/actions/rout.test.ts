// @vitest-environment happy-dom
// A routed team's move away (Striker 8.C.4.b) after a real init: from its token HUD its owner asks,
// and the GM's client moves it straight away from the nearest enemy as far as its allowance and the
// terrain let it, once a phase by the GM's record; from the morale card that routed it anyone may press Rout away, and the GM's client moves a
// team the presser does not own; off the board it is removed from play (hidden), and a team already
// off is refused another rout, and its HUD offers it none.
import { describe, expect, it, vi } from "vitest";
import { strikerBoard, trooper } from "../../../helpers/striker-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { StandInCollection } from "../../../helpers/foundry/collection";
import { pressCardButton } from "../../../helpers/card-buttons";
import { applyAs } from "../../../helpers/gm-requests";
import { moveAs } from "../../../helpers/foundry/move-as";

async function setup(blueX = 1000, routed = true) {
  const b = await strikerBoard([1, 1]);
  // the GM's client finds the scene by id, as in a world
  b.g.game.scenes = new StandInCollection([[b.canvas.scene.id, b.canvas.scene]]);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { strikerPosition: { turn: 1, phase: "firstFire", step: "b" } } } });
  b.g.game.combat = combat as never;
  const blue = b.team("Actor.blue", "Blue A1", { troopers: ["A", "B", "C", "D"].map((n) => trooper(n)), morale: { value: 5, start: 5 } }, [], { default: 0, player1: 3 });
  const red = b.team("Actor.red", "Red B1", { troopers: ["E", "F", "G", "H"].map((n) => trooper(n)) }, [], { default: 0, player2: 3 });
  const tb = b.canvas.place(blue, { x: blueX, y: 500 }, { _id: "tb", disposition: 1 });
  const tr = b.canvas.place(red, { x: blueX + 400, y: 500 }, { _id: "tr", disposition: -1 });
  for (const [a, t] of [[blue, tb], [red, tr]] as const) combat.addCombatant({ actor: a, token: t.document });
  const store = await import("../../../../src/system/markers/marker-store");
  if (routed) await store.adjustMarker(blue as never, store.markerDefinition("str-routed")!, 1);
  /** Renders the HUD as core does and clicks Rout away. */
  const hudRout = async () => {
    const html = document.createElement("div");
    html.innerHTML = '<div class="col left"></div><div class="col right"></div>';
    b.stubs.fire.rendered("TokenHUD", { object: { actor: blue, document: tb.document }, render() {} }, html);
    const button = html.querySelector<HTMLElement>('[data-str-hud="routAway"]');
    button?.click();
    await new Promise((r) => setTimeout(r, 30));
    return button !== null;
  };
  /** Rout away pressed for the team where no HUD guards it, as the morale card's button asks (onRoutButton). */
  const pressRout = async () => {
    const { routAway } = await import("../../../../src/rulesets/striker/actions/rout-move");
    // the stand-in token document stands for v13's, as the card button hands it over
    await routAway(tb.document as never);
    await new Promise((r) => setTimeout(r, 30));
  };
  const centre = () => ({ x: tb.document.x + 50, y: tb.document.y + 50 });
  return { ...b, combat, blue, red, tb, tr, store, hudRout, pressRout, centre };
}

describe("a routed team routs away (Striker 8.C.4.b)", () => {
  it("its owner's HUD button walks it 50 m straight away from the nearest enemy, once a phase", async () => {
    const t = await setup();
    t.stubs.actAs("player1");
    expect(await t.hudRout()).toBe(true);
    // 50 m is 100 px, west, away from the enemy to the east
    expect(t.centre()).toEqual({ x: 900, y: 500 });
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Rout.moved");
    await t.hudRout();
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Rout.alreadyMoved");
    expect(t.centre()).toEqual({ x: 900, y: 500 });
    // the once a phase is the GM's record on the Combat; the token its owner may write holds none
    const records = t.combat.flags.starskirmish?.strMoves as Record<string, { turn: number; phase: string; routed?: boolean }>;
    expect(Object.values(records)).toEqual([expect.objectContaining({ turn: 1, phase: "firstFire", routed: true })]);
    expect(t.tb.document.flags.starskirmish).toBeUndefined();
    // wiping a rout stamp off the token, as the owner could, does not rout it again
    await t.tb.document.update({ flags: { starskirmish: { strRoutMove: null } } });
    await t.hudRout();
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Rout.alreadyMoved");
  });

  it("stays routed for the phase when the GM moves the team after its rout (8.C.4.b)", async () => {
    const t = await setup();
    await t.combat.update({ flags: { starskirmish: { strikerPosition: { turn: 1, phase: "firstMovement" } } } });
    t.stubs.actAs("player1");
    expect(await t.hudRout()).toBe(true);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Rout.moved");
    // the GM nudges the team in the same phase: the GM's record of it keeps the rout
    expect(await moveAs(t.stubs, t.tb.document, "gm", { x: t.tb.document.x, y: t.tb.document.y + 20 })).toBe(true);
    t.stubs.actAs("player1");
    await t.hudRout();
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Rout.alreadyMoved");
  });

  it("stops short of forest that would cost more than its allowance", async () => {
    const t = await setup();
    t.stubs.actAs("player1");
    // forest from 35 m west of the team onward: 45 m would cost 35 + 20 = 55; 40 m costs 35 + 10 = 45
    t.paint({ x: 0, y: 0, width: 930, height: 1000 }, { terrain: "forest" });
    await t.hudRout();
    expect(t.centre()).toEqual({ x: 920, y: 500 });
  });

  it("a team routing off the board is removed from play", async () => {
    const t = await setup(60);
    t.stubs.actAs("player1");
    await t.hudRout();
    expect(t.tb.document.hidden).toBe(true);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Rout.offBoard");
  });

  it("a team already routed off is offered no second rout and refused one, in a later phase and once the GM shows its token (8.C.4.b)", async () => {
    const t = await setup(60);
    t.stubs.actAs("player1");
    expect(await t.hudRout()).toBe(true);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Rout.offBoard");
    const combatantId = t.combat.combatants.contents.find((c) => c.tokenId === "tb")!.id;
    const offRecord = () => (t.combat.flags.starskirmish as { strRoutedOff?: object }).strRoutedOff;
    expect(offRecord()).toEqual({ [combatantId]: { turn: 1, phase: "firstFire" } });
    // a later phase has no rout of the team on record, so only its being out of play stops it:
    // the HUD no longer offers Rout away, and a press from elsewhere is refused
    await t.combat.update({ flags: { starskirmish: { strikerPosition: { turn: 1, phase: "secondFire", step: "a" } } } });
    const count = t.notes.length;
    expect(await t.hudRout()).toBe(false);
    expect(t.notes.length).toBe(count);
    await t.pressRout();
    expect(t.notes.length).toBe(count + 1);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Rout.alreadyOff");
    // nothing written anew: the record still says when it went, and this phase records no rout
    expect(offRecord()).toEqual({ [combatantId]: { turn: 1, phase: "firstFire" } });
    const moves = (t.combat.flags.starskirmish?.strMoves ?? {}) as Record<string, { phase: string; routed?: boolean }>;
    expect(Object.values(moves).filter((m) => m.phase === "secondFire" && m.routed)).toEqual([]);
    // the GM shows the token; the Combat's record still keeps the team out of play, for its HUD
    // (the GM's too) as for the action
    t.stubs.actAs("gm");
    await t.tb.document.update({ hidden: false });
    expect(await t.hudRout()).toBe(false);
    t.stubs.actAs("player1");
    expect(await t.hudRout()).toBe(false);
    await t.pressRout();
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Rout.alreadyOff");
    expect(t.tb.document.hidden).toBe(false);
  });

  it("outside a combat, a hidden token marked as routed off is offered no rout and refused one; a shown one routs (8.C.4.b)", async () => {
    const t = await setup(1000);
    t.g.game.combat = null as never;
    t.stubs.actAs("gm");
    await t.tb.document.update({ hidden: true, flags: { starskirmish: { strRoutedOff: true } } });
    t.stubs.actAs("player1");
    expect(await t.hudRout()).toBe(false);
    await t.pressRout();
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Rout.alreadyOff");
    expect(t.centre()).toEqual({ x: 1000, y: 500 });
    // the mark alone, on a token the table sees, is no rout off: the team routs away like every other routed team
    t.stubs.actAs("gm");
    await t.tb.document.update({ hidden: false });
    t.stubs.actAs("player1");
    expect(await t.hudRout()).toBe(true);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Rout.moved");
    expect(t.centre()).toEqual({ x: 900, y: 500 });
  });

  it("the HUD offers no Rout away to a team that is not routed", async () => {
    const t = await setup(1000, false);
    t.stubs.actAs("player1");
    expect(await t.hudRout()).toBe(false);
  });

  it("the morale card that routed it moves it on the GM's client for a player who does not own it, once its result is applied", async () => {
    const t = await setup(1000, false);
    t.stubs.actAs("player1");
    t.answer({ status: "open", nearbyCasualties: 0 });
    const { rollStrikerMorale } = await import("../../../../src/rulesets/striker/actions/morale-roll");
    // 2D6 1+1 with morale 5 is 7: routed (ruling STR-3)
    await rollStrikerMorale(t.blue as never, "check");
    const card = t.messages[0]!;
    expect(t.context<{ routed: boolean }>("striker/cards/morale.hbs").routed).toBe(true);
    // the red player presses it before the result is on the team: refused, nothing moves
    t.stubs.actAs("player2");
    await pressCardButton(card, "strRoutAway");
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Rout.notRouted");
    expect(t.centre()).toEqual({ x: 1000, y: 500 });
    expect(await applyAs("gm", "m0", "tb")).toEqual({ ok: true });
    t.stubs.actAs("player2");
    await pressCardButton(card, "strRoutAway");
    await vi.waitFor(() => expect(t.centre()).toEqual({ x: 900, y: 500 }));
  });
});
