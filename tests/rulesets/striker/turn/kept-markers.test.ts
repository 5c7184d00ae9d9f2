// @vitest-environment happy-dom
// Striker's kept markers in a battle (rules/markers.ts keptInBattle; the kit's refusal is
// system/markers/kept-markers.ts), after a real init, with every effect write asking its pre-hook as
// v13's does: the flows that change them still land (the owner's own move, fire and pop-up only add
// Moved, Fired and Pop-up; Apply, the rout and the tracker run on the GM's client), while the owner
// taking a kept marker off by hand, or putting Suppressed, Routed or Leader lost on, is refused.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { strikerBoard, trooper, type Team } from "../../../helpers/striker-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { moveAs } from "../../../helpers/foundry/move-as";

/** Blue (player1's, the first player) and Red (player2's) in a battle standing at `position`. */
async function battle(position: object, blueMarkers: string[] = []) {
  const b = await strikerBoard([1, 1]);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { strikerPosition: position } } });
  b.g.game.combat = combat as never;
  // the kit keeps markers of an actor in any combat of the world
  b.g.game.combats.set(combat.id, combat);
  const troopers = ["A", "B", "C", "D"].map((n) => trooper(n));
  const blue = b.team("Actor.blue", "Blue A1", { troopers, morale: { value: 8, start: 8 } }, [], { default: 0, player1: 3 });
  const red = b.team("Actor.red", "Red B1", { troopers }, [], { default: 0, player2: 3 });
  const tb = b.canvas.place(blue, { x: 500, y: 500 }, { _id: "tb", disposition: 1 });
  const tr = b.canvas.place(red, { x: 1500, y: 500 }, { _id: "tr", disposition: -1 });
  combat.addCombatant({ actor: blue, token: tb.document });
  combat.addCombatant({ actor: red, token: tr.document });
  const store = await import("../../../../src/system/markers/marker-store");
  b.stubs.actAs("gm");
  for (const m of blueMarkers) await store.adjustMarker(blue as never, store.markerDefinition(m)!, 1);
  b.stubs.actAs("player1");
  const markers = (a: Team = blue) => store.readMarkers(a as never);
  /** The current user changes a marker by hand, as the token HUD or the sheet does. */
  const byHand = (id: string, delta: number, a: Team = blue) => store.adjustMarker(a as never, store.markerDefinition(id)!, delta);
  const { clearEndedMarkers } = await import("../../../../src/rulesets/striker/turn/turn-tracker");
  /** The GM moves the turn on to `now`. */
  const turnTo = async (now: object) => {
    b.stubs.actAs("gm");
    await clearEndedMarkers(combat as never, now as never);
    b.stubs.actAs("player1");
  };
  return { ...b, combat, blue, red, tb, tr, store, markers, byHand, turnTo };
}

