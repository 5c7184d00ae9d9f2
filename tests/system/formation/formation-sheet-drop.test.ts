// @vitest-environment happy-dom
// The formation sheet's drop listener, through the v13 render cycle: the window's frame is kept
// between renders, so however often the sheet renders, one drop adds its actor once; dropping the
// formation on itself is refused with a notice that shows its name as text.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryStubs, callHook, world } from "../../helpers/foundry-stubs";
import { installHtmlNotifications, type ShownNotifications } from "../../helpers/html-notifications";
import { makeActor, type StandInActor } from "../../helpers/fake-documents";

interface Sheet {
  element: HTMLElement;
  render(): Promise<Sheet>;
}
type SheetClass = new (options: { document: StandInActor }) => Sheet;

let dragData: unknown;
let shown: ShownNotifications;

beforeEach(() => {
  dragData = undefined;
});

async function openSheet(name = "Alpha Squad"): Promise<{ sheet: Sheet; formation: StandInActor }> {
  vi.resetModules();
  const stubs = installFoundryStubs({ "starskirmish.ruleSet": "striker" });
  const g = world();
  await import("../../../src/index");
  callHook(stubs, "init");
  shown = installHtmlNotifications();
  // the drag data this test hands over; the rest of the stand-in TextEditor stays
  g.foundry.applications.ux.TextEditor.implementation.getDragEventData = () => dragData;
  const formation = makeActor({ _id: "alpha", name, type: "formation", system: { members: [], shape: "block", facing: "N" } });
  makeActor({ _id: "team", name: "Team A1", type: "strTeam" });
  const { FormationSheet } = await import("../../../src/system/formation/formation-sheet");
  const sheet = new (FormationSheet as unknown as SheetClass)({ document: formation });
  await sheet.render();
  return { sheet, formation };
}

async function drop(sheet: Sheet, data: unknown): Promise<void> {
  dragData = data;
  sheet.element.dispatchEvent(new Event("drop", { bubbles: true }));
  // The listener reads the drop and awaits the actor before it writes.
  await new Promise((r) => setTimeout(r, 0));
}

/** The members each update wrote (the stand-in keeps updates expanded). */
const writtenMembers = (formation: StandInActor): unknown[] => formation.updates.map((u) => (u.system as { members?: unknown } | undefined)?.members);

describe("the formation sheet's drop listener", () => {
  it("adds a dropped actor once, however often the sheet has rendered", async () => {
    const { sheet, formation } = await openSheet();
    await sheet.render();
    await sheet.render();
    await sheet.render();
    await drop(sheet, { type: "Actor", uuid: "Actor.team" });
    expect(formation.updates).toHaveLength(1);
    expect(writtenMembers(formation)[0]).toEqual([{ uuid: "Actor.team", name: "Team A1", quantity: 1, role: "member" }]);
  });

  it("refuses the formation dropped on itself, naming it as text, not markup", async () => {
    const { sheet, formation } = await openSheet('<img src="x" onerror="alert(1)">Alpha');
    await sheet.render();
    await drop(sheet, { type: "Actor", uuid: "Actor.alpha" });
    expect(shown.entries).toHaveLength(1);
    expect(shown.entries[0]!.querySelector("img")).toBeNull();
    expect(shown.texts()[0]).toBe('A formation cannot contain itself: <img src="x" onerror="alert(1)">Alpha');
    // Nothing was added: the update keeps the members as they were.
    expect(writtenMembers(formation)).toEqual([[]]);
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
