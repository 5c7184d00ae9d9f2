// @vitest-environment happy-dom
// A team's concealment read off the board in the Striker fire and morale actions (Striker 7.A.2-3,
// 8.B.2, 8.C.2.b.ii), after a real init: a target in a wood with no marker is concealed by default
// and the dialog says why; a firer's status call that differs from the board's is flagged on the
// card's row for the target's status, marked as a cover call is; a team in a wood with no marker caught by a burst meets the forest's
// concealed armour, the card says why, and the GM's Apply agrees with the card; a team checking
// morale in a wood with no marker takes the concealed +2, and hides if the check suppresses it.
import { describe, expect, it } from "vitest";
import { ACR_ANSWER, checkTargetMorale, fire, fireBoard as setup, grenadeIntoWood } from "./fire-board";
import { applyAs } from "../../../helpers/gm-requests";
import type { FireCardContext } from "../../../../src/rulesets/striker/view/fire-card";
import type { FireDialogContext } from "../../../../src/rulesets/striker/view/fire-form";

describe("the target's status from the board (Striker 7.A.2)", () => {
  it("in a wood with no marker the dialog defaults to concealed and says the board made it so", async () => {
    const t = await setup([]);
    t.woodAround(500);
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
    t.woodAround(500);
    const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
    await adjustMarker(t.target as never, markerDefinition("str-hidden")!, 1);
    t.answer(null);
    await fire();
    expect(t.context<FireDialogContext>("dialogs/fire.hbs")).toMatchObject({ options: { targetStatus: "hidden" }, statusFrom: "" });
  });
});

describe("a status call the board disagrees with (Striker 7.A.2-3, 8.A.1.b.2.b.i)", () => {
  it("the card keeps the board's status beside the firer's and says to check the call on a row for the status, marked as a disputed call", async () => {
    // 1+1 misses: only the calls are in question
    const t = await setup([1, 1]);
    t.woodAround(500);
    // the wood conceals the target; the firer calls it in the open and takes the board's cover
    t.answer({ ...ACR_ANSWER, cover: "forest" });
    await fire();
    const message = t.messages[0]!;
    expect(message.system.payload).toMatchObject({ options: { targetStatus: "open", cover: "forest" }, boardStatus: "concealed", boardCover: "forest" });
    const card = t.context<FireCardContext>("cards/fire.hbs");
    // called in the open, the target has no status DM: a row of its own says the call (8.A.1.b.2.b.i)
    expect(card.modifiers.find((m) => m.disputes.length > 0)).toEqual({ label: "STARSKIRMISH.Striker.Fire.targetStatus", value: "", status: "STARSKIRMISH.Striker.Fire.Status.open", disputes: ["STARSKIRMISH.Striker.Fire.BoardStatus.concealed"] });
    expect(card.cover.disputes).toEqual([]);
    expect(message.content).toContain('<dt>Target status</dt><dd class="str-status-call">In the open <span class="str-call-disputed">(the board shows the target concealed: check the status call)</span></dd>');
  });

  it("a call that matches the board, or recon by fire, is not flagged", async () => {
    const t = await setup([1, 1]);
    t.woodAround(500);
    t.answer({ ...ACR_ANSWER, cover: "forest", targetStatus: "concealed" });
    await fire();
    expect(t.messages[0]!.system.payload).toMatchObject({ boardStatus: "concealed" });
    expect(t.messages[0]!.content).not.toContain("str-call-disputed");
    expect(t.messages[0]!.content).not.toContain("str-status-call");

    // recon by fire (8.A.1.a.5) is the firer's own call: the board cannot say the team is spotted
    const r = await setup([1, 1]);
    r.woodAround(500);
    r.answer({ ...ACR_ANSWER, cover: "forest", targetStatus: "unspotted" });
    await fire();
    expect(r.context<FireCardContext>("cards/fire.hbs").modifiers.flatMap((m) => m.disputes)).toEqual([]);
    expect(r.messages[0]!.content).not.toContain("str-call-disputed");
  });
});

describe("a further team concealed by its wood (Striker 7.A.2, 8.A.1.b.5, 8.B.2)", () => {
  it("with no marker, 12 m from the target, it meets the forest's armour 3, the card says why, and the GM's Apply agrees", async () => {
    // Contact 3+3 misses at 40 m; the target's fragments 4+3 +4, one hit on its 2nd (d4 2), stopped
    // by flak; the neighbour's three soldiers 5+4 +3, one hit on the 1st (d3 1), penetration 2: in
    // the open (actions/fire.test.ts) a casualty.
    const { t, message, casualties, friend } = await grenadeIntoWood();
    expect(t.notes).toEqual([]);
    expect(casualties).toEqual([["tt", []], ["tn", []]]);
    expect(friend.cover).toEqual({ label: "STARSKIRMISH.Striker.Fire.Cover.forest", noEffect: false, disputes: [], concealedBy: "STARSKIRMISH.Striker.Fire.ConcealedBy.forest" });
    expect(friend.rows[0]).toMatchObject({ hits: 1, armour: 3, casualty: false });
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
    t.woodAround(500);
    await checkTargetMorale(t);
    expect(t.context<{ status: string; statusFrom: string }>("striker/dialogs/morale.hbs")).toMatchObject({ status: "concealed", statusFrom: "STARSKIRMISH.Striker.Morale.StatusFrom.forest" });
    const payload = t.messages[0]!.system.payload as { input: { status: string }; result: string };
    expect(payload.input.status).toBe("concealed");
    expect(payload.result).toBe("passed");
  });

  it("in the open the same team is open, with no note", async () => {
    const t = await setup([4, 3]);
    await checkTargetMorale(t);
    expect(t.context<{ status: string; statusFrom: string }>("striker/dialogs/morale.hbs")).toMatchObject({ status: "open", statusFrom: "" });
    // 4+3 +5 = 12 without the +2: suppressed
    expect(t.messages[0]!.system.payload).toMatchObject({ input: { status: "open" }, result: "suppressed" });
  });
});

describe("a team the board conceals hides when its check suppresses it (Striker 7.A.2-3)", () => {
  it("in a wood with no marker: the card keeps the board's concealment and Apply places Suppressed and Hidden", async () => {
    // 2D6 of 1+1 with morale 5, concealed +2: 9, suppressed (ruling STR-3)
    const t = await setup([1, 1]);
    t.woodAround(500);
    await checkTargetMorale(t);
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
    await checkTargetMorale(t);
    const message = t.messages[0]!;
    expect(message.system.payload).toMatchObject({ result: "suppressed", boardConcealed: false });
    expect(message.system.targets[0]!.markers).toEqual({ "str-suppressed": 1 });
    expect(await applyAs("gm", "m0", "tt")).toEqual({ ok: true });
    const { readMarkers } = await import("../../../../src/system/markers/marker-store");
    expect(readMarkers(t.target as never)).toEqual({ "str-suppressed": 1 });
  });
});
