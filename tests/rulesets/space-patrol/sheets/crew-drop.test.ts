// @vitest-environment happy-dom
// Dropping an actor on a vehicle's or spacecraft's sheet, through the v13 render cycle: a
// patrolman or NPC takes the seat or station; the craft itself, a formation, another rule set's
// actor or another craft is refused with a notice naming it, and the crew is left as it was.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryStubs, callHook } from "../../../helpers/foundry-stubs";
import { installRenderCycle } from "../../../helpers/app-render-cycle";
import { installHtmlNotifications, type ShownNotifications } from "../../../helpers/html-notifications";

interface Sheet {
  element: HTMLElement;
  render(): Promise<Sheet>;
}

let updates: { system: Record<string, unknown> }[];
let dragData: unknown;
let shown: ShownNotifications;
let byUuid: Record<string, unknown>;
let g: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- stand-in globals are untyped by design

beforeEach(async () => {
  vi.resetModules();
  const stubs = installFoundryStubs({ "starskirmish.ruleSet": "space-patrol" });
  g = globalThis as typeof g;
  installRenderCycle(g.foundry.applications.sheets.ActorSheetV2);
  await import("../../../../src/index");
  callHook(stubs, "init");
  shown = installHtmlNotifications();
  updates = [];
  dragData = undefined;
  g.foundry.applications.ux = { TextEditor: { implementation: { getDragEventData: () => dragData } } };
  g.fromUuid = async (uuid: string) => byUuid[uuid] ?? null;
  const actor = (uuid: string, type: string, name: string) => Object.assign(new g.Actor(), { uuid, type, name });
  byUuid = {
    "Actor.rana": actor("Actor.rana", "spPatrolman", "Rana"),
    "Actor.squad": actor("Actor.squad", "formation", "<b>Blue</b> Squad"),
    "Actor.team": actor("Actor.team", "strTeam", "Team A1"),
    "Actor.skiff": actor("Actor.skiff", "spSpacecraft", "Skiff"),
  };
});

async function openCraft(kind: "vehicle" | "spacecraft"): Promise<Sheet> {
  const models = await import("../../../../src/rulesets/space-patrol/models/craft-models");
  const { initialValue } = await import("../../../../src/core/schema");
  const { VEHICLE_SCHEMA } = await import("../../../../src/rulesets/space-patrol/data/vehicle-schema");
  const { SPACECRAFT_SCHEMA } = await import("../../../../src/rulesets/space-patrol/data/spacecraft-schema");
  const Model = (kind === "vehicle" ? models.VehicleData : models.SpacecraftData) as unknown as new () => object;
  const data = kind === "vehicle" ? { ...initialValue(VEHICLE_SCHEMA), crew: [{ role: "driver", actorUuid: "", actorName: "" }] } : initialValue(SPACECRAFT_SCHEMA);
  const craft = Object.assign(new g.Actor(), {
    uuid: "Actor.crawler",
    name: "Crawler",
    type: kind === "vehicle" ? "spVehicle" : "spSpacecraft",
    items: [],
    effects: [],
    isOwner: true,
    system: Object.assign(new Model(), structuredClone(data)),
    async update(changes: { system: Record<string, unknown> }) {
      updates.push(changes);
    },
  });
  byUuid["Actor.crawler"] = craft;
  const sheets = kind === "vehicle" ? await import("../../../../src/rulesets/space-patrol/sheets/vehicle-sheet") : await import("../../../../src/rulesets/space-patrol/sheets/spacecraft-sheet");
  const Sheet = ("VehicleSheet" in sheets ? sheets.VehicleSheet : sheets.SpacecraftSheet) as unknown as new () => object;
  const sheet = Object.assign(new Sheet(), { actor: craft, isEditable: true }) as unknown as Sheet;
  await sheet.render();
  return sheet.render();
}

async function drop(sheet: Sheet, uuid: string): Promise<void> {
  dragData = { type: "Actor", uuid };
  sheet.element.dispatchEvent(new Event("drop", { bubbles: true }));
  await new Promise((r) => setTimeout(r, 0));
}

describe.each(["vehicle", "spacecraft"] as const)("a %s's crew drop", (kind) => {
  it("seats a patrolman, once however often the sheet rendered", async () => {
    const sheet = await openCraft(kind);
    await drop(sheet, "Actor.rana");
    expect(updates).toHaveLength(1);
    const written = JSON.stringify(updates[0]!.system);
    expect(written).toContain('"actorUuid":"Actor.rana"');
    expect(shown.entries).toHaveLength(0);
  });

  it.each([
    ["the craft itself", "Actor.crawler", "Crawler cannot crew itself."],
    ["a formation", "Actor.squad", "<b>Blue</b> Squad is a formation, not a crewman: open it and drop its members on Crawler one at a time."],
    ["another rule set's actor", "Actor.team", "Team A1 belongs to another rule set and cannot crew Crawler."],
    ["another craft", "Actor.skiff", "Skiff is a craft, not a crewman: only patrolmen and NPCs crew Crawler."],
  ])("refuses %s with a notice, and changes nothing", async (_what, uuid, notice) => {
    const sheet = await openCraft(kind);
    await drop(sheet, uuid);
    expect(updates).toEqual([]);
    expect(shown.texts()).toEqual([notice]);
    expect(shown.entries[0]!.children).toHaveLength(0);
  });
});
