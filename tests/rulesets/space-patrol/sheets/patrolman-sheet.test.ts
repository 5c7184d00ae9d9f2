// @vitest-environment happy-dom
// The patrolman sheet as v13 renders it, after a real init: its part drawn with real Handlebars
// from the prepared context (assets, markers, inventory, service record), an asset's Roll link
// calling the sheet's action with the clicked element, and an observer's sheet with no action bar
// whose clicks change nothing; a stored lifepath that cannot be read still offers its button, so the
// GM can discard it. Its asset boxes send only the levels the user changed, so a level raised since
// the sheet was drawn stays, and a box that is no level keeps the actor's level and says so.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { renderedSheet } from "../../../helpers/rendered-sheet";
import { editControl } from "../../../helpers/form-edit";
import type { TaskCardContext } from "../../../../src/rulesets/space-patrol/view/task-card";

async function sheetOf(ownership: Record<string, number>) {
  const t = await spaceBoard([15]);
  const rana = t.patrolman("Actor.rana", "Rana <i>Okafor</i>", { tactics: 3, stealth: 1 }, [t.item("weapon", "laser", { code: "M", kind: "energyWeapon", attack: "energy" })]);
  rana.ownership = ownership;
  await t.mark(rana, "sp-wound");
  const { PatrolmanSheet } = await import("../../../../src/rulesets/space-patrol/sheets/patrolman-sheet");
  const { sheet, click } = await renderedSheet(PatrolmanSheet, rana);
  return { t, rana, sheet, click };
}

describe("the patrolman sheet's asset boxes", () => {
  const levels = (rana: { system: unknown }) => (rana.system as { assets: Record<string, number> }).assets;

  it("send only the level the user changed, so a level raised since the sheet was drawn stays", async () => {
    const { rana, sheet } = await sheetOf({ default: 0, player1: 3 });
    await rana.update({ system: { assets: { tactics: 4 } } } as never);
    // the sheet was not drawn again: its Tactics box still shows 3
    expect(sheet.element.querySelector<HTMLInputElement>('input[name="system.assets.tactics"]')!.value).toBe("3");
    editControl(sheet.element, "system.assets.stealth", "2");
    await Promise.all(sheet.submitCalls);
    expect((rana.updates.at(-1)!.system as { assets: unknown }).assets).toEqual({ stealth: 2 });
    expect(levels(rana)).toMatchObject({ tactics: 4, stealth: 2 });
  });

  it("leave the medal counts out unless the user changed one, so a medal awarded since the sheet was drawn stays", async () => {
    const { rana, sheet } = await sheetOf({ default: 0, player1: 3 });
    await rana.update({ system: { medals: { comet: 1 } } } as never);
    editControl(sheet.element, "system.assets.stealth", "2");
    await Promise.all(sheet.submitCalls);
    expect(rana.updates.at(-1)!.system).not.toHaveProperty("medals");
    editControl(sheet.element, "system.medals.flare", 2);
    await Promise.all(sheet.submitCalls);
    expect((rana.updates.at(-1)!.system as { medals: unknown }).medals).toEqual({ flare: 2 });
    expect((rana.system as unknown as { medals: Record<string, number> }).medals).toEqual({ flare: 2, comet: 1, star: 0 });
  });

  it("leave out every field the user did not change, so hero points spent since the sheet was drawn stay spent", async () => {
    const { rana, sheet } = await sheetOf({ default: 0, player1: 3 });
    await rana.update({ system: { heroPoints: { value: 2, max: 3 } } } as never);
    await sheet.render();
    const before = { value: 2, max: 3 };
    await rana.update({ system: { heroPoints: { value: 1 } } } as never);
    editControl(sheet.element, "system.assets.stealth", "2");
    await Promise.all(sheet.submitCalls);
    expect(Object.keys(rana.updates.at(-1)!.system as object)).toEqual(["assets"]);
    expect((rana.system as unknown as { heroPoints: { value: number } }).heroPoints.value).toBe(before.value - 1);
    editControl(sheet.element, "system.heroPoints.max", before.max + 1);
    await Promise.all(sheet.submitCalls);
    expect((rana.system as unknown as { heroPoints: unknown }).heroPoints).toEqual({ value: 1, max: before.max + 1 });
    // set back before the sheet is drawn again: still a change
    editControl(sheet.element, "system.heroPoints.max", before.max);
    await Promise.all(sheet.submitCalls);
    expect((rana.system as unknown as { heroPoints: unknown }).heroPoints).toEqual({ value: 1, max: before.max });
  });

  it("send a level set back before the sheet was drawn again", async () => {
    const { rana, sheet } = await sheetOf({ default: 0, player1: 3 });
    editControl(sheet.element, "system.assets.stealth", "2");
    await Promise.all(sheet.submitCalls);
    editControl(sheet.element, "system.assets.stealth", "1");
    await Promise.all(sheet.submitCalls);
    expect(levels(rana)).toMatchObject({ stealth: 1 });
  });

  it("keep the actor's level for a box that is no level, and say which asset it was", async () => {
    const { t, rana, sheet } = await sheetOf({ default: 0, player1: 3 });
    const before = rana.updates.length;
    editControl(sheet.element, "system.assets.stealth", "zz");
    await Promise.all(sheet.submitCalls);
    expect(t.notes).toEqual([`STARSKIRMISH.SpacePatrol.Sheet.badLevel {"asset":"STARSKIRMISH.SpacePatrol.Asset.stealth"}`]);
    expect(rana.updates.slice(before).map((u) => (u.system as { assets?: unknown } | undefined)?.assets)).toEqual([undefined]);
    expect(levels(rana)).toMatchObject({ tactics: 3, stealth: 1 });
  });
});

