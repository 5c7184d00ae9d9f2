// @vitest-environment happy-dom
// Markers that end with the turn, after a real init (Striker 8.C.4.a, 6.E): the morale card
// records where the turn stood, Apply stores the suppression's end on the team through the GM,
// and moving the turn on takes Suppressed off once that end has passed and Moved off at the
// start of the team's own movement phase.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { strikerBoard, trooper } from "../../../helpers/striker-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import type { MoraleCardContext } from "../../../../src/rulesets/striker/view/morale-card";

async function setup(position: object) {
  const b = await strikerBoard([1, 1]);
  const team = (uuid: string, name: string) => b.team(uuid, name, { troopers: ["A", "B", "C", "D"].map((n) => trooper(n)) });
  const blue = team("Actor.blue", "Blue A1");
  const red = team("Actor.red", "Red B1");
  const [tb, tr] = [b.place(blue, "tb", 0, 1), b.place(red, "tr", 500, -1)];
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { strikerPosition: position } } });
  combat.addCombatant({ actor: blue, token: tb.document });
  combat.addCombatant({ actor: red, token: tr.document });
  b.g.game.combat = combat;
  b.stubs.actAs("gm");
  b.answer({ status: "open", nearbyCasualties: 0 });
  const store = await import("../../../../src/system/markers/marker-store");
  return { ...b, blue, red, combat, store };
}

describe("suppression ends with the turn (Striker 8.C.4.a)", () => {
  it("a check failed in phase 3 step b is suppressed to turn 3 phase 3 step b (counter 3), and comes off after it", async () => {
    const t = await setup({ turn: 2, phase: "firstFire", step: "b" });
    const { rollStrikerMorale } = await import("../../../../src/rulesets/striker/actions/morale-roll");
    // 2D6 of 1+1 with morale 8 is 10: suppressed (ruling STR-3).
    await t.red.update({ system: { morale: { value: 8 } } });
    await rollStrikerMorale(t.red as never, "check");
    expect(t.context<MoraleCardContext>("striker/cards/morale.hbs").until).toEqual({ turn: 3, phaseLabel: "STARSKIRMISH.Striker.Until.phase.firstFire", step: "b", stepLabel: "STARSKIRMISH.Striker.Until.step.b", counter: 3 });
    expect(await applyAs("gm", "m0", "tr")).toEqual({ ok: true });
    expect(t.store.readMarkers(t.red as never)).toEqual({ "str-suppressed": 1 });
    expect(t.red.system.suppressedUntil).toEqual({ turn: 3, phase: "firstFire", step: "b" });

    const { clearEndedMarkers } = await import("../../../../src/rulesets/striker/turn/turn-tracker");
    await clearEndedMarkers(t.combat as never, { turn: 3, phase: "firstFire", step: "b" });
    expect(t.store.readMarkers(t.red as never)).toEqual({ "str-suppressed": 1 });
    await clearEndedMarkers(t.combat as never, { turn: 3, phase: "firstFire", step: "c" });
    expect(t.store.readMarkers(t.red as never)).toEqual({});
    expect(t.red.system.suppressedUntil).toEqual({ turn: 0, phase: "", step: "" });
  });

  it("Moved comes off at the start of the team's own movement phase only (Striker 6.E)", async () => {
    const t = await setup({ turn: 1, phase: "command" });
    const moved = t.store.markerDefinition("str-moved")!;
    await t.store.adjustMarker(t.blue as never, moved, 1);
    await t.store.adjustMarker(t.red as never, moved, 1);
    const { clearEndedMarkers } = await import("../../../../src/rulesets/striker/turn/turn-tracker");
    await clearEndedMarkers(t.combat as never, { turn: 2, phase: "firstMovement" });
    expect(t.store.readMarkers(t.blue as never)).toEqual({});
    expect(t.store.readMarkers(t.red as never)).toEqual({ "str-moved": 1 });
    await clearEndedMarkers(t.combat as never, { turn: 2, phase: "secondMovement" });
    expect(t.store.readMarkers(t.red as never)).toEqual({});
  });

  it("a team that fires keeps Fired through the end of the next fire phase, as its owner's fire places it (Striker 7.A.4)", async () => {
    const { fireBoard } = await import("../actions/fire-board");
    const t = await fireBoard([6, 6, 2]);
    const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { strikerPosition: { turn: 1, phase: "firstFire", step: "a" } } } });
    combat.addCombatant({ actor: t.firer, token: t.firerToken.document });
    t.g.game.combat = combat;
    t.answer({ weapon: "7mm ACR", ammo: "slugs", moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" });
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    const store = await import("../../../../src/system/markers/marker-store");
    expect(store.readMarkers(t.firer as never)).toEqual({ "str-fired": 1 });
    expect(t.firer.getFlag("starskirmish", "strFiredAt")).toEqual({ turn: 1, phase: "firstFire", step: "a" });
    expect(store.readMarkers(t.target as never)).toEqual({});

    t.stubs.actAs("gm");
    const { clearEndedMarkers } = await import("../../../../src/rulesets/striker/turn/turn-tracker");
    await clearEndedMarkers(combat as never, { turn: 1, phase: "secondFire", step: "f" });
    expect(store.readMarkers(t.firer as never)).toEqual({ "str-fired": 1 });
    await clearEndedMarkers(combat as never, { turn: 2, phase: "command" });
    expect(store.readMarkers(t.firer as never)).toEqual({});
  });
});
