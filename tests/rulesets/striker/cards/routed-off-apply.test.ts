// @vitest-environment happy-dom
// A card posted while its team stood on the board, applied by the GM after the team routed off
// the battlefield: the team "is removed from play" (Striker 8.C.4.b), and the GM's Apply lands
// nothing on it (cards/morale-confirm.ts, fire-confirm.ts, by turn/routed-off.ts). In a combat the
// Combat's record of the rout off, made by the real Rout away, keeps it out of play though the GM
// shows its token; outside one, the token's mark while it stays hidden, and shown again the card lands.
import { describe, expect, it } from "vitest";
import { strikerBoard, trooper } from "../../../helpers/striker-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { StandInCollection } from "../../../helpers/foundry/collection";
import { applyAs } from "../../../helpers/gm-requests";
import { ACR_ANSWER, fire, fireBoard } from "../actions/fire-board";

describe("a morale card applied after its team routed off (Striker 8.C.4.b)", () => {
  /** Blue 30 m from the board's west edge, Red 200 m east of it, in a tracked combat; every die a 1. */
  async function setup() {
    const b = await strikerBoard([]);
    // the GM's client finds the scene by id, as in a world
    b.g.game.scenes = new StandInCollection([[b.canvas.scene.id, b.canvas.scene]]);
    const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { strikerPosition: { turn: 1, phase: "firstFire", step: "b" } } } });
    b.g.game.combat = combat as never;
    const blue = b.team("Actor.blue", "Blue A1", { troopers: ["A", "B", "C", "D"].map((n) => trooper(n)), morale: { value: 5, start: 5 } }, [], { default: 0, player1: 3 });
    const red = b.team("Actor.red", "Red B1", { troopers: ["E", "F", "G", "H"].map((n) => trooper(n)) }, [], { default: 0, player2: 3 });
    const tb = b.canvas.place(blue, { x: 60, y: 500 }, { _id: "tb", disposition: 1 });
    const tr = b.canvas.place(red, { x: 460, y: 500 }, { _id: "tr", disposition: -1 });
    for (const [a, tok] of [[blue, tb], [red, tr]] as const) combat.addCombatant({ actor: a, token: tok.document });
    const { rollStrikerMorale } = await import("../../../../src/rulesets/striker/actions/morale-roll");
    const { routAway } = await import("../../../../src/rulesets/striker/actions/rout-move");
    const { readMarkers } = await import("../../../../src/system/markers/marker-store");
    /** Blue's owner checks its morale from its sheet: 1 + 1 with morale 5 or less routs it (ruling STR-3). */
    const check = async () => {
      b.stubs.actAs("player1");
      b.answer({ status: "open", nearbyCasualties: 0 });
      await rollStrikerMorale(blue as never, "check");
    };
    return { ...b, combat, blue, tb, check, readMarkers, routAway };
  }

  it("the GM refuses a check rolled on the board once the team routed off, though the card's markers and morale still match its sheet", async () => {
    const t = await setup();
    await t.check();
    expect(await applyAs("gm", "m0", "tb")).toEqual({ ok: true });
    expect(t.readMarkers(t.blue as never)).toEqual({ "str-routed": 1 });
    // routed, on the board, it checks again and routs again: a rout costs morale (8.C.2.d)
    await t.check();
    const second = t.messages[1]!;
    expect(second.system.targets[0]).toMatchObject({ key: "tb", data: { kind: "morale", result: "routed" } });
    const morale = t.blue.system.morale.value;
    // its rout away takes it off the west edge: removed from play, on the Combat's record
    await t.routAway(t.tb.document as never);
    await new Promise((r) => setTimeout(r, 30));
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Rout.offBoard");
    expect(t.tb.document.hidden).toBe(true);
    const refused = { ok: false, reason: "STARSKIRMISH.Striker.Morale.teamRoutedOff" };
    expect(await applyAs("gm", second.id, "tb")).toEqual(refused);
    expect(t.blue.system.morale.value).toBe(morale);
    expect(t.readMarkers(t.blue as never)).toEqual({ "str-routed": 1 });
    // the GM shows its token: the Combat's record still keeps it out of play
    await t.tb.document.update({ hidden: false });
    expect(await applyAs("gm", second.id, "tb")).toEqual(refused);
    expect(t.blue.system.morale.value).toBe(morale);
  });

  it("outside a combat, by the hidden token's mark; shown again by the GM, the card lands", async () => {
    const t = await setup();
    t.g.game.combat = null as never;
    await t.check();
    t.stubs.actAs("gm");
    await t.tb.document.update({ hidden: true, flags: { starskirmish: { strRoutedOff: true } } });
    expect(await applyAs("gm", "m0", "tb")).toEqual({ ok: false, reason: "STARSKIRMISH.Striker.Morale.teamRoutedOff" });
    expect(t.readMarkers(t.blue as never)).toEqual({});
    expect(t.blue.system.morale.value).toBe(5);
    await t.tb.document.update({ hidden: false });
    expect(await applyAs("gm", "m0", "tb")).toEqual({ ok: true });
    expect(t.readMarkers(t.blue as never)).toEqual({ "str-routed": 1 });
  });
});

describe("a fire card applied after its target routed off (Striker 8.C.4.b)", () => {
  it("the GM places no casualties on a team that routed off since the card was posted; shown again, they land", async () => {
    // 6 + 6 at a target in the open: two hits, the d4s 2 and then 1, its first two troopers fall
    const t = await fireBoard([6, 6, 2]);
    t.answer(ACR_ANSWER);
    await fire();
    const card = t.messages[0]!;
    expect(card.system.targets[0]).toMatchObject({ key: "tt", data: { kind: "casualties", casualties: [0, 1] } });
    t.stubs.actAs("gm");
    await t.targetToken.document.update({ hidden: true, flags: { starskirmish: { strRoutedOff: true } } });
    expect(await applyAs("gm", card.id, "tt")).toEqual({ ok: false, reason: "STARSKIRMISH.Striker.Fire.teamRoutedOff" });
    expect(t.target.system.troopers.map((x) => x.casualty)).toEqual([false, false, false, false]);
    expect(t.target.system.morale.value).toBe(5);
    await t.targetToken.document.update({ hidden: false });
    expect(await applyAs("gm", card.id, "tt")).toEqual({ ok: true });
    expect(t.target.system.troopers.map((x) => x.casualty)).toEqual([true, true, false, false]);
  });
});