describe("Striker kept markers in a battle", () => {
  it("Moved: the owner's move puts it on, the owner cannot take it off, the GM's tracker does (Striker 6.E)", async () => {
    const t = await battle({ turn: 1, phase: "firstMovement" });
    // 60 px is 30 m along the row, within its 50 m (the token's corner stands at 450, 450)
    expect(await moveAs(t.stubs, t.tb.document, "player1", { x: 510, y: 450 })).toBe(true);
    expect(t.markers()).toEqual({ "str-moved": 1 });
    await t.byHand("str-moved", -1);
    expect(t.markers()).toEqual({ "str-moved": 1 });
    await t.turnTo({ turn: 1, phase: "firstFire", step: "a" });
    expect(t.markers()).toEqual({ "str-moved": 1 });
    await t.turnTo({ turn: 2, phase: "firstMovement" });
    expect(t.markers()).toEqual({});
  });

  it("Fired: the owner's fire puts it on, and again when it fires once more; only the GM's tracker takes it off (Striker 7.A.4)", async () => {
    const t = await battle({ turn: 1, phase: "firstFire", step: "a" });
    const { markFired } = await import("../../../../src/rulesets/striker/actions/fired-marker");
    await markFired([t.blue as never]);
    expect(t.markers()).toEqual({ "str-fired": 1 });
    // firing again in a later step re-marks the team: the count stays, the fire's place moves on
    t.combat.flags.starskirmish!.strikerPosition = { turn: 1, phase: "firstFire", step: "c" };
    await markFired([t.blue as never]);
    expect(t.markers()).toEqual({ "str-fired": 1 });
    expect(t.blue.getFlag("starskirmish", "strFiredAt")).toEqual({ turn: 1, phase: "firstFire", step: "c" });
    await t.byHand("str-fired", -1);
    expect(t.markers()).toEqual({ "str-fired": 1 });
    await t.turnTo({ turn: 2, phase: "command" });
    expect(t.markers()).toEqual({});
  });

  it("Pop-up: the owner's pop-up puts it on; only the GM's tracker ends it and drops the team back (Striker 6.A.2.g)", async () => {
    const t = await battle({ turn: 1, phase: "firstMovement" }, ["str-flightNoe"]);
    t.answer({ altitudeM: 60 });
    const { popUp } = await import("../../../../src/rulesets/striker/actions/pop-up");
    await popUp(t.tb.document as never);
    expect(t.markers()).toEqual({ "str-flightNoe": 1, "str-popUp": 1 });
    await t.byHand("str-popUp", -1);
    expect(t.markers()).toEqual({ "str-flightNoe": 1, "str-popUp": 1 });
    // the flight mode is the owner's choice, and stays theirs to change
    await t.byHand("str-flightNoe", -1);
    expect(t.markers()).toEqual({ "str-popUp": 1 });
    await t.turnTo({ turn: 1, phase: "secondMovement" });
    expect(t.markers()).toEqual({});
    expect((t.tb.document as unknown as { elevation?: number }).elevation).toBe(4);
  });

  it("Suppressed: the owner's Apply lands it through the GM; the owner can neither take it off nor put on Routed; the tracker ends it (Striker 8.C.4.a)", async () => {
    const t = await battle({ turn: 2, phase: "firstFire", step: "b" });
    t.answer({ status: "open", nearbyCasualties: 0 });
    const { rollStrikerMorale } = await import("../../../../src/rulesets/striker/actions/morale-roll");
    // 2D6 of 1+1 with morale 8 is 10: suppressed (ruling STR-3)
    await rollStrikerMorale(t.blue as never, "check");
    expect(await applyAs("player1", "m0", "tb")).toEqual({ ok: true });
    expect(t.markers()).toEqual({ "str-suppressed": 1 });
    await t.byHand("str-suppressed", -1);
    expect(t.markers()).toEqual({ "str-suppressed": 1 });
    await t.byHand("str-routed", 1);
    expect(t.markers()).toEqual({ "str-suppressed": 1 });
    // Hidden is the team's own choice (Striker 7.A.3), left to its owner
    await t.byHand("str-hidden", 1);
    expect(t.markers()).toEqual({ "str-suppressed": 1, "str-hidden": 1 });
    await t.turnTo({ turn: 3, phase: "firstFire", step: "c" });
    expect(t.markers()).toEqual({ "str-hidden": 1 });
  });

  it("Routed: a rally's Apply, asked by the owner, takes it off through the GM; the owner's own hand cannot (Striker 8.C.5)", async () => {
    const t = await battle({ turn: 1, phase: "command" }, ["str-routed"]);
    await t.byHand("str-routed", -1);
    expect(t.markers()).toEqual({ "str-routed": 1 });
    // the GM's rally of the team, by the rally check's own card (8.C.5: 14+ passes)
    t.stubs.actAs("gm");
    await t.blue.update({ system: { leader: "nco", morale: { value: 12 } } });
    t.stubs.actAs("player1");
    t.answer({ status: "open", nearbyCasualties: 0 });
    const { rollStrikerMorale } = await import("../../../../src/rulesets/striker/actions/morale-roll");
    await rollStrikerMorale(t.blue as never, "rally");
    expect(t.messages.at(-1)!.system.targets[0]).toMatchObject({ key: "tb", markers: { "str-routed": -1 } });
    expect(await applyAs("player1", t.messages.at(-1)!.id, "tb")).toEqual({ ok: true });
    expect(t.markers()).toEqual({});
  });

  it("Leader lost: the owner can neither put it on nor take it off by hand; the GM can (Striker 8.B.6)", async () => {
    const t = await battle({ turn: 1, phase: "firstFire", step: "a" });
    await t.byHand("str-leaderLost", 1);
    expect(t.markers()).toEqual({});
    t.stubs.actAs("gm");
    await t.byHand("str-leaderLost", 1);
    t.stubs.actAs("player1");
    expect(t.markers()).toEqual({ "str-leaderLost": 1 });
    await t.byHand("str-leaderLost", -1);
    expect(t.markers()).toEqual({ "str-leaderLost": 1 });
  });

  it("once the battle is gone the owner changes every marker again, the kept ones too", async () => {
    const t = await battle({ turn: 1, phase: "firstFire", step: "a" }, ["str-suppressed", "str-moved"]);
    await t.byHand("str-suppressed", -1);
    expect(t.markers()).toEqual({ "str-suppressed": 1, "str-moved": 1 });
    t.g.game.combats.delete(t.combat.id);
    await t.byHand("str-suppressed", -1);
    await t.byHand("str-moved", -1);
    await t.byHand("str-leaderLost", 1);
    expect(t.markers()).toEqual({ "str-leaderLost": 1 });
  });
});
