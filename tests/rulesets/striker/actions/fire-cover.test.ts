// @vitest-environment happy-dom
// Cover read from the board in the Striker fire action (Striker 7.A.2, 8.B.2-3), after a real init:
// the dialog's cover defaults to the forest or building region the target stands in and says so;
// the card keeps the board's call beside the firer's and says where they differ; a further team in
// a burst is judged in the forest it stands in, not in the open.
import { describe, expect, it } from "vitest";
import { fireBoard as setup } from "./fire-board";
import type { FireCardContext } from "../../../../src/rulesets/striker/view/fire-card";
import type { FireDialogContext } from "../../../../src/rulesets/striker/view/fire-form";

const acr = { weapon: "7mm ACR", ammo: "slugs", moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" };
const grenade = { ...acr, weapon: "HE Hand Grenade (TL 11)", ammo: "HE" };

type Board = Awaited<ReturnType<typeof setup>>;
/** A 20 m wood around a point of the board (100 px = 50 m): small enough to see into (7.A.1.c). */
const woodAround = (t: Board, x: number) => t.canvas.scene.addRegion({ shapes: [{ type: "rectangle", x: x - 20, y: -20, width: 40, height: 40 }], behaviors: [{ type: "strTerrain", system: { terrain: "forest" } }] });

describe("the target's cover from the board", () => {
  it("the dialog defaults to the forest the target stands in, and says it came from the board", async () => {
    const t = await setup([]);
    woodAround(t, 500);
    t.answer(null);
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    const dialog = t.context<FireDialogContext>("dialogs/fire.hbs");
    expect(dialog.options.cover).toBe("forest");
    expect(dialog.coverFrom).toBe("STARSKIRMISH.Striker.Fire.CoverFrom.forest");
  });

  it("in the open the default is none, and the dialog says the board shows no forest or building", async () => {
    const t = await setup([]);
    t.answer(null);
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    const dialog = t.context<FireDialogContext>("dialogs/fire.hbs");
    expect(dialog.options.cover).toBe("none");
    expect(dialog.coverFrom).toBe("STARSKIRMISH.Striker.Fire.CoverFrom.none");
  });

  it("where the firer calls no cover in a forest, the card keeps both calls and shows the board's", async () => {
    // 2D6 6+6, the one hit on the 2nd trooper (d4 2)
    const t = await setup([6, 6, 2]);
    woodAround(t, 500);
    t.answer(acr);
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    const payload = t.messages[0]!.system.payload as { options: { cover: string }; boardCover: string };
    expect(payload.options.cover).toBe("none");
    expect(payload.boardCover).toBe("forest");
    const card = t.context<FireCardContext>("cards/fire.hbs");
    expect(card.cover).toEqual({ label: "STARSKIRMISH.Striker.Fire.Cover.none", noEffect: false, boardLabel: "STARSKIRMISH.Striker.Fire.BoardCover.forest", concealedBy: "" });
    expect(t.messages[0]!.content).toContain('class="str-cover-disputed"');
  });

  it("where the firer takes the board's cover, the card says nothing more", async () => {
    const t = await setup([6, 6, 2]);
    woodAround(t, 500);
    t.answer({ ...acr, cover: "forest" });
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    expect(t.context<FireCardContext>("cards/fire.hbs").cover.boardLabel).toBe("");
    expect(t.messages[0]!.content).not.toContain("str-cover-disputed");
  });
});

describe("a further team's cover from the board (Striker 8.A.1.b.5, 8.B.2-3)", () => {
  it("a concealed team in a wood 12 m from the target meets the forest's armour 3: the fragment that kills in the open does nothing", async () => {
    // Contact 3+3 misses at 40 m; the target's fragments 4+3 +4, one hit on its 2nd (d4 2), stopped
    // by flak; the neighbour's three soldiers 5+4 +3, one hit on the 1st (d3 1), penetration 2.
    const t = await setup([3, 3, 4, 3, 2, 5, 4, 1], 524);
    t.firerToken.center = { x: 420, y: 0 };
    woodAround(t, 524);
    const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
    await adjustMarker(t.neighbour as never, markerDefinition("str-concealed")!, 1);
    t.answer(grenade);
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    expect(t.notes).toEqual([]);
    const message = t.messages[0]!;
    // in the open (actions/fire.test.ts) the same dice make the neighbour's 1st a casualty
    expect(message.system.targets.map((x) => [x.key, x.data.casualties])).toEqual([["tt", []], ["tn", []]]);
    const section = t.context<FireCardContext>("cards/fire.hbs").burstTeams[0]!;
    expect(section.cover).toEqual({ label: "STARSKIRMISH.Striker.Fire.Cover.forest", noEffect: false, boardLabel: "", concealedBy: "" });
    expect(section.rows[0]).toMatchObject({ hits: 1, armour: 3, casualty: false });
    // the record the GM derives Apply from keeps the forest too
    const attack = (message.system.payload as { attack: { teams: { key: string; cover: string }[] } }).attack;
    expect(attack.teams.find((x) => x.key === "tn")?.cover).toBe("forest");
  });
});
