// @vitest-environment happy-dom
// Cover read from the board in the Striker fire action (Striker 7.A.2, 8.B.2-3), after a real init:
// the dialog's cover defaults to the forest or building region the target stands in and says so;
// the card keeps the board's call beside the firer's and says where they differ; a further team in
// a burst is judged in the forest it stands in, not in the open.
import { describe, expect, it } from "vitest";
import { ACR_ANSWER, fire, fireBoard as setup, grenadeIntoWood } from "./fire-board";
import type { FireCardContext } from "../../../../src/rulesets/striker/view/fire-card";
import type { FireDialogContext } from "../../../../src/rulesets/striker/view/fire-form";

/** The ACR with the target called concealed, as the wood around it makes it: only the cover is in question here. */
const acr = { ...ACR_ANSWER, targetStatus: "concealed" };

describe("the target's cover from the board", () => {
  it("the dialog defaults to the forest the target stands in, and says it came from the board", async () => {
    const t = await setup([]);
    t.woodAround(500);
    t.answer(null);
    await fire();
    const dialog = t.context<FireDialogContext>("dialogs/fire.hbs");
    expect(dialog.options.cover).toBe("forest");
    expect(dialog.coverFrom).toBe("STARSKIRMISH.Striker.Fire.CoverFrom.forest");
  });

  it("in the open the default is none, and the dialog says the board shows no forest or building", async () => {
    const t = await setup([]);
    t.answer(null);
    await fire();
    const dialog = t.context<FireDialogContext>("dialogs/fire.hbs");
    expect(dialog.options.cover).toBe("none");
    expect(dialog.coverFrom).toBe("STARSKIRMISH.Striker.Fire.CoverFrom.none");
  });

  it("where the firer calls no cover in a forest, the card keeps both calls and shows the board's", async () => {
    // 2D6 6+6, the one hit on the 2nd trooper (d4 2)
    const t = await setup([6, 6, 2]);
    t.woodAround(500);
    t.answer(acr);
    await fire();
    const payload = t.messages[0]!.system.payload as { options: { cover: string }; boardCover: string };
    expect(payload.options.cover).toBe("none");
    expect(payload.boardCover).toBe("forest");
    const card = t.context<FireCardContext>("cards/fire.hbs");
    // concealed as the wood made it, and the card says so; the cover called is the one in dispute
    expect(card.cover).toEqual({ label: "STARSKIRMISH.Striker.Fire.Cover.none", noEffect: false, disputes: ["STARSKIRMISH.Striker.Fire.BoardCover.forest"], concealedBy: "STARSKIRMISH.Striker.Fire.ConcealedBy.forest" });
    expect(t.messages[0]!.content).toContain('<span class="str-call-disputed">(the board shows a forest: check the cover call)</span>');
  });

  it("where the firer takes the board's cover, the card says nothing more", async () => {
    const t = await setup([6, 6, 2]);
    t.woodAround(500);
    t.answer({ ...acr, cover: "forest" });
    await fire();
    expect(t.context<FireCardContext>("cards/fire.hbs").cover.disputes).toEqual([]);
    expect(t.messages[0]!.content).not.toContain("str-call-disputed");
  });
});

describe("a further team's cover from the board (Striker 8.A.1.b.5, 8.B.2-3)", () => {
  it("a concealed team in a wood 12 m from the target meets the forest's armour 3: the fragment that kills in the open does nothing", async () => {
    const { t, message, casualties, friend } = await grenadeIntoWood("str-concealed");
    expect(t.notes).toEqual([]);
    // in the open (actions/fire.test.ts) the same dice make the neighbour's 1st a casualty
    expect(casualties).toEqual([["tt", []], ["tn", []]]);
    expect(friend.cover).toEqual({ label: "STARSKIRMISH.Striker.Fire.Cover.forest", noEffect: false, disputes: [], concealedBy: "" });
    expect(friend.rows[0]).toMatchObject({ hits: 1, armour: 3, casualty: false });
    // the record the GM derives Apply from keeps the forest too
    const attack = (message.system.payload as { attack: { teams: { key: string; cover: string }[] } }).attack;
    expect(attack.teams.find((x) => x.key === "tn")?.cover).toBe("forest");
  });
});
