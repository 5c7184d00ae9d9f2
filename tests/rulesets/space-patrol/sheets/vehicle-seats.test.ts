// @vitest-environment happy-dom
// A vehicle's seats changed from its sheet while an earlier change is still on its way to the
// server: each click is judged against the seats as the change before it left them, so two rows
// removed both go, and a row clicked twice before the sheet drew again is removed once.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryStubs, callHook } from "../../../helpers/foundry-stubs";
import { makeActor, type StandInActor } from "../../../helpers/fake-documents";
import type { Seat } from "../../../../src/rulesets/space-patrol/view/crew-context";

interface Sheet {
  element: HTMLElement;
  actionCalls: Promise<unknown>[];
  render(): Promise<Sheet>;
}
type SheetClass = new (options: { document: StandInActor }) => Sheet;

beforeEach(async () => {
  vi.resetModules();
  const stubs = installFoundryStubs({ "starskirmish.ruleSet": "space-patrol" });
  await import("../../../../src/index");
  callHook(stubs, "init");
});

async function openVehicle(): Promise<{ sheet: Sheet; crawler: StandInActor }> {
  const crew: Seat[] = [
    { role: "driver", actorUuid: "Actor.rana", actorName: "Rana" },
    { role: "gunner", actorUuid: "Actor.vex", actorName: "Vex" },
    { role: "crewman", actorUuid: "", actorName: "" },
  ];
  const crawler = makeActor({ _id: "crawler", name: "Crawler", type: "spVehicle", system: { crew } });
  const { VehicleSheet } = await import("../../../../src/rulesets/space-patrol/sheets/vehicle-sheet");
  const sheet = new (VehicleSheet as unknown as SheetClass)({ document: crawler });
  await sheet.render();
  return { sheet, crawler };
}

/** Clicks a button of a seat's row as drawn, without waiting for what it does. */
function clickSeat(sheet: Sheet, index: number, action: "seatRemove" | "seatClear"): void {
  const button = sheet.element.querySelector<HTMLElement>(`[data-seat-index="${index}"] [data-action="${action}"]`);
  if (!button) throw new Error(`no ${action} on seat ${index}`);
  button.dispatchEvent(new MouseEvent("click", { bubbles: true, button: 0 }));
}

const seated = (crawler: StandInActor) => (crawler.system as unknown as { crew: Seat[] }).crew.map((s) => `${s.role}:${s.actorName}`);

describe("a vehicle's seats changed twice in flight", () => {
  it("removes both of two rows clicked before the first removal came back", async () => {
    const { sheet, crawler } = await openVehicle();
    clickSeat(sheet, 0, "seatRemove");
    clickSeat(sheet, 2, "seatRemove");
    await Promise.all(sheet.actionCalls);
    expect(seated(crawler)).toEqual(["gunner:Vex"]);
  });

  it("removes a row clicked twice before the sheet drew again once, not the row after it", async () => {
    const { sheet, crawler } = await openVehicle();
    clickSeat(sheet, 0, "seatRemove");
    clickSeat(sheet, 0, "seatRemove");
    await Promise.all(sheet.actionCalls);
    expect(seated(crawler)).toEqual(["gunner:Vex", "crewman:"]);
    expect(crawler.updates).toHaveLength(1);
  });

  it("clears one seat and removes another, and keeps both changes", async () => {
    const { sheet, crawler } = await openVehicle();
    clickSeat(sheet, 1, "seatClear");
    clickSeat(sheet, 0, "seatRemove");
    await Promise.all(sheet.actionCalls);
    expect(seated(crawler)).toEqual(["gunner:", "crewman:"]);
  });
});
