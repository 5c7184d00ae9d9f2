// @vitest-environment happy-dom
// PSI powers from the sheet (Guide 2.3) against the stand-ins after a real init, with queued dice:
// the Psionics section lists the powers at 0 or more, each button opens its dialog, rolls one real
// d20 and posts a card; the Psi-Amp is the equipment bonus, Wound markers burden the roll, the probe
// reads the target's Stun Marker, the suggestion measures its targets on the board and refuses too
// many or too far, telepathy counts the board distance or the metres entered, Psi-Shock opens melee.
import { describe, expect, it } from "vitest";
import { spaceBoard, type SpaceBoard } from "../../../helpers/space-patrol-board";
import type { ApplicationV2 } from "../../../helpers/foundry/application";
import type { PsiCardContext, PsiDialogContext } from "../../../../src/rulesets/space-patrol/view/psionics-view";

const PSI = "STARSKIRMISH.SpacePatrol.Psi";
const use = async (actor: unknown, power: string) => (await import("../../../../src/rulesets/space-patrol/actions/psionics")).usePsiPower(actor as never, power);
const card = (t: SpaceBoard) => t.card<PsiCardContext>("cards/psionics.hbs");

function operator(t: SpaceBoard, assets: Record<string, number>, psiAmp: number | null = 1) {
  const items = psiAmp === null ? [] : [t.item("device", "amp", { kind: "psiAmp", equipmentBonus: psiAmp })];
  return t.patrolman("Actor.op", "Vel <b>Ora</b>", assets, items);
}

describe("the Psionics section (Guide 2.3)", () => {
  it("shows a button per power at 0 or more, none at X, and the button rolls its power", async () => {
    const t = await spaceBoard([10]);
    const op = operator(t, { psiViewing: 2, psiProbe: 0, psiShock: -1 });
    const { PatrolmanSheet } = await import("../../../../src/rulesets/space-patrol/sheets/patrolman-sheet");
    const sheet = new PatrolmanSheet({ document: op } as never) as unknown as ApplicationV2;
    await sheet.render(true);
    const buttons = [...sheet.element.querySelectorAll<HTMLElement>('[data-action="psiPower"]')].map((b) => b.dataset.power);
    expect(buttons).toEqual(["psiProbe", "psiViewing"]);
    t.answer({ advantages: "0", disadvantages: "0" });
    sheet.element.querySelector<HTMLElement>('[data-power="psiViewing"]')!.dispatchEvent(new MouseEvent("click", { bubbles: true, button: 0 }));
    await Promise.all(sheet.actionCalls);
    // 10 + 2 + Psi-Amp 1 = 13 against DT 20: a failed half-hour session
    expect(card(t)).toMatchObject({ powerLabel: "STARSKIRMISH.SpacePatrol.Asset.psiViewing", d20: 10, level: 2, psiAmp: 1, total: 13, baseDt: 20, rows: [{ dt: 20, success: false }], time: { key: `${PSI}.time.viewing`, minutes: 30 } });
    expect(t.messages[0]!.system.kind).toBe("spPsi");
  });

  it("an NPC with a PSI asset gets the section too", async () => {
    const t = await spaceBoard();
    const npc = t.npc("Actor.npc", "Seer", { assets: { psiTelepathy: 1, will: 2 } });
    const { NpcSheet } = await import("../../../../src/rulesets/space-patrol/sheets/npc-sheet");
    const sheet = new NpcSheet({ document: npc } as never) as unknown as ApplicationV2;
    await sheet.render(true);
    expect([...sheet.element.querySelectorAll<HTMLElement>('[data-action="psiPower"]')].map((b) => b.dataset.power)).toEqual(["psiTelepathy"]);
  });

  it("refuses a power at X before any dialog", async () => {
    const t = await spaceBoard([10]);
    const op = operator(t, { psiProbe: -1 });
    await use(op, "psiProbe");
    expect(t.notes).toContain("STARSKIRMISH.SpacePatrol.Roll.psiAtX");
    expect(t.rolled).toEqual([]);
  });
});

describe("Psi-Probe", () => {
  it("an unwilling target without a Stun Marker is one disadvantage; the Wound marker another", async () => {
    const t = await spaceBoard([17]);
    const op = operator(t, { psiProbe: 2 });
    const guard = t.npc("Actor.guard", "Guard", { assets: { will: 1 } });
    await t.mark(op, "sp-wound", 1);
    t.place(op, 0);
    t.place(guard, 1);
    t.target(guard);
    t.answer({ willing: false, advantages: "0", disadvantages: "0" });
    await use(op, "psiProbe");
    expect(t.card<PsiDialogContext>("dialogs/psionics.hbs")).toMatchObject({ dt: 12, psiAmp: 1, markerDisadvantages: 1, probe: { targetName: "Guard", stunned: false, askStunned: false } });
    // 17 + 2 + 1 = 20 against 12 + 2 x 4 = 20
    expect(card(t)).toMatchObject({ total: 20, baseDt: 12, shared: [{ label: `${PSI}.why.markers`, count: 1 }], rows: [{ name: "Guard", own: [{ label: `${PSI}.why.unwilling`, count: 1 }], dt: 20, success: true }] });
    expect(card(t).time).toEqual({ key: `${PSI}.time.probe`, minutes: 5, combatTurns: 20, spaceTurns: 1 });
  });

  it("reads a stunned target's Stun Marker from his token: no disadvantage", async () => {
    const t = await spaceBoard([9]);
    const op = operator(t, { psiProbe: 2 });
    const guard = t.npc("Actor.guard", "Guard");
    await t.mark(guard, "sp-stun", 1);
    t.place(op, 0);
    t.place(guard, 1);
    t.target(guard);
    t.answer({ willing: false, stunned: false });
    await use(op, "psiProbe");
    expect(card(t)).toMatchObject({ total: 12, rows: [{ own: [], dt: 12, success: true }] });
  });

  it("needs physical contact: a target two squares away is refused before any roll", async () => {
    const t = await spaceBoard([9]);
    const op = operator(t, { psiProbe: 2 });
    const guard = t.npc("Actor.guard", "Guard");
    t.place(op, 0);
    t.place(guard, 2);
    t.target(guard);
    await use(op, "psiProbe");
    expect(t.notes).toContainEqual(expect.stringContaining(`${PSI}.refused.notTouching`));
    expect(t.rolled).toEqual([]);
  });
});

