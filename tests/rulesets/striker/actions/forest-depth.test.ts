// @vitest-environment happy-dom
// A team more than 30 m inside a forest is hidden (Striker 7.A.1.c) in the Striker fire and morale
// actions, after a real init: the fire dialog defaults to hidden and says the wood's depth did it,
// and the card says so; another team within 30 m in the wood makes it concealed again; a team
// checking morale deep in a wood takes the hidden +3 (ruling STR-2); a team with a heavy weapon is
// not concealed by its wood at all (7.A.2). The board's geometry is in actions/board-sight.test.ts.
import { describe, expect, it } from "vitest";
import { ACR_ANSWER, checkTargetMorale, fire, fireBoard as setup, type FireBoard } from "./fire-board";
import type { FireCardContext } from "../../../../src/rulesets/striker/view/fire-card";
import type { FireDialogContext } from "../../../../src/rulesets/striker/view/fire-form";

/**
 * A wood 100 m from the target to each edge (100 px = 50 m), and the firer inside it `metres` from
 * the target, where a line of sight runs through the outer 30 m of each team's own wood (7.A.1.c).
 */
function deepWood(t: FireBoard, metres: number) {
  t.woodAround(500, 200);
  t.firerToken.center = { x: 500 - metres * 2, y: 0 };
}

describe("the fire dialog's default for a target deep in a wood (Striker 7.A.1.c)", () => {
  it("more than 30 m in, with the nearest other team 40 m off, it is hidden, and the dialog says the wood's depth did it", async () => {
    const t = await setup([]);
    deepWood(t, 40);
    t.answer(null);
    await fire();
    expect(t.notes).toEqual([]);
    const dialog = t.context<FireDialogContext>("dialogs/fire.hbs");
    expect(dialog.options).toMatchObject({ targetStatus: "hidden", cover: "forest" });
    expect(dialog.statusFrom).toBe("STARSKIRMISH.Striker.Fire.StatusFrom.deepForest");
  });

  it("with the firer within 30 m in the same wood it is only concealed (\"within 30 m of other teams in forests\")", async () => {
    const t = await setup([]);
    deepWood(t, 25);
    t.answer(null);
    await fire();
    const dialog = t.context<FireDialogContext>("dialogs/fire.hbs");
    expect(dialog.options.targetStatus).toBe("concealed");
    expect(dialog.statusFrom).toBe("STARSKIRMISH.Striker.Fire.StatusFrom.forest");
  });

  it("fired at as hidden, the card names the wood's depth, and the record keeps the board's status; called concealed, the card asks to check the call", async () => {
    // 2D6 6+6, and a d4 of 2 for any hit: only the status and its notes are in question
    const t = await setup([6, 6, 2]);
    deepWood(t, 40);
    t.answer({ ...ACR_ANSWER, targetStatus: "hidden", cover: "forest" });
    await fire();
    const message = t.messages[0]!;
    expect(message.system.payload).toMatchObject({ boardStatus: "hidden", boardCover: "forest" });
    const card = t.context<FireCardContext>("cards/fire.hbs");
    expect(card.cover).toEqual({ label: "STARSKIRMISH.Striker.Fire.Cover.forest", noEffect: false, disputes: [], concealedBy: "STARSKIRMISH.Striker.Fire.ConcealedBy.deepForest" });
    expect(card.modifiers.map((m) => m.label)).toContain("STARSKIRMISH.Striker.Fire.Modifier.hidden");

    const c = await setup([1, 1]);
    deepWood(c, 40);
    c.answer({ ...ACR_ANSWER, targetStatus: "concealed", cover: "forest" });
    await fire();
    const called = c.context<FireCardContext>("cards/fire.hbs");
    expect(called.cover).toMatchObject({ disputes: [], concealedBy: "" });
    // on the row of the concealed DM the firer called (8.A.1.b.2.b.i), not the cover's
    expect(called.modifiers.find((m) => m.label === "STARSKIRMISH.Striker.Fire.Modifier.concealed")?.disputes).toEqual(["STARSKIRMISH.Striker.Fire.BoardStatus.hidden"]);
    expect(c.messages[0]!.content).toMatch(/<dt>Target concealed<\/dt><dd class="str-modifier">−1 <span class="str-call-disputed">\(the board shows the target hidden: check the status call\)<\/span><\/dd>/);
  });
});

describe("a team with a heavy weapon in a wood (Striker 7.A.2)", () => {
  it("the fire dialog defaults to the open with the forest as cover, which adds no armour, and says nothing of concealment", async () => {
    const t = await setup([]);
    t.woodAround(500, 20);
    const { weaponItemFromTable } = await import("../../../../src/rulesets/striker/data/weapon-item");
    const { CREW_SERVED_WEAPONS } = await import("../../../../src/rulesets/striker/rules/index");
    const [gun] = await t.target.createEmbeddedDocuments("Item", [{ name: "13mm Gatling", type: "strWeapon", system: weaponItemFromTable(CREW_SERVED_WEAPONS.find((w) => w.id === "gatling13mm")!) }]);
    await t.target.update({ system: { troopers: t.target.system.troopers.map((tr, i) => (i < 2 ? { ...tr, weaponItem: gun!.id ?? "", weapon: "13mm Gatling" } : tr)) } });
    t.answer(null);
    await fire();
    const dialog = t.context<FireDialogContext>("dialogs/fire.hbs");
    expect(dialog.options).toMatchObject({ targetStatus: "open", cover: "forest" });
    expect(dialog.statusFrom).toBe("");
  });
});

describe("the morale check deep in a wood (Striker 7.A.1.c, 8.C.2.b.ii, ruling STR-2)", () => {
  it("a team with no marker more than 30 m in defaults to hidden, says why, and its check adds +3", async () => {
    // 2D6 of 3+3 with morale 5, hidden +3: 14, passed; concealed (+2) it would be 13, suppressed (STR-3)
    const t = await setup([3, 3]);
    t.woodAround(500, 200);
    await checkTargetMorale(t);
    expect(t.context<{ status: string; statusFrom: string }>("striker/dialogs/morale.hbs")).toMatchObject({ status: "hidden", statusFrom: "STARSKIRMISH.Striker.Morale.StatusFrom.deepForest" });
    expect(t.messages[0]!.system.payload).toMatchObject({ input: { status: "hidden" }, result: "passed", boardConcealed: true });
  });

  it("the same team within 30 m of another team in the wood is only concealed: +2, suppressed", async () => {
    const t = await setup([3, 3], 540);
    t.woodAround(500, 200);
    await checkTargetMorale(t);
    expect(t.messages[0]!.system.payload).toMatchObject({ input: { status: "concealed" }, result: "suppressed" });
    // suppressed in concealment, it hides (7.A.3)
    expect(t.messages[0]!.system.targets[0]!.markers).toEqual({ "str-suppressed": 1, "str-hidden": 1 });
  });
});
