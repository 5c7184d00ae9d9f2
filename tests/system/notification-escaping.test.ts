// @vitest-environment happy-dom
// v13 notifications render their text as HTML. Names are typed by users, so every notice that
// names an actor, item or formation shows the name as the text it is: a name written as markup
// makes no element in the notice, and reads on screen exactly as it was typed.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryStubs, callHook } from "../helpers/foundry-stubs";
import { installHtmlNotifications, type ShownNotifications } from "../helpers/html-notifications";

const HOSTILE = '<img src="x" onerror="window.pwned = true">Laser';
let shown: ShownNotifications;

beforeEach(async () => {
  vi.resetModules();
  const rec = installFoundryStubs();
  await import("../../src/index");
  callHook(rec, "init");
  shown = installHtmlNotifications();
});

/** The one notice shown: it made no element, and reads as `text`. */
function expectPlainNotice(text: string): void {
  expect(shown.entries).toHaveLength(1);
  expect(shown.entries[0]!.children).toHaveLength(0);
  expect(shown.texts()[0]).toBe(text);
}

describe("names in notices are text, not markup", () => {
  it("the kit's warn escapes every value it fills in", async () => {
    const { warn, inform, formatSafe } = await import("../../src/system/notify");
    warn("STARSKIRMISH.Striker.Fire.movedInStepA", { team: "<b>Team A1</b>" });
    expect(shown.entries[0]!.querySelector("b")).toBeNull();
    expect(shown.texts()[0]).toContain("<b>Team A1</b>");
    inform("STARSKIRMISH.Formation.noScene");
    expect(shown.texts()[1]).toBe("Open a scene to place the formation on.");
    expect(formatSafe("STARSKIRMISH.Striker.Fire.movedInStepA", { team: "<a>" })).toContain("&lt;a&gt;");
  });

  it("the kit's refusals warn as warn does, counted or not, and give false for the step they stop", async () => {
    const { refused, refusedCounted, informCounted } = await import("../../src/system/notify");
    expect(refused("STARSKIRMISH.Striker.Fire.movedInStepA", { team: "<b>A1</b>" })).toBe(false);
    expect(shown.entries[0]!.querySelector("b")).toBeNull();
    expect(refusedCounted("STARSKIRMISH.Formation.noRoom", 1, { unplaced: 1 })).toBe(false);
    expect(shown.texts()[1]).toBe("1 of 1 figure found no room there. Nothing was placed; try a more open spot.");
    // a formation's placement counts its tokens in words, and keeps the name as typed
    informCounted("STARSKIRMISH.Formation.placed", 1, { name: "O'Hara & <i>Sons</i>" });
    informCounted("STARSKIRMISH.Formation.placed", 3, { name: "Blue" });
    expect(shown.texts().slice(2)).toEqual(["O'Hara & <i>Sons</i>: 1 token placed.", "Blue: 3 tokens placed."]);
  });

  it("the rule-set guard names the item and the actor as typed", async () => {
    const { onPreCreateItemCheckRuleSet } = await import("../../src/system/item-guard");
    const refused = onPreCreateItemCheckRuleSet({ name: HOSTILE, type: "spWeapon", parent: { type: "strTeam", name: "<b>Team</b>" } } as never);
    expect(refused).toBe(false);
    expectPlainNotice(`${HOSTILE} belongs to another rule set than <b>Team</b>, so it was not added.`);
  });

  it("the loadout guard names the refused item as typed", async () => {
    const { PatrolmanData } = await import("../../src/rulesets/space-patrol/models/patrolman-model");
    const { DeviceData } = await import("../../src/rulesets/space-patrol/models/item-models");
    const { onPreCreateItemCheckLoadout } = await import("../../src/rulesets/space-patrol/models/inventory-guard");
    const make = <T extends object>(cls: unknown, data: object): T => Object.assign(new (cls as new () => T)(), data);
    const device = (name: string) => ({ id: name, name, img: "", type: "spDevice", system: make(DeviceData, { kind: "medKit", doses: 0, equipmentBonus: 0 }) });
    const actor = { type: "spPatrolman", name: "Rana", system: make(PatrolmanData, { assets: {} }), items: [device("a"), device("b"), device("c"), device("d")] };
    expect(onPreCreateItemCheckLoadout({ ...device(HOSTILE), parent: actor } as never)).toBe(false);
    expect(shown.entries[0]!.children).toHaveLength(0);
    expect(shown.texts()[0]!.startsWith(`${HOSTILE} was not added: `)).toBe(true);
  });

  it("placing a formation names it as typed when it is refused", async () => {
    const g = globalThis as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- stand-in globals are untyped by design
    g.game.user = { isGM: true };
    const { FormationData } = await import("../../src/system/formation/formation-model");
    const { placeFormation } = await import("../../src/system/formation/place-formation");
    const system = Object.assign(new (FormationData as unknown as new () => object)(), { members: [], shape: "block", facing: "N" });
    const formation = { uuid: "Actor.f", name: HOSTILE, system, toObject: () => ({ system: { members: [], shape: "block", facing: "N" } }) };
    expect(await placeFormation(formation as never, { x: 0, y: 0 })).toBe(false);
    expectPlainNotice(`${HOSTILE} has no members yet: drop actors on its sheet first.`);
  });
});