describe("Psi-Suggestion", () => {
  it("rolls one d20 for every target, each judged by his own Will", async () => {
    const t = await spaceBoard([9]);
    const op = operator(t, { psiSuggestion: 2 });
    const clerk = t.npc("Actor.clerk", "Clerk", { assets: { will: 1 } });
    const captain = t.npc("Actor.cap", "Captain", { assets: { will: 4 } });
    t.place(op, 0);
    t.place(clerk, 2);
    t.place(captain, 3);
    t.target(clerk, captain);
    t.answer({});
    await use(op, "psiSuggestion");
    expect(t.card<PsiDialogContext>("dialogs/psionics.hbs").suggestion).toMatchObject({ limit: 2, targets: [{ name: "Clerk", distance: 2, disadvantages: 0 }, { name: "Captain", distance: 3, will: "4", disadvantages: 2 }] });
    expect(t.rolled).toHaveLength(1);
    // 9 + 2 + 1 = 12: the clerk (DT 8) believes it, the captain (DT 16) does not
    expect(card(t).rows.map((r) => [r.name, r.dt, r.success])).toEqual([["Clerk", 8, true], ["Captain", 16, false]]);
  });

  it("refuses more targets than his level, and any beyond 3 inches, before rolling", async () => {
    const t = await spaceBoard([9]);
    const op = operator(t, { psiSuggestion: 1 });
    const a = t.npc("Actor.a", "A");
    const b = t.npc("Actor.b", "B");
    t.place(op, 0);
    t.place(a, 2);
    t.place(b, 4);
    t.target(a, b);
    await use(op, "psiSuggestion");
    expect(t.notes).toContainEqual(expect.stringContaining(`${PSI}.refused.tooMany`));
    t.target(b);
    await use(op, "psiSuggestion");
    expect(t.notes).toContainEqual(expect.stringContaining(`${PSI}.refused.tooFar`));
    t.target();
    await use(op, "psiSuggestion");
    expect(t.notes).toContainEqual(expect.stringContaining(`${PSI}.refused.noTargets`));
    expect(t.rolled).toEqual([]);
    expect(t.messages).toEqual([]);
  });
});

describe("Psi-Telepathy", () => {
  it("counts a disadvantage per full 33 inches on the board", async () => {
    const t = await spaceBoard([12]);
    const op = operator(t, { psiTelepathy: 1 }, null);
    const friend = t.patrolman("Actor.friend", "Friend", {});
    t.place(op, 0);
    t.place(friend, 70);
    t.target(friend);
    t.answer({});
    await use(op, "psiTelepathy");
    // 70": 2 disadvantages; 12 + 1 + 0 = 13 against 8 + 8 = 16
    expect(card(t)).toMatchObject({ psiAmp: 0, total: 13, rows: [{ name: "Friend", own: [{ label: `${PSI}.why.distance`, count: 2 }], dt: 16, success: false }] });
  });

  it("takes the metres entered when no token is targeted, and refuses a bad distance", async () => {
    const t = await spaceBoard([12]);
    const op = operator(t, { psiTelepathy: 1 });
    t.answer({ metres: "120" });
    await use(op, "psiTelepathy");
    expect(t.card<PsiDialogContext>("dialogs/psionics.hbs").telepathy).toMatchObject({ askMetres: true });
    // 120 m: 2 disadvantages; 12 + 1 + 1 = 14 against 16
    expect(card(t).rows[0]).toMatchObject({ dt: 16, success: false });
    t.answer({ metres: "far" });
    await use(op, "psiTelepathy");
    expect(t.notes).toContain(`${PSI}.refused.badDistance`);
    expect(t.messages).toHaveLength(1);
  });
});

describe("Psi-Shock", () => {
  it("opens the melee dialog on Psi-Shock, with the Psi-Amp as the strike's bonus", async () => {
    const t = await spaceBoard([11, 1, 1, 1]);
    const op = operator(t, { psiShock: 1 }, 2);
    const guard = t.npc("Actor.guard", "Guard");
    t.place(op, 0);
    t.place(guard, 1);
    t.target(guard);
    t.answer({ targetReach: "0", targetFighting: "X", attackers: "1", darkness: "0", smoke: "0" });
    await use(op, "psiShock");
    const dialog = t.card<{ choices: { id: string }[] }>("dialogs/melee.hbs");
    expect(dialog.choices[0]!.id).toBe("psiShock");
    expect(t.messages[0]!.system.kind).toBe("spMelee");
    // 11 + 1 + Psi-Amp 2 = 14 (the DT is melee's, moved by its own advantages)
    expect(t.card<{ roll: { total: number; dt: number } }>("cards/melee.hbs").roll).toMatchObject({ d20: 11, total: 14 });
  });
});
