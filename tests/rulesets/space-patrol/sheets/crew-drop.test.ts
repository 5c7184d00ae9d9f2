// @vitest-environment happy-dom
// Dropping an actor on a vehicle's or spacecraft's sheet, rendered twice as v13 renders it (the
// frame kept between renders): a patrolman or NPC takes the seat or station; the craft itself, a
// formation, another rule set's actor or another craft is refused with a notice naming it, and the
// crew is left as it was.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryStubs, callHook, world } from "../../../helpers/foundry-stubs";
import { installHtmlNotifications, type ShownNotifications } from "../../../helpers/html-notifications";
import { makeActor, type StandInActor } from "../../../helpers/fake-documents";

interface Sheet {
  element: HTMLElement;
  render(): Promise<Sheet>;
}
type SheetClass = new (options: { document: StandInActor }) => Sheet;

let dragData: unknown;
let shown: ShownNotifications;

beforeEach(async () => {
  vi.resetModules();
  const stubs = installFoundryStubs({ "starskirmish.ruleSet": "space-patrol" });
  const g = world();
  await import("../../../../src/index");
  callHook(stubs, "init");
  shown = installHtmlNotifications();
  dragData = undefined;
  // the drag data this test hands over; the rest of the stand-in TextEditor stays
  g.foundry.applications.ux.TextEditor.implementation.getDragEventData = () => dragData;
  makeActor({ _id: "rana", type: "spPatrolman", name: "Rana" });
  makeActor({ _id: "squad", type: "formation", name: "<b>Blue</b> Squad" });
  makeActor({ _id: "team", type: "strTeam", name: "Team A1" });
  makeActor({ _id: "skiff", type: "spSpacecraft", name: "Skiff" });
});

async function openCraft(kind: "vehicle" | "spacecraft"): Promise<{ sheet: Sheet; craft: StandInActor }> {
  const craft =
    kind === "vehicle"
      ? makeActor({ _id: "crawler", name: "Crawler", type: "spVehicle", system: { crew: [{ role: "driver", actorUuid: "", actorName: "" }] } })
      : makeActor({ _id: "crawler", name: "Crawler", type: "spSpacecraft" });
  const sheets = kind === "vehicle" ? await import("../../../../src/rulesets/space-patrol/sheets/vehicle-sheet") : await import("../../../../src/rulesets/space-patrol/sheets/spacecraft-sheet");
  const Sheet = ("VehicleSheet" in sheets ? sheets.VehicleSheet : sheets.SpacecraftSheet) as unknown as SheetClass;
  const sheet = new Sheet({ document: craft });
  await sheet.render();
  await sheet.render();
  return { sheet, craft };
}

async function drop(sheet: Sheet, uuid: string): Promise<void> {
  dragData = { type: "Actor", uuid };
  sheet.element.dispatchEvent(new Event("drop", { bubbles: true }));
  await new Promise((r) => setTimeout(r, 0));
}

describe.each(["vehicle", "spacecraft"] as const)("a %s's crew drop", (kind) => {
  it("seats a patrolman, once however often the sheet rendered", async () => {
    const { sheet, craft } = await openCraft(kind);
    await drop(sheet, "Actor.rana");
    expect(craft.updates).toHaveLength(1);
    const written = JSON.stringify(craft.updates[0]!.system);
    expect(written).toContain('"actorUuid":"Actor.rana"');
    expect(shown.entries).toHaveLength(0);
  });

  it.each([
    ["the craft itself", "Actor.crawler", "Crawler cannot crew itself."],
    ["a formation", "Actor.squad", "<b>Blue</b> Squad is a formation, not a crewman: open it and drop its members on Crawler one at a time."],
    ["another rule set's actor", "Actor.team", "Team A1 belongs to another rule set and cannot crew Crawler."],
    ["another craft", "Actor.skiff", "Skiff is a craft, not a crewman: only patrolmen and NPCs crew Crawler."],
  ])("refuses %s with a notice, and changes nothing", async (_what, uuid, notice) => {
    const { sheet, craft } = await openCraft(kind);
    await drop(sheet, uuid);
    expect(craft.updates).toEqual([]);
    expect(shown.texts()).toEqual([notice]);
    expect(shown.entries[0]!.children).toHaveLength(0);
  });
});
