// @vitest-environment happy-dom
// Routed teams in their movement phases (Striker 8.C.4.b) after a real init: as the GM moves the turn
// on to a side's movement phase, the GM's client takes each routed team of that side and, in the first such
// phase after it routed, leaves it where it is but marks it Moved ("considered to have moved for fire
// purposes"); in every later one it routs 50 m straight away from the nearest enemy, Moved too. Its
// owner may not move it by hand, nor rout it again in the phase it sits out.
import { describe, expect, it } from "vitest";
import { strikerBoard, trooper } from "../../../helpers/striker-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { StandInCollection } from "../../../helpers/foundry/collection";
import { applyAs } from "../../../helpers/gm-requests";
import type { FireDialogContext } from "../../../../src/rulesets/striker/view/fire-form";

async function setup(position: object) {
  const b = await strikerBoard([1, 1]);
  b.g.game.scenes = new StandInCollection([[b.canvas.scene.id, b.canvas.scene]]);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { strikerPosition: position } } });
  b.g.game.combat = combat as never;
  const blue = b.team("Actor.blue", "Blue A1", { troopers: ["A", "B", "C", "D"].map((n) => trooper(n)), morale: { value: 5, start: 5 } }, [], { default: 0, player1: 3 });
  const red = b.team("Actor.red", "Red B1", { troopers: ["E", "F", "G", "H"].map((n) => trooper(n)) }, [], { default: 0, player2: 3 });
  // blue is the first player (disposition 1), red 200 m to its east
  const tb = b.canvas.place(blue, { x: 1000, y: 500 }, { _id: "tb", disposition: 1 });
  const tr = b.canvas.place(red, { x: 1400, y: 500 }, { _id: "tr", disposition: -1 });
  for (const [a, t] of [[blue, tb], [red, tr]] as const) combat.addCombatant({ actor: a, token: t.document });
  const store = await import("../../../../src/system/markers/marker-store");
  const { advanceTurn } = await import("../../../../src/system/turn/turn-advance");
  const { STRIKER_TURN_BINDING } = await import("../../../../src/rulesets/striker/turn/turn-tracker");
  /** The GM's Next until the turn stands at `turn`'s `phase`. */
  const advanceTo = async (turn: number, phase: string) => {
    b.stubs.actAs("gm");
    for (let i = 0; i < 40; i++) {
      const at = await advanceTurn(combat as never, STRIKER_TURN_BINDING);
      if (at?.turn === turn && at.phase === phase) return;
    }
    throw new Error(`never reached turn ${turn} ${phase}`);
  };
  const centre = () => ({ x: tb.document.x + 50, y: tb.document.y + 50 });
  const markers = () => store.readMarkers(blue as never);
  return { ...b, combat, blue, red, tb, tr, store, advanceTo, centre, markers };
}

/** Blue fails its morale check in turn 1, phase 3 step b (2D6 1+1 with morale 5: routed, ruling STR-3), and the GM applies it. */
async function routBlue(t: Awaited<ReturnType<typeof setup>>) {
  t.stubs.actAs("player1");
  t.answer({ status: "open", nearbyCasualties: 0 });
  const { rollStrikerMorale } = await import("../../../../src/rulesets/striker/actions/morale-roll");
  await rollStrikerMorale(t.blue as never, "check");
  expect(await applyAs("gm", "m0", "tb")).toEqual({ ok: true });
  expect(t.markers()).toMatchObject({ "str-routed": 1 });
}