describe("the patrolman sheet, rendered as v13 renders it", () => {
  it("shows the name escaped, every asset with its level, the markers and the carried weapon", async () => {
    const { sheet } = await sheetOf({ default: 0, player1: 3 });
    const part = sheet.element.querySelector<HTMLElement>('[data-application-part="sheet"]')!;
    expect(part.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe("Rana <i>Okafor</i>");
    expect(part.querySelector("i")).toBeNull();
    expect(part.querySelector<HTMLInputElement>('input[name="system.assets.tactics"]')!.value).toBe("3");
    expect(part.querySelector<HTMLInputElement>('input[name="system.assets.leadership"]')!.value).toBe("X");
    expect(part.querySelector('[data-marker-id="sp-wound"]')).not.toBeNull();
    expect(part.querySelector('[data-item-id="laser"]')).not.toBeNull();
    expect(part.querySelectorAll('[data-action="combatAction"]').length).toBeGreaterThan(0);
  });

  it("rolls the asset of the row clicked: the action gets the sheet as `this` and the link as its target", async () => {
    const { t, click } = await sheetOf({ default: 0, player1: 3 });
    t.answer({ dt: 12 });
    await click('[data-asset-id="tactics"] [data-action="rollAsset"]');
    expect(t.notes).toEqual([]);
    // d20 15 + Tactics 3 = 18 against DT 12
    expect(t.card<TaskCardContext>("cards/task-roll.hbs")).toMatchObject({ assetLevel: { level: "3" }, result: { total: 18, success: true } });
  });

  it("opens on the main tab and shows one tab at a time, the tab bar switching them as v13's changeTab does", async () => {
    const { sheet, click } = await sheetOf({ default: 0, player1: 3 });
    const active = () => [...sheet.element.querySelectorAll<HTMLElement>('.tab[data-group="primary"].active')].map((e) => e.dataset.tab);
    expect([...sheet.element.querySelectorAll<HTMLElement>(".tabs > [data-tab]")].map((e) => e.dataset.tab)).toEqual(["main", "assets", "inventory", "service", "biography"]);
    expect(active()).toEqual(["main"]);
    await click('.tabs > [data-tab="assets"]');
    expect(active()).toEqual(["assets"]);
    expect(sheet.element.querySelector('.tabs > [data-tab="assets"]')!.classList.contains("active")).toBe(true);
    // a re-render keeps the tab the user chose
    await sheet.render();
    expect(active()).toEqual(["assets"]);
  });

  it("shows the service record's events in the reader's words and an old text line as written, escaped (Guide 1.1-1.3)", async () => {
    const { rana, sheet } = await sheetOf({ default: 0, player1: 3 });
    const event = { kind: "servedAgain", term: 2 };
    await rana.update({ system: { serviceLog: [{ term: 1, text: "Joined <b>Flight</b>" }, { term: 2, text: "", rolls: [], event }] } } as never);
    await sheet.render();
    const lines = [...sheet.element.querySelectorAll<HTMLElement>(".sp-service-entries li")];
    expect(lines).toHaveLength(2);
    expect(lines[0]!.textContent).toContain("Joined <b>Flight</b>");
    expect(lines[0]!.querySelector("b")).toBeNull();
    // the stand-in's format gives the key and its data back: the line was said through the language file
    expect(lines[1]!.textContent).toContain("STARSKIRMISH.SpacePatrol.Creation.Event.servedAgain");
    expect(lines[1]!.textContent).toContain('"term":"2"');
  });

  it("offers the lifepath button over a stored lifepath that cannot be read, so the GM can reach it and discard it on a confirm (Guide 1.1-1.3)", async () => {
    const { t, rana, sheet, click } = await sheetOf({ default: 0, player1: 3 });
    const { flagUpdate, readFlag } = await import("../../../../src/system/flags");
    const { applyStep, newCreation } = await import("../../../../src/rulesets/space-patrol/rules/creation");
    // a log that already has a line (a treatment) would hide the button if the lifepath were taken for none
    await rana.update({ system: { serviceLog: [{ term: 1, text: "Treated" }] }, ...flagUpdate("Actor", { spCreation: { state: { ...applyStep(newCreation(), [], "flight"), rank: 99 } as never, undo: null } }) } as never);
    t.stubs.actAs("gm");
    await sheet.render();
    const button = sheet.element.querySelector<HTMLButtonElement>('[data-action="createPatrolman"]');
    expect(button?.textContent).toBe("Resume the lifepath");
    t.stubs.dialogs.confirms = true;
    await click('[data-action="createPatrolman"]');
    expect(t.stubs.dialogs.shown.map((d) => d.kind)).toEqual(["confirm"]);
    expect((readFlag(rana as never, "Actor", "spCreation") as { state: { step: string; rank: number } }).state).toMatchObject({ step: "chooseBranch", rank: 0 });
  });

  it("keeps the biography as rich text: the editor for the owner with the HTML as its value, the secret hidden from an observer", async () => {
    const bio = '<p>Born on <b>Luna</b>.</p><section class="secret"><p>Spy.</p></section>';
    const owner = await sheetOf({ default: 0, player1: 3 });
    await owner.rana.update({ "system.biography": bio });
    await owner.sheet.render();
    const editor = owner.sheet.element.querySelector('prose-mirror[name="system.biography"]')!;
    expect(editor.getAttribute("value")).toBe(bio);
    expect(owner.sheet.element.querySelector('textarea[name="system.biography"]')).toBeNull();
    const observer = await sheetOf({ default: 2 });
    await observer.rana.update({ "system.biography": bio });
    await observer.sheet.render();
    expect(observer.sheet.element.querySelector("prose-mirror")).toBeNull();
    const shown = observer.sheet.element.querySelector('[data-tab="biography"] .editor-content')!;
    expect(shown.querySelector("b")!.textContent).toBe("Luna");
    expect(shown.textContent).not.toContain("Spy");
  });

  it("gives an observer no action bar, and his click on an asset rolls nothing", async () => {
    const { t, sheet, click } = await sheetOf({ default: 2 });
    expect(sheet.element.querySelectorAll('[data-action="combatAction"]')).toHaveLength(0);
    await click('[data-asset-id="tactics"] [data-action="rollAsset"]');
    expect(t.messages).toEqual([]);
    expect(t.rolled).toEqual([]);
  });
});
