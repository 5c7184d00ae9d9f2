// @vitest-environment happy-dom
// The formation sheet's drop listener, through the v13 render cycle: the window's frame is kept
// between renders, so however often the sheet renders, one drop adds its actor once; dropping the
// formation on itself is refused with a notice that shows its name as text.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryStubs, callHook } from "../../helpers/foundry-stubs";
import { installRenderCycle } from "../../helpers/app-render-cycle";
import { installHtmlNotifications, type ShownNotifications } from "../../helpers/html-notifications";

interface Sheet {
  element: HTMLElement;
  render(): Promise<Sheet>;
}

let updates: { system: { members: { uuid: string; quantity: number }[] } }[];
let dragData: unknown;
let shown: ShownNotifications;
const byUuid: Record<string, unknown> = {};

async function openSheet(name = "Alpha Squad"): Promise<Sheet> {
  vi.resetModules();
  const stubs = installFoundryStubs({ "starskirmish.ruleSet": "striker" });
  const g = globalThis as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- stand-in globals are untyped by design
  installRenderCycle(g.foundry.applications.sheets.ActorSheetV2);
  await import("../../../src/index");
  callHook(stubs, "init");
  shown = installHtmlNotifications();
  updates = [];
  g.foundry.applications.ux = { TextEditor: { implementation: { getDragEventData: () => dragData } } };
  g.fromUuid = async (uuid: string) => byUuid[uuid] ?? null;
  g.canvas = { scene: null };
  const { FormationSheet } = await import("../../../src/system/formation/formation-sheet");
  const { FormationData } = await import("../../../src/system/formation/formation-model");
  const actor = Object.assign(new g.Actor(), {
    uuid: "Actor.alpha",
    name,
    type: "formation",
    effects: [],
    isOwner: true,
    system: Object.assign(new (FormationData as unknown as new () => object)(), { members: [], shape: "block", facing: "N" }),
    async update(changes: (typeof updates)[number]) {
      updates.push(changes);
    },
  });
  byUuid["Actor.alpha"] = actor;
  byUuid["Actor.team"] = Object.assign(new g.Actor(), { uuid: "Actor.team", name: "Team A1", type: "strTeam" });
  const sheet = Object.assign(new (FormationSheet as unknown as new () => object)(), { actor, isEditable: true }) as unknown as Sheet;
  return sheet.render();
}

async function drop(sheet: Sheet, data: unknown): Promise<void> {
  dragData = data;
  sheet.element.dispatchEvent(new Event("drop", { bubbles: true }));
  // The listener reads the drop and awaits the actor before it writes.
  await new Promise((r) => setTimeout(r, 0));
}

describe("the formation sheet's drop listener", () => {
  beforeEach(() => {
    dragData = undefined;
  });

  it("adds a dropped actor once, however often the sheet has rendered", async () => {
    const sheet = await openSheet();
    await sheet.render();
    await sheet.render();
    await sheet.render();
    await drop(sheet, { type: "Actor", uuid: "Actor.team" });
    expect(updates).toHaveLength(1);
    expect(updates[0]!.system.members).toEqual([{ uuid: "Actor.team", name: "Team A1", quantity: 1, role: "member" }]);
  });

  it("refuses the formation dropped on itself, naming it as text, not markup", async () => {
    const sheet = await openSheet('<img src="x" onerror="alert(1)">Alpha');
    await sheet.render();
    await drop(sheet, { type: "Actor", uuid: "Actor.alpha" });
    expect(shown.entries).toHaveLength(1);
    expect(shown.entries[0]!.querySelector("img")).toBeNull();
    expect(shown.texts()[0]).toBe('A formation cannot contain itself: <img src="x" onerror="alert(1)">Alpha');
    // Nothing was added: the update keeps the members as they were.
    expect(updates.map((u) => u.system.members)).toEqual([[]]);
  });
});
