// @vitest-environment happy-dom
// Dropping an actor on a vehicle's or spacecraft's sheet, rendered twice as v13 renders it (the
// frame kept between renders): a patrolman or NPC takes the seat or station; the craft itself, a
// formation, another rule set's actor or another craft is refused with a notice naming it, and the
// crew is left as it was. The drag data is readable only while the drop is dispatched, as in the
// browser, and two drops in flight both land, as does a seat's role changed while a drop is in flight.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryStubs, callHook } from "../../../helpers/foundry-stubs";
import { installHtmlNotifications, type ShownNotifications } from "../../../helpers/html-notifications";
import { makeActor, type StandInActor } from "../../../helpers/fake-documents";
import { dispatchDrop } from "../../../helpers/drop-event";
import { editControl } from "../../../helpers/form-edit";

interface Sheet {
  element: HTMLElement;
  submitCalls: Promise<void>[];
  actionCalls: Promise<unknown>[];
  render(): Promise<Sheet>;
}
type SheetClass = new (options: { document: StandInActor }) => Sheet;

let shown: ShownNotifications;

beforeEach(async () => {
  vi.resetModules();
  const stubs = installFoundryStubs({ "starskirmish.ruleSet": "space-patrol" });
  await import("../../../../src/index");
  callHook(stubs, "init");
  shown = installHtmlNotifications();
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

/** Drops an actor on the sheet, and waits until the sheet wrote the crew or said why not. */
async function drop(sheet: Sheet, craft: StandInActor, uuid: string): Promise<void> {
  const before = craft.updates.length + shown.entries.length;
  dispatchDrop(sheet.element, { type: "Actor", uuid });
  await vi.waitFor(() => expect(craft.updates.length + shown.entries.length).toBeGreaterThan(before));
}

/** Who sits where after the last update, by seat or station. */
function crewOf(kind: "vehicle" | "spacecraft", craft: StandInActor): string[] {
  const system = craft.system as unknown as { crew?: { actorUuid: string }[]; stations?: Record<string, { actorUuid: string }> };
  const seats = kind === "vehicle" ? (system.crew ?? []) : Object.values(system.stations ?? {});
  return seats.map((s) => s.actorUuid).filter(Boolean);
}

describe.each(["vehicle", "spacecraft"] as const)("a %s's crew drop", (kind) => {
  it("seats a patrolman, once however often the sheet rendered", async () => {
    const { sheet, craft } = await openCraft(kind);
    await drop(sheet, craft, "Actor.rana");
    expect(craft.updates).toHaveLength(1);
    const written = JSON.stringify(craft.updates[0]!.system);
    expect(written).toContain('"actorUuid":"Actor.rana"');
    expect(shown.entries).toHaveLength(0);
  });

  it("seats both of two actors dropped before the first change came back", async () => {
    const { sheet, craft } = await openCraft(kind);
    makeActor({ _id: "vex", type: "spNpc", name: "Vex" });
    dispatchDrop(sheet.element, { type: "Actor", uuid: "Actor.rana" });
    dispatchDrop(sheet.element, { type: "Actor", uuid: "Actor.vex" });
    await vi.waitFor(() => expect(craft.updates).toHaveLength(2));
    expect(crewOf(kind, craft).sort()).toEqual(["Actor.rana", "Actor.vex"]);
  });

  it.each([
    ["the craft itself", "Actor.crawler", "Crawler cannot crew itself."],
    ["a formation", "Actor.squad", "<b>Blue</b> Squad is a formation, not a crewman: open it and drop its members on Crawler one at a time."],
    ["another rule set's actor", "Actor.team", "Team A1 belongs to another rule set and cannot crew Crawler."],
    ["another craft", "Actor.skiff", "Skiff is a craft, not a crewman: only patrolmen and NPCs crew Crawler."],
  ])("refuses %s with a notice, and changes nothing", async (_what, uuid, notice) => {
    const { sheet, craft } = await openCraft(kind);
    await drop(sheet, craft, uuid);
    expect(craft.updates).toEqual([]);
    expect(shown.texts()).toEqual([notice]);
    expect(shown.entries[0]!.children).toHaveLength(0);
  });
});

describe("a vehicle's seat roles, edited on the sheet", () => {
  async function twoSeats(): Promise<{ sheet: Sheet; craft: StandInActor }> {
    const crew = [
      { role: "driver", actorUuid: "", actorName: "" },
      { role: "crewman", actorUuid: "", actorName: "" },
    ] as const;
    const craft = makeActor({ _id: "crawler", name: "Crawler", type: "spVehicle", system: { crew: [...crew] } });
    const { VehicleSheet } = await import("../../../../src/rulesets/space-patrol/sheets/vehicle-sheet");
    const sheet = new (VehicleSheet as unknown as SheetClass)({ document: craft });
    await sheet.render();
    return { sheet, craft };
  }
  const seats = (craft: StandInActor) => (craft.system as unknown as { crew: { role: string; actorUuid: string }[] }).crew.map((s) => [s.role, s.actorUuid]);

  it("keeps both a role chosen and a crewman dropped before either change came back", async () => {
    const { sheet, craft } = await twoSeats();
    dispatchDrop(sheet.element, { type: "Actor", uuid: "Actor.rana" });
    editControl(sheet.element, "system.crew.1.role", "gunner");
    await vi.waitFor(() => expect(craft.updates).toHaveLength(2));
    await Promise.all(sheet.submitCalls);
    expect(seats(craft)).toEqual([
      ["driver", "Actor.rana"],
      ["gunner", ""],
    ]);
  });

  it("gives the role to the seat it was chosen for when a drop seated someone there first, and a role no seat has is not written", async () => {
    const { sheet, craft } = await twoSeats();
    await drop(sheet, craft, "Actor.rana");
    // the sheet still shows both seats empty: the drop's change came back, the sheet was not drawn again
    editControl(sheet.element, "system.crew.0.role", "commander");
    editControl(sheet.element, "system.crew.1.role", "admiral");
    await Promise.all(sheet.submitCalls);
    expect(seats(craft)).toEqual([
      ["commander", "Actor.rana"],
      ["crewman", ""],
    ]);
  });

  it("removes the seat whose role was changed just before its Remove was pressed, not a seat like it was", async () => {
    const { sheet, craft } = await twoSeats();
    await craft.update({ system: { crew: [{ role: "crewman", actorUuid: "", actorName: "" }, { role: "crewman", actorUuid: "", actorName: "" }] } });
    await sheet.render();
    editControl(sheet.element, "system.crew.0.role", "gunner");
    sheet.element.querySelector('[data-seat-index="0"] [data-action="seatRemove"]')!.dispatchEvent(new MouseEvent("click", { bubbles: true, button: 0 }));
    await Promise.all([...sheet.submitCalls, ...sheet.actionCalls]);
    expect(seats(craft)).toEqual([["crewman", ""]]);
    expect(craft.updates.at(-2)!.system).toMatchObject({ crew: [{ role: "gunner" }, { role: "crewman" }] });
  });

  it("writes a role set back before the sheet was drawn again", async () => {
    const { sheet, craft } = await twoSeats();
    editControl(sheet.element, "system.crew.1.role", "gunner");
    await Promise.all(sheet.submitCalls);
    editControl(sheet.element, "system.crew.1.role", "crewman");
    await Promise.all(sheet.submitCalls);
    expect(seats(craft)).toEqual([
      ["driver", ""],
      ["crewman", ""],
    ]);
  });
});

describe("a spacecraft's stations, edited on the sheet", () => {
  it("keeps both an NPC crew level typed and a crewman dropped on that station before either change came back", async () => {
    const { sheet, craft } = await openCraft("spacecraft");
    const { SPACE_STATION_KEYS } = await import("../../../../src/rulesets/space-patrol/rules/space-stations");
    const first = SPACE_STATION_KEYS[0];
    dispatchDrop(sheet.element, { type: "Actor", uuid: "Actor.rana" });
    editControl(sheet.element, `system.stations.${first}.npcLevel`, 3);
    await vi.waitFor(() => expect(craft.updates).toHaveLength(2));
    await Promise.all(sheet.submitCalls);
    const stations = (craft.system as unknown as { stations: Record<string, { actorUuid: string; npcLevel: number }> }).stations;
    expect(stations[first]).toMatchObject({ actorUuid: "Actor.rana", npcLevel: 3 });
  });
});