describe("a routed team's movement phases (Striker 8.C.4.b)", () => {
  it("sits out its next movement phase counted as moved, then routs 50 m away in each after, marked Moved", async () => {
    const t = await setup({ turn: 1, phase: "firstFire", step: "b" });
    await routBlue(t);
    expect(t.blue.flags.starskirmish?.strRoutedAt).toEqual({ turn: 1, phase: "firstFire", step: "b" });
    // the second player's movement phase is not blue's
    await t.advanceTo(1, "secondMovement");
    expect(t.markers()["str-moved"]).toBeUndefined();
    await t.advanceTo(2, "firstMovement");
    expect(t.centre()).toEqual({ x: 1000, y: 500 });
    expect(t.markers()).toMatchObject({ "str-routed": 1, "str-moved": 1 });
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Rout.sitsOut");
    // its Moved stays through the fire phase that follows, where a move counts
    await t.advanceTo(2, "firstFire");
    expect(t.markers()).toMatchObject({ "str-moved": 1 });
    await t.advanceTo(3, "firstMovement");
    // 50 m is 100 px, west, away from the enemy to the east
    expect(t.centre()).toEqual({ x: 900, y: 500 });
    expect(t.markers()).toMatchObject({ "str-routed": 1, "str-moved": 1 });
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Rout.moved");
  });

  it("its owner may neither move it by hand nor rout it again in the phase it sits out", async () => {
    const t = await setup({ turn: 1, phase: "firstFire", step: "b" });
    await routBlue(t);
    await t.advanceTo(2, "firstMovement");
    t.stubs.actAs("player1");
    const { routAway } = await import("../../../../src/rulesets/striker/actions/rout-move");
    await routAway(t.tb.document as never);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Rout.staysThisPhase");
    const changed = { x: 850, y: 450 };
    expect(t.stubs.fire.preUpdate(t.tb.document as never, changed, "player1")).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.routed");
    expect(t.centre()).toEqual({ x: 1000, y: 500 });
  });

  it("a Routed marker put on by hand, with no record of when, routs at its side's movement phase", async () => {
    const t = await setup({ turn: 1, phase: "secondFire", step: "f" });
    await t.store.adjustMarker(t.blue as never, t.store.markerDefinition("str-routed")!, 1);
    await t.advanceTo(2, "firstMovement");
    expect(t.centre()).toEqual({ x: 900, y: 500 });
    expect(t.markers()).toMatchObject({ "str-moved": 1 });
  });

  it("a team routed off the board stays out of play", async () => {
    const t = await setup({ turn: 1, phase: "secondFire", step: "f" });
    await t.store.adjustMarker(t.blue as never, t.store.markerDefinition("str-routed")!, 1);
    t.tb.center = { x: 60, y: 500 };
    await t.advanceTo(2, "firstMovement");
    expect(t.tb.document.hidden).toBe(true);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Rout.offBoard");
    const count = t.notes.length;
    await t.advanceTo(3, "firstMovement");
    expect(t.notes.length).toBe(count);
  });

  it("a team routed off stays out of play when its owner clears its token's flag: the GM's record is on the Combat", async () => {
    const t = await setup({ turn: 1, phase: "secondFire", step: "f" });
    await t.store.adjustMarker(t.blue as never, t.store.markerDefinition("str-routed")!, 1);
    t.tb.center = { x: 60, y: 500 };
    await t.advanceTo(2, "firstMovement");
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Rout.offBoard");
    const combatantId = t.combat.combatants.contents.find((c) => c.tokenId === "tb")!.id;
    expect((t.combat.flags.starskirmish as { strRoutedOff?: object }).strRoutedOff).toEqual({ [combatantId]: { turn: 2, phase: "firstMovement" } });
    // blue's owner writes their own token: the flag off, and the token back where it stood
    t.stubs.actAs("player1");
    await t.tb.document.update({ flags: { starskirmish: { strRoutedOff: false } } });
    expect(t.tb.document.flags.starskirmish?.strRoutedOff).toBe(false);
    const count = t.notes.length;
    const at = t.centre();
    await t.advanceTo(3, "firstMovement");
    // the rout phase passes it over: no move, no word of it
    expect(t.notes.length).toBe(count);
    expect(t.centre()).toEqual(at);
  });

  it("in a world from before the Combat's record, the hidden token's flag still keeps the team out; a flag on a shown token does not", async () => {
    const t = await setup({ turn: 1, phase: "secondFire", step: "f" });
    await t.store.adjustMarker(t.blue as never, t.store.markerDefinition("str-routed")!, 1);
    // as the rout off left it before: the token hidden and flagged, nothing on the Combat
    await t.tb.document.update({ hidden: true, flags: { starskirmish: { strRoutedOff: true } } });
    await t.advanceTo(2, "firstMovement");
    expect(t.centre()).toEqual({ x: 1000, y: 500 });
    expect(t.notes).toEqual([]);
    // its owner flags a routed team whose token shows, to spare it the rout: it routs all the same
    await t.tb.document.update({ hidden: false });
    await t.advanceTo(3, "firstMovement");
    expect(t.centre()).toEqual({ x: 900, y: 500 });
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Rout.moved");
  });
});

describe("a routed team that sits out is moved for fire purposes (Striker 8.C.4.b, 8.A.1.b.2.b.ii)", () => {
  it("the enemy's fire at it in the fire phase that follows takes it as a moving target", async () => {
    const { fireBoard } = await import("../actions/fire-board");
    const t = await fireBoard([6, 6, 1]);
    const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { strikerPosition: { turn: 1, phase: "firstFire", step: "f" } } } });
    t.g.game.combat = combat as never;
    for (const token of t.canvas.tokens.placeables) combat.addCombatant({ actor: token.actor as never, token: token.document });
    // red (the second player) routed in phase 3 step b; Routed is on it
    const store = await import("../../../../src/system/markers/marker-store");
    await store.adjustMarker(t.target as never, store.markerDefinition("str-routed")!, 1);
    await t.target.update({ flags: { starskirmish: { strRoutedAt: { turn: 1, phase: "firstFire", step: "b" } } } });
    const { advanceTurn } = await import("../../../../src/system/turn/turn-advance");
    const { STRIKER_TURN_BINDING } = await import("../../../../src/rulesets/striker/turn/turn-tracker");
    t.stubs.actAs("gm");
    expect(await advanceTurn(combat as never, STRIKER_TURN_BINDING)).toEqual({ turn: 1, phase: "secondMovement" });
    expect(t.targetToken.center).toEqual({ x: 500, y: 0 });
    expect(store.readMarkers(t.target as never)).toMatchObject({ "str-moved": 1 });
    // phase 5 step c: the first player's teams fire
    for (let i = 0; i < 3; i++) await advanceTurn(combat as never, STRIKER_TURN_BINDING);
    t.targetTokens(t.targetToken);
    t.answer({ weapon: "7mm ACR", ammo: "slugs" });
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    expect(t.context<FireDialogContext>("dialogs/fire.hbs").options.targetMovement).toBe("upToNoe");
  });
});
