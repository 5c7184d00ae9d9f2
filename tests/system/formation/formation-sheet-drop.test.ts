// @vitest-environment happy-dom
// The formation sheet's drop listener, through the v13 render cycle: the window's frame is kept
// between renders, so however often the sheet renders, one drop adds its actor once; dropping the
// formation on itself is refused with a notice that shows its name as text. The drag data is
// readable only while the drop is dispatched, as in the browser, and two drops in flight both land.
// A member's remove button takes that member out, found again by UUID when rows shifted since.
import { describe, expect, it, vi } from "vitest";
import { installFoundryStubs, callHook } from "../../helpers/foundry-stubs";
import { installHtmlNotifications, type ShownNotifications } from "../../helpers/html-notifications";
import { makeActor, type StandInActor } from "../../helpers/fake-documents";
import { dispatchDrop } from "../../helpers/drop-event";
import { editControl } from "../../helpers/form-edit";

interface Sheet {
  element: HTMLElement;
  actionCalls: Promise<unknown>[];
  submitCalls: Promise<void>[];
  render(): Promise<Sheet>;
}
type SheetClass = new (options: { document: StandInActor }) => Sheet;

let shown: ShownNotifications;

async function openSheet(name = "Alpha Squad"): Promise<{ sheet: Sheet; formation: StandInActor }> {
  vi.resetModules();
  const stubs = installFoundryStubs({ "starskirmish.ruleSet": "striker" });
  await import("../../../src/index");
  callHook(stubs, "init");
  shown = installHtmlNotifications();
  const formation = makeActor({ _id: "alpha", name, type: "formation", system: { members: [], shape: "block", facing: "N" } });
  makeActor({ _id: "team", name: "Team A1", type: "strTeam" });
  const { FormationSheet } = await import("../../../src/system/formation/formation-sheet");
  const sheet = new (FormationSheet as unknown as SheetClass)({ document: formation });
  await sheet.render();
  return { sheet, formation };
}

/** Drops on the sheet, and waits until the sheet wrote the members. */
async function drop(sheet: Sheet, formation: StandInActor, data: unknown): Promise<void> {
  const before = formation.updates.length;
  dispatchDrop(sheet.element, data);
  await vi.waitFor(() => expect(formation.updates.length).toBeGreaterThan(before));
}

/** The members each update wrote (the stand-in keeps updates expanded). */
const writtenMembers = (formation: StandInActor): unknown[] => formation.updates.map((u) => (u.system as { members?: unknown } | undefined)?.members);

describe("the formation sheet's drop listener", () => {
  it("adds a dropped actor once, however often the sheet has rendered", async () => {
    const { sheet, formation } = await openSheet();
    await sheet.render();
    await sheet.render();
    await sheet.render();
    await drop(sheet, formation, { type: "Actor", uuid: "Actor.team" });
    expect(formation.updates).toHaveLength(1);
    expect(writtenMembers(formation)[0]).toEqual([{ uuid: "Actor.team", name: "Team A1", quantity: 1, role: "member" }]);
  });

  it("adds both of two actors dropped before the first change came back", async () => {
    const { sheet, formation } = await openSheet();
    makeActor({ _id: "team2", name: "Team A2", type: "strTeam" });
    dispatchDrop(sheet.element, { type: "Actor", uuid: "Actor.team" });
    dispatchDrop(sheet.element, { type: "Actor", uuid: "Actor.team2" });
    await vi.waitFor(() => expect(formation.updates).toHaveLength(2));
    const members = (formation.system as unknown as { members: { uuid: string }[] }).members;
    expect(members.map((m) => m.uuid)).toEqual(["Actor.team", "Actor.team2"]);
  });

  it("refuses the formation dropped on itself, naming it as text, not markup", async () => {
    const { sheet, formation } = await openSheet('<img src="x" onerror="alert(1)">Alpha');
    await sheet.render();
    await drop(sheet, formation, { type: "Actor", uuid: "Actor.alpha" });
    expect(shown.entries).toHaveLength(1);
    expect(shown.entries[0]!.querySelector("img")).toBeNull();
    expect(shown.texts()[0]).toBe('A formation cannot contain itself: <img src="x" onerror="alert(1)">Alpha');
    // Nothing was added: the update keeps the members as they were.
    expect(writtenMembers(formation)).toEqual([[]]);
  });
});

describe("the formation sheet's remove buttons", () => {
  /** A formation of three teams, its sheet drawn with a row for each. */
  async function threeMembers() {
    const opened = await openSheet();
    for (const id of ["team2", "team3"]) makeActor({ _id: id, name: id, type: "strTeam" });
    const members = ["team", "team2", "team3"].map((id) => ({ uuid: `Actor.${id}`, name: id, quantity: 1, role: "member" }));
    await opened.formation.update({ system: { members } });
    await opened.sheet.render();
    return opened;
  }
  const click = (sheet: Sheet, index: number) =>
    sheet.element.querySelector(`[data-member-index="${index}"] [data-action="memberRemove"]`)!.dispatchEvent(new MouseEvent("click", { bubbles: true, button: 0 }));
  const uuids = (formation: StandInActor) => (formation.system as unknown as { members: { uuid: string }[] }).members.map((m) => m.uuid);

  it("takes out both of two members whose rows were clicked before the first change came back", async () => {
    const { sheet, formation } = await threeMembers();
    click(sheet, 0);
    click(sheet, 2);
    await Promise.all(sheet.actionCalls);
    expect(uuids(formation)).toEqual(["Actor.team2"]);
  });

  it("takes out a member whose row was clicked twice once, and not the member after it", async () => {
    const { sheet, formation } = await threeMembers();
    click(sheet, 0);
    click(sheet, 0);
    await Promise.all(sheet.actionCalls);
    expect(uuids(formation)).toEqual(["Actor.team2", "Actor.team3"]);
  });

  it("keeps a quantity typed while a removal above it was in flight, on the member it was typed for", async () => {
    const { sheet, formation } = await threeMembers();
    click(sheet, 0);
    editControl(sheet.element, "system.members.2.quantity", 4);
    await Promise.all([...sheet.actionCalls, ...sheet.submitCalls]);
    const members = (formation.system as unknown as { members: { uuid: string; quantity: number }[] }).members;
    expect(members.map((m) => [m.uuid, m.quantity])).toEqual([
      ["Actor.team2", 1],
      ["Actor.team3", 4],
    ]);
  });

  it("writes no members when the form is sent with none of them changed, so a removal in flight stands", async () => {
    const { sheet, formation } = await threeMembers();
    click(sheet, 1);
    editControl(sheet.element, "name", "Bravo Squad");
    await Promise.all([...sheet.actionCalls, ...sheet.submitCalls]);
    expect(formation.name).toBe("Bravo Squad");
    expect(uuids(formation)).toEqual(["Actor.team", "Actor.team3"]);
    // the setup's list and the removal's: the name's submit wrote no list of its own
    expect(writtenMembers(formation).filter((m) => m !== undefined)).toHaveLength(2);
  });
});

describe("the formation sheet's notes", () => {
  it("keep the notes as rich text in Foundry's editor, the stored HTML as its value (a shared type's fields found like a rule set's)", async () => {
    const { sheet, formation } = await openSheet();
    const notes = "<p>Hold the <b>ridge</b>.</p>";
    await formation.update({ "system.notes": notes });
    await sheet.render();
    const editor = sheet.element.querySelector('prose-mirror[name="system.notes"]');
    expect(editor?.getAttribute("value")).toBe(notes);
    expect(editor?.querySelector("b")?.textContent).toBe("ridge");
  });
});
