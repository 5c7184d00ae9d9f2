// @vitest-environment happy-dom
// A team's concealment read off the board in the Striker fire and morale actions (Striker 7.A.2-3,
// 8.B.2, 8.C.2.b.ii), after a real init: a target in a wood with no marker is concealed by default
// and the dialog says why; a team in a wood with no marker caught by a burst meets the forest's
// concealed armour, the card says why, and the GM's Apply agrees with the card; a team checking
// morale in a wood with no marker takes the concealed +2, and hides if the check suppresses it.
import { describe, expect, it } from "vitest";
import { fireBoard as setup } from "./fire-board";
import { applyAs } from "../../../helpers/gm-requests";
import type { FireCardContext } from "../../../../src/rulesets/striker/view/fire-card";
import type { FireDialogContext } from "../../../../src/rulesets/striker/view/fire-form";

type Board = Awaited<ReturnType<typeof setup>>;
/** A 20 m wood around a point of the board (100 px = 50 m): small enough to see into (7.A.1.c). */
const woodAround = (t: Board, x: number) => t.canvas.scene.addRegion({ shapes: [{ type: "rectangle", x: x - 20, y: -20, width: 40, height: 40 }], behaviors: [{ type: "strTerrain", system: { terrain: "forest" } }] });

const grenade = { weapon: "HE Hand Grenade (TL 11)", ammo: "HE", moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" };

async function fire() {
  const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
  await rollStrikerFire();
}

describe("the target's status from the board (Striker 7.A.2)", () => {
  it("in a wood with no marker the dialog defaults to concealed and says the board made it so", async () => {
    const t = await setup([]);
    woodAround(t, 500);
    t.answer(null);
    await fire();
    const dialog = t.context<FireDialogContext>("dialogs/fire.hbs");
    expect(dialog.options.targetStatus).toBe("concealed");
    expect(dialog.statusFrom).toBe("STARSKIRMISH.Striker.Fire.StatusFrom.forest");
  });

  it("in the open it is open, and with a Hidden marker in the wood hidden, with no note either way", async () => {
    const open = await setup([]);
    open.answer(null);
    await fire();
    expect(open.context<FireDialogContext>("dialogs/fire.hbs")).toMatchObject({ options: { targetStatus: "open" }, statusFrom: "" });

    const t = await setup([]);
    woodAround(t, 500);
    const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
    await adjustMarker(t.target as never, markerDefinition("str-hidden")!, 1);
    t.answer(null);
    await fire();
    expect(t.context<FireDialogContext>("dialogs/fire.hbs")).toMatchObject({ options: { targetStatus: "hidden" }, statusFrom: "" });
  });
});

describe("a further team concealed by its wood (Striker 7.A.2, 8.A.1.b.5, 8.B.2)", () => {
  it("with no marker, 12 m from the target, it meets the forest's armour 3, the card says why, and the GM's Apply agrees", async () => {
    // Contact 3+3 misses at 40 m; the target's fragments 4+3 +4, one hit on its 2nd (d4 2), stopped
    // by flak; the neighbour's three soldiers 5+4 +3, one hit on the 1st (d3 1), penetration 2: in
    // the open (actions/fire.test.ts) a casualty.
    const t = await setup([3, 3, 4, 3, 2, 5, 4, 1], 524);
    t.firerToken.center = { x: 420, y: 0 };
    woodAround(t, 524);
    t.answer(grenade);
    await fire();
    expect(t.notes).toEqual([]);
    const message = t.messages[0]!;
    expect(message.system.targets.map((x) => [x.key, x.data.casualties])).toEqual([["tt", []], ["tn", []]]);
    const section = t.context<FireCardContext>("cards/fire.hbs").burstTeams[0]!;
    expect(section.cover).toEqual({ label: "STARSKIRMISH.Striker.Fire.Cover.forest", noEffect: false, boardLabel: "", concealedBy: "STARSKIRMISH.Striker.Fire.ConcealedBy.forest" });
    expect(section.rows[0]).toMatchObject({ hits: 1, armour: 3, casualty: false });
    expect(message.content).toContain('class="str-concealed-by"');
    const attack = (message.system.payload as { attack: { teams: { key: string; status: string; cover: string }[] } }).attack;
    expect(attack.teams.find((x) => x.key === "tn")).toMatchObject({ status: "concealed", cover: "forest" });
    // the GM works the casualties out again from the record and the dice: the same none, so Apply lands
    expect(await applyAs("gm", "m0", "tn")).toEqual({ ok: true });
    expect(t.neighbour.system.troopers.map((x) => x.casualty)).toEqual([false, false, false, true]);
  });
});

describe("the morale check's status from the board (Striker 7.A.2, 8.C.2.b.ii, ruling STR-2)", () => {
  it("a team in a wood with no marker defaults to concealed, says why, and its check adds +2", async () => {
    // 2D6 of 4+3 with morale 5, concealed +2: 14, passed (ruling STR-3)
    const t = await setup([4, 3]);
    woodAround(t, 500);
    // the player leaves the status as the dialog offers it
    t.answer({ nearbyCasualties: 0 });
    const { rollStrikerMorale } = await import("../../../../src/rulesets/striker/actions/morale-roll");
    await rollStrikerMorale(t.target as never, "check");
    expect(t.context<{ status: string; statusFrom: string }>("striker/dialogs/morale.hbs")).toMatchObject({ status: "concealed", statusFrom: "STARSKIRMISH.Striker.Morale.StatusFrom.forest" });
    const payload = t.messages[0]!.system.payload as { input: { status: string }; result: string };
    expect(payload.input.status).toBe("concealed");
    expect(payload.result).toBe("passed");
  });

  it("in the open the same team is open, with no note", async () => {
    const t = await setup([4, 3]);
    t.answer({ nearbyCasualties: 0 });
    const { rollStrikerMorale } = await import("../../../../src/rulesets/striker/actions/morale-roll");
    await rollStrikerMorale(t.target as never, "check");
    expect(t.context<{ status: string; statusFrom: string }>("striker/dialogs/morale.hbs")).toMatchObject({ status: "open", statusFrom: "" });
    // 4+3 +5 = 12 without the +2: suppressed
    expect(t.messages[0]!.system.payload).toMatchObject({ input: { status: "open" }, result: "suppressed" });
  });
});

describe("a team the board conceals hides when its check suppresses it (Striker 7.A.2-3)", () => {
  it("in a wood with no marker: the card keeps the board's concealment and Apply places Suppressed and Hidden", async () => {
    // 2D6 of 1+1 with morale 5, concealed +2: 9, suppressed (ruling STR-3)
    const t = await setup([1, 1]);
    woodAround(t, 500);
    t.answer({ nearbyCasualties: 0 });
    const { rollStrikerMorale } = await import("../../../../src/rulesets/striker/actions/morale-roll");
    await rollStrikerMorale(t.target as never, "check");
    const message = t.messages[0]!;
    expect(message.system.payload).toMatchObject({ result: "suppressed", markers: {}, boardConcealed: true });
    expect(message.system.targets[0]!.markers).toEqual({ "str-suppressed": 1, "str-hidden": 1 });
    // the GM works the markers out again from the payload and its own board: the same, so Apply lands
    expect(await applyAs("gm", "m0", "tt")).toEqual({ ok: true });
    const { readMarkers } = await import("../../../../src/system/markers/marker-store");
    expect(readMarkers(t.target as never)).toEqual({ "str-suppressed": 1, "str-hidden": 1 });
  });

  it("in the open the same suppression places Suppressed alone", async () => {
    // 3+3 with morale 5 and no cover: 11, suppressed
    const t = await setup([3, 3]);
    t.answer({ nearbyCasualties: 0 });
    const { rollStrikerMorale } = await import("../../../../src/rulesets/striker/actions/morale-roll");
    await rollStrikerMorale(t.target as never, "check");
    const message = t.messages[0]!;
    expect(message.system.payload).toMatchObject({ result: "suppressed", boardConcealed: false });
    expect(message.system.targets[0]!.markers).toEqual({ "str-suppressed": 1 });
    expect(await applyAs("gm", "m0", "tt")).toEqual({ ok: true });
    const { readMarkers } = await import("../../../../src/system/markers/marker-store");
    expect(readMarkers(t.target as never)).toEqual({ "str-suppressed": 1 });
  });
});
